/* region: see region.h for the contract. */
#include <stdlib.h>
#include <string.h>

#include "lex.h"
#include "region.h"
#include "util.h"

/* words that never name what a declaration declares */
static int keyword(const struct token *t)
{
	static const char *const kw[] = {
		"auto", "char", "const", "double", "enum", "extern", "float",
		"inline", "int", "long", "register", "short", "signed",
		"static", "struct", "typedef", "union", "unsigned", "void",
		"volatile", "__inline__", "__inline", "__attribute__",
		"__const", "__volatile__", "asmlinkage", NULL
	};
	size_t k;

	for (k = 0; kw[k]; k++)
		if (tok_is(t, kw[k]))
			return 1;
	return 0;
}

static char *tok_dup(const struct token *t)
{
	return xstrndup(t->text, t->len);
}

/*
 * The name a declaration [a, b] declares: the name before its first
 * top-level '(' (a prototype, a macro call), or inside it for a
 * function pointer ("int (*fp)(...)"); else the last identifier before
 * its first top-level '=', ',', '[' or ';'.
 */
static char *decl_name(const struct code_tokens *tk, size_t a, size_t b)
{
	size_t i, last = (size_t)-1;
	int paren = 0, brace = 0;

	for (i = a; i <= b; i++) {
		const struct token *t = &tk->v[i];

		if (code_punct(tk, i, '{'))
			brace++;
		else if (code_punct(tk, i, '}') && brace)
			brace--;
		if (brace)
			continue;
		if (code_punct(tk, i, '(') && !paren) {
			/* "(*fp)(...)" and "(name)(...)" declare fp, name */
			if (code_punct(tk, i + 1, '*') && i + 2 <= b &&
			    tk->v[i + 2].type == TOK_IDENT)
				return tok_dup(&tk->v[i + 2]);
			if (i + 2 <= b && tk->v[i + 1].type == TOK_IDENT &&
			    code_punct(tk, i + 2, ')') &&
			    code_punct(tk, i + 3, '('))
				return tok_dup(&tk->v[i + 1]);
			if (i > a && tk->v[i - 1].type == TOK_IDENT &&
			    !keyword(&tk->v[i - 1]))
				return tok_dup(&tk->v[i - 1]);
		}
		if (code_punct(tk, i, '('))
			paren++;
		else if (code_punct(tk, i, ')') && paren)
			paren--;
		if (paren)
			continue;
		if (t->type == TOK_PUNCT && strchr("=,[;", *t->text))
			break;
		if (t->type == TOK_IDENT && !keyword(t))
			last = i;
	}
	return last == (size_t)-1 ? xstrdup("") : tok_dup(&tk->v[last]);
}

/* the tag of "struct|union|enum TAG {" opening at index open, or NULL */
static char *body_tag(const struct code_tokens *tk, size_t a, size_t open)
{
	if (open >= a + 2 && tk->v[open - 1].type == TOK_IDENT &&
	    (tok_is(&tk->v[open - 2], "struct") ||
	     tok_is(&tk->v[open - 2], "union") ||
	     tok_is(&tk->v[open - 2], "enum")))
		return tok_dup(&tk->v[open - 1]);
	return NULL;
}

static void add_region(struct regions *rg, size_t *alloc,
		       const struct code_tokens *tk, size_t a, size_t b,
		       size_t fn_open, size_t body_open)
{
	struct region *r;

	if (rg->nr == *alloc) {
		*alloc = *alloc ? 2 * *alloc : 64;
		rg->v = xrealloc(rg->v, *alloc * sizeof(*rg->v));
	}
	r = &rg->v[rg->nr++];
	memset(r, 0, sizeof(*r));
	r->first = tk->v[a].line;
	r->last = tk->v[b].line;
	if (fn_open != (size_t)-1) {
		r->kind = REGION_FUNCTION;
		r->name = decl_name(tk, a, fn_open);
	} else {
		r->kind = REGION_DECL;
		r->name = decl_name(tk, a, b);
		if (body_open != (size_t)-1)
			r->tag = body_tag(tk, a, body_open);
	}
}

/*
 * The brace depth across #if branches: each branch starts at the depth
 * its #if had, and the depth after #endif is the first branch's, so a
 * '{' opened once in each branch ("#ifdef X / if (a) { / #else /
 * if (b) { / #endif") counts once, as a compiler sees it.
 */
