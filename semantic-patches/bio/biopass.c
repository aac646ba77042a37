/*
 * biopass: the bio migration's hooks in the port (migpass.h).  Its rule,
 * 05-brw-kiovec-bio.cocci, converts brw_kiovec(); these judge what it
 * left: a file whose block I/O is half converted goes back whole, and a
 * kiobuf completion it flags gets the reason that names who completes
 * it.  It has no C pass of its own to list.
 */
#include <stdlib.h>
#include <string.h>

#include "crosscheck.h"
#include "kiocomp.h"
#include "migpass.h"
#include "util.h"
#include "verdict.h"
#include "vocab.h"

/*
 * A file whose brw_kiovec() calls the semantic patches did not all turn
 * into user_bio_rw() goes back to its original text, every kiobuf use
 * in it manual with the bio recipe: half a port (pages pinned for a
 * brw_kiovec() that no longer exists) would only be wrong in a new way.
 */
static void undo_half_block_io(struct mig_file *f)
{
	struct unit *u = f->u;
	struct rewrite_item *it = f->it;
	const struct site *brw = NULL;
	size_t i;

	for (i = 0; i < u->sites.nr && !brw; i++)
		if (!strcmp(u->sites.v[i].symbol, KIONAME(BRW_KIOVEC)) &&
		    u->sites.v[i].kind != KIND_INACTIVE &&
		    u->sites.v[i].kind != KIND_GUARDED &&
		    u->sites.v[i].state == STATE_FOUND)
			brw = &u->sites.v[i];
	if (!brw ||
	    !token_in_lines(it->text, it->len, KIONAME(BRW_KIOVEC), 1, ~0u))
		return;
	free(it->text);
	it->text = xstrndup(u->buf, u->len);
	it->len = u->len;
	for (i = 0; i < u->sites.nr; i++) {
		struct site *s = &u->sites.v[i];

		if (s->state != STATE_FOUND || s->kind == KIND_INACTIVE)
			continue;
		verdict_manual(s, EV_FILE, "block-io",
				"this file does block I/O with %s() "
				"(line %u) in a call the semantic patches "
				"could not rewrite (in a macro, or code spatch "
				"does not parse); port it by hand: %s",
				KIONAME(BRW_KIOVEC), brw->line,
				vocab_reason("block-io")->text);
	}
}

/*
 * Sites flagged "completion" get a reason naming who completes the
 * kiobuf in this file (kiocomp.h), before the cross-check would give
 * them the generic guidance.  A page vector's kiobuf_wait_for_io() is
 * not among them: pagevec.c turns it into a comment.
 */
static void explain_completion(struct mig_file *f)
{
	struct unit *u = f->u;
	char *why = NULL;
	size_t i;
	int done = 0;

	for (i = 0; i < u->sites.nr; i++) {
		struct site *s = &u->sites.v[i];
		const struct vocab *v = s->base_kind == KIND_MEMBER ?
			vocab_lookup_member(s->symbol) :
			vocab_lookup(s->symbol, strlen(s->symbol));

		if (s->state != STATE_FOUND || (s->flags & SITE_PAGEVEC) ||
		    !v || !v->manual_code ||
		    strcmp(v->manual_code, "completion"))
			continue;
		if (!done++)
			why = kiocomp_explain(u->buf, u->len);
		if (!why)
			return;
		verdict_manual(s, EV_FLAGGED, "completion", "%s", why);
	}
	free(why);
}

const struct migration_pass bio_pass = {
	NULL, NULL, NULL, {
		[MIG_CHECK] = undo_half_block_io,
		[MIG_EXPLAIN] = explain_completion,
	},
};
