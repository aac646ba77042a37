/* pfscope: see pfscope.h for the contract. */
#include <stdlib.h>
#include <string.h>

#include "lex.h"
#include "lookup.h"
#include "pageflow.h"
#include "pfscope.h"
#include "util.h"

/* a name seen in a file: into its text */
struct ref {
	const char *s;
	size_t len;
};

/* a function (or function-like macro) of a file: its calls are
 * calls[call0 .. call0 + ncalls) of the file's summary */
struct fnsum {
	struct ref name;
	size_t call0, ncalls;
	int primitive;		/* names a page primitive itself */
};

/* what one file defines and calls, and whether it names a primitive */
struct summary {
	struct fnsum *fns;
	struct ref *calls, *pinargs;
	size_t nfns, ncalls, npinargs;
	int primitive;
};

/* a set of names (NUL-terminated copies), indexed by name_index */
struct names {
	char **v;
	size_t n;
	struct name_index ix;
};

static const char *name_of(const void *ctx, size_t i)
{
	return ((const struct names *)ctx)->v[i];
}

static int names_has(struct names *ns, const struct ref *r)
{
	return name_index_find(&ns->ix, r->s, r->len, name_of, ns) !=
	       NAME_NONE;
}

/* 1 when the name was new */
static int names_add(struct names *ns, const struct ref *r)
{
	if (names_has(ns, r))
		return 0;
	ns->v = xrealloc(ns->v, (ns->n + 1) * sizeof(*ns->v));
	ns->v[ns->n] = xstrndup(r->s, r->len);
	name_index_add(&ns->ix, ns->n, name_of, ns);
	ns->n++;
	return 1;
}

static void names_free(struct names *ns)
{
	size_t i;

	for (i = 0; i < ns->n; i++)
		free(ns->v[i]);
	free(ns->v);
	name_index_free(&ns->ix);
}

static void push(struct ref **v, size_t *n, const struct token *t)
{
	*v = xrealloc(*v, (*n + 1) * sizeof(**v));
	(*v)[*n].s = t->text;
	(*v)[(*n)++].len = t->len;
}

static void push_ref(struct ref **v, size_t *n, const struct ref *r)
{
	*v = xrealloc(*v, (*n + 1) * sizeof(**v));
	(*v)[(*n)++] = *r;
}

static int punct(const struct token *t, char c)
{
	return t->type == TOK_PUNCT && t->len == 1 && *t->text == c;
}

/* a function of sm begins: the calls that follow are its own */
static void open_fn(struct summary *sm, const struct token *name)
{
	struct fnsum *f;

	sm->fns = xrealloc(sm->fns, (sm->nfns + 1) * sizeof(*sm->fns));
	f = &sm->fns[sm->nfns++];
	f->name.s = name->text;
	f->name.len = name->len;
	f->call0 = sm->ncalls;
	f->ncalls = 0;
	f->primitive = 0;
}

/* where a summary is in a file: what the next tokens belong to */
struct reader {
	struct summary *sm;
	struct token prev, pending;
	int have_prev, have_pending, name_next;
	int in_fn;		/* tokens belong to sm->fns[nfns - 1] */
	long depth, parens;
	/* in a get_user_pages() call: the level inside its "(" (0
	 * outside), the argument, each argument's name so far */
	long pin_parens;
	size_t pin_arg;
	int pin_stop;
	struct ref pin_last[8];
};

static void call(struct reader *rd, const struct token *t)
{
	push(&rd->sm->calls, &rd->sm->ncalls, t);
	if (rd->in_fn)
		rd->sm->fns[rd->sm->nfns - 1].ncalls++;
}

/* a #define line's token: a function-like macro is a function (its body
 * the macro's), other directives say nothing */
