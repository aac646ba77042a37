/* util: see util.h for the contract. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "diag.h"
#include "strbuf.h"
#include "util.h"

char *xasprintf(const char *fmt, ...)
{
	struct strbuf sb = STRBUF_INIT;
	va_list ap;

	va_start(ap, fmt);
	strbuf_vaddf(&sb, fmt, ap);
	va_end(ap);
	return strbuf_detach(&sb, NULL);
}

const char *file_kind(mode_t m)
{
	if (S_ISLNK(m))
		return "a symbolic link";
	if (S_ISDIR(m))
		return "a directory";
	if (S_ISFIFO(m))
		return "a FIFO";
	if (S_ISSOCK(m))
		return "a socket";
	if (S_ISCHR(m) || S_ISBLK(m))
		return "a device";
	if (S_ISREG(m))
		return "a regular file";
	return "not a regular file";
}

char *dir_name(const char *path)
{
	const char *slash = strrchr(path, '/');

	if (!slash)
		return xstrdup(".");
	if (slash == path)
		return xstrdup("/");
	return xstrndup(path, (size_t)(slash - path));
}

size_t read_limit(void)
{
	return (size_t)64 << 20;
}

int check_readable(const char *path, size_t *size)
{
	struct stat st;

	if (stat(path, &st))
		return error_at(path, 0, 0, "cannot open: %s", strerror(errno));
	if (!S_ISREG(st.st_mode))
		return error_at(path, 0, 0, "not read: it is %s, not a file",
				file_kind(st.st_mode));
	if ((unsigned long long)st.st_size > read_limit())
		return error_at(path, 0, 0, "not read: %llu bytes, over the "
				"%zu MiB zcport reads of one file",
				(unsigned long long)st.st_size,
				read_limit() >> 20);
	if (size)
		*size = (size_t)st.st_size;
	return 0;
}

/*
 * The bytes of a regular file: stat first (a FIFO or a device is never
 * opened for reading), then opened without blocking and checked again;
 * no more than read_limit() bytes, even for a file that grows meanwhile.
 * binary: refuse a NUL in the first 8 KiB, before reading further.
 */
static int slurp(const char *path, struct strbuf *sb, int binary)
{
	char chunk[65536];
	ssize_t n;
	struct stat st;
	int fd;

	if (check_readable(path, NULL))
		return -1;
	fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
	if (fd < 0)
		return error_at(path, 0, 0, "cannot open: %s", strerror(errno));
	if (fstat(fd, &st) || !S_ISREG(st.st_mode)) {
		close(fd);
		return error_at(path, 0, 0, "not read: it is %s, not a file",
				file_kind(st.st_mode));
	}
	for (;;) {
		n = read(fd, chunk, sizeof(chunk));
		if (n < 0) {
			if (errno == EINTR)
				continue;
			error_at(path, 0, 0, "cannot read: %s",
				 strerror(errno));
			close(fd);
			strbuf_release(sb);
			return -1;
		}
		if (!n)
			break;
		if (binary && !sb->len &&
		    memchr(chunk, '\0', (size_t)n < 8192 ? (size_t)n : 8192)) {
			close(fd);
			return error_at(path, 0, 0,
					"binary file, not C source");
		}
		if (sb->len + (size_t)n > read_limit()) {
			close(fd);
			strbuf_release(sb);
			return error_at(path, 0, 0, "not read: it grew over "
					"the %zu MiB zcport reads of one file",
					read_limit() >> 20);
		}
		strbuf_add(sb, chunk, (size_t)n);
	}
	close(fd);
	strbuf_grow(sb, 0);
	return 0;
}

int read_file(const char *path, char **out, size_t *outlen)
{
	struct strbuf sb = STRBUF_INIT;

	if (slurp(path, &sb, 1))
		return -1;
	*out = strbuf_detach(&sb, outlen);
	return 0;
}

