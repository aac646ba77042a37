/* writepolicy: see writepolicy.h for the contract. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "diag.h"
#include "runtmp.h"
#include "strbuf.h"
#include "util.h"
#include "writepolicy.h"

#define TMP_TAG ".zcport-tmp-"
#define JOURNAL ".zcport-journal-"
#define MANIFEST ".zcport-series"
/* a journal or a manifest is small; anything bigger is not ours */
#define META_MAX (4 << 20)

unsigned long long wp_hash(const char *data, size_t len)
{
	unsigned long long h = 1469598103934665603ULL;
	size_t i;

	for (i = 0; i < len; i++) {
		h ^= (unsigned char)data[i];
		h *= 1099511628211ULL;
	}
	return h;
}

/* NAME.zcport-tmp-STAMP-XXXXXX, NAME cut so the whole fits NAME_MAX */
static char *temp_name(const char *name)
{
	static const char set[] = "abcdefghijklmnopqrstuvwxyz"
				  "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
	static atomic_uint counter;
	unsigned char r[6];
	char x[7];
	size_t n = strlen(name);
	int i;

	if (getrandom(r, sizeof(r), GRND_NONBLOCK) != (ssize_t)sizeof(r)) {
		unsigned v = atomic_fetch_add(&counter, 1) * 2654435761u ^
			     (unsigned)time(NULL) ^ (unsigned)getpid();

		for (i = 0; i < 6; i++, v = v * 1103515245u + 12345u)
			r[i] = (unsigned char)(v >> 16);
	}
	for (i = 0; i < 6; i++)
		x[i] = set[r[i] % 62];
	x[6] = '\0';
	if (n > 160)
		n = 160;
	return xasprintf("%.*s" TMP_TAG "%s-%s", (int)n, name, runtmp_stamp(),
			 x);
}

/* a name made by temp_name() (or a journal name) whose writer is dead */
static int dead_stamp_after(const char *s)
{
	unsigned long pid;
	unsigned long long start;
	size_t n = runtmp_stamp_parse(s, &pid, &start);

	return n && runtmp_stamp_dead(pid, start) ? (int)n : 0;
}

static int is_dead_temp(const char *name)
{
	const char *p = NULL, *q = name;
	int n, i;

	while ((q = strstr(q, TMP_TAG)))
		p = q++;
	if (!p)
		return 0;
	p += strlen(TMP_TAG);
	n = dead_stamp_after(p);
	if (!n || p[n] != '-' || strlen(p + n + 1) != 6)
		return 0;
	for (i = 1; i <= 6; i++)
		if (!((p[n + i] >= 'a' && p[n + i] <= 'z') ||
		      (p[n + i] >= 'A' && p[n + i] <= 'Z') ||
		      (p[n + i] >= '0' && p[n + i] <= '9')))
			return 0;
	return 1;
}

static int is_dead_journal(const char *name)
{
	size_t l = strlen(JOURNAL);
	int n;

	if (strncmp(name, JOURNAL, l))
		return 0;
	n = dead_stamp_after(name + l);
	return n && !name[l + (size_t)n];
}

static const char *base_of(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? slash + 1 : path;
}

static int open_dir(const char *dir)
{
	return open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
}

/*
 * The temp file tmp in dirfd, made whole: data, owner (uid/gid, -1 to
 * leave), mode, fsync.  0, or -1 with errno and nothing left.
 */
static int fill_temp(int dirfd, const char *tmp, const char *data,
		     size_t len, int mode, uid_t uid, gid_t gid)
{
	int fd = openat(dirfd, tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW |
			O_CLOEXEC, 0600), saved;

	if (fd < 0)
		return -1;
	if (write_all(fd, data, len) ||
	    ((uid != (uid_t)-1 || gid != (gid_t)-1) && fchown(fd, uid, gid)) ||
	    fchmod(fd, (mode_t)mode) || fsync(fd))
		goto fail;
	if (close(fd)) {
		fd = -1;
		goto fail;
	}
	return 0;
fail:
	saved = errno;
	if (fd >= 0)
		close(fd);
	unlinkat(dirfd, tmp, 0);
	errno = saved;
	return -1;
}

/*
 * name in dirfd replaced by data (a new file when there is none); an
 * entry that is not a regular file is refused.  mode -1: the file's own
 * (0644 for a new one).  shown names it in messages.
 */
