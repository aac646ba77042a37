/* kbuild: see kbuild.h for the contract. */
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "diag.h"
#include "kbuild.h"
#include "kerneltree.h"
#include "makefile.h"
#include "strbuf.h"
#include "util.h"

struct mk {
	struct mkfile f;	/* the Makefile as make reads it */
	const char *base;	/* the .c file's name without .c */
	int warn;		/* this Makefile not warned about yet */
	struct mkwarn {
		unsigned line;
		char *msg;
	} *w;			/* warnings, said in line order at the end */
	size_t nw;
	/* flag variables set where they could be read, in order */
	char **fnames;
	unsigned *flines;
	size_t nf;
};

/* Makefiles already warned about in this run */
static pthread_mutex_t warned_lock = PTHREAD_MUTEX_INITIALIZER;
static char **warned;
static size_t nwarned;

static int first_warning(const char *path)
{
	size_t i;
	int first = 1;

	pthread_mutex_lock(&warned_lock);
	for (i = 0; i < nwarned && first; i++)
		first = strcmp(warned[i], path) != 0;
	if (first) {
		warned = xrealloc(warned, (nwarned + 1) * sizeof(char *));
		warned[nwarned++] = xstrdup(path);
	}
	pthread_mutex_unlock(&warned_lock);
	return first;
}

static void warn(struct mk *m, unsigned line, const char *fmt, const char *a)
{
	if (!m->warn)
		return;
	m->w = xrealloc(m->w, (m->nw + 1) * sizeof(*m->w));
	m->w[m->nw].line = line;
	m->w[m->nw++].msg = xasprintf(fmt, a);
}

static int by_line(const void *a, const void *b)
{
	const struct mkwarn *x = a, *y = b;

	return (x->line > y->line) - (x->line < y->line);
}

static void say_warnings(struct mk *m)
{
	size_t i;

	/* stable enough: one line rarely has two warnings */
	qsort(m->w, m->nw, sizeof(*m->w), by_line);
	for (i = 0; i < m->nw; i++) {
		diag(m->f.path, m->w[i].line, 1, SEV_WARNING, "%s", m->w[i].msg);
		free(m->w[i].msg);
	}
	free(m->w);
}

static int is_dir(const char *p)
{
	struct stat st;

	return !stat(p, &st) && S_ISDIR(st.st_mode);
}

/* is this variable one kbuild compiles base.c with? */
static int flag_var(const char *name, const char *base)
{
	static const char *const names[] = { "EXTRA_CFLAGS", "EXTRA_CPPFLAGS",
		"ccflags-y", "cppflags-y", "subdir-ccflags-y", NULL };
	int i;

	for (i = 0; names[i]; i++)
		if (!strcmp(name, names[i]))
			return 1;
	return !strncmp(name, "CFLAGS_", 7) &&
	       !strncmp(name + 7, base, strlen(base)) &&
	       !strcmp(name + 7 + strlen(base), ".o");
}

static int is_file(const char *p)
{
	struct stat st;

	return !stat(p, &st) && S_ISREG(st.st_mode);
}

/*
 * A relative path the way kbuild resolves it (from the tree's top), else
 * from the Makefile's directory; a directory, or a file for -include.
 */
static char *resolve(struct mk *m, const char *p, int file)
{
	char *r;

	if (p[0] == '/')
		return xstrdup(p);
	if (m->f.kdir) {
		r = xasprintf("%s/%s", m->f.kdir, p);
		if ((file ? is_file(r) : is_dir(r)) || !strcmp(p, "."))
			return r;
		free(r);
	}
	r = xasprintf("%s/%s", m->f.dir, p);
	if (file ? is_file(r) : is_dir(r))
		return r;
	free(r);
	return NULL;
}

/*
 * The trees a Makefile's paths may point into: the kernel tree and what
 * the user named to be ported (kbuild_set_roots()).  A driver's
 * "-include /etc/shadow" would have gcc quote that file in the
 * diagnostics a report carries.  Set before any thread starts.
 */
static char **roots;
static size_t nroots;

