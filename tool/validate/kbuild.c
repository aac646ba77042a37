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
#include "strbuf.h"
#include "util.h"

struct var {
	char *name, *value;
};

struct mk {
	const char *path;	/* the Makefile, for warnings */
	const char *dir;	/* its directory, absolute */
	const char *kdir;	/* the kernel tree, absolute, or NULL */
	char *config;		/* the tree's .config, or NULL */
	struct var *v;
	size_t nv;
	int warn;		/* this Makefile not warned about yet */
	struct mkwarn {
		unsigned line;
		char *msg;
	} *w;			/* warnings, said in line order at the end */
	size_t nw;
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
		diag(m->path, m->w[i].line, 1, SEV_WARNING, "%s", m->w[i].msg);
		free(m->w[i].msg);
	}
	free(m->w);
}

static int is_dir(const char *p)
{
	struct stat st;

	return !stat(p, &st) && S_ISDIR(st.st_mode);
}

static struct var *lookup(struct mk *m, const char *name, size_t n)
{
	size_t i;

	for (i = 0; i < m->nv; i++)
		if (strlen(m->v[i].name) == n && !memcmp(m->v[i].name, name, n))
			return &m->v[i];
	return NULL;
}

/* CONFIG_FOO's value in .config ("y", "m", a string), "" when unset */
static char *config_value(const struct mk *m, const char *name, size_t n)
{
	const char *p = m->config;
	char *key = xstrndup(name, n);	/* name is not NUL-terminated */

	while (p && (p = strstr(p, key))) {
		if ((p == m->config || p[-1] == '\n') && p[n] == '=') {
			const char *e = strchr(p + n, '\n');

			free(key);
			p += n + 1;
			return xstrndup(p, e ? (size_t)(e - p) : strlen(p));
		}
		p += n;
	}
	free(key);
	return xstrdup("");
}

static int expand(struct mk *m, const char *s, size_t len, struct strbuf *out,
		  int depth);

/* the value of $(name), or NULL when it cannot be known here */
static char *var_value(struct mk *m, const char *name, size_t n, int depth)
{
	static const char *const here[] = { "src", "obj", "PWD", "CURDIR",
		"M", "SUBDIRS", "shell pwd", NULL };
	static const char *const top[] = { "srctree", "objtree", "TOPDIR",
		"KERNEL_SRC", "KERNELDIR", "KDIR", NULL };
	struct var *v;
	int i;

	for (i = 0; here[i]; i++)
		if (strlen(here[i]) == n && !memcmp(here[i], name, n))
			return xstrdup(m->dir);
	for (i = 0; top[i]; i++)
		if (strlen(top[i]) == n && !memcmp(top[i], name, n))
			return m->kdir ? xstrdup(m->kdir) : NULL;
	if (n == 13 && !memcmp(name, "KERNELRELEASE", 13))
		return xstrdup("2.6");
	if ((v = lookup(m, name, n))) {
		struct strbuf sb = STRBUF_INIT;

		if (depth > 16 || expand(m, v->value, strlen(v->value), &sb,
					 depth + 1)) {
			strbuf_release(&sb);
			return NULL;
		}
		return sb.buf ? strbuf_detach(&sb, NULL) : xstrdup("");
	}
	if (n > 7 && !memcmp(name, "CONFIG_", 7) && m->config)
		return config_value(m, name, n);
	return NULL;
}

/*
 * Expand $(X), ${X} and $$ in s; 0, or -1 when some reference cannot be
 * known (then out is incomplete).
 */
static int expand(struct mk *m, const char *s, size_t len, struct strbuf *out,
		  int depth)
{
	size_t i = 0;

	while (i < len) {
		char open, close;
		size_t j, lvl = 1;
		char *val;

		if (s[i] != '$' || i + 1 >= len) {
			strbuf_addch(out, s[i++]);
			continue;
		}
		open = s[i + 1];
		if (open == '$') {
			strbuf_addch(out, '$');
			i += 2;
			continue;
		}
		if (open != '(' && open != '{')
			return -1;
		close = open == '(' ? ')' : '}';
		for (j = i + 2; j < len && lvl; j++)
			lvl += (s[j] == open) - (s[j] == close);
		if (lvl)
			return -1;
		val = var_value(m, s + i + 2, j - 1 - (i + 2), depth);
		if (!val)
			return -1;
		strbuf_addstr(out, val);
		free(val);
		i = j;
	}
	return 0;
}