static void directive_token(struct reader *rd, const struct token *t)
{
	const struct token *prev = rd->have_prev && rd->prev.directive ?
				   &rd->prev : NULL;
	int is_define = t->directive_len == 6 &&
			!memcmp(t->directive, "define", 6);

	if (t->first_in_directive)
		rd->in_fn = 0;
	if (!is_define)
		return;
	if (t->type == TOK_IDENT && tok_is(t, "define") && !rd->in_fn) {
		rd->name_next = 1;
		return;
	}
	if (rd->name_next && t->type == TOK_IDENT) {
		rd->name_next = 0;
		rd->pending = *t;
		rd->have_pending = 2;	/* a macro's name, maybe */
		return;
	}
	if (rd->have_pending == 2 && punct(t, '(') &&
	    rd->pending.offset + rd->pending.len == t->offset) {
		open_fn(rd->sm, &rd->pending);
		rd->in_fn = 1;
	} else if (prev && prev->type == TOK_IDENT && punct(t, '(') &&
		   !lex_is_keyword(prev)) {
		call(rd, prev);
	}
	if (rd->have_pending == 2)
		rd->have_pending = 0;
}

/*
 * A get_user_pages() call's page array argument (the 7th of 2.6's 8,
 * the 4th of later kernels' 5) named as pageflow names it: its last
 * identifier before any "[", casts left out ("pages" in &d->pages[0]).
 */
static void pin_token(struct reader *rd, const struct token *t)
{
	int top = rd->parens == rd->pin_parens;

	if (punct(t, ')') && rd->parens == rd->pin_parens) {
		size_t n = rd->pin_arg + 1, which = n == 8 ? 6 : n == 5 ? 3 : 99;

		if (which != 99 && rd->pin_last[which].s)
			push_ref(&rd->sm->pinargs, &rd->sm->npinargs,
				 &rd->pin_last[which]);
		rd->pin_parens = 0;
	} else if (top && punct(t, ',')) {
		if (rd->pin_arg < 7)
			rd->pin_arg++;
		rd->pin_stop = 0;
	} else if (top && punct(t, '[')) {
		rd->pin_stop = 1;
	} else if (top && t->type == TOK_IDENT && !rd->pin_stop) {
		rd->pin_last[rd->pin_arg].s = t->text;
		rd->pin_last[rd->pin_arg].len = t->len;
	}
}

static void code_token(struct reader *rd, const struct token *t)
{
	const struct token *prev = rd->have_prev && !rd->prev.directive ?
				   &rd->prev : NULL;

	if (rd->pin_parens)
		pin_token(rd, t);
	if (prev && prev->type == TOK_IDENT && punct(t, '(') &&
	    !lex_is_keyword(prev)) {
		if (rd->depth > 0)
			call(rd, prev);
		else if (!rd->parens && !rd->have_pending) {
			rd->pending = *prev;
			rd->have_pending = 1;
		}
		if (tok_is(prev, "get_user_pages") && !rd->pin_parens) {
			rd->pin_parens = rd->parens + 1;
			rd->pin_arg = 0;
			rd->pin_stop = 0;
			memset(rd->pin_last, 0, sizeof(rd->pin_last));
		}
	}
	if (punct(t, '(')) {
		rd->parens++;
	} else if (punct(t, ')') && rd->parens > 0) {
		rd->parens--;
	} else if (punct(t, '{')) {
		if (!rd->depth && rd->have_pending == 1) {
			open_fn(rd->sm, &rd->pending);
			rd->in_fn = 1;
		}
		rd->have_pending = 0;
		rd->depth++;
	} else if (punct(t, '}') && rd->depth > 0) {
		if (!--rd->depth)
			rd->in_fn = 0;
	} else if (!rd->depth && !rd->parens &&
		   (punct(t, ';') || punct(t, '=') || punct(t, ','))) {
		rd->have_pending = 0;
	}
}

/*
 * What a file defines and calls, from its tokens: a function is an
 * identifier followed by "(" at file scope whose closing ")" is
 * followed by "{" before any ";", "=" or "," (K&R parameter lists and
 * attributes may come between), or a function-like macro; a call is an
 * identifier followed by "(" inside braces or in a macro's body.
 */
