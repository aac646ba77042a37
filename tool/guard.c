/* guard: see guard.h for the contract. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "guard.h"
#include "lex.h"
#include "util.h"

/* the builds a branch is judged by */
enum { B24_LO, B24_HI, B26_LO, B26_HI, NBUILDS };
static const long build_version[NBUILDS] = {
	(2 << 16) + (4 << 8) + 0, (2 << 16) + (4 << 8) + 255,
	(2 << 16) + (6 << 8) + 0, (2 << 16) + (6 << 8) + 255,
};

/*
 * A feature macro that qualifies the kiobuf word (KIOBUF_WITH_SIZE,
 * KIOBUF_HAS_SZ, KIOVEC_SZ) chooses between two variants of the 2.4 API,
 * alloc_kiovec_sz() or alloc_kiovec() say: both branches are 2.4 code to
 * port, so it is not a version guard.
 */
static int kiobuf_variant(const char *name)
{
	static const char *const word[] = { "KIOBUF", "KIOVEC", "IOBUF" };
	static const char *const qual[] = { "_WITH", "_HAS", "_SZ", "_SIZE" };
	const char *w;
	size_t i, k;

	for (i = 0; i < sizeof(word) / sizeof(word[0]); i++) {
		w = strstr(name, word[i]);
		if (!w)
			continue;
		w += strlen(word[i]);
		for (k = 0; k < sizeof(qual) / sizeof(qual[0]); k++)
			if (!strncmp(w, qual[k], strlen(qual[k])))
				return 1;
	}
	return 0;
}

static int kiobuf_macro(const struct token *t)
{
	char name[128];
	size_t i;

	if (t->type != TOK_IDENT || t->len >= sizeof(name))
		return 0;
	for (i = 0; i < t->len; i++)
		name[i] = (char)toupper((unsigned char)t->text[i]);
	name[t->len] = '\0';
	return (strstr(name, "KIOBUF") || strstr(name, "KIOVEC") ||
		strstr(name, "IOBUF")) && !kiobuf_variant(name);
}

/* a tiny evaluator over the condition's tokens; -1 is "unknown" */
struct cond {
	const struct token *t;
	size_t n, i;
	int build;
	int related;	/* mentions the version or a kiobuf macro */
};

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
		int paren;
		const struct token *m;

		c->i++;
		paren = is_punct(c, "(");
		if (paren)
			c->i++;
		m = c->i < c->n ? &c->t[c->i] : NULL;
		c->i++;
		if (paren && is_punct(c, ")"))
			c->i++;
		if (m && kiobuf_macro(m)) {
			c->related = 1;
			return c->build < B26_LO;
		}
		*known = 0;
		return 0;
	}
	if (tok_is(t, "LINUX_VERSION_CODE")) {
		c->related = 1;
		c->i++;
		return build_version[c->build];
	}
	if (tok_is(t, "KERNEL_VERSION"))
		return kernel_version(c, known);
	if (t->type == TOK_NUMBER) {
		c->i++;
		return strtol(t->text, NULL, 0);
	}
	if (kiobuf_macro(t)) {		/* #if HAVE_KIOBUF */
		c->related = 1;
		c->i++;
		return c->build < B26_LO;
	}
	c->i++;
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

/* evaluate for one build: 1, 0 or -1; sets *related */
static int eval(const struct token *t, size_t n, int build, int *related)
{
	struct cond c = { t, n, 0, build, 0 };
	int known = 1;
	long v = cond_or(&c, &known);

	if (c.related)
		*related = 1;
	if (c.i < c.n)
		known = 0;	/* something we did not understand */
	return known ? v != 0 : -1;
}

struct open_frame {
	struct guard_frame f;
	int related;
	int taken[NBUILDS];	/* some earlier branch was taken */
};

static int verdict(const int *v, int lo, int hi)
{
	if (v[lo] < 0 || v[hi] < 0 || v[lo] != v[hi])
		return -1;
	return v[lo];
}

