/* guard: see guard.h for the contract. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api24.h"
#include "built.h"
#include "guard.h"
#include "lex.h"
#include "lookup.h"
#include "strbuf.h"
#include "util.h"
#include "vocab.h"

#define KV(a, b, c) (((long)(a) << 16) + ((b) << 8) + (c))

/* the builds a branch is judged by */
enum { B24_LO, B24_HI, B26_LO, B26_HI, NBUILDS };
static long build_version[NBUILDS] = {
	KV(2, 4, 0), KV(2, 4, 255), KV(2, 6, 0), KV(2, 6, 255),
};

void guard_set_kernel_version(long code)
{
	build_version[B26_LO] = code ? code : KV(2, 6, 0);
	build_version[B26_HI] = code ? code : KV(2, 6, 255);
}

void guard_set_kernel_range(long lo, long hi)
{
	build_version[B26_LO] = lo;
	build_version[B26_HI] = hi;
}

/*
 * What a condition rests on, weakest first: the evidence shown is that
 * of the strongest.
 */
enum { REL_NONE, REL_LEARNED, REL_DERIVED, REL_API, REL_VERSION };

/* what zcport knows of a macro in one build */
enum { M_UNSEEN, M_UNDEF, M_DEF, M_MAYBE };

struct macro {
	char name[64];
	int st[NBUILDS];
	long val[NBUILDS];
	int hasval[NBUILDS];
	int defined_here;	/* the driver defines it somewhere */
	int learned;		/* 24 or 26: on in those builds only */
	int conflict;		/* learned both ways: nothing learned */
	int api;		/* only the 2.4 API defines it */
	char *why;		/* derived, learned or api: the evidence */
};

/* the macros seen; each one stays where it is (conditions point to it) */
struct env {
	struct macro **v;
	size_t nr, alloc;
	const char *path;	/* the file judged */
	struct api24 *api;	/* its 2.4-only macros, or NULL */
	struct name_index ix;	/* by name: a file may define thousands */
};

static const char *macro_name(const void *ctx, size_t i)
{
	return ((const struct env *)ctx)->v[i]->name;
}

static struct macro *env_find(struct env *e, const char *s, size_t n)
{
	size_t i = name_index_find(&e->ix, s, n, macro_name, e);

	return i == NAME_NONE ? NULL : e->v[i];
}

static struct macro *env_get(struct env *e, const char *s, size_t n)
{
	struct macro *m = env_find(e, s, n);

	if (m || n >= sizeof(m->name))
		return m;
	if (e->nr == e->alloc) {
		e->alloc = e->alloc ? e->alloc * 2 : 16;
		e->v = xrealloc(e->v, e->alloc * sizeof(*e->v));
	}
	m = e->v[e->nr++] = xcalloc(1, sizeof(*m));
	memcpy(m->name, s, n);
	name_index_add(&e->ix, e->nr - 1, macro_name, e);
	return m;
}

static void env_free(struct env *e)
{
	size_t i;

	for (i = 0; i < e->nr; i++) {
		free(e->v[i]->why);
		free(e->v[i]);
	}
	free(e->v);
	name_index_free(&e->ix);
	memset(e, 0, sizeof(*e));
}

/*
 * A macro only the 2.4 API gives a build (api24.h) is never
 * defined on 2.6 -- unless the driver defines it itself: in its code
 * (then it is in the env before this is asked) or from its Makefile.
 */
static const char *api_evidence(struct env *e, const char *s, size_t n)
{
	const char *why = e->api ? api24_why(e->api, s, n) : NULL;

	return why && !built_defines_26(e->path, s, n) ? why : NULL;
}

static struct macro *api_macro(struct env *e, const struct token *t)
{
	const char *why = api_evidence(e, t->text, t->len);
	struct macro *m;
	int b;

	if (!why || !(m = env_get(e, t->text, t->len)))
		return NULL;
	m->api = 1;
	m->why = xstrdup(why);
	for (b = 0; b < NBUILDS; b++)
		m->st[b] = b < B26_LO ? M_MAYBE : M_UNDEF;
	return m;
}

/* a tiny evaluator over the condition's tokens; unknown is "known = 0" */
struct cond {
	const struct token *t;
	size_t n, i;
	int build;
	struct env *env;
	int rel;			/* strongest REL_ seen */
	const struct macro *relm;	/* its macro, derived or learned */
};

static void note_rel(struct cond *c, int rel, const struct macro *m)
{
	if (rel > c->rel) {
		c->rel = rel;
		c->relm = m;
	}
}

static int is_punct(const struct cond *c, const char *s)
{
	size_t n = strlen(s);

	if (c->i >= c->n)
		return 0;
	/* punctuators come one character at a time from the lexer */
	if (c->i + n > c->n)
		return 0;
	for (size_t k = 0; k < n; k++)
		if (c->t[c->i + k].type != TOK_PUNCT ||
		    *c->t[c->i + k].text != s[k] ||
		    (k && c->t[c->i + k].offset != c->t[c->i + k - 1].offset + 1))
			return 0;
	return 1;
}

static long cond_or(struct cond *c, int *known);

static long kernel_version(struct cond *c, int *known)
{
	long v[3] = { 0, 0, 0 };
	int k;

	c->i++;				/* KERNEL_VERSION */
	if (!is_punct(c, "(")) {
		*known = 0;
		return 0;
	}
	c->i++;
	for (k = 0; k < 3 && c->i < c->n; k++) {
		if (c->t[c->i].type != TOK_NUMBER)
			*known = 0;
		else
			v[k] = strtol(c->t[c->i].text, NULL, 0);
		c->i++;
		if (is_punct(c, ","))
			c->i++;
	}
	if (is_punct(c, ")"))
		c->i++;
	return (v[0] << 16) + (v[1] << 8) + v[2];
}