static int replace_at(int dirfd, const char *name, const char *shown,
		      const char *data, size_t len, int mode)
{
	struct stat st;
	char *tmp;
	int exists = !fstatat(dirfd, name, &st, AT_SYMLINK_NOFOLLOW);

	if (exists && !S_ISREG(st.st_mode))
		return error_at(shown, 0, 0, "is %s, which zcport never "
				"replaces: not written", file_kind(st.st_mode));
	if (mode < 0)
		mode = exists ? (int)(st.st_mode & 07777) : 0644;
	tmp = temp_name(name);
	if (fill_temp(dirfd, tmp, data, len, mode, (uid_t)-1, (gid_t)-1)) {
		error_at(shown, 0, 0, "cannot write: %s", strerror(errno));
		free(tmp);
		return -1;
	}
	if (renameat(dirfd, tmp, dirfd, name)) {
		int saved = errno;

		unlinkat(dirfd, tmp, 0);
		free(tmp);
		return error_at(shown, 0, 0, "cannot write: %s",
				strerror(saved));
	}
	free(tmp);
	return 0;
}

int wp_probe_dir(const char *dir)
{
	int fd = open_dir(dir), t, saved;
	char *tmp;

	if (fd < 0)
		return -1;
	tmp = temp_name(".zcport");
	t = openat(fd, tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW |
		   O_CLOEXEC, 0600);
	saved = errno;
	if (t >= 0) {
		close(t);
		unlinkat(fd, tmp, 0);
	}
	free(tmp);
	close(fd);
	errno = saved;
	return t >= 0 ? 0 : -1;
}

/* a device, FIFO or socket (after links): written to, never replaced */
static int is_special(mode_t m)
{
	return S_ISCHR(m) || S_ISBLK(m) || S_ISFIFO(m) || S_ISSOCK(m);
}

int wp_probe_named(const char *path, const char **why)
{
	struct stat st, target;
	char *dir;
	int ret;

	if (!lstat(path, &st) && !S_ISREG(st.st_mode)) {
		if (S_ISDIR(st.st_mode)) {
			*why = strerror(EISDIR);
			return -1;
		}
		if (S_ISLNK(st.st_mode) && stat(path, &target)) {
			*why = "a symbolic link to nothing, which zcport "
			       "does not write through";
			return -1;
		}
		if (S_ISLNK(st.st_mode) && S_ISDIR(target.st_mode)) {
			*why = strerror(EISDIR);
			return -1;
		}
		if (S_ISLNK(st.st_mode) && !is_special(target.st_mode)) {
			*why = "a symbolic link to a file, which zcport does "
			       "not replace through the link; name the file "
			       "itself";
			return -1;
		}
		/* a device, a FIFO, a socket: written to as it is */
		if (access(path, W_OK)) {
			*why = strerror(errno);
			return -1;
		}
		return 0;
	}
	dir = dir_name(path);
	ret = wp_probe_dir(dir);
	if (ret)
		*why = strerror(errno);
	free(dir);
	return ret;
}

int wp_write_named(const char *path, const char *data, size_t len, int mode)
{
	struct stat st;
	const char *why;
	char *dir;
	int fd, ret;

	if (!lstat(path, &st) && !S_ISREG(st.st_mode)) {
		if (wp_probe_named(path, &why))
			return error_at(path, 0, 0, "not written: it is %s",
					why);
		/* a device, a FIFO or a socket: no rename, no O_TRUNC */
		fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC);
		if (fd < 0)
			return error_at(path, 0, 0, "cannot write: %s",
					strerror(errno));
		if (write_all(fd, data, len)) {
			int saved = errno;

			close(fd);
			return error_at(path, 0, 0, "cannot write: %s",
					strerror(saved));
		}
		if (close(fd))
			return error_at(path, 0, 0, "cannot write: %s",
					strerror(errno));
		return 0;
	}
	dir = dir_name(path);
	fd = open_dir(dir);
	free(dir);
	if (fd < 0)
		return error_at(path, 0, 0, "cannot write: %s",
				strerror(errno));
	ret = replace_at(fd, base_of(path), path, data, len, mode);
	close(fd);
	return ret;
}

static int in_groups(gid_t g)
{
	gid_t list[256];
	int n = getgroups(256, list), i;

	if (g == getegid())
		return 1;
	for (i = 0; i < n; i++)
		if (list[i] == g)
			return 1;
	return 0;
}

