/* emit: see emit.h for the contract. */
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "diag.h"
#include "emit.h"
#include "fixup.h"
#include "linediff.h"
#include "strbuf.h"
#include "runtmp.h"
#include "util.h"

int unit_writable(const struct unit *u)
{
	return u->out && u->check != CHECK_FAILED;
}

const char *diff_path(const char *path)
{
	while (!strncmp(path, "./", 2))
		path += 2;
	while (*path == '/')
		path++;
	return path;
}

char *diff_name(const char *prefix, const char *path, int header)
{
	const char *p = diff_path(path);
	struct strbuf sb = STRBUF_INIT;
	const unsigned char *c;
	int quote = 0;

	for (c = (const unsigned char *)p; *c; c++)
		if (*c < 0x20 || *c == 0x7f || *c == '"' || *c == '\\')
			quote = 1;
	if (!quote) {
		strbuf_addf(&sb, "%s%s", prefix, p);
		/* as git does: patch(1) would end the name at the space */
		if (header && strchr(p, ' '))
			strbuf_addch(&sb, '\t');
		return strbuf_detach(&sb, NULL);
	}
	strbuf_addf(&sb, "\"%s", prefix);
	for (c = (const unsigned char *)p; *c; c++) {
		if (*c == '"' || *c == '\\')
			strbuf_addf(&sb, "\\%c", *c);
		else if (*c == '\t')
			strbuf_addstr(&sb, "\\t");
		else if (*c == '\n')
			strbuf_addstr(&sb, "\\n");
		else if (*c < 0x20 || *c == 0x7f)
			strbuf_addf(&sb, "\\%03o", *c);
		else
			strbuf_addch(&sb, (char)*c);
	}
	strbuf_addch(&sb, '"');
	return strbuf_detach(&sb, NULL);
}

void emit_unit_diff(const struct unit *u, int git, struct strbuf *out)
{
	struct linediff d;
	char *a, *b;

	if (git) {
		a = diff_name("a/", u->path, 0);
		b = diff_name("b/", u->path, 0);
		strbuf_addf(out, "diff --git %s %s\n", a, b);
		free(a);
		free(b);
	}
	if (git && u->created)
		strbuf_addf(out, "new file mode 100%o\n", u->mode & 0777);
	a = diff_name("a/", u->path, 1);
	b = diff_name("b/", u->path, 1);
	linediff(&d, u->buf, u->len, u->out, u->out_len);
	/* a file the port creates: patch -p1 and git apply make it */
	linediff_unified(&d, u->created ? "/dev/null" : a, b, 3, out);
	linediff_free(&d);
	free(a);
	free(b);
}

void emit_diff(struct run *r, struct strbuf *out)
{
	size_t i;

	for (i = 0; i < r->nr; i++) {
		runtmp_check();	/* Ctrl-C: no diff cut short is printed */
		if (unit_writable(&r->units[i]))
			emit_unit_diff(&r->units[i], 0, out);
	}
}

/*
 * A symlink is written through: the port replaces its target (atomically,
 * beside the target) and the link stays a link.
 */
static int write_through(const char *path, const char *data, size_t len,
			 int mode)
{
	struct stat st;
	char *target;
	int ret;

	if (lstat(path, &st) || !S_ISLNK(st.st_mode))
		return write_file_atomic(path, data, len, mode);
	target = realpath(path, NULL);
	if (!target)
		return error_at(path, 0, 0, "cannot follow the link: %s",
				strerror(errno));
	ret = write_file_atomic(target, data, len, mode);
	free(target);
	return ret;
}

int emit_in_place(struct run *r, const char *backup_suffix)
{
	size_t i;
	int errors = 0;

	for (i = 0; i < r->nr; i++) {
		struct unit *u = &r->units[i];

		if (!unit_writable(u))
			continue;
		runtmp_check();	/* Ctrl-C: stop between whole files */
		if (backup_suffix && !u->created) {
			char *bak = xasprintf("%s%s", u->path, backup_suffix);

			if (write_file_atomic(bak, u->buf, u->len, u->mode)) {
				errors++;
				free(bak);
				continue;	/* no backup, no rewrite */
			}
			free(bak);
		}
		if (write_through(u->path, u->out, u->out_len, u->mode))
			errors++;
	}
	return errors;
}

static struct unit *find_unit(struct run *r, const char *path)
{
	size_t lo = 0, hi = r->nr;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		int c = strcmp(r->units[mid].path, path);