/* a learned macro is on (defined, true) in one side's builds only */
static int learned_on(const struct cond *c, const struct macro *m)
{
	return (m->learned == 24) == (c->build < B26_LO);
}

/* defined(M): 1, 0, or -1 for a macro zcport cannot see */
static int macro_defined(struct cond *c, const struct token *t)
{
	struct macro *m = t ? env_find(c->env, t->text, t->len) : NULL;

	if (!m && t)
		m = api_macro(c->env, t);
	if (!m)
		return -1;
	if (m->learned) {
		note_rel(c, REL_LEARNED, m);
		return learned_on(c, m);
	}
	if (m->why)
		note_rel(c, m->api ? REL_API : REL_DERIVED, m);
	return m->st[c->build] == M_DEF ? 1 :
	       m->st[c->build] == M_UNDEF ? 0 : -1;
}

static long macro_value(struct cond *c, const struct token *t, int *known)
{
	struct macro *m = env_find(c->env, t->text, t->len);

	if (!m)
		m = api_macro(c->env, t);
	if (!m) {
		*known = 0;
		return 0;
	}
	if (m->learned) {
		note_rel(c, REL_LEARNED, m);
		return learned_on(c, m);
	}
	if (m->why)
		note_rel(c, m->api ? REL_API : REL_DERIVED, m);
	if (m->st[c->build] == M_UNDEF)
		return 0;	/* an undefined name is 0 in #if */
	if (m->st[c->build] == M_DEF && m->hasval[c->build])
		return m->val[c->build];
	*known = 0;
	return 0;
}

static long primary(struct cond *c, int *known)
{
	const struct token *t;

	if (c->i >= c->n) {
		*known = 0;
		return 0;
	}
	t = &c->t[c->i];
	if (is_punct(c, "(")) {
		long v;

		c->i++;
		v = cond_or(c, known);
		if (is_punct(c, ")"))
			c->i++;
		return v;
	}
	if (is_punct(c, "!")) {
		c->i++;
		return !primary(c, known);
	}
	if (tok_is(t, "defined")) {
		int paren, d;
		const struct token *m;

		c->i++;
		paren = is_punct(c, "(");
		if (paren)
			c->i++;
		m = c->i < c->n ? &c->t[c->i] : NULL;
		c->i++;
		if (paren && is_punct(c, ")"))
			c->i++;
		d = macro_defined(c, m);
		if (d < 0)
			*known = 0;
		return d > 0;
	}
	if (tok_is(t, "LINUX_VERSION_CODE")) {
		note_rel(c, REL_VERSION, NULL);
		c->i++;
		return build_version[c->build];
	}
	if (tok_is(t, "KERNEL_VERSION"))
		return kernel_version(c, known);
	if (t->type == TOK_NUMBER) {
		c->i++;
		return strtol(t->text, NULL, 0);
	}
	c->i++;
	if (t->type == TOK_IDENT)
		return macro_value(c, t, known);
	*known = 0;
	return 0;
}

static long cond_rel(struct cond *c, int *known)
{
	long a = primary(c, known), b;

	for (;;) {
		if (is_punct(c, "<=")) {
			c->i += 2;
			b = primary(c, known);
			a = a <= b;
		} else if (is_punct(c, ">=")) {
			c->i += 2;
			b = primary(c, known);
			a = a >= b;
		} else if (is_punct(c, "==")) {
			c->i += 2;
			b = primary(c, known);
			a = a == b;
		} else if (is_punct(c, "!=")) {
			c->i += 2;
			b = primary(c, known);
			a = a != b;
		} else if (is_punct(c, "<") && !is_punct(c, "<<")) {
			c->i++;
			b = primary(c, known);
			a = a < b;
		} else if (is_punct(c, ">") && !is_punct(c, ">>")) {
			c->i++;
			b = primary(c, known);
			a = a > b;
		} else {
			return a;
		}
	}
}

static long cond_and(struct cond *c, int *known)
{
	long a = cond_rel(c, known);

	while (is_punct(c, "&&")) {
		int k2 = 1;
		long b;

		c->i += 2;
		b = cond_rel(c, &k2);
		/* 0 && unknown is still 0 */
		if ((*known && !a) || (k2 && !b)) {
			*known = 1;
			a = 0;
		} else {
			*known = *known && k2;
			a = a && b;
		}
	}
	return a;
}

static long cond_or(struct cond *c, int *known)
{
	long a = cond_and(c, known);

	while (is_punct(c, "||")) {
		int k2 = 1;
		long b;

		c->i += 2;
		b = cond_and(c, &k2);
		if ((*known && a) || (k2 && b)) {
			*known = 1;
			a = 1;
		} else {
			*known = *known && k2;
			a = a || b;
		}
	}
	return a;
}

/* evaluate for one build: 1, 0 or -1; the relation goes to *rel, *relm */
static int eval(struct env *env, const struct token *t, size_t n, int build,
		int *rel, const struct macro **relm)
{
	struct cond c = { t, n, 0, build, env, REL_NONE, NULL };
	int known = 1;
	long v = cond_or(&c, &known);

	if (c.rel > *rel) {
		*rel = c.rel;
		*relm = c.relm;
	}
	if (c.i < c.n)
		known = 0;	/* something we did not understand */
	return known ? v != 0 : -1;
}

/*
 * "LINUX_VERSION_CODE < KERNEL_VERSION(2,5,0)" as "LINUX_VERSION_CODE <
 * 2.5.0": the condition with the source's spacing, versions dotted.
 */
