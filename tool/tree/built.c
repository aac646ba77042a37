/* built: see built.h for the contract. */
#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "built.h"
#include "makefile.h"
#include "strbuf.h"
#include "util.h"

#define MAX_MAKEFILE (1u << 20)

/* a driver directory's Makefile (and Kbuild), read for each build */
struct dirmk {
	char dir[PATH_MAX];	/* absolute */
	char *mk_path, *mk;	/* the Makefile: path, text */
	char *kb_path, *kb;	/* a Kbuild file, 2.6's */
	char **owned;		/* variables the two assign somewhere */
	size_t nowned;
};

static void collect_owned(struct mkfile *m, const struct mk_line *l,
			  void *arg)
{
	struct dirmk *d = arg;
	size_t i;

	(void)m;
	if (l->kind != MK_ASSIGN || !l->name_known)
		return;
	for (i = 0; i < d->nowned; i++)
		if (!strcmp(d->owned[i], l->name))
			return;
	d->owned = xrealloc(d->owned, (d->nowned + 1) * sizeof(char *));
	d->owned[d->nowned++] = xstrdup(l->name);
}

static void parse(struct dirmk *d, const char *path, const char *text,
		  const struct mk_build *b, mk_line_fn *fn, void *arg)
{
	struct mkfile m;

	memset(&m, 0, sizeof(m));
	m.path = path;
	m.dir = d->dir;
	m.build = b;
	m.owned = d->owned;
	m.nowned = d->nowned;
	mk_parse(&m, text, fn, arg);
	mk_release(&m);
}

static int dirmk_load(struct dirmk *d, const char *path)
{
	char *dir = xstrdup(path), *slash = strrchr(dir, '/');
	/* any build will do for the names: they are taken as written */
	static const struct mk_build any = { 2, 6, -1, 1 };

	memset(d, 0, sizeof(*d));
	if (slash)
		*slash = '\0';
	if (!realpath(slash ? (*dir ? dir : "/") : ".", d->dir)) {
		free(dir);
		return -1;
	}
	free(dir);
	d->mk_path = xasprintf("%s/Makefile", d->dir);
	d->mk = read_file_quiet(d->mk_path, MAX_MAKEFILE, NULL);
	d->kb_path = xasprintf("%s/Kbuild", d->dir);
	d->kb = read_file_quiet(d->kb_path, MAX_MAKEFILE, NULL);
	if (d->mk)
		parse(d, d->mk_path, d->mk, &any, collect_owned, d);
	if (d->kb)
		parse(d, d->kb_path, d->kb, &any, collect_owned, d);
	return d->mk ? 0 : -1;
}

static void dirmk_free(struct dirmk *d)
{
	size_t i;

	for (i = 0; i < d->nowned; i++)
		free(d->owned[i]);
	free(d->owned);
	free(d->mk_path);
	free(d->mk);
	free(d->kb_path);
	free(d->kb);
}

/* ---- which lines could build the file ---- */

struct judge {
	const char *stem;	/* "foo24" of foo24.c */
	int blocked;		/* a 2.6 build may build it */
	/* lines naming it: 2.6's state and condition, 2.4's */
	struct mention {
		unsigned line;
		int state26;	/* 0 when no 2.6 build takes the line */
		char *why;	/* that condition, when 0 */
		int maybe24;	/* some 2.4 build may take it */
	} *v;
	size_t nr;
};

/* is w (n bytes) stem.o or stem.c, after any directory part? */
static int names_file(const char *stem, const char *w, size_t n, int c_too)
{
	const char *b = w;
	size_t i, sl = strlen(stem);

	for (i = 0; i < n; i++)
		if (w[i] == '/')
			b = w + i + 1;
	n -= (size_t)(b - w);
	return n == sl + 2 && !memcmp(b, stem, sl) && b[sl] == '.' &&
	       (b[sl + 1] == 'o' || (c_too && b[sl + 1] == 'c'));
}

/* does text name the file, as a word (Makefile punctuation between)? */
static int mentions(const char *stem, const char *text, int c_too)
{
	static const char sep[] = " \t=:,;()'\"{}";
	const char *p = text;

	while (*p) {
		size_t n = strcspn(p, sep);

		if (n && names_file(stem, p, n, c_too))
			return 1;
		p += n ? n : 1;
	}
	return 0;
}

/* a variable that lists objects to build, by kbuild's names or 2.4's */
static int object_list(const char *name)
{
	static const char *const exact[] = { "O_TARGET", "L_TARGET",
		"O_OBJS", "OX_OBJS", "M_OBJS", "MX_OBJS", "L_OBJS", "LX_OBJS",
		"MI_OBJS", "MIX_OBJS", "list-multi", "export-objs", "obj",
		NULL };
	size_t n = strlen(name);
	int i;

	for (i = 0; exact[i]; i++)
		if (!strcmp(name, exact[i]))
			return 1;
	if (strstr(name, "flags"))
		return 0;	/* ccflags-y, asflags-$(CONFIG_X)... */
	return !strncmp(name, "obj-", 4) || !strncmp(name, "lib-", 4) ||
	       strstr(name, "-objs") ||
	       (n > 2 && name[n - 2] == '-' &&
		(name[n - 1] == 'y' || name[n - 1] == 'm')) ||
	       (n > 1 && name[n - 1] == ')' && strstr(name, "-$("));
}

/* the words of an expanded value: does any name the object? */
static int expands_to(struct mkfile *m, const char *stem, const char *s)
{
	struct strbuf sb = STRBUF_INIT;
	int r;

	if (mk_expand(m, s, strlen(s), &sb))
		r = 1;		/* not known: it may */
	else
		r = mentions(stem, sb.buf ? sb.buf : "", 0);
	strbuf_release(&sb);
	return r;
}