static char *trim(char *s)
{
	char *e;

	while (*s == ' ' || *s == '\t')
		s++;
	e = s + strlen(s);
	while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r'))
		*--e = '\0';
	return s;
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

/*
 * A condition's value: 1, 0, or -1 when it cannot be evaluated.  Forms:
 * ifeq (A,B), ifeq "A" "B", ifdef NAME (and the negations).
 */
static int condition(struct mk *m, const char *kw, char *arg)
{
	int neg = !strcmp(kw, "ifneq") || !strcmp(kw, "ifndef"), r;
	struct strbuf a = STRBUF_INIT, b = STRBUF_INIT;

	if (!strcmp(kw, "ifdef") || !strcmp(kw, "ifndef")) {
		char *val = var_value(m, arg, strlen(arg), 0);

		if (!val)
			return -1;
		r = *trim(val) != '\0';
		free(val);
		return r != neg;
	}
	if (*arg == '(') {
		char *end = arg + strlen(arg) - 1, *comma = NULL, *p;
		int lvl = 0;

		if (*end != ')')
			return -1;
		*end = '\0';
		for (p = arg + 1; *p && !comma; p++) {
			lvl += (*p == '(') - (*p == ')');
			if (*p == ',' && !lvl)
				comma = p;
		}
		if (!comma)
			return -1;
		*comma = '\0';
		r = expand(m, arg + 1, strlen(arg + 1), &a, 0) ||
		    expand(m, comma + 1, strlen(comma + 1), &b, 0) ? -1 : 1;
	} else {
		char qa = *arg, *ea = qa ? strchr(arg + 1, qa) : NULL, *sb, *eb;

		if ((qa != '"' && qa != '\'') || !ea)
			return -1;
		sb = trim(ea + 1);
		eb = *sb ? strchr(sb + 1, *sb) : NULL;
		if (!eb)
			return -1;
		r = expand(m, arg + 1, (size_t)(ea - arg - 1), &a, 0) ||
		    expand(m, sb + 1, (size_t)(eb - sb - 1), &b, 0) ? -1 : 1;
	}
	if (r > 0) {
		char *x = trim(a.buf ? a.buf : (char *)""),
		     *y = trim(b.buf ? b.buf : (char *)"");

		r = (strcmp(x, y) == 0) != neg;
	}
	strbuf_release(&a);
	strbuf_release(&b);
	return r;
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
	if (m->kdir) {
		r = xasprintf("%s/%s", m->kdir, p);
		if ((file ? is_file(r) : is_dir(r)) || !strcmp(p, "."))
			return r;
		free(r);
	}
	r = xasprintf("%s/%s", m->dir, p);
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
	k = m->kdir ? realpath(m->kdir, NULL) : NULL;
	ok = (k && below(real, k)) || below(real, m->dir);
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
		if (expand(m, tok, strlen(tok), &sb, 0)) {
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

static void set_var(struct mk *m, const char *name, const char *op,
		    const char *value)
{
	struct var *v = lookup(m, name, strlen(name));

	if (v && !strcmp(op, "?="))
		return;
	if (!v) {
		m->v = xrealloc(m->v, (m->nv + 1) * sizeof(*m->v));
		v = &m->v[m->nv++];
		v->name = xstrdup(name);
		v->value = xstrdup("");
	}
	if (!strcmp(op, "+=") && *v->value) {
		char *n = xasprintf("%s %s", v->value, value);

		free(v->value);
		v->value = n;
	} else {
		free(v->value);
		v->value = xstrdup(value);
	}
}

#define MAX_NEST 32

static void parse(struct mk *m, char *text, const char *base,
		  struct argv_list *a)
{
	int state[MAX_NEST];	/* 1 taken, 0 not, -1 unknown */
	unsigned cond_line[MAX_NEST];
	int depth = 0, i;
	char *p = text;
	unsigned line = 0;
	/* flag variables set where they could be read, in order */
	char **fnames = NULL;
	unsigned *flines = NULL;
	size_t nf = 0, k;

	while (*p) {
		char *eol, *s, *c, *eq;
		int active = 1, unknown = 0;
		unsigned first = ++line;
		struct strbuf joined = STRBUF_INIT;

		/* join continuation lines */
		for (;;) {
			eol = strchr(p, '\n');
			s = eol ? eol : p + strlen(p);
			if (s > p && s[-1] == '\\' && eol) {
				strbuf_add(&joined, p, (size_t)(s - 1 - p));
				strbuf_addch(&joined, ' ');
				p = eol + 1;
				line++;
				continue;
			}
			strbuf_add(&joined, p, (size_t)(s - p));
			p = eol ? eol + 1 : s;
			break;
		}
		s = joined.buf ? joined.buf : (char *)"";
		if (*s == '\t') {		/* a recipe */
			strbuf_release(&joined);
			continue;
		}
		if ((c = strchr(s, '#')))
			*c = '\0';
		s = trim(s);
		for (i = 0; i < depth; i++) {
			if (!state[i])
				active = 0;
			if (state[i] < 0)
				unknown = 1;
		}
		if (!strncmp(s, "ifeq", 4) || !strncmp(s, "ifneq", 5) ||
		    !strncmp(s, "ifdef", 5) || !strncmp(s, "ifndef", 6)) {
			char *kw = s, *arg = s;

			while (*arg && *arg != ' ' && *arg != '\t' &&
			       *arg != '(')
				arg++;
			if (*arg == '(') {
				kw = xstrndup(s, (size_t)(arg - s));
			} else {
				if (*arg)
					*arg++ = '\0';
				kw = xstrdup(s);
			}
			if (depth < MAX_NEST) {
				state[depth] = condition(m, kw, trim(arg));
				cond_line[depth] = first;
			}
			depth++;
			free(kw);
		} else if (!strncmp(s, "else", 4) && (!s[4] || s[4] == ' ')) {
			if (depth && depth <= MAX_NEST)
				state[depth - 1] = s[4] ? -1 :
					state[depth - 1] < 0 ? -1 :
					!state[depth - 1];
		} else if (!strcmp(s, "endif")) {
			if (depth)
				depth--;
		} else if ((eq = strchr(s, '='))) {
			char op[3] = "=", *name, *w;
			struct strbuf nm = STRBUF_INIT;

			if (eq > s && strchr(":+?", eq[-1])) {
				op[0] = eq[-1];
				op[1] = '=';
				op[2] = '\0';
				eq[-1] = '\0';
			}
			*eq = '\0';
			name = trim(s);
			if (!strncmp(name, "export ", 7))
				name = trim(name + 7);
			if (!strncmp(name, "override ", 9))
				name = trim(name + 9);
			for (w = name; *w && !strchr(" \t:", *w); w++)
				;
			if (!*name || *w || expand(m, name, strlen(name),
						   &nm, 0)) {
				if (active && !unknown && !*w &&
				    (strstr(name, "flags-") ||
				     !strncmp(name, "CFLAGS_", 7)))
					warn(m, first, "not understood, left out "
					     "of the compiler flags: %s", name);
				strbuf_release(&nm);
				strbuf_release(&joined);
				continue;	/* a rule, or a name we cannot
						 * know: not an assignment */
			}
			name = nm.buf ? nm.buf : (char *)"";
			if (active && !unknown) {
				set_var(m, name, op, trim(eq + 1));
				if (flag_var(name, base)) {
					for (k = 0; k < nf; k++)
						if (!strcmp(fnames[k], name))
							break;
					if (k == nf) {
						fnames = xrealloc(fnames,
							(nf + 1) * sizeof(char *));
						flines = xrealloc(flines,
							(nf + 1) * sizeof(unsigned));
						fnames[nf] = xstrdup(name);
						flines[nf++] = first;
					}
				}
			} else if (active && flag_var(name, base)) {
				char at[16];

				for (i = 0; i < depth && i < MAX_NEST &&
				     state[i] >= 0; i++)
					;
				snprintf(at, sizeof(at), "%u",
					 i < MAX_NEST ? cond_line[i] : 0);
				warn(m, first, "flags set under a condition "
				     "zcport cannot evaluate (line %s) are left "
				     "out", at);
			}
			strbuf_release(&nm);
		}
		strbuf_release(&joined);
	}
	for (k = 0; k < nf; k++) {
		struct var *v = lookup(m, fnames[k], strlen(fnames[k]));

		if (v)
			take_flags(m, flines[k], fnames[k], v->value, a);
		free(fnames[k]);
	}
	free(fnames);
	free(flines);
}

void kbuild_file_flags(const char *path, const char *kernel_dir,
		       struct argv_list *a)
{
	char *dir = xstrdup(path), *slash = strrchr(dir, '/'), *base, *dot;
	char *mkfile = NULL, *text = NULL, absdir[PATH_MAX], kabs[PATH_MAX];
	static const char *const names[] = { "Kbuild", "Makefile", NULL };
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
	m.path = mkfile;
	m.dir = absdir;
	m.kdir = kernel_dir && realpath(kernel_dir, kabs) ? kabs : NULL;
	if (m.kdir) {
		char *cfg = xasprintf("%s/.config", m.kdir);

		if (access(cfg, R_OK) || read_file(cfg, &m.config, &len))
			m.config = NULL;
		free(cfg);
	}
	m.warn = first_warning(mkfile);
	parse(&m, text, base, a);
	say_warnings(&m);
	for (i = 0; i < m.nv; i++) {
		free(m.v[i].name);
		free(m.v[i].value);
	}
	free(m.v);
	free(m.config);
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
