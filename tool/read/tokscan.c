/* tokscan: see tokscan.h for the contract. */
#include <string.h>

#include "lex.h"
#include "tokscan.h"
#include "util.h"

static void add_hit(struct hit_list *h, const struct vocab *voc,
		    const struct token *t)
{
	struct vocab_hit *x;

	if (h->nr == h->alloc) {
		h->alloc = h->alloc ? h->alloc * 2 : 16;
		h->v = xrealloc(h->v, h->alloc * sizeof(*h->v));
	}
	x = &h->v[h->nr++];
	memset(x, 0, sizeof(*x));
	x->voc = voc;
	x->line = t->line;
	x->col = t->col;
	x->offset = t->offset;
	x->len = t->len;
	x->in_directive = t->directive != NULL || t->first_in_directive;
	x->in_define = t->directive_len == 6 &&
		       !memcmp(t->directive, "define", 6);
}

/*
 * After a function name: is the next token '(' and does the balanced
 * argument list contain a preprocessor line?  Such a call is rewritten
 * into broken C by spatch, so it must never be handed to it.
 */
static int args_have_directive(const char *buf, size_t len, size_t pos)
{
	struct lexer lx;
	struct token t;
	int depth = 0;

	lex_init(&lx, buf, len);
	lx.pos = pos;
	lx.at_line_start = 0;
	while (lex_next(&lx, &t)) {
		if (t.first_in_directive)
			return 1;
		if (t.type != TOK_PUNCT) {
			if (!depth)
				return 0;
			continue;
		}
		if (*t.text == '(') {
			depth++;
		} else if (*t.text == ')') {
			if (--depth <= 0)
				return 0;
		} else if (!depth) {
			return 0;
		}
	}
	return 0;
}

void tokscan(const char *buf, size_t len, struct hit_list *hits)
{
	struct lexer lx;
	struct token t;
	int prev_struct = 0;

	lex_init(&lx, buf, len);
	while (lex_next(&lx, &t)) {
		int is_struct = tok_is(&t, "struct");

		if (t.type == TOK_IDENT) {
			const struct vocab *v = vocab_lookup(t.text, t.len);

			if (v && (v->cls != VOC_TYPE || prev_struct)) {
				add_hit(hits, v, &t);
				if (v->cls == VOC_FUNCTION &&
				    args_have_directive(buf, len,
							t.offset + t.len))
					hits->v[hits->nr - 1].ifdef_in_args = 1;
			}
		} else if (t.type == TOK_STRING && t.directive_len == 7 &&
			   !memcmp(t.directive, "include", 7) && t.len > 2 &&
			   t.len - 2 == strlen(VOCAB_HEADER) &&
			   !memcmp(t.text + 1, VOCAB_HEADER, t.len - 2)) {
			size_t n;
			const struct vocab *tab = vocab_table(&n), *v = NULL;

			while (n--)
				if (tab[n].cls == VOC_HEADER)
					v = &tab[n];
			add_hit(hits, v, &t);
		}
		prev_struct = is_struct;
	}
}