int wp_in_place_ok(const char *path, const char **why)
{
	struct stat st;

	if (lstat(path, &st)) {
		*why = strerror(errno);
		return -1;
	}
	if (!S_ISREG(st.st_mode)) {
		*why = "not a regular file";
		return -1;
	}
	if (st.st_nlink > 1) {
		*why = "the file has more than one hard link, and a rewrite "
		       "(a new file renamed over it) would split them; port "
		       "a copy, or use --output-dir";
		return -1;
	}
	if (geteuid() && st.st_uid != geteuid()) {
		*why = "the file belongs to another user, and a rewrite would "
		       "make it yours; run as its owner, or use --output-dir";
		return -1;
	}
	if (geteuid() && !in_groups(st.st_gid)) {
		*why = "the file's group is one you are not in, and a rewrite "
		       "would not keep it; use --output-dir";
		return -1;
	}
	return 0;
}

/* ---- transactions ---------------------------------------------------- */

struct wp_item {
	char *name, *shown, *tmp;
	char *data;
	size_t len;
	char *expect;
	size_t expect_len;
	int absent, new_mode;
	int made;		/* its temp file exists */
	struct stat st;		/* the file it replaces */
};

void wp_txn_init(struct wp_txn *t, const char *dir)
{
	memset(t, 0, sizeof(*t));
	t->dir = xstrdup(dir);
}

void wp_txn_add(struct wp_txn *t, const char *name, const char *shown,
		const char *data, size_t len, const char *expect,
		size_t expect_len, int expect_absent, int new_mode)
{
	struct wp_item *it;

	t->v = xrealloc(t->v, (t->nr + 1) * sizeof(*t->v));
	it = &t->v[t->nr++];
	memset(it, 0, sizeof(*it));
	it->name = xstrdup(name);
	it->shown = xstrdup(shown);
	it->data = xmalloc(len + 1);
	memcpy(it->data, data, len);
	it->len = len;
	it->absent = expect_absent;
	if (!expect_absent) {
		it->expect = xmalloc(expect_len + 1);
		memcpy(it->expect, expect, expect_len);
		it->expect_len = expect_len;
	}
	it->new_mode = new_mode;
}

void wp_txn_release(struct wp_txn *t)
{
	size_t i;

	for (i = 0; i < t->nr; i++) {
		free(t->v[i].name);
		free(t->v[i].shown);
		free(t->v[i].tmp);
		free(t->v[i].data);
		free(t->v[i].expect);
	}
	free(t->v);
	free(t->dir);
	memset(t, 0, sizeof(*t));
}

/* 1 when name in dirfd is a regular file holding exactly buf, else 0 */
static int holds_at(int dirfd, const char *name, const char *buf,
		    size_t len, struct stat *st)
{
	char chunk[65536];
	size_t done = 0;
	int fd = openat(dirfd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK |
			O_NOCTTY | O_CLOEXEC);
	int same = 0;

	if (fd < 0)
		return 0;
	if (fstat(fd, st) || !S_ISREG(st->st_mode) ||
	    (size_t)st->st_size != len)
		goto out;
	for (;;) {
		ssize_t n = read(fd, chunk, sizeof(chunk));

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 || done + (size_t)n > len ||
		    memcmp(chunk, buf + done, (size_t)n))
			goto out;
		if (!n)
			break;
		done += (size_t)n;
	}
	same = done == len;
out:
	close(fd);
	return same;
}

/* the target is still what the port was made from */
static int still_original(int dirfd, struct wp_item *it)
{
	if (it->absent) {
		if (!fstatat(dirfd, it->name, &it->st, AT_SYMLINK_NOFOLLOW))
			return error_at(it->shown, 0, 0, "appeared while "
					"zcport ran, so it was not "
					"overwritten; run zcport again");
		return 0;
	}
	if (!holds_at(dirfd, it->name, it->expect, it->expect_len, &it->st))
		return error_at(it->shown, 0, 0, "changed while zcport ran, "
				"so its port was not written; run zcport "
				"again");
	if (it->st.st_nlink > 1)
		return error_at(it->shown, 0, 0, "not written: it has more "
				"than one hard link, which a rewrite would "
				"split");
	return 0;
}

static void escape(struct strbuf *sb, const char *s)
{
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;

		if (c <= ' ' || c >= 0x7f || c == '%')
			strbuf_addf(sb, "%%%02x", c);
		else
			strbuf_addch(sb, (char)c);
	}
}

/* the next space-separated word of *p, unescaped; NULL at the line end */
static char *word(const char **p)
{
	struct strbuf sb = STRBUF_INIT;
	const char *s = *p;

	while (*s == ' ')
		s++;
	if (!*s || *s == '\n')
		return NULL;
	for (; *s && *s != ' ' && *s != '\n'; s++) {
		unsigned v;

		if (*s == '%' && sscanf(s + 1, "%2x", &v) == 1 && s[1] &&
		    s[2]) {
			strbuf_addch(&sb, (char)v);
			s += 2;
		} else {
			strbuf_addch(&sb, *s);
		}
	}
	*p = s;
	return strbuf_detach(&sb, NULL);
}

