/* emit: see emit.h for the contract. */
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "diag.h"
#include "emit.h"
#include "fixup.h"
#include "helperhdr.h"
#include "linediff.h"
#include "strbuf.h"
#include "runtmp.h"
#include "util.h"
#include "writepolicy.h"

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
 * --in-place: one transaction per directory written (writepolicy.h),
 * the directory a file physically lies in: a symlinked file is written
 * through, as the README says, so its port and its helper header go
 * to the link target's directory.
 */
struct group {
	char *dir;		/* as first spelled */
	dev_t dev;
	ino_t ino;
	struct wp_txn t;
	piece_mask link_helpers;	/* of the symlinked files in it */
	size_t *units;		/* written here, for --backup */
	size_t nunits;
	int refused;
};

struct groups {
	struct group *v;
	size_t nr;
	/* the files already in a transaction: one port per file */
	dev_t *fdev;
	ino_t *fino;
	size_t nf;
};

static struct group *group_for(struct groups *g, const char *dir)
{
	struct stat st;
	size_t i;

	if (stat(dir, &st)) {
		error_at(dir, 0, 0, "cannot write here: %s", strerror(errno));
		return NULL;
	}
	for (i = 0; i < g->nr; i++)
		if (g->v[i].dev == st.st_dev && g->v[i].ino == st.st_ino)
			return &g->v[i];
	g->v = xrealloc(g->v, (g->nr + 1) * sizeof(*g->v));
	memset(&g->v[g->nr], 0, sizeof(g->v[0]));
	g->v[g->nr].dir = xstrdup(dir);
	g->v[g->nr].dev = st.st_dev;
	g->v[g->nr].ino = st.st_ino;
	wp_txn_init(&g->v[g->nr].t, dir);
	return &g->v[g->nr++];
}

/* 1 when the file (by inode) is already in some transaction */
static int seen_file(struct groups *g, const char *path)
{
	struct stat st;
	size_t i;

	if (stat(path, &st))
		return 0;
	for (i = 0; i < g->nf; i++)
		if (g->fdev[i] == st.st_dev && g->fino[i] == st.st_ino)
			return 1;
	g->fdev = xrealloc(g->fdev, (g->nf + 1) * sizeof(*g->fdev));
	g->fino = xrealloc(g->fino, (g->nf + 1) * sizeof(*g->fino));
	g->fdev[g->nf] = st.st_dev;
	g->fino[g->nf++] = st.st_ino;
	return 0;
}

static void add_to_group(struct group *gr, size_t k, const char *name,
			 const char *shown, const struct unit *u)
{
	wp_txn_add(&gr->t, name, shown, u->out, u->out_len, u->buf, u->len,
		   0, 0644);
	gr->units = xrealloc(gr->units, (gr->nunits + 1) * sizeof(size_t));
	gr->units[gr->nunits++] = k;
}

/* the helper header of a group: the run's own for the directory, or
 * made for the symlinked files whose targets lie there */
static void add_header(struct run *r, struct group *gr)
{
	struct unit *h = NULL;
	char *hpath, *old = NULL;
	struct strbuf sb = STRBUF_INIT;
	size_t i, old_len;
	int exists;

	for (i = 0; i < r->nr && !h; i++) {
		struct unit *c = &r->units[i];
		char *d;
		struct stat st;

		if (!c->generated || !c->needed)
			continue;
		d = dir_name(c->path);
		if (!stat(d, &st) && st.st_dev == gr->dev &&
		    st.st_ino == gr->ino)
			h = c;
		free(d);
	}
	if (h && (!gr->link_helpers ||
		  !(gr->link_helpers & ~fixup_helpers_in(
			h->out ? h->out : h->buf,
			h->out ? h->out_len : h->len)))) {
		if (h->out)
			wp_txn_add(&gr->t, FIXUP_HELPER_HEADER, h->path,
				   h->out, h->out_len, h->buf, h->len,
				   h->created, 0644);
		return;
	}
	if (!gr->link_helpers)
		return;
	hpath = xasprintf("%s/%s", gr->dir, FIXUP_HELPER_HEADER);
	if (helperhdr_text(hpath, gr->link_helpers |
			   (h ? h->helpers : 0), &old, &old_len, &exists,
			   &sb)) {
		gr->refused = 1;
	} else if (!exists || sb.len != old_len ||
		   memcmp(sb.buf, old, old_len)) {
		wp_txn_add(&gr->t, FIXUP_HELPER_HEADER, hpath, sb.buf, sb.len,
			   old, old_len, !exists, 0644);
	}
	free(old);
	free(hpath);
	strbuf_release(&sb);
}

static int write_group(struct run *r, struct group *gr,
		       const char *backup_suffix)
{
	size_t i;

	if (gr->refused)
		return (int)gr->t.nr;
	for (i = 0; backup_suffix && i < gr->nunits; i++) {
		struct unit *u = &r->units[gr->units[i]];
		char *bak = xasprintf("%s%s", u->path, backup_suffix);
		int bad = wp_write_named(bak, u->buf, u->len, u->mode);

		free(bak);
		if (bad)
			return (int)gr->t.nr;	/* no backup, no rewrite */
	}
	return wp_txn_commit(&gr->t);
}

