/* crosscheck: see crosscheck.h for the contract. */
#include <stdlib.h>
#include <string.h>

#include "crosscheck.h"
#include "lex.h"
#include "util.h"
#include "vocab.h"

int token_in_lines(const char *text, size_t len, const char *tok,
		   unsigned from, unsigned to)
{
	struct lexer lx;
	struct token t;
	size_t n = strlen(tok);

	lex_init(&lx, text, len);
	while (lex_next(&lx, &t)) {
		if (t.line > to)
			break;
		if (t.line < from)
			continue;
		if ((t.type == TOK_IDENT && t.len == n &&
		     !memcmp(t.text, tok, n)) ||
		    (t.type == TOK_STRING && t.len == n + 2 &&
		     !memcmp(t.text + 1, tok, n)))
			return 1;
	}
	return 0;
}

/*
 * The new lines that stand for old line l (1-based): the line itself when
 * kept, else everything between the kept neighbours.
 */
static void new_region(const struct linediff *d, unsigned l, unsigned *from,
		       unsigned *to)
{
	long i;

	if (l >= 1 && l <= d->na && d->map[l - 1]) {
		*from = *to = d->map[l - 1];
		return;
	}
	*from = 1;
	for (i = (long)l - 2; i >= 0; i--)
		if (d->map[i]) {
			*from = d->map[i] + 1;
			break;
		}
	*to = (unsigned)d->nb;
	for (i = l; i < (long)d->na; i++)
		if (d->map[i]) {
			*to = d->map[i] - 1;
			break;
		}
}

static int leftover(const struct site *s, const struct linediff *d,
		    const char *text, size_t len)
{
	unsigned from, to;

	/* no known place (a nested or foreign macro): the whole file */
	if (!s->anchor_line)
		return token_in_lines(text, len, s->anchor_token, 1, ~0u);
	new_region(d, s->anchor_line, &from, &to);
	if (from > to)
		return 0;
	return token_in_lines(text, len, s->anchor_token, from, to);
}

static const char *rw_reason(enum rewrite_status st)
{
	return st == REWRITE_TIMEOUT ? "timeout" : "crash";
}

static void decide(struct site *s, const struct linediff *d,
		   const char *text, size_t len,
		   const struct rewrite_item *rw)
{
	const struct vocab *v = s->base_kind == KIND_MEMBER ?
				vocab_lookup_member(s->symbol) :
				vocab_lookup(s->symbol, strlen(s->symbol));

	if (rw->status != REWRITE_OK) {
		site_set_manual(s, rw_reason(rw->status),
				"spatch %s on this file; nothing in it was "
				"ported", rw->status == REWRITE_TIMEOUT ?
				"timed out" : "failed");
		return;
	}
	if (s->state == STATE_MANUAL)
		return;		/* decided before the rewrite (port.c) */
	if (v && v->manual_code) {
		site_set_manual(s, v->manual_code, "%s", v->guidance);
		return;
	}
	if (s->base_kind == KIND_MEMBER) {
		if (s->flags & SITE_WRITE)
			site_set_manual(s, "page-vector",
					"assigns %s of a kiobuf by hand (a page "
					"vector); build a bio with bio_alloc() "
					"and bio_add_page() instead",
					s->symbol);
		else
			s->state = STATE_CONVERTED;
		return;
	}
	if (s->kind == KIND_INCLUDE)
		return;		/* fixup swaps the include */
	if (!leftover(s, d, text, len)) {
		s->state = STATE_CONVERTED;
		if (!strcmp(s->symbol, "lock_kiovec"))
			s->note = xstrdup("page lock dropped: get_user_pages() "
					  "pins the pages");
		return;
	}
	switch (s->kind) {
	case KIND_MACRO:
		site_set_manual(s, "macro",
				"produced by the driver macro %s(), whose "
				"body the semantic patches did not port; "
				"port the macro by hand", s->macro);
		break;
	case KIND_DEFINE:
		site_set_manual(s, "macro",
				"in a macro body that this file never "
				"expands; port the macro by hand");
		break;
	case KIND_INACTIVE:
		site_set_manual(s, "inactive",
				"in a disabled #if block that spatch did not "
				"port; port it by hand or drop the block");
		break;
	case KIND_REF:
		site_set_manual(s, "reference",
				"%s is used as a value, not called; port it "
				"by hand", s->symbol);
		break;
	default:
		site_set_manual(s, "no-match",
				"no semantic patch matched this use of %s "
				"(an unusual shape, or code spatch could not "
				"parse: see spatch --parse-c)", s->symbol);
		break;
	}
}

void crosscheck_sites(struct site_list *sites, const struct linediff *d,
		      const char *new_text, size_t new_len,
		      const struct rewrite_item *rw)
{
	size_t i;

	for (i = 0; i < sites->nr; i++)
		decide(&sites->v[i], d, new_text, new_len, rw);
}