static void expect_word(struct strbuf *sb, const struct wp_item *it)
{
	if (it->absent)
		strbuf_addstr(sb, "new");
	else
		strbuf_addf(sb, "%zu:%016llx", it->expect_len,
			    wp_hash(it->expect, it->expect_len));
}

static int append_commit(int jfd)
{
	return write_all(jfd, "commit\n", 7) || fsync(jfd) ? -1 : 0;
}

/*
 * The journal's text: each file's temp name (chosen here) with its
 * target and what the target must hold, so that a later run can finish
 * or undo a transaction a kill cut short.
 */
static void journal_text(struct wp_txn *t, struct strbuf *j)
{
	size_t i;

	strbuf_addstr(j, "zcport journal 1\n");
	for (i = 0; i < t->nr; i++) {
		t->v[i].tmp = temp_name(t->v[i].name);
		strbuf_addstr(j, "item ");
		escape(j, t->v[i].tmp);
		strbuf_addch(j, ' ');
		escape(j, t->v[i].name);
		strbuf_addch(j, ' ');
		expect_word(j, &t->v[i]);
		strbuf_addch(j, '\n');
	}
}

/*
 * A transaction stopped before its renames: the temp files made and the
 * journal removed (dirfd closed), so none of the files was written.
 */
static void txn_undo(struct wp_txn *t, int dirfd, int jfd, const char *jname)
{
	size_t i;

	for (i = 0; i < t->nr; i++)
		if (t->v[i].made)
			unlinkat(dirfd, t->v[i].tmp, 0);
	if (jfd >= 0) {
		close(jfd);
		unlinkat(dirfd, jname, 0);
	} else if (jname) {
		/* not made, or made by another (O_EXCL): not ours */
	}
	if (t->nr > 1)
		diag(t->dir, 0, 0, SEV_NOTE, "none of the %zu files zcport "
		     "would write here was written: a directory's files are "
		     "written together or not at all", t->nr);
	close(dirfd);
}

/*
 * The commit's last step: each temp file renamed over its target.  One
 * that fails is left to the journal, which a later run finishes; returns
 * how many did.
 */
static int rename_all(struct wp_txn *t, int dirfd)
{
	size_t i;
	int errors = 0;

	for (i = 0; i < t->nr; i++) {
		if (renameat(dirfd, t->v[i].tmp, dirfd, t->v[i].name)) {
			/* left to the journal: a later run finishes it */
			error_at(t->v[i].shown, 0, 0, "cannot write: %s",
				 strerror(errno));
			errors++;
			continue;
		}
		t->v[i].made = 0;
	}
	return errors;
}

int wp_txn_commit(struct wp_txn *t)
{
	struct strbuf j = STRBUF_INIT;
	char *jname = NULL;
	int dirfd, jfd = -1, failed = 0, errors;
	size_t i;

	if (!t->nr)
		return 0;
	dirfd = open_dir(t->dir);
	if (dirfd < 0) {
		error_at(t->dir, 0, 0, "cannot write here: %s",
			 strerror(errno));
		return (int)t->nr;
	}
	for (i = 0; i < t->nr; i++)
		if (still_original(dirfd, &t->v[i]))
			failed = 1;
	if (failed)
		goto undo;

	/* the journal lists every temp file before it exists */
	journal_text(t, &j);
	jname = xasprintf(JOURNAL "%s", runtmp_stamp());
	jfd = openat(dirfd, jname, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW |
		     O_CLOEXEC, 0600);
	if (jfd < 0 || write_all(jfd, j.buf, j.len) || fsync(jfd)) {
		error_at(t->dir, 0, 0, "cannot write the journal of its "
			 "files here: %s", strerror(errno));
		failed = 1;
		goto undo;
	}
	for (i = 0; i < t->nr; i++) {
		struct wp_item *it = &t->v[i];
		int keep_owner = !it->absent;

		if (fill_temp(dirfd, it->tmp, it->data, it->len,
			      it->absent ? it->new_mode :
			      (int)(it->st.st_mode & 07777),
			      keep_owner ? it->st.st_uid : (uid_t)-1,
			      keep_owner ? it->st.st_gid : (gid_t)-1)) {
			error_at(it->shown, 0, 0, "cannot write%s: %s",
				 errno == EPERM ? " it keeping its owner" : "",
				 strerror(errno));
			failed = 1;
			goto undo;
		}
		it->made = 1;
	}
	/* the original read again just before the rename */
	for (i = 0; i < t->nr; i++)
		if (still_original(dirfd, &t->v[i]))
			failed = 1;
	if (failed || append_commit(jfd) || fsync(dirfd)) {
		if (!failed)
			error_at(t->dir, 0, 0, "cannot write the journal of "
				 "its files here: %s", strerror(errno));
		failed = 1;
		goto undo;
	}
	errors = rename_all(t, dirfd);
	fsync(dirfd);
	if (!errors)
		unlinkat(dirfd, jname, 0);
	close(jfd);
	close(dirfd);
	free(jname);
	strbuf_release(&j);
	return errors;
undo:
	txn_undo(t, dirfd, jfd, jname);
	free(jname);
	strbuf_release(&j);
	return (int)t->nr;
}