static void render_cond(struct strbuf *sb, const struct token *t, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (i && t[i].offset > t[i - 1].offset + t[i - 1].len)
			strbuf_addch(sb, ' ');
		if (tok_is(&t[i], "KERNEL_VERSION") && i + 7 < n &&
		    *t[i + 1].text == '(' &&
		    t[i + 2].type == TOK_NUMBER &&
		    t[i + 4].type == TOK_NUMBER &&
		    t[i + 6].type == TOK_NUMBER && *t[i + 7].text == ')') {
			strbuf_addf(sb, "%.*s.%.*s.%.*s", (int)t[i + 2].len,
				    t[i + 2].text, (int)t[i + 4].len,
				    t[i + 4].text, (int)t[i + 6].len,
				    t[i + 6].text);
			i += 7;
			continue;
		}
		strbuf_add(sb, t[i].text, t[i].len);
	}
}

/* the 2.6 ways of doing what 2.4's API did: a branch with these is 2.6 code */
static const struct {
	const char *name, *what;
} api26[] = {
	{ "get_user_pages", "pins with get_user_pages()" },
	{ "get_user_pages_fast", "pins with get_user_pages_fast()" },
	{ "bio_map_user", "uses bios (bio_map_user())" },
	{ "bio_unmap_user", "uses bios (bio_unmap_user())" },
	{ "bio_alloc", "uses bios (bio_alloc())" },
	{ "bio_add_page", "uses bios (bio_add_page())" },
	{ "submit_bio", "uses bios (submit_bio())" },
	{ "blk_rq_map_user", "maps with blk_rq_map_user()" },
};

struct rawbranch {
	int single;		/* +1: tests one macro set, -1: unset, 0 */
	char macro[64];
	int is_else;
	int has_kio;		/* 2.4 API code (or the API's header) */
	int api26;		/* index in api26[] + 1, or 0 */
	unsigned line26;
	int rel;
	char *why;		/* the evidence its condition gives */
	int v[NBUILDS];
};

struct xframe {
	struct guard_frame f;
	struct rawbranch rb[GUARD_MAX_BRANCHES];
	int overflow;		/* too many #elif: left alone */
	int taken[NBUILDS];	/* some earlier branch was taken */
	int depth;
	unsigned long if_seq, endif_seq;	/* code tokens before */
};

static void xframe_release(struct xframe *x)
{
	int b;

	for (b = 0; b < GUARD_MAX_BRANCHES; b++)
		free(x->rb[b].why);
}

struct scan {
	struct env env;
	struct xframe *fr;	/* the main file's closed frames */
	size_t nfr, afr;
	unsigned long code_seq;
	const char *stack_names[8];	/* headers being read */
	int nincl;
	/*
	 * The frames of one branch of 2.6 code only, the partners
	 * find_pair() looks for, by where they start and end in code
	 * tokens (made by index_partners()): a file may have thousands
	 * of #if blocks, and each asked about all the others.
	 */
	size_t *partner, npartner;
	struct sorted_index by_if, by_endif;
};

static int verdict(const int *v, int lo, int hi)
{
	if (v[lo] < 0 || v[hi] < 0 || v[lo] != v[hi])
		return -1;
	return v[lo];
}

/* "defined(M)", "defined M", "M", "!defined(M)", "!M": which macro */
static int single_macro(const struct token *t, size_t n, char *name,
			size_t size)
{
	int neg = 0;
	size_t i = 0;

	if (n && t[0].type == TOK_PUNCT && *t[0].text == '!') {
		neg = 1;
		i++;
	}
	if (i < n && tok_is(&t[i], "defined")) {
		i++;
		if (i + 3 == n && *t[i].text == '(' && *t[i + 2].text == ')')
			i++;
		else if (i + 1 != n)
			return 0;
	} else if (i + 1 != n) {
		return 0;
	}
	if (t[i].type != TOK_IDENT || t[i].len >= size ||
	    tok_is(&t[i], "LINUX_VERSION_CODE"))
		return 0;
	memcpy(name, t[i].text, t[i].len);
	name[t[i].len] = '\0';
	return neg ? -1 : 1;
}

static void branch(struct scan *s, struct xframe *o, unsigned line,
		   unsigned end, const struct token *t, size_t n, int is_else,
		   int negate)
{
	int v[NBUILDS], b, rel = REL_NONE;
	const struct macro *relm = NULL;
	struct guard_branch *br;
	struct rawbranch *rb;

	if (o->f.nbr)
		o->f.br[o->f.nbr - 1].body_end = line - 1;
	if (o->f.nbr == GUARD_MAX_BRANCHES) {
		o->overflow = 1;
		return;
	}
	for (b = 0; b < NBUILDS; b++) {
		int x = is_else ? 1 : eval(&s->env, t, n, b, &rel, &relm);

		if (negate && x >= 0)
			x = !x;
		if (o->taken[b] == 1)
			v[b] = 0;
		else if (o->taken[b] < 0)
			v[b] = x == 0 ? 0 : -1;
		else
			v[b] = x;
		if (x == 1 && o->taken[b] == 0)
			o->taken[b] = 1;
		else if (x < 0 && o->taken[b] == 0)
			o->taken[b] = -1;
	}
	rb = &o->rb[o->f.nbr];
	br = &o->f.br[o->f.nbr++];
	br->dir_line = line;
	br->dir_end = end;
	br->take24 = verdict(v, B24_LO, B24_HI);
	br->take26 = verdict(v, B26_LO, B26_HI);
	memcpy(rb->v, v, sizeof(v));
	rb->is_else = is_else;
	rb->rel = rel;
	if (!is_else) {
		rb->single = single_macro(t, n, rb->macro, sizeof(rb->macro));
		if (negate)
			rb->single = -rb->single;
	}
	if (rel == REL_VERSION) {
		struct strbuf sb = STRBUF_INIT;

		strbuf_addstr(&sb, "version test ");
		render_cond(&sb, t, n);
		strbuf_addf(&sb, " at line %u", line);
		rb->why = strbuf_detach(&sb, NULL);
	} else if (relm && relm->why) {
		rb->why = xstrdup(relm->why);
	}
}

