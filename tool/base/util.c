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

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (!p)
		die("out of memory (%zu bytes)", n);
	return p;
}

void *xcalloc(size_t nmemb, size_t size)
{
	void *p = calloc(nmemb ? nmemb : 1, size ? size : 1);

	if (!p)
		die("out of memory");
	return p;
}

void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		die("out of memory (%zu bytes)", n);
	return p;
}

char *xstrdup(const char *s)
{
	char *p = strdup(s);

	if (!p)
		die("out of memory");
	return p;
}

char *xstrndup(const char *s, size_t n)
{
	char *p = strndup(s, n);

	if (!p)
		die("out of memory");
	return p;
}

char *xasprintf(const char *fmt, ...)
{
	struct strbuf sb = STRBUF_INIT;
	va_list ap;

	va_start(ap, fmt);
	strbuf_vaddf(&sb, fmt, ap);
	va_end(ap);
	return strbuf_detach(&sb, NULL);
}

static int slurp(const char *path, struct strbuf *sb)
{
	char chunk[65536];
	ssize_t n;
	int fd = open(path, O_RDONLY);

	if (fd < 0)
		return error_at(path, 0, 0, "cannot open: %s", strerror(errno));
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
		strbuf_add(sb, chunk, (size_t)n);
	}
	close(fd);
	strbuf_grow(sb, 0);
	return 0;
}

int read_file(const char *path, char **out, size_t *outlen)
{
	struct strbuf sb = STRBUF_INIT;

	if (slurp(path, &sb))
		return -1;
	if (memchr(sb.buf, '\0', sb.len < 8192 ? sb.len : 8192)) {
		strbuf_release(&sb);
		return error_at(path, 0, 0, "binary file, not C source");
	}
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

static int write_all(int fd, const char *data, size_t len)
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

int write_file_atomic(const char *path, const char *data, size_t len,
		      int mode)
{
	char *tmp = xasprintf("%s.zcport-tmp-XXXXXX", path);
	struct stat st;
	int fd, saved;

	if (mode < 0)
		mode = stat(path, &st) ? 0644 : (int)(st.st_mode & 07777);
	fd = mkstemp(tmp);
	if (fd < 0) {
		error_at(path, 0, 0, "cannot create temp file: %s",
			 strerror(errno));
		free(tmp);
		return -1;
	}
	if (write_all(fd, data, len) || fsync(fd) || fchmod(fd, (mode_t)mode))
		goto fail;
	if (close(fd)) {
		fd = -1;
		goto fail;
	}
	fd = -1;
	if (rename(tmp, path))
		goto fail;
	free(tmp);
	return 0;
fail:
	saved = errno;
	if (fd >= 0)
		close(fd);
	unlink(tmp);
	free(tmp);
	return error_at(path, 0, 0, "cannot write: %s", strerror(saved));
}

int probe_write(const char *path)
{
	char *tmp = xasprintf("%s.zcport-tmp-XXXXXX", path);
	int fd = mkstemp(tmp), saved;

	if (fd < 0) {
		saved = errno;
		free(tmp);
		errno = saved;
		return -1;
	}
	close(fd);
	unlink(tmp);
	free(tmp);
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

int copy_file(const char *from, const char *to)
{
	struct strbuf sb = STRBUF_INIT;
	struct stat st;
	int ret;

	if (stat(from, &st))
		return error_at(from, 0, 0, "cannot stat: %s", strerror(errno));
	if (slurp(from, &sb))
		return -1;
	ret = mkdir_parent(to);
	if (!ret)
		ret = write_file_atomic(to, sb.buf, sb.len,
					(int)(st.st_mode & 07777));
	strbuf_release(&sb);
	return ret;
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