/* ---- recovery -------------------------------------------------------- */

/* a small file of ours at dirfd (a journal, a manifest), or NULL */
static char *read_meta(int dirfd, const char *name, size_t *len)
{
	struct strbuf sb = STRBUF_INIT;
	struct stat st;
	char chunk[8192];
	int fd = openat(dirfd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK |
			O_CLOEXEC);

	if (fd < 0)
		return NULL;
	if (fstat(fd, &st) || !S_ISREG(st.st_mode) || st.st_size > META_MAX) {
		close(fd);
		return NULL;
	}
	for (;;) {
		ssize_t n = read(fd, chunk, sizeof(chunk));

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0 || sb.len > META_MAX)
			break;
		strbuf_add(&sb, chunk, (size_t)n);
	}
	close(fd);
	if (!sb.buf)
		strbuf_addstr(&sb, "");
	return strbuf_detach(&sb, len);
}

/* 1 when the file at dirfd matches "SIZE:HASH" (or is absent, "new") */
static int matches(int dirfd, const char *name, const char *expect)
{
	struct stat st;
	size_t size, len;
	unsigned long long h;
	char *buf;
	int ok;

	if (!strcmp(expect, "new"))
		return fstatat(dirfd, name, &st, AT_SYMLINK_NOFOLLOW) &&
		       errno == ENOENT;
	if (sscanf(expect, "%zu:%llx", &size, &h) != 2)
		return 0;
	if (fstatat(dirfd, name, &st, AT_SYMLINK_NOFOLLOW) ||
	    !S_ISREG(st.st_mode) || (size_t)st.st_size != size ||
	    st.st_nlink > 1)
		return 0;
	buf = NULL;
	{
		int fd = openat(dirfd, name, O_RDONLY | O_NOFOLLOW |
				O_NONBLOCK | O_CLOEXEC);
		struct strbuf sb = STRBUF_INIT;
		char chunk[65536];
		ssize_t n;

		if (fd < 0)
			return 0;
		while ((n = read(fd, chunk, sizeof(chunk))) > 0 &&
		       sb.len <= size)
			strbuf_add(&sb, chunk, (size_t)n);
		close(fd);
		if (!sb.buf)
			strbuf_addstr(&sb, "");
		buf = strbuf_detach(&sb, &len);
	}
	ok = len == size && wp_hash(buf, len) == h;
	free(buf);
	return ok;
}

static void replay(const char *dir, int dirfd, const char *jname)
{
	size_t len, n = 0, kept = 0;
	char *text = read_meta(dirfd, jname, &len);
	const char *p;
	int committed;

	if (!text)
		return;
	committed = !!strstr(text, "\ncommit\n");
	for (p = text; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL) {
		char *tmp, *name, *expect;
		struct stat st;

		if (strncmp(p, "item ", 5))
			continue;
		p += 5;
		tmp = word(&p);
		name = word(&p);
		expect = word(&p);
		if (!tmp || !name || !expect || strchr(tmp, '/') ||
		    strchr(name, '/') || !strstr(tmp, TMP_TAG)) {
			free(tmp);
			free(name);
			free(expect);
			break;
		}
		if (!fstatat(dirfd, tmp, &st, AT_SYMLINK_NOFOLLOW)) {
			if (committed && matches(dirfd, name, expect) &&
			    !renameat(dirfd, tmp, dirfd, name)) {
				n++;
			} else {
				if (committed) {
					diag(dir, 0, 0, SEV_WARNING, "%s "
					     "changed after an interrupted "
					     "zcport run had written its port; "
					     "that port was dropped", name);
					kept++;
				}
				unlinkat(dirfd, tmp, 0);
			}
		}
		free(tmp);
		free(name);
		free(expect);
		if (!p)
			break;
	}
	fsync(dirfd);
	unlinkat(dirfd, jname, 0);
	if (committed)
		diag(dir, 0, 0, SEV_NOTE, "finished the writes of an "
		     "interrupted port --in-place (%zu file%s)", n,
		     n == 1 ? "" : "s");
	else
		diag(dir, 0, 0, SEV_NOTE, "removed the temp files of an "
		     "interrupted port --in-place, which had written nothing "
		     "yet");
	free(text);
}