static void summarize(const char *text, size_t len, struct summary *sm)
{
	struct lexer lx;
	struct token t;
	struct reader rd;

	memset(sm, 0, sizeof(*sm));
	memset(&rd, 0, sizeof(rd));
	rd.sm = sm;
	lex_init(&lx, text, len);
	while (lex_next(&lx, &t)) {
		if (t.type == TOK_IDENT && pageflow_primitive(t.text, t.len)) {
			sm->primitive = 1;
			if (rd.in_fn)
				sm->fns[sm->nfns - 1].primitive = 1;
		}
		if (t.directive)
			directive_token(&rd, &t);
		else
			code_token(&rd, &t);
		rd.prev = t;
		rd.have_prev = 1;
	}
}

static void summary_free(struct summary *sm)
{
	free(sm->fns);
	free(sm->calls);
	free(sm->pinargs);
}

static int any_in(const struct ref *v, size_t n, struct names *ns)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (names_has(ns, &v[i]))
			return 1;
	return 0;
}

static void add_all(const struct ref *v, size_t n, struct names *ns)
{
	size_t i;

	for (i = 0; i < n; i++)
		names_add(ns, &v[i]);
}

/*
 * The names of functions that name a page primitive or call such a
 * function, to a fixpoint over every function of sm[0..n): by name, as
 * pageflow finds callees.  1 when a round added a name.
 */
static int relevant_round(struct summary *sm, size_t n, struct names *rel)
{
	size_t i, k;
	int more = 0;

	for (i = 0; i < n; i++)
		for (k = 0; k < sm[i].nfns; k++) {
			const struct fnsum *f = &sm[i].fns[k];

			if (names_has(rel, &f->name))
				continue;
			if (f->primitive || any_in(&sm[i].calls[f->call0],
						   f->ncalls, rel)) {
				names_add(rel, &f->name);
				more = 1;
			}
		}
	return more;
}

/* does the text name (in code) one of ns? */
static int mentions(const char *text, size_t len, struct names *ns)
{
	struct lexer lx;
	struct token t;

	lex_init(&lx, text, len);
	while (lex_next(&lx, &t)) {
		struct ref r = { t.text, t.len };

		if (t.type == TOK_IDENT && !t.directive && names_has(ns, &r))
			return 1;
	}
	return 0;
}

void pfscope_pick(const struct sem_text *checked, size_t nchecked,
		  const struct sem_text *ctx, size_t nctx, char *keep)
{
	struct names rel = { NULL, 0, NAME_INDEX_INIT };
	struct names defined = { NULL, 0, NAME_INDEX_INIT };
	struct names pinned = { NULL, 0, NAME_INDEX_INIT };
	/* the checked files first, then the others */
	struct summary *sm = xcalloc(nchecked + nctx + 1, sizeof(*sm));
	size_t i, k, n = nchecked + nctx;

	for (i = 0; i < n; i++) {
		const struct sem_text *t = i < nchecked ? &checked[i] :
					   &ctx[i - nchecked];

		summarize(t->text, t->len, &sm[i]);
		add_all(sm[i].pinargs, sm[i].npinargs, &pinned);
	}
	for (i = 0; i < nchecked; i++)
		for (k = 0; k < sm[i].nfns; k++)
			names_add(&defined, &sm[i].fns[k].name);
	while (relevant_round(sm, n, &rel))
		;
	for (i = 0; i < nctx; i++) {
		struct summary *s = &sm[nchecked + i];

		keep[i] = 0;
		/* it names a primitive, defines a name that reaches one,
		 * calls a checked file's function, or names an array of
		 * pinned pages (a member it stores one in is pinned) */
		for (k = 0; k < s->nfns && !keep[i]; k++)
			keep[i] = (char)names_has(&rel, &s->fns[k].name);
		if (!keep[i])
			keep[i] = (char)(s->primitive ||
					 any_in(s->calls, s->ncalls, &defined) ||
					 (pinned.n && mentions(ctx[i].text,
							       ctx[i].len,
							       &pinned)));
	}
	for (i = 0; i < n; i++)
		summary_free(&sm[i]);
	free(sm);
	names_free(&rel);
	names_free(&defined);
	names_free(&pinned);
}