static struct mention *mention_at(struct judge *j, unsigned line)
{
	size_t i;

	for (i = 0; i < j->nr; i++)
		if (j->v[i].line == line)
			return &j->v[i];
	j->v = xrealloc(j->v, (j->nr + 1) * sizeof(*j->v));
	memset(&j->v[j->nr], 0, sizeof(*j->v));
	j->v[j->nr].line = line;
	j->v[j->nr].state26 = -2;	/* not seen by the 2.6 parse */
	return &j->v[j->nr++];
}

/* "ifeq ($(PATCHLEVEL),4)", or "the else of ifeq (...) at line 9" */
static char *condition_text(const struct mk_line *l)
{
	int i;

	for (i = l->nconds - 1; i >= 0; i--) {
		const struct mk_cond *c = &l->conds[i];

		if (c->state != 0)
			continue;
		if (!c->else_line)
			return xstrdup(c->text);
		return xasprintf("the %s of %s at line %u", c->else_text,
				 c->text, c->line);
	}
	return NULL;
}

/* 2.6: could this line build the file? */
static void line26(struct mkfile *m, const struct mk_line *l, void *arg)
{
	struct judge *j = arg;
	int named = mentions(j->stem, l->text, 1);

	/* the Makefile's lines, as a 2.4 build reads them too */
	if (named && m->path && ends_with(m->path, "/Makefile")) {
		struct mention *x = mention_at(j, l->line);

		x->state26 = l->state;
		if (!l->state && !x->why)
			x->why = condition_text(l);
	}
	if (!l->state)
		return;
	switch (l->kind) {
	case MK_ASSIGN:
		if (object_list(l->name) &&
		    (named || expands_to(m, j->stem, l->value)))
			j->blocked = 1;
		break;
	case MK_RULE:
		/* a prerequisite is built; a pattern rule builds nothing */
		if (named || (!strchr(l->text, '%') &&
			      expands_to(m, j->stem, l->text)))
			j->blocked = 1;
		break;
	case MK_INCLUDE:
		/* 2.4's Rules.make (2.6 keeps a stub) lists nothing of ours */
		if (!ends_with(l->text, "Rules.make"))
			j->blocked = 1;
		break;
	default:
		break;		/* a recipe runs only for a target built */
	}
}

/* 2.4: a line that may build the file */
static void line24(struct mkfile *m, const struct mk_line *l, void *arg)
{
	struct judge *j = arg;

	(void)m;
	if (!l->state || (l->kind != MK_ASSIGN && l->kind != MK_RULE &&
			  l->kind != MK_RECIPE))
		return;
	if (mentions(j->stem, l->text, 1))
		mention_at(j, l->line)->maybe24 = 1;
}

char *built_only_24(const char *path, int sub26)
{
	const char *base = strrchr(path, '/');
	struct mk_build b26 = { 2, 6, sub26, 1 }, b24 = { 2, 4, -1, 1 };
	struct mk_build hand = { 2, 4, -1, 0 }, tb;
	struct judge j;
	struct dirmk d;
	char *stem, *tree, *why = NULL;
	size_t i;

	base = base ? base + 1 : path;
	if (!ends_with(base, ".c"))
		return NULL;
	if (dirmk_load(&d, path)) {
		dirmk_free(&d);
		return NULL;
	}
	tree = mk_tree_of(path, &tb);
	if (tree && tb.version == 2 && tb.patchlevel == 4)
		b24.sublevel = tb.sublevel;
	free(tree);
	stem = xstrndup(base, strlen(base) - 2);
	memset(&j, 0, sizeof(j));
	j.stem = stem;
	parse(&d, d.mk_path, d.mk, &b26, line26, &j);
	if (d.kb)
		parse(&d, d.kb_path, d.kb, &b26, line26, &j);
	if (!j.blocked) {
		parse(&d, d.mk_path, d.mk, &b24, line24, &j);
		parse(&d, d.mk_path, d.mk, &hand, line24, &j);
	}
	for (i = 0; i < j.nr && !j.blocked && !why; i++)
		if (j.v[i].maybe24 && j.v[i].state26 == 0 && j.v[i].why)
			why = xasprintf("built only by Makefile:%u's 2.4 "
					"branch (%s)", j.v[i].line,
					j.v[i].why);
	for (i = 0; i < j.nr; i++)
		free(j.v[i].why);
	free(j.v);
	free(stem);
	dirmk_free(&d);
	return why;
}

/* ---- -DNAME ---- */

struct define {
	const char *name;
	size_t len;
	int found;
};

static void line_define(struct mkfile *m, const struct mk_line *l, void *arg)
{
	struct define *df = arg;
	const char *p = l->text;

	(void)m;
	if (!l->state || l->kind == MK_RECIPE)
		return;
	while ((p = strstr(p, "-D"))) {
		p += 2;
		if (!strncmp(p, df->name, df->len) &&
		    !isalnum((unsigned char)p[df->len]) && p[df->len] != '_')
			df->found = 1;
	}
}

int built_defines_26(const char *path, const char *name, size_t len)
{
	struct mk_build b26 = { 2, 6, -1, 1 };
	struct define df = { name, len, 0 };
	struct dirmk d;

	if (dirmk_load(&d, path)) {
		dirmk_free(&d);
		return 0;
	}
	parse(&d, d.mk_path, d.mk, &b26, line_define, &df);
	if (d.kb)
		parse(&d, d.kb_path, d.kb, &b26, line_define, &df);
	dirmk_free(&d);
	return df.found;
}