int wp_recover_dir(const char *dir, int fix)
{
	int dirfd = open_dir(dir), found = 0;
	DIR *d;
	struct dirent *de;
	char **journals = NULL, **temps = NULL;
	size_t nj = 0, nt = 0, i;

	if (dirfd < 0)
		return 0;
	d = fdopendir(dup(dirfd));
	while (d && (de = readdir(d))) {
		if (is_dead_journal(de->d_name)) {
			journals = xrealloc(journals, (nj + 1) *
					    sizeof(*journals));
			journals[nj++] = xstrdup(de->d_name);
		} else if (strstr(de->d_name, TMP_TAG) &&
			   is_dead_temp(de->d_name)) {
			temps = xrealloc(temps, (nt + 1) * sizeof(*temps));
			temps[nt++] = xstrdup(de->d_name);
		}
	}
	if (d)
		closedir(d);
	for (i = 0; i < nj; i++) {
		size_t len;
		char *text;

		found++;
		if (fix) {
			replay(dir, dirfd, journals[i]);
		} else if ((text = read_meta(dirfd, journals[i], &len))) {
			if (strstr(text, "\ncommit\n"))
				diag(dir, 0, 0, SEV_WARNING, "an interrupted "
				     "port --in-place left this driver half "
				     "written; run zcport port --in-place "
				     "on it to finish it");
			free(text);
		}
		free(journals[i]);
	}
	/* temp files no journal listed: written by a dead atomic write */
	for (i = 0; i < nt; i++) {
		if (fix)
			unlinkat(dirfd, temps[i], 0);
		free(temps[i]);
	}
	free(journals);
	free(temps);
	close(dirfd);
	return found;
}

/* ---- below an output root ------------------------------------------- */

int wp_root_open(struct wp_root *o, const char *dir)
{
	memset(o, 0, sizeof(*o));
	o->fd = open_dir(dir);
	if (o->fd < 0)
		return error_at(dir, 0, 0, "cannot write here: %s",
				strerror(errno));
	o->path = xstrdup(dir);
	return 0;
}

void wp_root_close(struct wp_root *o)
{
	size_t i;

	if (o->fd >= 0)
		close(o->fd);
	for (i = 0; i < o->nseen; i++)
		free(o->seen[i]);
	free(o->seen);
	free(o->path);
	memset(o, 0, sizeof(*o));
	o->fd = -1;
}

/* dead temp files in a directory of the root, once per directory */
static void clean_once(struct wp_root *o, int fd, const char *rel)
{
	DIR *d;
	struct dirent *de;
	size_t i;

	for (i = 0; i < o->nseen; i++)
		if (!strcmp(o->seen[i], rel))
			return;
	o->seen = xrealloc(o->seen, (o->nseen + 1) * sizeof(*o->seen));
	o->seen[o->nseen++] = xstrdup(rel);
	d = fdopendir(dup(fd));
	while (d && (de = readdir(d)))
		if (strstr(de->d_name, TMP_TAG) && is_dead_temp(de->d_name))
			unlinkat(fd, de->d_name, 0);
	if (d)
		closedir(d);
}

/*
 * The directory of rel below the root, opened without following any
 * link, made where missing; its fd, or -1 with an error printed.
 */