/* what the open #if branches make of a line: 1, 0, -1 per build */
static void active(const struct xframe *stack, size_t depth,
		   const int *base, int *act, int *rel)
{
	size_t k;
	int b;

	for (b = 0; b < NBUILDS; b++)
		act[b] = base ? base[b] : 1;
	*rel = base ? base[NBUILDS] : REL_NONE;
	for (k = 0; k < depth; k++) {
		const struct xframe *x = &stack[k];
		const struct rawbranch *rb;
		int i;

		if (x->overflow || !x->f.nbr)
			continue;
		rb = &x->rb[x->f.nbr - 1];
		for (b = 0; b < NBUILDS; b++)
			if (act[b] != 0 && rb->v[b] != 1)
				act[b] = rb->v[b];
		/* a branch's meaning may come from the #if before it */
		for (i = x->f.nbr - 1; i >= 0; i--)
			if (x->rb[i].rel > *rel)
				*rel = x->rb[i].rel;
	}
}

static void define(struct scan *s, const char *file, unsigned line,
		   const struct token *t, size_t n, int undef,
		   const struct xframe *stack, size_t depth, const int *base)
{
	int act[NBUILDS], rel, b, hasval = 0;
	long val = 0;
	struct macro *m;

	if (!n || t[0].type != TOK_IDENT)
		return;
	m = env_get(&s->env, t[0].text, t[0].len);
	if (!m || m->learned)
		return;
	active(stack, depth, base, act, &rel);
	if (n == 2 && t[1].type == TOK_NUMBER) {
		hasval = 1;
		val = strtol(t[1].text, NULL, 0);
	}
	m->defined_here = 1;
	for (b = 0; b < NBUILDS; b++) {
		if (act[b] == 1) {
			m->st[b] = undef ? M_UNDEF : M_DEF;
			m->val[b] = val;
			m->hasval[b] = hasval && !undef;
		} else if (act[b] < 0) {
			m->st[b] = M_MAYBE;
		} else if (m->st[b] == M_UNSEEN) {
			/* the driver defines it, only not in this build */
			m->st[b] = M_UNDEF;
		}
	}
	if (!undef && rel >= REL_LEARNED && !m->why) {
		const char *base_name = strrchr(file, '/');

		m->why = xasprintf("macro %s defined at %s:%u from %s%s%s",
				   m->name, base_name ? base_name + 1 : file,
				   line, rel == REL_LEARNED ? "a macro that "
				   "selects the kernel version" :
				   rel == REL_API ? "a macro only the 2.4 " :
				   "LINUX_VERSION_CODE",
				   rel == REL_API ? KIONAME(KIOBUF) : "",
				   rel == REL_API ? " API defines" : "");
	}
}

static void scan_text(struct scan *s, const char *file, const char *buf,
		      size_t len, int is_main, const int *base);

static void include(struct scan *s, const char *file, const struct token *t,
		    const struct xframe *stack, size_t depth, const int *base)
{
	const char *slash = strrchr(file, '/');
	char *path, *text;
	int act[NBUILDS + 1], i;
	size_t len;

	if (t->len < 3 || t->text[0] != '"' || s->nincl == 8)
		return;
	path = xasprintf("%.*s%.*s", slash ? (int)(slash - file + 1) : 0,
			 file, (int)t->len - 2, t->text + 1);
	for (i = 0; i < s->nincl; i++)
		if (!strcmp(s->stack_names[i], path)) {
			free(path);
			return;
		}
	active(stack, depth, base, act, &act[NBUILDS]);
	for (i = 0; i < NBUILDS && act[i] == 0; i++)
		;
	text = i < NBUILDS ? read_file_quiet(path, 1u << 20, &len) : NULL;
	if (text) {
		s->stack_names[s->nincl++] = path;
		scan_text(s, path, text, len, 0, act);
		s->nincl--;
		free(text);
	}
	free(path);
}

static int tok_is_header(const struct token *t)
{
	static const char h[] = "<" VOCAB_HEADER ">";

	return t->len == sizeof(h) - 1 && !memcmp(t->text, h, t->len);
}

/* 2.4 API code and 2.6 code in the open branches of the main file */
static void attribute(struct xframe *stack, size_t depth,
		      const struct token *t, int kio)
{
	size_t k, a = 0;

	if (!kio) {
		for (a = 0; a < sizeof(api26) / sizeof(api26[0]); a++)
			if (tok_is(t, api26[a].name))
				break;
		if (a == sizeof(api26) / sizeof(api26[0]))
			return;
	}
	for (k = 0; k < depth; k++) {
		struct rawbranch *rb;

		if (stack[k].overflow || !stack[k].f.nbr)
			continue;
		rb = &stack[k].rb[stack[k].f.nbr - 1];
		if (kio) {
			rb->has_kio = 1;
		} else if (!rb->api26) {
			rb->api26 = (int)a + 1;
			rb->line26 = t->line;
		}
	}
}

/*
 * "#ifndef X" then "#define X" as the first two directives: an include
 * guard, whose macro is not yet set when the file is first read.  Fills
 * name (size bytes).
 */
static int include_guard(const char *buf, size_t len, char *name,
			 size_t size)
{
	struct lexer lx;
	struct token t, d[4];
	int n = 0, dirs = 0;

	lex_init(&lx, buf, len);
	while (dirs <= 2 && lex_next(&lx, &t)) {
		if (!t.directive)
			return 0;
		if (t.first_in_directive) {
			dirs++;
			n = 0;
			continue;
		}
		if (n < 4)
			d[n] = t;
		n++;
		if (n == 2 && dirs == 1 && (!tok_is(&d[0], "ifndef") ||
					   d[1].len >= size))
			return 0;
		if (n == 2 && dirs == 1) {
			memcpy(name, d[1].text, d[1].len);
			name[d[1].len] = '\0';
		}
		if (n == 2 && dirs == 2)
			return tok_is(&d[0], "define") && tok_is(&d[1], name);
	}
	return 0;
}