int emit_in_place(struct run *r, const char *backup_suffix)
{
	struct groups g = { NULL, 0, NULL, NULL, 0 };
	size_t i;
	int errors = 0;

	for (i = 0; i < r->nr; i++) {
		struct unit *u = &r->units[i];
		struct stat st;
		struct group *gr;
		char *phys, *dir;

		if (!unit_writable(u) || u->generated)
			continue;
		if (lstat(u->path, &st)) {
			errors += error_at(u->path, 0, 0, "cannot write: %s",
					   strerror(errno)) ? 1 : 0;
			continue;
		}
		/* a symlink is written through: its target is replaced */
		phys = S_ISLNK(st.st_mode) ? realpath(u->path, NULL) :
		       xstrdup(u->path);
		if (!phys) {
			errors += error_at(u->path, 0, 0, "cannot follow the "
					   "link: %s", strerror(errno)) ? 1 : 0;
			continue;
		}
		if (seen_file(&g, phys)) {
			free(phys);	/* the same file by another name */
			continue;
		}
		dir = dir_name(phys);
		gr = group_for(&g, dir);
		if (!gr)
			errors++;
		else {
			add_to_group(gr, i, strrchr(phys, '/') ?
				     strrchr(phys, '/') + 1 : phys,
				     u->path, u);
			if (S_ISLNK(st.st_mode) && u->helpers)
				gr->link_helpers |= u->helpers;
		}
		free(dir);
		free(phys);
	}
	for (i = 0; i < g.nr; i++) {
		runtmp_check();	/* Ctrl-C: stop between whole drivers */
		add_header(r, &g.v[i]);
		errors += write_group(r, &g.v[i], backup_suffix);
		wp_txn_release(&g.v[i].t);
		free(g.v[i].dir);
		free(g.v[i].units);
	}
	free(g.v);
	free(g.fdev);
	free(g.fino);
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

static int copy_one(struct run *r, struct wp_root *o, const char *src)
{
	char *rel = inside_path(src);
	struct unit *u = find_unit(r, src);
	int ret;

	runtmp_check();
	if (u && unit_writable(u)) {
		ret = wp_root_write(o, rel, u->out, u->out_len, u->mode, src);
	} else if (u && u->buf && u->check == CHECK_FAILED) {
		char *marked;
		size_t len;

		marked = marked_original(u, &len);
		if (marked)
			ret = wp_root_write(o, rel, marked, len, u->mode, src);
		else
			ret = error_at(src, 0, 0, "its port failed validation "
				       "and zcport cannot mark the original "
				       "alone: not copied to %s", o->path);
		free(marked);
	} else {
		ret = wp_root_copy(o, rel, src);
	}
	free(rel);
	return ret ? 1 : 0;
}

/*
 * The tree under src, as the walk sees it: a link to a file is followed
 * (the ported tree gets the file, ported when it was); a link to a
 * directory is not, below the PATH the user named (two links to "."
 * would copy the tree into itself for ever, a link out of the tree
 * would copy what is outside it).
 */
static int copy_tree(struct run *r, struct wp_root *o, const char *src,
		     int top)
{
	struct stat st;
	DIR *d;
	struct dirent *de;
	int errors = 0;

	if (lstat(src, &st))
		return 0;	/* reported by the walk */
	if (S_ISLNK(st.st_mode)) {
		if (stat(src, &st))
			return 0;	/* a link to nothing */
		if (S_ISDIR(st.st_mode) && !top)
			return 0;
	}
	if (S_ISREG(st.st_mode))
		return copy_one(r, o, src);
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
		errors += copy_tree(r, o, sub, 0);
		free(sub);
	}
	closedir(d);
	return errors;
}

int emit_output_dir(struct run *r, char **paths, int npaths,
		    const char *dir)
{
	struct wp_root o;
	int i, errors = 0;
	size_t k;

	if (mkdir_p(dir) || wp_root_open(&o, dir))
		return 1;
	for (i = 0; i < npaths; i++) {
		char *p = xstrdup(paths[i]);
		size_t len = strlen(p);

		while (len > 1 && p[len - 1] == '/')
			p[--len] = '\0';
		errors += copy_tree(r, &o, p, 1);
		free(p);
	}
	/* the helper header may be in no input tree (new, or the PATH was
	 * a file beside it): write it whatever was copied */
	for (k = 0; k < r->nr; k++) {
		struct unit *u = &r->units[k];
		char *rel;

		if (!u->generated || !u->needed)
			continue;
		rel = inside_path(u->path);
		if (wp_root_write(&o, rel, u->out ? u->out : u->buf,
				  u->out ? u->out_len : u->len, u->mode, NULL))
			errors++;
		free(rel);
	}
	wp_root_close(&o);
	return errors;
}

int emit_recover(struct run *r, int fix)
{
	char **dirs = NULL;
	size_t nd = 0, i, k;
	int found = 0;

	for (i = 0; i < r->nr; i++) {
		struct stat st;
		char *target = NULL, *d[2];
		int j;

		if (!lstat(r->units[i].path, &st) && S_ISLNK(st.st_mode))
			target = realpath(r->units[i].path, NULL);
		d[0] = dir_name(r->units[i].path);
		d[1] = target ? dir_name(target) : NULL;
		free(target);
		for (j = 0; j < 2 && d[j]; j++) {
			for (k = 0; k < nd && strcmp(dirs[k], d[j]); k++)
				;
			if (k < nd) {
				free(d[j]);
				continue;
			}
			dirs = xrealloc(dirs, (nd + 1) * sizeof(*dirs));
			dirs[nd++] = d[j];
		}
	}
	for (k = 0; k < nd; k++) {
		found += wp_recover_dir(dirs[k], fix);
		free(dirs[k]);
	}
	free(dirs);
	return found;
}
