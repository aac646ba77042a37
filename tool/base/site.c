/* site: see site.h for the contract. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "site.h"
#include "strbuf.h"
#include "util.h"

static const char *const kind_names[KIND__COUNT] = {
	[KIND_CALL] = "call",
	[KIND_REF] = "reference",
	[KIND_VARIABLE] = "variable",
	[KIND_PARAMETER] = "parameter",
	[KIND_FIELD] = "field",
	[KIND_TYPE] = "type",
	[KIND_MEMBER] = "member",
	[KIND_CONSTANT] = "constant",
	[KIND_INCLUDE] = "include",
	[KIND_MACRO] = "macro",
	[KIND_DEFINE] = "define",
	[KIND_INACTIVE] = "inactive",
	[KIND_GUARDED] = "guarded",
};

const char *site_kind_name(enum site_kind kind)
{
	return kind_names[kind];
}

const char *site_state_name(enum site_state state)
{
	switch (state) {
	case STATE_CONVERTED:
		return "converted";
	case STATE_MANUAL:
		return "manual";
	case STATE_GUARDED:
		return "guarded";
	case STATE_REMOVED:
		return "removed-in-2.6";
	default:
		return "found";
	}
}

struct site *site_add(struct site_list *l, const char *file, unsigned line,
		      unsigned col, enum site_kind kind, const char *symbol,
		      const char *function)
{
	struct site *s;

	if (l->nr == l->alloc) {
		l->alloc = l->alloc ? l->alloc * 2 : 16;
		l->v = xrealloc(l->v, l->alloc * sizeof(*l->v));
	}
	s = &l->v[l->nr++];
	memset(s, 0, sizeof(*s));
	s->file = xstrdup(file);
	s->line = line;
	s->col = col;
	s->kind = s->base_kind = kind;
	s->symbol = xstrdup(symbol);
	s->function = function ? xstrdup(function) : NULL;
	s->anchor_line = line;
	s->anchor_token = xstrdup(symbol);
	return s;
}

void site_list_move(struct site_list *to, struct site_list *from)
{
	size_t i;

	for (i = 0; i < from->nr; i++) {
		if (to->nr == to->alloc) {
			to->alloc = to->alloc ? to->alloc * 2 : 16;
			to->v = xrealloc(to->v, to->alloc * sizeof(*to->v));
		}
		to->v[to->nr++] = from->v[i];
	}
	free(from->v);
	from->v = NULL;
	from->nr = from->alloc = 0;
}

static char *dup_or_null(const char *s)
{
	return s ? xstrdup(s) : NULL;
}

void site_list_copy(struct site_list *to, const struct site_list *from)
{
	size_t i, k;

	memset(to, 0, sizeof(*to));
	to->nr = to->alloc = from->nr;
	to->v = xcalloc(from->nr + 1, sizeof(*to->v));
	for (i = 0; i < from->nr; i++) {
		const struct site *f = &from->v[i];
		struct site *t = &to->v[i];

		*t = *f;
		t->file = dup_or_null(f->file);
		t->symbol = dup_or_null(f->symbol);
		t->function = dup_or_null(f->function);
		t->macro = dup_or_null(f->macro);
		t->macro_file = dup_or_null(f->macro_file);
		t->anchor_token = dup_or_null(f->anchor_token);
		t->reason_code = dup_or_null(f->reason_code);
		t->reason = dup_or_null(f->reason);
		t->note = dup_or_null(f->note);
		t->guard_evidence = dup_or_null(f->guard_evidence);
		t->ev = f->nev ? xcalloc(f->nev, sizeof(*t->ev)) : NULL;
		for (k = 0; k < f->nev; k++) {
			t->ev[k].kind = f->ev[k].kind;
			t->ev[k].code = dup_or_null(f->ev[k].code);
			t->ev[k].text = dup_or_null(f->ev[k].text);
		}
	}
}

static int site_cmp(const void *a, const void *b)
{
	const struct site *x = a, *y = b;
	int c = strcmp(x->file, y->file);

	if (c)
		return c;
	if (x->line != y->line)
		return x->line < y->line ? -1 : 1;
	if (x->col != y->col)
		return x->col < y->col ? -1 : 1;
	return strcmp(x->symbol, y->symbol);
}

void site_list_sort(struct site_list *l)
{
	if (l->nr > 1)
		qsort(l->v, l->nr, sizeof(*l->v), site_cmp);
}

void site_release(struct site *s)
{
	size_t i;

	free(s->file);
	free(s->symbol);
	free(s->function);
	free(s->macro);
	free(s->macro_file);
	free(s->anchor_token);
	free(s->reason_code);
	free(s->reason);
	free(s->note);
	for (i = 0; i < s->nev; i++) {
		free(s->ev[i].code);
		free(s->ev[i].text);
	}
	free(s->ev);
	free(s->guard_evidence);
	memset(s, 0, sizeof(*s));
}

void site_list_clear(struct site_list *l)
{
	size_t i;

	for (i = 0; i < l->nr; i++)
		site_release(&l->v[i]);
	free(l->v);
	l->v = NULL;
	l->nr = l->alloc = 0;
}

static const struct site *anchored(const struct site_anchors *a, size_t i)
{
	return &a->l->v[a->v[i]];
}

static int anchor_cmp(const void *ctx, size_t x, size_t y)
{
	const struct site *s = anchored(ctx, x), *t = anchored(ctx, y);

	if (s->anchor_line != t->anchor_line)
		return s->anchor_line < t->anchor_line ? -1 : 1;
	return strcmp(s->anchor_token, t->anchor_token);
}

struct anchor_key {
	unsigned line;
	const char *text;
	size_t len;
};

static int anchor_probe(const void *ctx, size_t x, const void *key)
{
	const struct site *s = anchored(ctx, x);
	const struct anchor_key *k = key;
	int c;

	if (s->anchor_line != k->line)
		return s->anchor_line < k->line ? -1 : 1;
	c = strncmp(s->anchor_token, k->text, k->len);
	return c ? c : s->anchor_token[k->len] ? 1 : 0;
}

void site_anchors_init(struct site_anchors *a, const struct site_list *l,
		       unsigned flags)
{
	size_t i, n = 0;

	a->l = l;
	a->v = xmalloc((l->nr + 1) * sizeof(size_t));
	for (i = 0; i < l->nr; i++)
		if ((l->v[i].flags & flags) == flags)
			a->v[n++] = i;
	sorted_index_build(&a->ix, n, anchor_cmp, a);
}

int site_anchors_has(const struct site_anchors *a, unsigned line,
		     const char *text, size_t len)
{
	struct anchor_key k = { line, text, len };
	size_t lo, hi;

	sorted_index_range(&a->ix, anchor_probe, a, &k, &lo, &hi);
	return lo < hi;
}

void site_anchors_free(struct site_anchors *a)
{
	sorted_index_free(&a->ix);
	free(a->v);
	memset(a, 0, sizeof(*a));
}