char *read_file_quiet(const char *path, size_t max, size_t *len)
{
	struct strbuf sb = STRBUF_INIT;
	char chunk[8192];
	ssize_t n = 0;
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return NULL;
	while (sb.len <= max) {
		n = read(fd, chunk, sizeof(chunk));
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		strbuf_add(&sb, chunk, (size_t)n);
	}
	close(fd);
	if (n < 0 || sb.len > max || memchr(sb.buf ? sb.buf : "", 0, sb.len)) {
		strbuf_release(&sb);
		return NULL;
	}
	strbuf_grow(&sb, 0);
	return strbuf_detach(&sb, len);
}

int write_all(int fd, const char *data, size_t len)
{
	while (len) {
		ssize_t n = write(fd, data, len);

		if (n < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		data += n;
		len -= (size_t)n;
	}
	return 0;
}

int write_stdout(const char *data, size_t len)
{
	if (len)
		fwrite(data, 1, len, stdout);
	if (fflush(stdout) || ferror(stdout)) {
		/* a reader that went away (| head) is no news */
		if (errno != EPIPE)
			error("cannot write the output: %s", strerror(errno));
		return -1;
	}
	return 0;
}

int write_file_private(const char *path, const char *data, size_t len)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	int saved;

	if (fd < 0) {
		error_at(path, 0, 0, "cannot create file: %s", strerror(errno));
		return -1;
	}
	if (write_all(fd, data, len)) {
		saved = errno;
		close(fd);
		unlink(path);
		error_at(path, 0, 0, "cannot write: %s", strerror(saved));
		return -1;
	}
	if (close(fd)) {
		saved = errno;
		unlink(path);
		error_at(path, 0, 0, "cannot write: %s", strerror(saved));
		return -1;
	}
	return 0;
}

int mkdir_p(const char *dir)
{
	char *parent, *slash;
	int ret;

	/* the deepest first: in a run's temp dir the parents mostly exist */
	if (!mkdir(dir, 0777) || errno == EEXIST)
		return 0;
	if (errno != ENOENT)
		goto fail;
	parent = xstrdup(dir);
	slash = strrchr(parent, '/');
	while (slash && slash > parent && slash[-1] == '/')
		slash--;
	if (!slash || slash == parent) {
		free(parent);
		goto fail;
	}
	*slash = '\0';
	ret = mkdir_p(parent);
	free(parent);
	if (ret)
		return -1;
	if (!mkdir(dir, 0777) || errno == EEXIST)
		return 0;
fail:
	error_at(dir, 0, 0, "cannot create directory: %s", strerror(errno));
	return -1;
}

int mkdir_parent(const char *path)
{
	char *dir = xstrdup(path), *slash = strrchr(dir, '/');
	int ret = 0;

	if (slash && slash != dir) {
		*slash = '\0';
		ret = mkdir_p(dir);
	}
	free(dir);
	return ret;
}

void remove_tree(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *de;

	if (!d) {
		unlink(dir);
		return;
	}
	while ((de = readdir(d))) {
		char *sub;
		struct stat st;

		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		sub = xasprintf("%s/%s", dir, de->d_name);
		if (!lstat(sub, &st) && S_ISDIR(st.st_mode))
			remove_tree(sub);
		else
			unlink(sub);
		free(sub);
	}
	closedir(d);
	rmdir(dir);
}

char *safe_base(const char *path)
{
	const char *slash = strrchr(path, '/');
	char *b = xstrdup(slash ? slash + 1 : path), *p;

	for (p = b; *p; p++)
		if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		      (*p >= '0' && *p <= '9') || *p == '.' || *p == '_' ||
		      *p == '+' || *p == '-'))
			*p = '_';
	if (!*b || *b == '.' || *b == '-') {
		/* not empty, not hidden, not an option */
		p = xasprintf("f%s", b);
		free(b);
		b = p;
	}
	return b;
}

int ends_with(const char *s, const char *suffix)
{
	size_t ls = strlen(s), lx = strlen(suffix);

	return ls >= lx && !memcmp(s + ls - lx, suffix, lx);
}

int same_dir(const char *a, const char *b)
{
	const char *sa = strrchr(a, '/'), *sb = strrchr(b, '/');
	size_t la = sa ? (size_t)(sa - a) + 1 : 0;
	size_t lb = sb ? (size_t)(sb - b) + 1 : 0;

	return la == lb && !memcmp(a, b, la);
}