static int open_below(struct wp_root *o, const char *rel, const char *shown)
{
	int fd = dup(o->fd);
	const char *p = rel, *slash;
	struct strbuf sofar = STRBUF_INIT;

	strbuf_addstr(&sofar, "");
	while (fd >= 0 && (slash = strchr(p, '/'))) {
		char *part = xstrndup(p, (size_t)(slash - p));
		int sub;

		if (!*part || !strcmp(part, ".") || !strcmp(part, "..")) {
			error_at(shown, 0, 0, "not written: the path leaves "
				 "%s", o->path);
			free(part);
			close(fd);
			fd = -1;
			break;
		}
		sub = openat(fd, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW |
			     O_CLOEXEC);
		if (sub < 0 && errno == ENOENT &&
		    (!mkdirat(fd, part, 0777) || errno == EEXIST))
			sub = openat(fd, part, O_RDONLY | O_DIRECTORY |
				     O_NOFOLLOW | O_CLOEXEC);
		if (sub < 0) {
			struct stat st;

			if (!fstatat(fd, part, &st, AT_SYMLINK_NOFOLLOW) &&
			    !S_ISDIR(st.st_mode))
				error_at(shown, 0, 0, "not written: %s%s/%s "
					 "is %s, and zcport writes only inside "
					 "%s", o->path, sofar.buf, part,
					 file_kind(st.st_mode), o->path);
			else
				error_at(shown, 0, 0, "cannot create its "
					 "directory: %s", strerror(errno));
		}
		strbuf_addf(&sofar, "/%s", part);
		free(part);
		close(fd);
		fd = sub;
		p = slash + 1;
	}
	if (fd >= 0)
		clean_once(o, fd, sofar.buf);
	strbuf_release(&sofar);
	return fd;
}

/* rel at fd is not the input file src itself */
static int not_the_input(int fd, const char *name, const char *src,
			 const char *shown)
{
	struct stat a, b;

	if (src && !fstatat(fd, name, &a, 0) && !stat(src, &b) &&
	    a.st_dev == b.st_dev && a.st_ino == b.st_ino)
		return error_at(shown, 0, 0, "is the input file %s itself; "
				"not written", src);
	return 0;
}

int wp_root_write(struct wp_root *o, const char *rel, const char *data,
		  size_t len, int mode, const char *src)
{
	char *shown = xasprintf("%s/%s", o->path, rel);
	int fd = open_below(o, rel, shown), ret = -1;

	if (fd >= 0 && !not_the_input(fd, base_of(rel), src, shown))
		ret = replace_at(fd, base_of(rel), shown, data, len, mode);
	if (fd >= 0)
		close(fd);
	free(shown);
	return ret;
}

int wp_root_copy(struct wp_root *o, const char *rel, const char *src)
{
	char *shown = xasprintf("%s/%s", o->path, rel), *tmp = NULL;
	int fd = open_below(o, rel, shown), in = -1, out = -1, ret = -1;
	struct stat st, dst;
	char chunk[65536];
	ssize_t n;

	if (fd < 0 || not_the_input(fd, base_of(rel), src, shown))
		goto done;
	if (!fstatat(fd, base_of(rel), &dst, AT_SYMLINK_NOFOLLOW) &&
	    !S_ISREG(dst.st_mode)) {
		error_at(shown, 0, 0, "is %s, which zcport never replaces: "
			 "not written", file_kind(dst.st_mode));
		goto done;
	}
	in = open(src, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
	if (in < 0 || fstat(in, &st) || !S_ISREG(st.st_mode)) {
		error_at(src, 0, 0, "cannot copy: %s", in < 0 ?
			 strerror(errno) : "not a regular file");
		goto done;
	}
	tmp = temp_name(base_of(rel));
	out = openat(fd, tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW |
		     O_CLOEXEC, 0600);
	if (out < 0)
		goto fail;
	while ((n = read(in, chunk, sizeof(chunk))) != 0) {
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 || write_all(out, chunk, (size_t)n))
			goto fail;
	}
	if (fchmod(out, st.st_mode & 07777) || fsync(out))
		goto fail;
	if (close(out)) {
		out = -1;
		goto fail;
	}
	out = -1;
	if (renameat(fd, tmp, fd, base_of(rel)))
		goto fail;
	ret = 0;
	goto done;
fail:
	error_at(shown, 0, 0, "cannot write: %s", strerror(errno));
	if (out >= 0)
		close(out);
	unlinkat(fd, tmp, 0);
done:
	if (in >= 0)
		close(in);
	if (fd >= 0)
		close(fd);
	free(tmp);
	free(shown);
	return ret;
}

/* ---- the patch series' manifest -------------------------------------- */

struct entry {
	char *name;
	size_t size;
	unsigned long long hash;
};

static size_t parse_manifest(const char *text, struct entry **out)
{
	struct entry *v = NULL;
	size_t n = 0;
	const char *p = text;

	if (!text || strncmp(text, "zcport series 1\n", 16))
		return 0;
	for (p = strchr(p, '\n'); p && *++p; p = strchr(p, '\n')) {
		size_t size;
		unsigned long long h;
		int used;
		char *name;

		if (sscanf(p, "%zu %llx %n", &size, &h, &used) != 2)
			continue;
		p += used;
		name = word(&p);
		if (!name || strchr(name, '/') || !strcmp(name, MANIFEST) ||
		    !strcmp(name, ".") || !strcmp(name, "..")) {
			free(name);
			continue;
		}
		v = xrealloc(v, (n + 1) * sizeof(*v));
		v[n].name = name;
		v[n].size = size;
		v[n++].hash = h;
		if (!p)
			break;
	}
	*out = v;
	return n;
}