struct cond {
	int at_if, first_end;	/* first_end: -1 while in the first branch */
};

/* tok_is() for the TOK_HASH tokens lex_code_tokens() keeps */
static int word_is(const struct token *t, const char *s)
{
	return t->len == strlen(s) && !memcmp(t->text, s, t->len);
}

static void conditional(const struct token *t, struct cond **st,
			size_t *nr, size_t *alloc, int *depth)
{
	if (word_is(t, "if") || word_is(t, "ifdef") || word_is(t, "ifndef")) {
		if (*nr == *alloc) {
			*alloc = *alloc ? 2 * *alloc : 16;
			*st = xrealloc(*st, *alloc * sizeof(**st));
		}
		(*st)[*nr].at_if = *depth;
		(*st)[(*nr)++].first_end = -1;
	} else if (!*nr) {
		return;		/* an #else or #endif without its #if */
	} else if (word_is(t, "endif")) {
		struct cond *c = &(*st)[--*nr];

		if (c->first_end >= 0)
			*depth = c->first_end;
	} else {
		struct cond *c = &(*st)[*nr - 1];

		if (c->first_end < 0)
			c->first_end = *depth;
		*depth = c->at_if;
	}
}

void regions_of(const char *text, size_t len, struct regions *rg)
{
	struct code_tokens tk;
	struct cond *conds = NULL;
	size_t i, start = (size_t)-1, alloc = 0, nconds = 0, aconds = 0;
	size_t fn_open = (size_t)-1, body_open = (size_t)-1;
	int depth = 0, paren = 0;

	memset(rg, 0, sizeof(*rg));
	lex_code_tokens(text, len, LEX_CONDITIONALS, &tk);
	for (i = 0; i < tk.nr; i++) {
		if (tk.v[i].type == TOK_HASH) {
			conditional(&tk.v[i], &conds, &nconds, &aconds,
				    &depth);
			continue;
		}
		if (start == (size_t)-1) {
			start = i;
			fn_open = body_open = (size_t)-1;
			paren = 0;
		}
		if (code_punct(&tk, i, '(') && !depth)
			paren++;
		else if (code_punct(&tk, i, ')') && !depth && paren)
			paren--;
		if (code_punct(&tk, i, '{')) {
			/* a function body: "...)" then '{' at the top */
			if (!depth && !paren && i > start &&
			    code_punct(&tk, i - 1, ')') &&
			    body_open == (size_t)-1)
				fn_open = i;
			else if (!depth && body_open == (size_t)-1)
				body_open = i;
			depth++;
		} else if (code_punct(&tk, i, '}')) {
			if (--depth < 0) {
				rg->unreliable = 1;
				depth = 0;
			}
			if (!depth && fn_open != (size_t)-1) {
				add_region(rg, &alloc, &tk, start, i, fn_open,
					   body_open);
				start = (size_t)-1;
			}
		} else if (code_punct(&tk, i, ';') && !depth && !paren) {
			add_region(rg, &alloc, &tk, start, i, fn_open,
				   body_open);
			start = (size_t)-1;
		}
	}
	if (depth)
		rg->unreliable = 1;
	if (start != (size_t)-1)
		add_region(rg, &alloc, &tk, start, tk.nr - 1, fn_open,
			   body_open);
	free(conds);
	free(tk.v);
}

const struct region *region_at(const struct regions *rg, unsigned line)
{
	size_t lo = 0, hi = rg->nr;

	/* regions are in order and do not overlap but at a shared line */
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (rg->v[mid].last < line)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < rg->nr && rg->v[lo].first <= line && line <= rg->v[lo].last)
		return &rg->v[lo];
	return NULL;
}

const struct region *region_named(const struct regions *rg,
				  const char *name)
{
	size_t i;

	for (i = 0; i < rg->nr; i++)
		if (rg->v[i].kind == REGION_FUNCTION &&
		    !strcmp(rg->v[i].name, name))
			return &rg->v[i];
	return NULL;
}

void regions_free(struct regions *rg)
{
	size_t i;

	for (i = 0; i < rg->nr; i++) {
		free(rg->v[i].name);
		free(rg->v[i].tag);
	}
	free(rg->v);
	memset(rg, 0, sizeof(*rg));
}