/* one text's scan: its open #if frames and the directive being read */
struct dirscan {
	struct scan *s;
	const char *file;
	int is_main;		/* the main file, not one it includes */
	const int *base;	/* the builds the includer's branch is in */
	struct xframe *stack;
	size_t depth, alloc;
	const char *name;	/* the directive's name... */
	size_t name_len;
	struct token *cond;	/* ...and its tokens after the name */
	size_t ncond, acond;
	unsigned dline, dend;	/* its first and last lines */
};

static int dir_is(const struct dirscan *d, const char *name)
{
	return d->name_len == strlen(name) &&
	       !memcmp(d->name, name, d->name_len);
}

/* #if, #ifdef X (as "#if defined X"), #ifndef X: a frame opens */
static void open_frame(struct dirscan *d, int is_if, int is_ifndef)
{
	struct scan *s = d->s;
	struct xframe *x;
	struct token dt[2];
	size_t nd = 0;

	if (d->depth == d->alloc) {
		d->alloc = d->alloc ? d->alloc * 2 : 8;
		d->stack = xrealloc(d->stack, d->alloc * sizeof(*d->stack));
	}
	x = &d->stack[d->depth];
	memset(x, 0, sizeof(*x));
	x->depth = (int)d->depth;
	x->if_seq = s->code_seq;
	d->depth++;
	if (is_if) {
		branch(s, x, d->dline, d->dend, d->cond, d->ncond, 0, 0);
	} else {
		/* as "defined X" */
		memset(dt, 0, sizeof(dt));
		dt[nd].type = TOK_IDENT;
		dt[nd].text = "defined";
		dt[nd++].len = 7;
		if (d->ncond)
			dt[nd++] = d->cond[0];
		branch(s, x, d->dline, d->dend, dt, nd, 0, is_ifndef);
	}
}

/* #endif: the frame closes, kept when it is the main file's */
static void close_frame(struct dirscan *d)
{
	struct scan *s = d->s;
	struct xframe *o = &d->stack[--d->depth];

	if (o->f.nbr)
		o->f.br[o->f.nbr - 1].body_end = d->dline - 1;
	o->f.endif_line = d->dline;
	o->endif_seq = s->code_seq;
	if (d->is_main && !o->overflow) {
		if (s->nfr == s->afr) {
			s->afr = s->afr ? s->afr * 2 : 8;
			s->fr = xrealloc(s->fr, s->afr * sizeof(*s->fr));
		}
		s->fr[s->nfr++] = *o;
	} else {
		xframe_release(o);
	}
}

/* a directive read whole: what it does to the frames and the macros */
static void end_directive(struct dirscan *d)
{
	struct scan *s = d->s;
	int is_if = dir_is(d, "if"), is_ifdef = dir_is(d, "ifdef");
	int is_ifndef = dir_is(d, "ifndef");

	if (is_if || is_ifdef || is_ifndef) {
		open_frame(d, is_if, is_ifndef);
	} else if (d->depth && dir_is(d, "elif")) {
		branch(s, &d->stack[d->depth - 1], d->dline, d->dend,
		       d->cond, d->ncond, 0, 0);
	} else if (d->depth && dir_is(d, "else")) {
		branch(s, &d->stack[d->depth - 1], d->dline, d->dend,
		       NULL, 0, 1, 0);
	} else if (d->depth && dir_is(d, "endif")) {
		close_frame(d);
	} else if (dir_is(d, "define")) {
		define(s, d->file, d->dline, d->cond, d->ncond, 0, d->stack,
		       d->depth, d->base);
	} else if (dir_is(d, "undef")) {
		define(s, d->file, d->dline, d->cond, d->ncond, 1, d->stack,
		       d->depth, d->base);
	} else if (dir_is(d, "include") && d->ncond) {
		if (d->is_main && tok_is_header(&d->cond[0]))
			attribute(d->stack, d->depth, &d->cond[0], 1);
		include(s, d->file, &d->cond[0], d->stack, d->depth, d->base);
	}
}

/* a token of a directive: its name, else one of its condition's */
static void directive_token(struct dirscan *d, const struct token *t)
{
	d->dend = t->line;
	if (!d->name) {
		d->name = t->text;
		d->name_len = t->len;
		return;
	}
	if (d->ncond == d->acond) {
		d->acond = d->acond ? d->acond * 2 : 16;
		d->cond = xrealloc(d->cond, d->acond * sizeof(*d->cond));
	}
	d->cond[d->ncond++] = *t;
}

/* an include guard's macro is not yet set when the file is first read */
static void guard_undefined(struct scan *s, const char *buf, size_t len)
{
	char guard_name[64];

	if (include_guard(buf, len, guard_name, sizeof(guard_name))) {
		struct macro *m = env_get(&s->env, guard_name,
					  strlen(guard_name));
		int b;

		for (b = 0; m && b < NBUILDS; b++)
			if (m->st[b] == M_UNSEEN)
				m->st[b] = M_UNDEF;
	}
}

static void scan_text(struct scan *s, const char *file, const char *buf,
		      size_t len, int is_main, const int *base)
{
	struct lexer lx;
	struct token t;
	struct dirscan d;
	int in_dir = 0;

	memset(&d, 0, sizeof(d));
	d.s = s;
	d.file = file;
	d.is_main = is_main;
	d.base = base;
	guard_undefined(s, buf, len);
	lex_init(&lx, buf, len);
	for (;;) {
		int more = lex_next(&lx, &t);

		/* a directive ends at the first token outside it */
		if (in_dir && (!more || t.first_in_directive || !t.directive)) {
			in_dir = 0;
			end_directive(&d);
		}
		if (!more)
			break;
		if (t.first_in_directive) {
			in_dir = 1;
			d.name = NULL;
			d.name_len = 0;
			d.ncond = 0;
			d.dline = d.dend = t.line;
			continue;
		}
		if (in_dir) {
			directive_token(&d, &t);
			continue;
		}
		if (!is_main)
			continue;
		s->code_seq++;
		if (t.type == TOK_IDENT) {
			const struct vocab *v = vocab_lookup(t.text, t.len);

			attribute(d.stack, d.depth, &t,
				  v && v->cls != VOC_MEMBER);
		}
	}
	while (d.depth)
		xframe_release(&d.stack[--d.depth]);
	free(d.stack);
	free(d.cond);
}