static void branch(struct open_frame *o, unsigned line, unsigned end,
		   const struct token *t, size_t n, int is_else, int negate)
{
	int v[NBUILDS], b;
	struct guard_branch *br;

	if (o->f.nbr)
		o->f.br[o->f.nbr - 1].body_end = line - 1;
	if (o->f.nbr == GUARD_MAX_BRANCHES) {
		o->related = 0;	/* too many #elif: leave it alone */
		return;
	}
	for (b = 0; b < NBUILDS; b++) {
		int x = is_else ? 1 : eval(t, n, b, &o->related);

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
	br = &o->f.br[o->f.nbr++];
	br->dir_line = line;
	br->dir_end = end;
	br->take24 = verdict(v, B24_LO, B24_HI);
	br->take26 = verdict(v, B26_LO, B26_HI);
}

void guard_scan(const char *buf, size_t len, struct guards *g)
{
	struct lexer lx;
	struct token t, *cond = NULL;
	struct open_frame *stack = NULL;
	size_t depth = 0, alloc = 0, ncond = 0, acond = 0;
	size_t galloc = 0;
	const char *name = NULL;
	size_t name_len = 0;
	unsigned dline = 0, dend = 0;
	int in_dir = 0;

	memset(g, 0, sizeof(*g));
	lex_init(&lx, buf, len);
	for (;;) {
		int more = lex_next(&lx, &t);

		/* a directive ends at the first token outside it */
		if (in_dir && (!more || t.first_in_directive || !t.directive)) {
			in_dir = 0;
			if (name_len == 2 && !memcmp(name, "if", 2)) {
				if (depth == alloc) {
					alloc = alloc ? alloc * 2 : 8;
					stack = xrealloc(stack, alloc *
							 sizeof(*stack));
				}
				memset(&stack[depth], 0, sizeof(stack[0]));
				branch(&stack[depth++], dline, dend, cond,
				       ncond, 0, 0);
			} else if ((name_len == 5 && !memcmp(name, "ifdef", 5)) ||
				   (name_len == 6 && !memcmp(name, "ifndef", 6))) {
				struct token d[4];
				size_t nd = 0;

				if (depth == alloc) {
					alloc = alloc ? alloc * 2 : 8;
					stack = xrealloc(stack, alloc *
							 sizeof(*stack));
				}
				memset(&stack[depth], 0, sizeof(stack[0]));
				/* as "defined X" */
				memset(d, 0, sizeof(d));
				d[nd].type = TOK_IDENT;
				d[nd].text = "defined";
				d[nd++].len = 7;
				if (ncond)
					d[nd++] = cond[0];
				branch(&stack[depth++], dline, dend, d, nd, 0,
				       name_len == 6);
			} else if (depth && name_len == 4 &&
				   !memcmp(name, "elif", 4)) {
				branch(&stack[depth - 1], dline, dend, cond,
				       ncond, 0, 0);
			} else if (depth && name_len == 4 &&
				   !memcmp(name, "else", 4)) {
				branch(&stack[depth - 1], dline, dend, NULL, 0,
				       1, 0);
			} else if (depth && name_len == 5 &&
				   !memcmp(name, "endif", 5)) {
				struct open_frame *o = &stack[--depth];

				if (o->f.nbr)
					o->f.br[o->f.nbr - 1].body_end =
						dline - 1;
				o->f.endif_line = dline;
				if (o->related) {
					if (g->nr == galloc) {
						galloc = galloc ? galloc * 2 : 8;
						g->v = xrealloc(g->v, galloc *
								sizeof(*g->v));
					}
					g->v[g->nr++] = o->f;
				}
			}
		}
		if (!more)
			break;
		if (t.first_in_directive) {
			in_dir = 1;
			name = NULL;
			name_len = 0;
			ncond = 0;
			dline = dend = t.line;
			continue;
		}
		if (in_dir) {
			dend = t.line;
			if (!name) {
				name = t.text;
				name_len = t.len;
				continue;
			}
			if (ncond == acond) {
				acond = acond ? acond * 2 : 16;
				cond = xrealloc(cond, acond * sizeof(*cond));
			}
			cond[ncond++] = t;
		}
	}
	free(stack);
	free(cond);
}

int guard_line(const struct guards *g, unsigned line)
{
	size_t i;
	int b;

	/* a branch every 2.6 build compiles is live 2.6 code, not legacy */
	for (i = 0; i < g->nr; i++)
		for (b = 0; b < g->v[i].nbr; b++)
			if (line > g->v[i].br[b].dir_end &&
			    line <= g->v[i].br[b].body_end &&
			    g->v[i].br[b].take26 != 1)
				return 1;
	return 0;
}

int guard_drop_lines(const struct guards *g, char *drop, size_t nlines)
{
	size_t i;
	unsigned l;
	int b, resolved = 0;

	for (i = 0; i < g->nr; i++) {
		const struct guard_frame *f = &g->v[i];
		int keep = -1, ok = 1;

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
	free(g->v);
	memset(g, 0, sizeof(*g));
}