		if (!c)
			return &r->units[mid];
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

/* src made relative and kept below the output dir: ".." parts go */
static char *inside_path(const char *src)
{
	const char *p = diff_path(src);
	struct strbuf sb = STRBUF_INIT;

	while (*p) {
		const char *slash = strchr(p, '/');
		size_t n = slash ? (size_t)(slash - p) : strlen(p);

		if (n && !(n == 2 && !memcmp(p, "..", 2)) &&
		    !(n == 1 && *p == '.')) {
			if (sb.len)
				strbuf_addch(&sb, '/');
			strbuf_add(&sb, p, n);
		}
		p += n;
		while (*p == '/')
			p++;
	}
	return sb.buf ? strbuf_detach(&sb, NULL) : xstrdup("file");
}

/*
 * A file whose port failed validation goes into the ported tree as the
 * original with a marker at each site (all manual, "validation": the
 * report's words), like a file spatch could not port: never as a
 * plain 2.4 file that looks done.
 */
/* the line at *p (its end, without the newline, in *le); *p advances */
static int next_line(const char **p, const char *end, const char **start,
		     const char **le)
{
	const char *eol;

	if (*p >= end)
		return 0;
	eol = memchr(*p, '\n', (size_t)(end - *p));
	*start = *p;
	*le = eol ? eol : end;
	*p = eol ? eol + 1 : end;
	return 1;
}

/* the line, blanks and a CR trimmed, starts with (or, exact, is) s */
static int line_has(const char *p, const char *le, const char *s, int exact)
{
	size_t n = strlen(s);

	while (p < le && (*p == ' ' || *p == '\t'))
		p++;
	while (le > p && (le[-1] == '\r' || le[-1] == ' ' || le[-1] == '\t'))
		le--;
	if (exact)
		return (size_t)(le - p) == n && !memcmp(p, s, n);
	return (size_t)(le - p) >= n && !memcmp(p, s, n);
}

/*
 * text without zcport's marker comments, one-line or wrapped (fixup.c's
 * format_comment()): to check that nothing but markers was added
 */
static char *strip_markers(const char *text, size_t len, size_t *out_len)
{
	struct strbuf sb = STRBUF_INIT;
	const char *p = text, *end = text + len, *l, *le, *q, *l2, *le2;

	while (next_line(&p, end, &l, &le)) {
		if (line_has(l, le, "/* zcport: manual port needed:", 0))
			continue;
		q = p;
		if (line_has(l, le, "/*", 1) && next_line(&q, end, &l2, &le2) &&
		    line_has(l2, le2, "* zcport: manual port needed:", 0)) {
			while (next_line(&q, end, &l2, &le2) &&
			       !line_has(l2, le2, "*/", 1))
				;
			p = q;
			continue;
		}
		strbuf_add(&sb, l, (size_t)(p - l));
	}
	if (!sb.buf)
		strbuf_addstr(&sb, "");
	return strbuf_detach(&sb, out_len);
}

/*
 * A file whose port failed validation goes into the ported tree as the
 * original with a marker at each site (all manual, "validation": the
 * report's words), like a file spatch could not port: never as a plain
 * 2.4 file that looks done.  NULL when the markers cannot be added alone
 * (the original names a helper, say): then it is not copied at all.
 */
static char *marked_original(struct unit *u, size_t *len)
{
	struct linediff d;
	char *out, *bare;
	size_t bare_len;
	piece_mask helpers = 0;
	int same;

	linediff(&d, u->buf, u->len, u->buf, u->len);

	fixup_apply(u->path, u->buf, u->len, &d, &u->sites, &out, len,
		    &helpers);
	linediff_free(&d);
	bare = strip_markers(out, *len, &bare_len);
	same = bare_len == u->len && !memcmp(bare, u->buf, u->len);
	free(bare);
	if (!same) {
		free(out);
		return NULL;
	}
	return out;
}

static int copy_one(struct run *r, const char *src, const char *dir)
{
	char *rel = inside_path(src);
	char *dst = xasprintf("%s/%s", dir, rel);
	struct unit *u = find_unit(r, src);
	int ret;

	runtmp_check();
	if (u && unit_writable(u)) {
		ret = mkdir_parent(dst) ||
		      write_file_atomic(dst, u->out, u->out_len, u->mode);
	} else if (u && u->buf && u->check == CHECK_FAILED) {
		char *marked;
		size_t len;

		marked = marked_original(u, &len);
		if (marked)
			ret = mkdir_parent(dst) ||
			      write_file_atomic(dst, marked, len, u->mode);
		else
			ret = error_at(src, 0, 0, "its port failed validation "
				       "and zcport cannot mark the original "
				       "alone: not copied to %s", dir) ? 1 : 0;
		free(marked);
	} else {
		ret = copy_file(src, dst);
	}
	free(dst);
	free(rel);
	return ret ? 1 : 0;
}

static int copy_tree(struct run *r, const char *src, const char *dir)
{
	struct stat st;
	DIR *d;
	struct dirent *de;
	int errors = 0;

	if (lstat(src, &st))
		return 0;	/* reported by the walk */
	/* a link to a file is followed, as the walk does (to a dir, not):
	 * the ported tree gets the file, ported when it was */
	if (S_ISREG(st.st_mode) ||
	    (S_ISLNK(st.st_mode) && !stat(src, &st) && S_ISREG(st.st_mode)))
		return copy_one(r, src, dir);
	if (!S_ISDIR(st.st_mode))
		return 0;
	d = opendir(src);
	if (!d)
		return error_at(src, 0, 0, "cannot read directory: %s",
				strerror(errno)) ? 1 : 0;
	while ((de = readdir(d))) {
		char *sub;

		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		sub = strcmp(src, ".") ? xasprintf("%s/%s", src, de->d_name) :
		      xstrdup(de->d_name);
		errors += copy_tree(r, sub, dir);
		free(sub);
	}
	closedir(d);
	return errors;
}

int emit_output_dir(struct run *r, char **paths, int npaths,
		    const char *dir)
{
	int i, errors = 0;
	size_t k;

	if (mkdir_p(dir))
		return 1;
	for (i = 0; i < npaths; i++) {
		char *p = xstrdup(paths[i]);
		size_t len = strlen(p);

		while (len > 1 && p[len - 1] == '/')
			p[--len] = '\0';
		errors += copy_tree(r, p, dir);
		free(p);
	}
	/* the helper header may be in no input tree (new, or the PATH was
	 * a file beside it): write it whatever was copied */
	for (k = 0; k < r->nr; k++) {
		struct unit *u = &r->units[k];
		char *rel, *dst;

		if (!u->generated || !u->needed)
			continue;
		rel = inside_path(u->path);
		dst = xasprintf("%s/%s", dir, rel);
		if (mkdir_parent(dst) ||
		    write_file_atomic(dst, u->out ? u->out : u->buf,
				      u->out ? u->out_len : u->len, u->mode))
			errors++;
		free(dst);
		free(rel);
	}
	return errors;
}