/*
 * The 2.4 and 2.6 branches of one job: within a frame, a branch of
 * 2.4 API code beside one of 2.6 code; across frames, "#if A ... #endif"
 * right after "#if B ... #endif" with nothing between, one each.  Fills
 * pair[i] (1-based index of the 2.6 branch's frame and branch) for the
 * 2.4 API branches.
 */
struct pair {
	size_t frame;		/* the 2.6 branch: s->fr index */
	int br;
	int paired;
};

static int kio_only(const struct rawbranch *rb)
{
	return rb->has_kio && !rb->api26;
}

static int new_only(const struct rawbranch *rb)
{
	return rb->api26 && !rb->has_kio;
}

static int by_if_cmp(const void *ctx, size_t a, size_t b)
{
	const struct scan *s = ctx;
	unsigned long x = s->fr[s->partner[a]].if_seq;
	unsigned long y = s->fr[s->partner[b]].if_seq;

	return x < y ? -1 : x > y;
}

static int by_endif_cmp(const void *ctx, size_t a, size_t b)
{
	const struct scan *s = ctx;
	unsigned long x = s->fr[s->partner[a]].endif_seq;
	unsigned long y = s->fr[s->partner[b]].endif_seq;

	return x < y ? -1 : x > y;
}

static int by_if_probe(const void *ctx, size_t a, const void *key)
{
	const struct scan *s = ctx;
	unsigned long x = s->fr[s->partner[a]].if_seq;
	unsigned long k = *(const unsigned long *)key;

	return x < k ? -1 : x > k;
}

static int by_endif_probe(const void *ctx, size_t a, const void *key)
{
	const struct scan *s = ctx;
	unsigned long x = s->fr[s->partner[a]].endif_seq;
	unsigned long k = *(const unsigned long *)key;

	return x < k ? -1 : x > k;
}

static void index_partners(struct scan *s)
{
	size_t k;

	s->partner = xmalloc((s->nfr + 1) * sizeof(size_t));
	s->npartner = 0;
	for (k = 0; k < s->nfr; k++)
		if (s->fr[k].f.nbr == 1 && new_only(&s->fr[k].rb[0]))
			s->partner[s->npartner++] = k;
	sorted_index_build(&s->by_if, s->npartner, by_if_cmp, s);
	sorted_index_build(&s->by_endif, s->npartner, by_endif_cmp, s);
}

/*
 * The first frame k (in file order) that is frame f's partner: a 2.6
 * frame at f's depth right before it (ending where f starts, in code
 * tokens) or right after it.  Only those frames are looked at.
 */
static size_t adjacent_partner(const struct scan *s, size_t f)
{
	const struct xframe *x = &s->fr[f];
	size_t best = s->nfr, lo, hi, m;
	int side;

	for (side = 0; side < 2; side++) {
		const struct sorted_index *ix = side ? &s->by_if :
						&s->by_endif;

		sorted_index_range(ix, side ? by_if_probe : by_endif_probe, s,
				   side ? &x->endif_seq : &x->if_seq, &lo, &hi);
		for (m = lo; m < hi; m++) {
			size_t k = s->partner[ix->v[m]];
			const struct xframe *y = &s->fr[k];
			int before = y->f.endif_line < x->f.br[0].dir_line &&
				     y->endif_seq == x->if_seq;
			int after = x->f.endif_line < y->f.br[0].dir_line &&
				    x->endif_seq == y->if_seq;

			if (k == f || y->depth != x->depth || y->f.nbr != 1 ||
			    !new_only(&y->rb[0]) || !(before || after))
				continue;
			if (k < best)
				best = k;
		}
	}
	return best;
}

static void find_pair(const struct scan *s, size_t f, int i, struct pair *p)
{
	const struct xframe *x = &s->fr[f];
	size_t k;
	int j;

	memset(p, 0, sizeof(*p));
	if (!kio_only(&x->rb[i]))
		return;
	for (j = 0; j < x->f.nbr; j++)
		if (j != i && new_only(&x->rb[j])) {
			p->frame = f;
			p->br = j;
			p->paired = 1;
			return;
		}
	if (x->f.nbr != 1)
		return;
	/* nothing else in between: the nearest one */
	k = adjacent_partner(s, f);
	if (k < s->nfr) {
		p->frame = k;
		p->br = 0;
		p->paired = 1;
	}
}

static char *sibling_why(const struct scan *s, const struct pair *p)
{
	const struct rawbranch *rb = &s->fr[p->frame].rb[p->br];

	return xasprintf("sibling branch at line %u %s",
			 s->fr[p->frame].f.br[p->br].dir_line,
			 api26[rb->api26 - 1].what);
}

static void learn(struct env *e, const char *name, int side, const char *why)
{
	struct macro *m;

	/* known already: a pair shows nothing more */
	if (api_evidence(e, name, strlen(name)))
		return;
	m = env_get(e, name, strlen(name));
	if (!m || m->defined_here || m->conflict)
		return;
	if (m->learned && m->learned != side) {
		m->learned = 0;
		m->conflict = 1;
		free(m->why);
		m->why = NULL;
		return;
	}
	if (m->learned)
		return;
	m->learned = side;
	m->why = xasprintf("macro %s selects %s code: %s", name,
			   side == 24 ? "2.4" : "2.6", why);
}