static void free_entries(struct entry *v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(v[i].name);
	free(v);
}

/* the entry of the file name at dirfd as it is now, if listed */
static int listed(int dirfd, const char *name, const struct entry *v,
		  size_t n)
{
	size_t i;
	char buf[64];

	for (i = 0; i < n; i++) {
		if (strcmp(v[i].name, name))
			continue;
		snprintf(buf, sizeof(buf), "%zu:%llx", v[i].size, v[i].hash);
		if (matches(dirfd, name, buf))
			return 1;
	}
	return 0;
}

int wp_series_check(const char *dir, char **stranger)
{
	int fd = open_dir(dir);
	struct entry *v = NULL;
	size_t n = 0, len;
	char *text;
	DIR *d;
	struct dirent *de;
	int ret = 0;

	if (fd < 0)
		return 0;	/* new: made later */
	text = read_meta(fd, MANIFEST, &len);
	n = parse_manifest(text, &v);
	free(text);
	d = fdopendir(dup(fd));
	while (d && !ret && (de = readdir(d))) {
		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, "..") ||
		    (!strcmp(de->d_name, MANIFEST) && n) ||
		    listed(fd, de->d_name, v, n))
			continue;
		*stranger = xstrdup(de->d_name);
		ret = -1;
	}
	if (d)
		closedir(d);
	free_entries(v, n);
	close(fd);
	return ret;
}

static void add_entry(struct strbuf *sb, const char *name, size_t size,
		      unsigned long long h)
{
	strbuf_addf(sb, "%zu %016llx ", size, h);
	escape(sb, name);
	strbuf_addch(sb, '\n');
}

int wp_series_write(struct wp_root *o, char **names, char **data,
		    size_t *len, size_t n)
{
	struct strbuf m = STRBUF_INIT;
	struct entry *old = NULL;
	size_t nold, i, k, mlen;
	char *text = read_meta(o->fd, MANIFEST, &mlen);
	char *shown = xasprintf("%s/" MANIFEST, o->path);
	int errors = 0;
	char *written = xcalloc(n + 1, 1);

	nold = parse_manifest(text, &old);
	free(text);
	/* old and new: whatever is found after a cut is listed */
	strbuf_addstr(&m, "zcport series 1\n");
	for (i = 0; i < nold; i++)
		add_entry(&m, old[i].name, old[i].size, old[i].hash);
	for (i = 0; i < n; i++)
		add_entry(&m, names[i], len[i], wp_hash(data[i], len[i]));
	if (replace_at(o->fd, MANIFEST, shown, m.buf, m.len, 0644)) {
		errors = (int)n;
		goto out;
	}
	/* the old series' files the new one does not have */
	for (i = 0; i < nold; i++) {
		char buf[64];

		for (k = 0; k < n && strcmp(names[k], old[i].name); k++)
			;
		snprintf(buf, sizeof(buf), "%zu:%llx", old[i].size,
			 old[i].hash);
		if (k == n && matches(o->fd, old[i].name, buf))
			unlinkat(o->fd, old[i].name, 0);
	}
	for (i = 0; i < n; i++) {
		char *p = xasprintf("%s/%s", o->path, names[i]);

		if (replace_at(o->fd, names[i], p, data[i], len[i], 0644))
			errors++;
		else
			written[i] = 1;
		free(p);
	}
	/* the new series alone, and what is left of the old */
	strbuf_reset(&m);
	strbuf_addstr(&m, "zcport series 1\n");
	for (i = 0; i < n; i++)
		if (written[i])
			add_entry(&m, names[i], len[i],
				  wp_hash(data[i], len[i]));
	for (i = 0; i < nold; i++) {
		char buf[64];

		snprintf(buf, sizeof(buf), "%zu:%llx", old[i].size,
			 old[i].hash);
		if (matches(o->fd, old[i].name, buf))
			add_entry(&m, old[i].name, old[i].size, old[i].hash);
	}
	if (replace_at(o->fd, MANIFEST, shown, m.buf, m.len, 0644))
		errors++;
out:
	free(written);
	free(shown);
	free_entries(old, nold);
	strbuf_release(&m);
	return errors;
}
