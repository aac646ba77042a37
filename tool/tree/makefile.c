/* makefile: see makefile.h for the contract. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "makefile.h"
#include "util.h"

struct mk_var {
	char *name, *value;
	int maybe;	/* set where the parse cannot tell: unknown */
};

/* a value known whole, or only its start */
struct val {
	struct strbuf s;
	int whole;
	int oneword;	/* not whole: the unknown rest holds no blank */
};

#define VAL_INIT { STRBUF_INIT, 1, 0 }
#define MAX_DEPTH 16
#define MAX_NEST 32

static const char *vs(const struct val *v)
{
	return v->s.buf ? v->s.buf : "";
}

static void unknown(struct val *v)
{
	v->whole = 0;
	v->oneword = 0;
}

static int is_blank(int c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n';
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

static struct mk_var *lookup(struct mkfile *m, const char *name, size_t n)
{
	size_t i;

	for (i = 0; i < m->nv; i++)
		if (strlen(m->v[i].name) == n && !memcmp(m->v[i].name, name, n))
			return &m->v[i];
	return NULL;
}

static int is_name(const char *s, size_t n, const char *name)
{
	return strlen(name) == n && !memcmp(s, name, n);
}

/* CONFIG_FOO's value in .config ("y", "m", a string), "" when unset */
static void config_value(const struct mkfile *m, const char *name, size_t n,
			 struct val *out)
{
	const char *p = m->config;
	char *key = xstrndup(name, n);	/* name is not NUL-terminated */

	while (p && (p = strstr(p, key))) {
		if ((p == m->config || p[-1] == '\n') && p[n] == '=') {
			const char *e = strchr(p + n, '\n');

			p += n + 1;
			strbuf_add(&out->s, p, e ? (size_t)(e - p) : strlen(p));
			break;
		}
		p += n;
	}
	free(key);
}

/* the build's release: "2.6." and what is not known (SUBLEVEL, EXTRAVERSION) */
static void release(const struct mkfile *m, struct val *out)
{
	const struct mk_build *b = m->build;

	if (!b) {
		unknown(out);
		return;
	}
	strbuf_addf(&out->s, "%d.%d.", b->version, b->patchlevel);
	if (b->sublevel >= 0)
		strbuf_addf(&out->s, "%d", b->sublevel);
	out->whole = 0;
	out->oneword = 1;
}

/* VERSION, PATCHLEVEL... as the build sets them: 1 if name is one */
static int build_var(const struct mkfile *m, const char *name, size_t n,
		     struct val *out)
{
	const struct mk_build *b = m->build;
	int kr = is_name(name, n, "KERNELRELEASE");

	if (!kr && !is_name(name, n, "VERSION") &&
	    !is_name(name, n, "PATCHLEVEL") && !is_name(name, n, "SUBLEVEL") &&
	    !is_name(name, n, "EXTRAVERSION"))
		return 0;
	if (!b) {
		unknown(out);
	} else if (!b->kbuild) {
		;			/* unset: "" */
	} else if (kr) {
		release(m, out);
	} else if (is_name(name, n, "VERSION")) {
		strbuf_addf(&out->s, "%d", b->version);
	} else if (is_name(name, n, "PATCHLEVEL")) {
		strbuf_addf(&out->s, "%d", b->patchlevel);
	} else if (is_name(name, n, "SUBLEVEL") && b->sublevel >= 0) {
		strbuf_addf(&out->s, "%d", b->sublevel);
	} else {
		out->whole = 0;		/* SUBLEVEL, EXTRAVERSION: one word */
		out->oneword = 1;
	}
	return 1;
}

static void expand_val(struct mkfile *m, const char *s, size_t len,
		       struct val *out, int depth);

/* the value of $(name) */
static void var_value(struct mkfile *m, const char *name, size_t n, int depth,
		      struct val *out)
{
	static const char *const here[] = { "src", "obj", "PWD", "CURDIR",
		"M", "SUBDIRS", NULL };
	static const char *const top[] = { "srctree", "objtree", "TOPDIR",
		"KERNEL_SRC", "KERNELDIR", "KDIR", NULL };
	struct mk_var *v;
	int i;

	for (i = 0; here[i]; i++)
		if (is_name(name, n, here[i])) {
			strbuf_addstr(&out->s, m->dir);
			return;
		}
	for (i = 0; top[i]; i++)
		if (is_name(name, n, top[i])) {
			if (m->kdir)
				strbuf_addstr(&out->s, m->kdir);
			else
				unknown(out);
			return;
		}
	if ((v = lookup(m, name, n))) {
		if (depth > MAX_DEPTH || v->maybe)
			unknown(out);
		else
			expand_val(m, v->value, strlen(v->value), out,
				   depth + 1);
		return;
	}
	if (build_var(m, name, n, out))
		return;
	if (n > 7 && !memcmp(name, "CONFIG_", 7) && m->config) {
		config_value(m, name, n, out);
		return;
	}
	for (i = 0; i < (int)m->nowned; i++)
		if (is_name(name, n, m->owned[i]))
			return;		/* the Makefile's, unset here: "" */
	unknown(out);
}

/* ---- functions ---- */

/* does word (n bytes) match pattern pat ("pre%suf" or a word)? */
static int pat_match(const char *pat, const char *w, size_t n,
		     size_t *stem_at, size_t *stem_len)
{
	const char *pc = strchr(pat, '%');
	size_t pl, sl;

	if (!pc)
		return strlen(pat) == n && !memcmp(pat, w, n);
	pl = (size_t)(pc - pat);
	sl = strlen(pc + 1);
	if (n < pl + sl || memcmp(w, pat, pl) ||
	    memcmp(w + n - sl, pc + 1, sl))
		return 0;
	if (stem_at) {
		*stem_at = pl;
		*stem_len = n - pl - sl;
	}
	return 1;
}

/* a word known only as its start w: 1 matches, 0 cannot, -1 either */
static int pat_match_start(const char *pat, const char *w, size_t n)
{
	const char *pc = strchr(pat, '%');
	size_t pl = pc ? (size_t)(pc - pat) : strlen(pat);
	size_t k = n < pl ? n : pl;

	if (memcmp(w, pat, k))
		return 0;
	if (!pc)
		return n <= pl ? -1 : 0;
	if (n < pl)
		return -1;
	return pc[1] ? -1 : 1;	/* "pre%": whatever follows matches */
}

/* the words of a value: the i-th into *w, *n; 1 if whole (ends known) */
struct words {
	const char *p;
	const struct val *v;
};

static int next_word(struct words *it, const char **w, size_t *n,
		     int *whole)
{
	const char *p = it->p;

	while (*p && is_blank(*p))
		p++;
	if (!*p) {
		it->p = p;
		/* the rest unknown and one word: a word started there */
		if (!it->v->whole && it->v->oneword && p > vs(it->v) &&
		    is_blank(p[-1])) {
			*w = p;
			*n = 0;
			*whole = 0;
			it->v = NULL;	/* only once */
			it->p = "";
			return 1;
		}
		return 0;
	}
	*w = p;
	while (*p && !is_blank(*p))
		p++;
	*n = (size_t)(p - *w);
	*whole = *p || it->v->whole;
	it->p = p;
	return 1;
}

static void add_word(struct val *out, const char *w, size_t n, int *first)
{
	if (!*first)
		strbuf_addch(&out->s, ' ');
	*first = 0;
	strbuf_add(&out->s, w, n);
}

/* $(filter PATS,TEXT) and $(filter-out PATS,TEXT) */
static void fn_filter(const struct val *pats, const struct val *text, int out_,
		      struct val *out)
{
	struct words it = { vs(text), text };
	const char *w, *pw;
	size_t n, pn;
	int whole, first = 1;

	if (!pats->whole) {
		unknown(out);
		return;
	}
	while (it.v && next_word(&it, &w, &n, &whole)) {
		struct words pi = { vs(pats), pats };
		int pw_whole, m = 0, any_maybe = 0;

		while (next_word(&pi, &pw, &pn, &pw_whole)) {
			char *pat = xstrndup(pw, pn);
			int r = whole ? pat_match(pat, w, n, NULL, NULL) :
					pat_match_start(pat, w, n);

			free(pat);
			if (r == 1)
				m = 1;
			else if (r < 0)
				any_maybe = 1;
		}
		if (whole) {
			if (m != out_)
				add_word(out, w, n, &first);
			continue;
		}
		/* the last word, known only as its start */
		if (!m && any_maybe) {
			unknown(out);
			return;
		}
		if (m != out_) {
			add_word(out, w, n, &first);
			out->whole = 0;
			out->oneword = 1;
		}
		return;
	}
	if (!text->whole && !text->oneword)
		unknown(out);	/* more words may follow */
}

static void fn_word(const struct val *nv, const struct val *text,
		    struct val *out)
{
	struct words it = { vs(text), text };
	const char *w;
	size_t n;
	int whole;
	long k, want;
	char *end;

	want = nv->whole ? strtol(vs(nv), &end, 10) : 0;
	if (!nv->whole || want < 1 || *trim((char *)end)) {
		unknown(out);
		return;
	}
	for (k = 1; it.v && next_word(&it, &w, &n, &whole); k++) {
		if (k < want)
			continue;
		strbuf_add(&out->s, w, n);
		if (!whole) {
			out->whole = 0;
			out->oneword = 1;
		}
		return;
	}
	if (!text->whole && !text->oneword)
		unknown(out);
}

static void fn_subst(const struct val *from, const struct val *to,
		     const struct val *text, struct val *out)
{
	const char *t = vs(text), *f = vs(from);
	size_t fl = from->s.len, tl = text->s.len, i = 0;

	if (!from->whole || !to->whole || !fl) {
		unknown(out);
		return;
	}
	while (i < tl) {
		if (i + fl > tl) {
			if (text->whole) {
				strbuf_add(&out->s, t + i, tl - i);
				i = tl;
			}
			break;
		}
		if (!memcmp(t + i, f, fl)) {
			strbuf_add(&out->s, vs(to), to->s.len);
			i += fl;
		} else {
			strbuf_addch(&out->s, t[i++]);
		}
	}
	if (!text->whole) {
		int blank = 0;

		for (; i < tl && !blank; i++)
			blank = is_blank(t[i]);
		for (i = 0; i < to->s.len && !blank; i++)
			blank = is_blank(vs(to)[i]);
		out->whole = 0;
		out->oneword = text->oneword && !blank;
	}
}

static void fn_patsubst(const struct val *pat, const struct val *rep,
			const struct val *text, struct val *out)
{
	struct words it = { vs(text), text };
	const char *w;
	size_t n, at, sl;
	int whole, first = 1;

	if (!pat->whole || !rep->whole || !text->whole) {
		unknown(out);
		return;
	}
	while (next_word(&it, &w, &n, &whole)) {
		const char *rp = vs(rep), *pc = strchr(rp, '%');

		if (!first)
			strbuf_addch(&out->s, ' ');
		first = 0;
		if (!pat_match(vs(pat), w, n, &at, &sl)) {
			strbuf_add(&out->s, w, n);
		} else if (!strchr(vs(pat), '%') || !pc) {
			strbuf_addstr(&out->s, rp);
		} else {
			strbuf_add(&out->s, rp, (size_t)(pc - rp));
			strbuf_add(&out->s, w + at, sl);
			strbuf_addstr(&out->s, pc + 1);
		}
	}
}

static void fn_strip(const struct val *text, struct val *out)
{
	const char *t = vs(text);
	int blank = 0, first = 1;

	for (; *t; t++) {
		if (is_blank(*t)) {
			blank = 1;
			continue;
		}
		if (blank && !first)
			strbuf_addch(&out->s, ' ');
		blank = 0;
		first = 0;
		strbuf_addch(&out->s, *t);
	}
	if (!text->whole) {
		if (blank && !first)
			strbuf_addch(&out->s, ' ');
		out->whole = 0;
		out->oneword = text->oneword;
	}
}

static void fn_shell(struct mkfile *m, const struct val *cmd, struct val *out)
{
	char *c = xstrdup(vs(cmd)), *t = trim(c);

	if (cmd->whole && !strcmp(t, "pwd"))
		strbuf_addstr(&out->s, m->dir);
	else if (cmd->whole && !strcmp(t, "uname -r"))
		release(m, out);
	else
		unknown(out);
	free(c);
}

/* split a function's arguments at the commas outside parentheses */
static int split_args(const char *s, size_t len, int max, const char **a,
		      size_t *al)
{
	size_t i, start = 0;
	int n = 0, lvl = 0;

	for (i = 0; i <= len && n < max; i++) {
		if (i < len && (s[i] == '(' || s[i] == '{'))
			lvl++;
		else if (i < len && (s[i] == ')' || s[i] == '}'))
			lvl--;
		if (i == len || (s[i] == ',' && !lvl && n < max - 1)) {
			a[n] = s + start;
			al[n++] = i - start;
			start = i + 1;
		}
	}
	return n;
}

static const struct {
	const char *name;
	int nargs;
} functions[] = {
	{ "findstring", 2 }, { "filter", 2 }, { "filter-out", 2 },
	{ "subst", 3 }, { "patsubst", 3 }, { "word", 2 },
	{ "firstword", 1 }, { "strip", 1 }, { "shell", 1 },
};

/* $(fn args): 1 when s is a call of a known function, evaluated */
static int call(struct mkfile *m, const char *s, size_t len, int depth,
		struct val *out)
{
	const char *a[3];
	size_t al[3], fl, i;
	struct val v[3] = { VAL_INIT, VAL_INIT, VAL_INIT };
	int k = -1, n, j;

	for (fl = 0; fl < len && !is_blank(s[fl]); fl++)
		;
	if (fl == len)
		return 0;
	for (i = 0; i < sizeof(functions) / sizeof(functions[0]); i++)
		if (is_name(s, fl, functions[i].name))
			k = (int)i;
	if (k < 0) {
		/* $(call ...), $(wildcard ...)...: not known here */
		for (i = 0; i < fl; i++)
			if (!(s[i] >= 'a' && s[i] <= 'z') && s[i] != '-')
				return 0;
		unknown(out);
		return 1;
	}
	while (fl < len && is_blank(s[fl]))	/* make drops these */
		fl++;
	n = split_args(s + fl, len - fl, functions[k].nargs, a, al);
	if (n != functions[k].nargs) {
		unknown(out);
		return 1;
	}
	for (j = 0; j < n; j++)
		expand_val(m, a[j], al[j], &v[j], depth + 1);
	switch (k) {
	case 0:		/* findstring */
		if (!v[0].whole)
			unknown(out);
		else if (strstr(vs(&v[1]), vs(&v[0])))
			strbuf_addstr(&out->s, vs(&v[0]));
		else if (!v[1].whole)
			unknown(out);
		break;
	case 1:
	case 2:
		fn_filter(&v[0], &v[1], k == 2, out);
		break;
	case 3:
		fn_subst(&v[0], &v[1], &v[2], out);
		break;
	case 4:
		fn_patsubst(&v[0], &v[1], &v[2], out);
		break;
	case 5:
		fn_word(&v[0], &v[1], out);
		break;
	case 6: {
		struct val one = VAL_INIT;

		strbuf_addch(&one.s, '1');
		fn_word(&one, &v[0], out);
		strbuf_release(&one.s);
		break;
	}
	case 7:
		fn_strip(&v[0], out);
		break;
	default:
		fn_shell(m, &v[0], out);
		break;
	}
	for (j = 0; j < 3; j++)
		strbuf_release(&v[j].s);
	return 1;
}

/* $(X:.c=.o) */
static int subst_ref(struct mkfile *m, const char *s, size_t len, int depth,
		     struct val *out)
{
	const char *colon = memchr(s, ':', len), *eq;
	struct val v = VAL_INIT, pat = VAL_INIT, rep = VAL_INIT;

	if (!colon || !(eq = memchr(colon, '=', len - (size_t)(colon - s))))
		return 0;
	var_value(m, s, (size_t)(colon - s), depth, &v);
	if (!memchr(colon + 1, '%', (size_t)(eq - colon - 1)))
		strbuf_addch(&pat.s, '%');
	strbuf_add(&pat.s, colon + 1, (size_t)(eq - colon - 1));
	if (!memchr(eq + 1, '%', len - (size_t)(eq + 1 - s)))
		strbuf_addch(&rep.s, '%');
	strbuf_add(&rep.s, eq + 1, len - (size_t)(eq + 1 - s));
	fn_patsubst(&pat, &rep, &v, out);
	strbuf_release(&v.s);
	strbuf_release(&pat.s);
	strbuf_release(&rep.s);
	return 1;
}

static void expand_val(struct mkfile *m, const char *s, size_t len,
		       struct val *out, int depth)
{
	size_t i = 0;

	if (depth > MAX_DEPTH) {
		unknown(out);
		return;
	}
	while (i < len) {
		char open, close;
		size_t j, lvl = 1;
		struct val piece = VAL_INIT;

		if (s[i] != '$' || i + 1 >= len) {
			strbuf_addch(&out->s, s[i++]);
			continue;
		}
		open = s[i + 1];
		if (open == '$') {
			strbuf_addch(&out->s, '$');
			i += 2;
			continue;
		}
		if (open != '(' && open != '{') {
			unknown(out);	/* $@, $X: not ours to know */
			return;
		}
		close = open == '(' ? ')' : '}';
		for (j = i + 2; j < len && lvl; j++)
			lvl += (s[j] == open) - (s[j] == close);
		if (lvl) {
			unknown(out);
			return;
		}
		if (!call(m, s + i + 2, j - 1 - (i + 2), depth, &piece) &&
		    !subst_ref(m, s + i + 2, j - 1 - (i + 2), depth, &piece))
			var_value(m, s + i + 2, j - 1 - (i + 2), depth,
				  &piece);
		strbuf_add(&out->s, vs(&piece), piece.s.len);
		if (!piece.whole) {
			out->whole = 0;
			/* nothing after it: the unknown rest is its own */
			out->oneword = piece.oneword && j == len;
			strbuf_release(&piece.s);
			return;
		}
		strbuf_release(&piece.s);
		i = j;
	}
}

int mk_expand(struct mkfile *m, const char *s, size_t len, struct strbuf *out)
{
	struct val v = VAL_INIT;

	expand_val(m, s, len, &v, 0);
	strbuf_add(out, vs(&v), v.s.len);
	strbuf_release(&v.s);
	return v.whole ? 0 : -1;
}

/* ---- conditions ---- */

/* equal: 1, 0, or -1 when what is known cannot tell */
static int same(struct val *a, struct val *b)
{
	char *x = trim(a->s.buf ? a->s.buf : (char *)"");
	char *y = trim(b->s.buf ? b->s.buf : (char *)"");
	size_t lx = strlen(x), ly = strlen(y);

	if (a->whole && b->whole)
		return !strcmp(x, y);
	if (memcmp(x, y, lx < ly ? lx : ly))
		return 0;
	if ((a->whole && lx < ly) || (b->whole && ly < lx))
		return 0;
	return -1;
}

/*
 * A condition's value: 1, 0, or -1 when it cannot be evaluated.  Forms:
 * ifeq (A,B), ifeq "A" "B", ifdef NAME (and the negations).
 */
static int condition(struct mkfile *m, const char *kw, char *arg)
{
	int neg = !strcmp(kw, "ifneq") || !strcmp(kw, "ifndef"), r = -1;
	struct val a = VAL_INIT, b = VAL_INIT;

	if (!strcmp(kw, "ifdef") || !strcmp(kw, "ifndef")) {
		const char *t;

		var_value(m, arg, strlen(arg), 0, &a);
		for (t = vs(&a); is_blank(*t); t++)
			;
		r = *t ? 1 : a.whole ? 0 : -1;
	} else if (*arg == '(') {
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
		expand_val(m, arg + 1, strlen(arg + 1), &a, 0);
		expand_val(m, comma + 1, strlen(comma + 1), &b, 0);
		r = same(&a, &b);
	} else {
		char qa = *arg, *ea = qa ? strchr(arg + 1, qa) : NULL, *sb, *eb;

		if ((qa != '"' && qa != '\'') || !ea)
			return -1;
		sb = trim(ea + 1);
		eb = *sb ? strchr(sb + 1, *sb) : NULL;
		if (!eb)
			return -1;
		expand_val(m, arg + 1, (size_t)(ea - arg - 1), &a, 0);
		expand_val(m, sb + 1, (size_t)(eb - sb - 1), &b, 0);
		r = same(&a, &b);
	}
	strbuf_release(&a.s);
	strbuf_release(&b.s);
	return r < 0 ? -1 : r != neg;
}

/* "ifeq (...)": the keyword, and where its argument starts; else NULL */
static const char *cond_keyword(const char *s, char *kw, size_t size)
{
	static const char *const kws[] = { "ifeq", "ifneq", "ifdef",
		"ifndef", NULL };
	int i;

	for (i = 0; kws[i]; i++) {
		size_t n = strlen(kws[i]);

		if (!strncmp(s, kws[i], n) &&
		    (s[n] == ' ' || s[n] == '\t' || s[n] == '(') &&
		    n < size) {
			memcpy(kw, kws[i], n + 1);
			s += n;
			while (*s == ' ' || *s == '\t')
				s++;
			return s;
		}
	}
	return NULL;
}

/* an assignment taken (state 1), or one that may be (-1) */
static void set_var(struct mkfile *m, const char *name, const char *op,
		    const char *value, int state)
{
	struct mk_var *v = lookup(m, name, strlen(name));

	if (v && !strcmp(op, "?=") && state == 1)
		return;
	if (!v) {
		m->v = xrealloc(m->v, (m->nv + 1) * sizeof(*m->v));
		v = &m->v[m->nv++];
		v->name = xstrdup(name);
		v->value = xstrdup("");
		v->maybe = 0;
	}
	if (state < 0) {
		v->maybe = 1;
		return;
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

struct level {
	struct mk_cond c;
	int taken;		/* some branch before: 1 surely, -1 maybe */
};

/* an assignment's parts (s is modified); 0 if it is none */
static int assignment(char *s, char **name, char **op_out, char **value)
{
	static char ops[4][3] = { "=", ":=", "+=", "?=" };
	char *eq = strchr(s, '='), *w, *n;
	int op = 0;

	if (!eq)
		return 0;
	if (eq > s && strchr(":+?", eq[-1])) {
		op = eq[-1] == ':' ? 1 : eq[-1] == '+' ? 2 : 3;
		eq[-1] = '\0';
	}
	*eq = '\0';
	n = trim(s);
	if (!strncmp(n, "export ", 7))
		n = trim(n + 7);
	if (!strncmp(n, "override ", 9))
		n = trim(n + 9);
	for (w = n; *w && !strchr(" \t:", *w); w++)
		;
	if (!*n || *w)
		return 0;	/* a rule, or not a name */
	*name = n;
	*op_out = ops[op];
	*value = trim(eq + 1);
	return 1;
}

static int line_state(const struct level *lv, int depth)
{
	int i, st = 1;

	for (i = 0; i < depth && i < MAX_NEST; i++) {
		if (!lv[i].c.state)
			return 0;
		if (lv[i].c.state < 0)
			st = -1;
	}
	return depth > MAX_NEST ? -1 : st;
}

/*
 * One logical line at *p into joined, continuation lines joined with a
 * space; *p moves past it and *line counts the lines it took after the
 * first
 */
static void join_line(const char **p, unsigned *line, struct strbuf *joined)
{
	const char *eol, *e;

	for (;;) {
		eol = strchr(*p, '\n');
		e = eol ? eol : *p + strlen(*p);
		if (e > *p && e[-1] == '\\' && eol) {
			strbuf_add(joined, *p, (size_t)(e - 1 - *p));
			strbuf_addch(joined, ' ');
			*p = eol + 1;
			(*line)++;
			continue;
		}
		strbuf_add(joined, *p, (size_t)(e - *p));
		*p = eol ? eol + 1 : e;
		break;
	}
}

/* "ifeq/ifneq/ifdef/ifndef ARG" on line first (s): a level opens */
static void open_level(struct mkfile *m, struct level *x, unsigned first,
		       const char *s, const char *kw, const char *carg)
{
	char *copy = xstrdup(carg);

	x->c.line = first;
	x->c.text = xstrdup(s);
	x->c.else_line = 0;
	x->c.else_text = NULL;
	x->c.state = condition(m, kw, copy);
	x->taken = x->c.state;
	free(copy);
}

/* "else [ifeq ...]" on line first (s): the level's next branch */
static void else_level(struct mkfile *m, struct level *x, unsigned first,
		       char *s)
{
	const char *rest = trim(s + 4), *carg;
	char *copy, kw[8];
	int cnd = 1;

	if (*rest && (carg = cond_keyword(rest, kw, sizeof(kw)))) {
		copy = xstrdup(carg);
		cnd = condition(m, kw, copy);
		free(copy);
	} else if (*rest) {
		cnd = -1;
	}
	x->c.state = x->taken == 1 ? 0 :
		     x->taken == 0 ? cnd :
		     cnd == 0 ? 0 : -1;
	if (x->taken != 1)
		x->taken = x->c.state == 1 ? 1 :
			   x->taken == 0 &&
			   x->c.state == 0 ? 0 : -1;
	x->c.else_line = first;
	free((char *)x->c.else_text);
	x->c.else_text = xstrdup(s);
}

/*
 * A line that is no conditional: its kind, an assignment made (when
 * its branch is taken), and the caller's fn told
 */
static void other_line(struct mkfile *m, struct mk_line *l, const char *s,
		       int recipe, mk_line_fn *fn, void *arg)
{
	char *name, *op, *value;
	struct strbuf nm = STRBUF_INIT;
	char *copy = xstrdup(s);

	if (recipe) {
		l->kind = MK_RECIPE;
	} else if (!strncmp(s, "include ", 8) ||
		   !strncmp(s, "-include ", 9) ||
		   !strncmp(s, "sinclude ", 9)) {
		l->kind = MK_INCLUDE;
	} else if (assignment(copy, &name, &op, &value)) {
		l->kind = MK_ASSIGN;
		l->name_known = !mk_expand(m, name,
					   strlen(name), &nm);
		l->name = l->name_known ?
			  (nm.buf ? nm.buf : "") : name;
		l->op = op;
		l->value = value;
		if (l->name_known && !*l->name)
			l->kind = MK_OTHER;
		else if (l->name_known && l->state)
			set_var(m, l->name, op, value, l->state);
	} else {
		l->kind = strchr(s, ':') ? MK_RULE : MK_OTHER;
	}
	if (fn)
		fn(m, l, arg);
	strbuf_release(&nm);
	free(copy);
}

void mk_parse(struct mkfile *m, const char *text, mk_line_fn *fn, void *arg)
{
	struct level lv[MAX_NEST];
	struct mk_cond conds[MAX_NEST];
	const char *p = text;
	unsigned line = 0;
	int depth = 0, i;

	while (*p) {
		char *s, *c, kw[8];
		const char *carg;
		unsigned first = ++line;
		struct strbuf joined = STRBUF_INIT;
		struct mk_line l;
		int recipe;

		join_line(&p, &line, &joined);
		s = joined.buf ? joined.buf : (char *)"";
		recipe = *s == '\t';
		if ((c = strchr(s, '#')))
			*c = '\0';
		s = trim(s);
		memset(&l, 0, sizeof(l));
		l.line = first;
		l.last = line;
		l.state = line_state(lv, depth);
		for (i = 0; i < depth && i < MAX_NEST; i++)
			conds[i] = lv[i].c;
		l.conds = conds;
		l.nconds = depth < MAX_NEST ? depth : MAX_NEST;
		l.text = s;
		if (!recipe && (carg = cond_keyword(s, kw, sizeof(kw)))) {
			if (depth < MAX_NEST)
				open_level(m, &lv[depth], first, s, kw, carg);
			depth++;
		} else if (!recipe && !strncmp(s, "else", 4) &&
			   (!s[4] || s[4] == ' ' || s[4] == '\t')) {
			if (depth && depth <= MAX_NEST)
				else_level(m, &lv[depth - 1], first, s);
		} else if (!recipe && !strcmp(s, "endif")) {
			if (depth && depth <= MAX_NEST) {
				free((char *)lv[depth - 1].c.text);
				free((char *)lv[depth - 1].c.else_text);
			}
			if (depth)
				depth--;
		} else if (*s) {
			other_line(m, &l, s, recipe, fn, arg);
		}
		strbuf_release(&joined);
	}
	for (i = 0; i < depth && i < MAX_NEST; i++) {
		free((char *)lv[i].c.text);
		free((char *)lv[i].c.else_text);
	}
}

const char *mk_value(struct mkfile *m, const char *name)
{
	struct mk_var *v = lookup(m, name, strlen(name));

	return v ? v->value : NULL;
}

void mk_release(struct mkfile *m)
{
	size_t i;

	for (i = 0; i < m->nv; i++) {
		free(m->v[i].name);
		free(m->v[i].value);
	}
	free(m->v);
	m->v = NULL;
	m->nv = 0;
}

/* ---- the tree a file lies in ---- */

int mk_top_var(const char *text, const char *name)
{
	const char *p = text;
	size_t n = strlen(name);

	while ((p = strstr(p, name))) {
		if ((p == text || p[-1] == '\n') && strchr(" \t=", p[n])) {
			const char *q = p + n;

			while (*q == ' ' || *q == '\t' || *q == '=')
				q++;
			return atoi(q);
		}
		p += n;
	}
	return -1;
}

static int is_dir(const char *p)
{
	struct stat st;

	return !stat(p, &st) && S_ISDIR(st.st_mode);
}

char *mk_tree_of(const char *path, struct mk_build *b)
{
	char abs[PATH_MAX], *dir = xstrdup(path), *slash;
	int levels;

	slash = strrchr(dir, '/');
	if (slash)
		*slash = '\0';
	if (!realpath(slash ? (*dir ? dir : "/") : ".", abs)) {
		free(dir);
		return NULL;
	}
	free(dir);
	for (levels = 0; levels < 64; levels++) {
		char *mk = xasprintf("%s/Makefile", abs), *text = read_file_quiet(mk, 1u << 20, NULL);
		char *inc = xasprintf("%s/include/linux", abs);
		int found = 0;

		if (text && is_dir(inc)) {
			b->version = mk_top_var(text, "VERSION");
			b->patchlevel = mk_top_var(text, "PATCHLEVEL");
			b->sublevel = mk_top_var(text, "SUBLEVEL");
			b->kbuild = 1;
			found = b->version >= 2 && b->patchlevel >= 0;
		}
		free(mk);
		free(text);
		free(inc);
		if (found)
			return xstrdup(abs);
		slash = strrchr(abs, '/');
		if (!slash || slash == abs)
			break;
		*slash = '\0';
	}
	return NULL;
}