/* a macro tested by branch i of a frame: which side it is on there */
static void learn_branch(struct env *e, const struct xframe *x, int i,
			 int side, const char *why)
{
	const struct rawbranch *rb = &x->rb[i];

	if (rb->single)
		learn(e, rb->macro, rb->single > 0 ? side : 50 - side, why);
	else if (rb->is_else && x->f.nbr == 2 && x->rb[0].single)
		learn(e, x->rb[0].macro,
		      x->rb[0].single > 0 ? 50 - side : side, why);
}

/* what the pairs of the first pass tell of the macros they test */
static void learn_pairs(struct scan *s, struct env *into)
{
	size_t f;
	int i;

	for (f = 0; f < s->nfr; f++)
		for (i = 0; i < s->fr[f].f.nbr; i++) {
			struct pair p;
			char *why, *tmp;

			find_pair(s, f, i, &p);
			if (!p.paired)
				continue;
			why = sibling_why(s, &p);
			tmp = xasprintf("at line %u, its %s",
					s->fr[f].f.br[i].dir_line, why);
			free(why);
			why = tmp;
			learn_branch(into, &s->fr[f], i, 24, why);
			learn_branch(into, &s->fr[p.frame], p.br, 26, why);
			free(why);
		}
}

static void finish(struct scan *s, struct guards *g)
{
	char *keep = xcalloc(s->nfr + 1, 1);
	size_t f, galloc = 0;
	int i;

	/* evidence first: the pairs look at other frames */
	for (f = 0; f < s->nfr; f++) {
		struct xframe *x = &s->fr[f];
		const char *why = NULL;
		int rel = REL_NONE;

		for (i = 0; i < x->f.nbr; i++) {
			struct guard_branch *br = &x->f.br[i];
			struct pair p;

			keep[f] |= x->rb[i].rel != REL_NONE;
			/* an #else means what the conditions before it say */
			if (x->rb[i].rel >= rel && x->rb[i].why) {
				rel = x->rb[i].rel;
				why = x->rb[i].why;
			}
			find_pair(s, f, i, &p);
			br->evidence = NULL;
			if (br->take26 == 0 && rel >= REL_DERIVED && why) {
				br->evidence = xstrdup(why);
			} else if (p.paired && br->take26 != 1 &&
				   !(x->rb[i].rel >= REL_DERIVED &&
				     br->take26 < 0)) {
				/* a version test 2.6 may pass is not beaten */
				br->evidence = sibling_why(s, &p);
				x->f.inferred = 1;
			} else if (br->take26 == 0 && rel == REL_LEARNED &&
				   why) {
				br->evidence = xstrdup(why);
				x->f.inferred = 1;
			}
			keep[f] |= br->evidence != NULL;
			/* its own test of a macro only 2.4 has stays so */
			if (x->rb[i].rel == REL_API && x->rb[i].why) {
				br->dir_evidence = xstrdup(x->rb[i].why);
				keep[f] = 1;
			}
		}
		if (rel == REL_LEARNED)
			x->f.inferred = 1;
	}
	for (f = 0; f < s->nfr; f++) {
		if (!keep[f])
			continue;
		if (g->nr == galloc) {
			galloc = galloc ? galloc * 2 : 8;
			g->v = xrealloc(g->v, galloc * sizeof(*g->v));
		}
		g->v[g->nr++] = s->fr[f].f;
		memset(&s->fr[f].f, 0, sizeof(s->fr[f].f));
	}
	free(keep);
}

static void scan_release(struct scan *s)
{
	size_t f;
	int b;

	for (f = 0; f < s->nfr; f++) {
		xframe_release(&s->fr[f]);
		for (b = 0; b < s->fr[f].f.nbr; b++) {
			free(s->fr[f].f.br[b].evidence);
			free(s->fr[f].f.br[b].dir_evidence);
		}
	}
	free(s->fr);
	env_free(&s->env);
	if (s->partner) {
		sorted_index_free(&s->by_if);
		sorted_index_free(&s->by_endif);
		free(s->partner);
	}
}

/*
 * A file that only a 2.4 branch of its directory's Makefile builds
 * (built.h) is one 2.4 branch from its first line to its last: a frame
 * of its own, known only from outside the file (inferred: never
 * dropped), which any #if inside it is nearer than.
 */
static void whole_file(const char *path, struct guards *g)
{
	int sub26 = build_version[B26_LO] == build_version[B26_HI] ?
		    (int)(build_version[B26_LO] & 0xff) : -1;
	char *why = built_only_24(path, sub26);
	struct guard_frame *f;

	if (!why)
		return;
	g->v = xrealloc(g->v, (g->nr + 1) * sizeof(*g->v));
	f = &g->v[g->nr++];
	memset(f, 0, sizeof(*f));
	f->endif_line = ~0u;
	f->nbr = 1;
	f->inferred = 1;
	f->br[0].body_end = ~0u - 1;
	f->br[0].take24 = -1;
	f->br[0].take26 = 0;
	f->br[0].evidence = why;
}

static void index_lines(struct guards *g, unsigned lines);

/* the last line number a site of buf can have */
static unsigned count_lines(const char *buf, size_t len)
{
	const char *p = buf, *e = buf + len;
	unsigned n = 1;

	while (p < e && (p = memchr(p, '\n', (size_t)(e - p))) != NULL) {
		n++;
		p++;
	}
	return n;
}

void guard_scan(const char *path, const char *buf, size_t len,
		struct guards *g)
{
	struct scan s1, s2;
	size_t i;