void kbuild_set_roots(char **paths, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		char *r = realpath(paths[i], NULL);

		if (r && !is_dir(r)) {
			char *d = dir_name(r);

			free(r);
			r = d;
		}
		if (!r)
			continue;
		roots = xrealloc(roots, (nroots + 1) * sizeof(*roots));
		roots[nroots++] = r;
	}
}

static int below(const char *p, const char *root)
{
	size_t n = strlen(root);

	return !strncmp(p, root, n) && (p[n] == '/' || !p[n] ||
					!strcmp(root, "/"));
}

static int inside_trees(struct mk *m, const char *path)
{
	char *real = realpath(path, NULL), *k;
	size_t i;
	int ok = 0;

	if (!real)
		return 0;
	k = m->f.kdir ? realpath(m->f.kdir, NULL) : NULL;
	ok = (k && below(real, k)) || below(real, m->f.dir);
	for (i = 0; i < nroots && !ok; i++)
		ok = below(real, roots[i]);
	free(k);
	free(real);
	return ok;
}

/* take the flags of one variable's value */
static void take_flags(struct mk *m, unsigned line, const char *name,
		       const char *value, struct argv_list *a)
{
	char *copy = xstrdup(value), *p = copy, *tok;
	const char *want_path = NULL;

	while (*p) {
		struct strbuf sb = STRBUF_INIT;
		size_t lvl = 0;
		char *s;

		while (*p == ' ' || *p == '\t')
			p++;
		if (!*p)
			break;
		tok = p;
		while (*p && (lvl || (*p != ' ' && *p != '\t'))) {
			lvl += (*p == '(') - (*p == ')' && lvl);
			p++;
		}
		if (*p)
			*p++ = '\0';
		if (mk_expand(&m->f, tok, strlen(tok), &sb)) {
			warn(m, line, "not understood, left out of the "
			     "compiler flags: %s", tok);
			want_path = NULL;
			strbuf_release(&sb);
			continue;
		}
		s = sb.buf ? sb.buf : (char *)"";
		if (want_path) {
			char *r = resolve(m, s, !strcmp(want_path, "-include"));

			if (r && !inside_trees(m, r)) {
				warn(m, line, "outside the tree being ported "
				     "and the kernel tree, left out of the "
				     "compiler flags: %s", s);
			} else if (r) {
				argv_push(a, want_path);
				argv_pushf(a, "%s", r);
				free(r);
			} else {
				warn(m, line, "no such file or directory (from "
				     "the top of the tree or beside the "
				     "Makefile): %s", s);
			}
			want_path = NULL;
		} else if (!strcmp(s, "-I") || !strcmp(s, "-iquote") ||
			   !strcmp(s, "-isystem") || !strcmp(s, "-include")) {
			want_path = !strcmp(s, "-I") ? "-I" :
				    !strcmp(s, "-iquote") ? "-iquote" :
				    !strcmp(s, "-isystem") ? "-isystem" :
				    "-include";
		} else if (!strncmp(s, "-I", 2)) {
			char *r = resolve(m, s + 2, 0);

			if (r && !inside_trees(m, r)) {
				warn(m, line, "outside the tree being ported "
				     "and the kernel tree, left out of the "
				     "compiler flags: %s", s + 2);
			} else if (r) {
				argv_push(a, "-I");
				argv_pushf(a, "%s", r);
				free(r);
			} else {
				warn(m, line, "no such directory (from the top "
				     "of the tree or beside the Makefile): %s",
				     s + 2);
			}
		} else if ((!strncmp(s, "-D", 2) || !strncmp(s, "-U", 2)) &&
			   s[2]) {
			argv_pushf(a, "%s", s);
		}
		/* optimisation, warning and code generation flags do not
		 * change what a syntax check sees */
		strbuf_release(&sb);
	}
	(void)name;
	free(copy);
}

/* remember a flag variable where it was first set (its line) */
static void note_flag_var(struct mk *m, const char *name, unsigned line)
{
	size_t k;

	for (k = 0; k < m->nf; k++)
		if (!strcmp(m->fnames[k], name))
			return;
	m->fnames = xrealloc(m->fnames, (m->nf + 1) * sizeof(char *));
	m->flines = xrealloc(m->flines, (m->nf + 1) * sizeof(unsigned));
	m->fnames[m->nf] = xstrdup(name);
	m->flines[m->nf++] = line;
}