	memset(g, 0, sizeof(*g));
	memset(&s1, 0, sizeof(s1));
	memset(&s2, 0, sizeof(s2));
	/* first what the pairs tell, then everything with it known */
	scan_text(&s1, path, buf, len, 1, NULL);
	index_partners(&s1);
	for (i = 0; i < s1.env.nr; i++)
		if (s1.env.v[i]->defined_here)
			env_get(&s2.env, s1.env.v[i]->name,
				strlen(s1.env.v[i]->name))->defined_here = 1;
	/* a macro the driver never defines may be one only 2.4 has */
	s2.env.path = path;
	s2.env.api = api24_load(path);
	learn_pairs(&s1, &s2.env);
	for (i = 0; i < s2.env.nr; i++) {
		/* the defines are seen again, in order */
		memset(s2.env.v[i]->st, 0, sizeof(s2.env.v[i]->st));
		s2.env.v[i]->defined_here = 0;
	}
	scan_release(&s1);
	scan_text(&s2, path, buf, len, 1, NULL);
	index_partners(&s2);
	finish(&s2, g);
	api24_free(s2.env.api);
	scan_release(&s2);
	/* the file's own frame first: the line table holds it too */
	whole_file(path, g);
	index_lines(g, count_lines(buf, len));
}

/* a guarded branch's body lines, for guard_line() */
struct body {
	unsigned from, to;
	size_t order;
	const char *why;
};

static int body_cmp(const void *a, const void *b)
{
	const struct body *x = a, *y = b;
	unsigned sx = x->to - x->from, sy = y->to - y->from;

	if (sx != sy)
		return sx < sy ? -1 : 1;
	return x->order < y->order ? -1 : x->order > y->order;
}

/* the first line at or after l still without an answer */
static size_t unanswered(size_t *next, size_t l)
{
	size_t r = l, t;

	while (next[r] != r)
		r = next[r];
	while (next[l] != r) {
		t = next[l];
		next[l] = r;
		l = t;
	}
	return r;
}

/*
 * Every line's answer at once: the innermost guarded branch has the
 * nearest evidence (the shortest body; of equal ones the first), so
 * bodies are taken shortest first and each fills the lines still
 * empty, skipping filled runs (union-find): linear in lines and
 * branches, where asking per site cost sites times branches.  A line
 * no body answers may be a directive whose test names a macro only 2.4
 * has (#ifdef on a constant of the API's header): that test's evidence,
 * the last such directive's.  A whole file's frame (whole_file()) ends
 * past the last line: lines stops the table there.
 */
static void index_lines(struct guards *g, unsigned lines)
{
	struct body *v = NULL;
	size_t nv = 0, i, order = 0, *next, l;
	unsigned max = 0, end;
	int b;

	for (i = 0; i < g->nr; i++)
		order += (size_t)g->v[i].nbr;
	v = xmalloc((order + 1) * sizeof(*v));
	order = 0;
	for (i = 0; i < g->nr; i++)
		for (b = 0; b < g->v[i].nbr; b++, order++) {
			const struct guard_branch *br = &g->v[i].br[b];

			if (br->dir_evidence && br->dir_end >= br->dir_line) {
				end = br->dir_end < lines ? br->dir_end : lines;
				if (end > max)
					max = end;
			}
			if (!br->evidence || br->body_end <= br->dir_end)
				continue;
			v[nv].from = br->dir_end + 1;
			v[nv].to = br->body_end;
			v[nv].order = order;
			v[nv++].why = br->evidence;
			end = br->body_end < lines ? br->body_end : lines;
			if (end > max)
				max = end;
		}
	if (!max) {
		free(v);
		return;
	}
	/* sorted by the whole span: a whole file's is the longest */
	qsort(v, nv, sizeof(*v), body_cmp);
	g->nwhy = (size_t)max + 1;
	g->why = xcalloc(g->nwhy, sizeof(*g->why));
	next = xmalloc((g->nwhy + 1) * sizeof(size_t));
	for (l = 0; l <= g->nwhy; l++)
		next[l] = l;
	for (i = 0; i < nv; i++)
		for (l = unanswered(next, v[i].from);
		     l < g->nwhy && l <= v[i].to;
		     l = unanswered(next, l + 1)) {
			g->why[l] = v[i].why;
			next[l] = l + 1;
		}
	/* a line still its own next no body answered */
	for (i = 0; i < g->nr; i++)
		for (b = 0; b < g->v[i].nbr; b++) {
			const struct guard_branch *br = &g->v[i].br[b];

			if (!br->dir_evidence)
				continue;
			for (l = br->dir_line; l <= br->dir_end && l < g->nwhy;
			     l++)
				if (next[l] == l)
					g->why[l] = br->dir_evidence;
		}
	free(next);
	free(v);
}

const char *guard_line(const struct guards *g, unsigned line)
{
	return line < g->nwhy ? g->why[line] : NULL;
}

int guard_drop_lines(const struct guards *g, char *drop, size_t nlines)
{
	size_t i;
	unsigned l;
	int b, resolved = 0;

	for (i = 0; i < g->nr; i++) {
		const struct guard_frame *f = &g->v[i];
		int keep = -1, ok = !f->inferred;

		/* what a 2.6 build takes must be known: that stays */
		for (b = 0; b < f->nbr; b++) {
			if (f->br[b].take26 < 0)
				ok = 0;
			else if (f->br[b].take26)
				keep = keep < 0 ? b : -2;
		}
		if (!ok || keep == -2)
			continue;
		for (b = 0; b < f->nbr; b++) {
			unsigned from = f->br[b].dir_line;
			unsigned to = b == keep ? f->br[b].dir_end :
				      f->br[b].body_end;

			for (l = from; l <= to && l <= nlines; l++)
				drop[l] = 1;
		}
		if (f->endif_line <= nlines)
			drop[f->endif_line] = 1;
		resolved++;
	}
	return resolved;
}

void guard_free(struct guards *g)
{
	size_t i;
	int b;

	for (i = 0; i < g->nr; i++)
		for (b = 0; b < g->v[i].nbr; b++) {
			free(g->v[i].br[b].evidence);
			free(g->v[i].br[b].dir_evidence);
		}
	free(g->v);
	free(g->why);
	memset(g, 0, sizeof(*g));
}