/* each assignment of the Makefile, as make.c walks it */
static void one_line(struct mkfile *f, const struct mk_line *l, void *arg)
{
	struct mk *m = arg;
	int i;
	char at[16];

	(void)f;
	if (l->kind != MK_ASSIGN || !l->state)
		return;
	if (!l->name_known) {
		if (l->state == 1 && (strstr(l->name, "flags-") ||
				      !strncmp(l->name, "CFLAGS_", 7)))
			warn(m, l->line, "not understood, left out of the "
			     "compiler flags: %s", l->name);
		return;
	}
	if (!flag_var(l->name, m->base))
		return;
	if (l->state == 1) {
		note_flag_var(m, l->name, l->line);
		return;
	}
	for (i = 0; i < l->nconds && l->conds[i].state >= 0; i++)
		;
	snprintf(at, sizeof(at), "%u", i < l->nconds ? l->conds[i].line : 0);
	warn(m, l->line, "flags set under a condition zcport cannot "
	     "evaluate (line %s) are left out", at);
}

static void parse(struct mk *m, const char *text, struct argv_list *a)
{
	size_t k;

	mk_parse(&m->f, text, one_line, m);
	for (k = 0; k < m->nf; k++) {
		const char *v = mk_value(&m->f, m->fnames[k]);

		if (v)
			take_flags(m, m->flines[k], m->fnames[k], v, a);
		free(m->fnames[k]);
	}
	free(m->fnames);
	free(m->flines);
}

void kbuild_file_flags(const char *path, const char *kernel_dir,
		       struct argv_list *a)
{
	char *dir = xstrdup(path), *slash = strrchr(dir, '/'), *base, *dot;
	char *mkfile = NULL, *text = NULL, *config = NULL;
	char absdir[PATH_MAX], kabs[PATH_MAX];
	static const char *const names[] = { "Kbuild", "Makefile", NULL };
	/* the 2.6 build validation compiles for: the tree's, or any */
	struct mk_build b = { 2, 6, -1, 1 };
	struct mk m;
	size_t len, i;

	if (slash)
		*slash = '\0';
	else
		strcpy(dir, ".");
	base = xstrdup(slash ? slash + 1 : path);
	if ((dot = strrchr(base, '.')))
		*dot = '\0';
	for (i = 0; names[i] && !text; i++) {
		free(mkfile);
		mkfile = xasprintf("%s/%s", dir, names[i]);
		if (access(mkfile, R_OK) || read_file(mkfile, &text, &len))
			text = NULL;
	}
	if (!text || !realpath(dir, absdir))
		goto out;
	memset(&m, 0, sizeof(m));
	m.f.path = mkfile;
	m.f.dir = absdir;
	m.f.kdir = kernel_dir && realpath(kernel_dir, kabs) ? kabs : NULL;
	m.f.build = &b;
	m.base = base;
	if (m.f.kdir) {
		char *cfg = xasprintf("%s/.config", m.f.kdir);
		int code = kernel_tree_version(m.f.kdir);

		if (access(cfg, R_OK) || read_file(cfg, &config, &len))
			config = NULL;
		m.f.config = config;
		free(cfg);
		if (code > 0) {
			b.version = code >> 16;
			b.patchlevel = (code >> 8) & 0xff;
			b.sublevel = code & 0xff;
		}
	}
	m.warn = first_warning(mkfile);
	parse(&m, text, a);
	say_warnings(&m);
	mk_release(&m.f);
	free(config);
out:
	free(text);
	free(mkfile);
	free(base);
	free(dir);
}

char *kbuild_object_name(const char *path)
{
	const char *base = strrchr(path, '/');
	char *name = xstrdup(base ? base + 1 : path), *p;

	if ((p = strrchr(name, '.')))
		*p = '\0';
	for (p = name; *p; p++)
		if (!(*p == '_' || (*p >= 'a' && *p <= 'z') ||
		      (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9')))
			*p = '_';
	return name;
}
