/* crosscheck: see crosscheck.h for the contract. */
#include <stdlib.h>
#include <string.h>

#include "crosscheck.h"
#include "lex.h"
#include "target.h"
#include "util.h"
#include "vocab.h"
#include "verdict.h"

/*
 * The identifiers (and #include names) of a text, lexed once, in order;
 * token_in_lines() then looks at one line range by binary search instead
 * of lexing the file again for every site.
 */
struct tok_ref {
	unsigned line;
	const char *text;
	size_t len;
};

struct tok_index {
	const char *text;	/* the text indexed */
	struct tok_ref *v;
	size_t nr;
};

static __thread struct tok_index cache;

static void index_text(const char *text, size_t len)
{
	struct lexer lx;
	struct token t;
	size_t alloc = 0;

	if (cache.text == text)
		return;
	free(cache.v);
	memset(&cache, 0, sizeof(cache));
	cache.text = text;
	int after_struct = 0;

	lex_init(&lx, text, len);
	while (lex_next(&lx, &t)) {
		int was_struct = after_struct;

		after_struct = tok_is(&t, "struct");
		if (t.type != TOK_IDENT && t.type != TOK_STRING)
			continue;
		/* the tag kiobuf is a leftover; a variable named so is not */
		if (tok_is(&t, "kiobuf") && !was_struct)
			continue;
		if (cache.nr == alloc) {
			alloc = alloc ? alloc * 2 : 256;
			cache.v = xrealloc(cache.v, alloc * sizeof(*cache.v));
		}
		cache.v[cache.nr].line = t.line;
		if (t.type == TOK_STRING) {	/* "x" or <x>: the inside */
			cache.v[cache.nr].text = t.text + 1;
			cache.v[cache.nr].len = t.len >= 2 ? t.len - 2 : 0;
		} else {
			cache.v[cache.nr].text = t.text;
			cache.v[cache.nr].len = t.len;
		}
		cache.nr++;
	}
}

int token_in_lines(const char *text, size_t len, const char *tok,
		   unsigned from, unsigned to)
{
	size_t n = strlen(tok), lo = 0, hi;

	index_text(text, len);
	hi = cache.nr;
	while (lo < hi) {	/* the first token on line >= from */
		size_t mid = (lo + hi) / 2;

		if (cache.v[mid].line < from)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < cache.nr && cache.v[lo].line <= to; lo++)
		if (cache.v[lo].len == n && !memcmp(cache.v[lo].text, tok, n))
			return 1;
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

/*
 * 6.1: a converted brw_kiovec() that takes its block device from an
 * inode's i_bdev (2.4's i_rdev), which 6.1's struct inode no longer has;
 * I_BDEV() of a device node's inode would be wrong (it holds only for
 * the block device file system's own inode), so a human chooses.
 */
static int i_bdev_61(const struct site *s, const struct linediff *d,
		     const char *text, size_t len)
{
	unsigned from = 1, to = ~0u;

	if (target_get() != TARGET_61)
		return 0;
	if (s->anchor_line)
		new_region(d, s->anchor_line, &from, &to);
	if (from > to)
		return 0;
	if (to != ~0u)
		to++;
	return token_in_lines(text, len, "i_bdev", from, to);
}

/*
 * How a converted brw_kiovec() found its block device, for the report:
 * said by the helper and the arguments the rewrite left where it was.
 */
static const char *brw_note(const struct site *s, const struct linediff *d,
			    const char *text, size_t len)
{
	unsigned from = 1, to = ~0u;

	if (s->anchor_line)
		new_region(d, s->anchor_line, &from, &to);
	if (from > to)
		return NULL;
	/* a call the rewrite wrapped runs on to the next line */
	if (to != ~0u)
		to++;
	if (token_in_lines(text, len, "user_bio_rw", from, to))
		return NULL;	/* the raw shape: README says it all */
	if (target_get() == TARGET_61) {
		/* blkdev_get_by_dev() opens the device itself */
		if (token_in_lines(text, len, "new_decode_dev", from, to))
			return "bios; block device opened with "
			       "blkdev_get_by_dev() from the 2.4 number "
			       "(to_kdev_t() of it is new_decode_dev()), "
			       "-errno when it cannot be";
		if (token_in_lines(text, len, "user_pages_brw_dev", from,
				   to) ||
		    token_in_lines(text, len, "page_vec_brw_dev", from, to))
			return "bios; block device opened from its number "
			       "with blkdev_get_by_dev()";
	}
	if ((token_in_lines(text, len, "user_pages_brw_dev", from, to) ||
	     token_in_lines(text, len, "page_vec_brw_dev", from, to)) &&
	    token_in_lines(text, len, "new_decode_dev", from, to))
		return "bios; block device looked up with bdget() from the 2.4 "
		       "number (to_kdev_t() of it is new_decode_dev() in 2.6), "
		       "-ENODEV when not open";
	if (token_in_lines(text, len, "user_pages_brw_dev", from, to) ||
	    token_in_lines(text, len, "page_vec_brw_dev", from, to))
		return "bios; block device looked up from its number "
		       "with bdget(), -ENODEV when not open";
	if (!token_in_lines(text, len, "user_pages_brw", from, to) &&
	    !token_in_lines(text, len, "page_vec_brw", from, to))
		return NULL;
	if (token_in_lines(text, len, "i_bdev", from, to))
		return "bios; block device: the inode's "
		       "i_bdev (was its i_rdev)";
	if (token_in_lines(text, len, "s_bdev", from, to))
		return "bios; block device: the super "
		       "block's s_bdev (was its device number)";
	return "bios; block device: the struct "
	       "block_device the driver has (was to_kdev_t() of its "
	       "bd_dev)";
}

/*
 * What a struct page_vec keeps of the kiobuf: in a file ported to it,
 * these names are not manual (the vocabulary's reasons are for files
 * ported to struct user_pages).
 */
static int pagevec_keeps(const struct site *s)
{
	static const char *const kept[] = {
		"expand_kiobuf", "kiobuf_wait_for_io", "array_len",
		"map_array", "locked", "blocks",
	};
	size_t i;

	if (!(s->flags & SITE_PAGEVEC))
		return 0;
	for (i = 0; i < sizeof(kept) / sizeof(kept[0]); i++)
		if (!strcmp(s->symbol, kept[i]))
			return 1;
	return 0;
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

	if (rw->status == REWRITE_CRASH && rw->log) {
		/* spatch's own words, first line: "rule: Stack overflow" */
		int n = (int)strcspn(rw->log, "\n");

		verdict_manual(s, EV_REWRITE, "crash", "spatch failed on this "
			       "file (%.*s%s); nothing in it was ported",
			       n > 100 ? 100 : n, rw->log,
			       n > 100 ? "..." : "");
		return;
	}
	if (rw->status != REWRITE_OK) {
		verdict_manual(s, EV_REWRITE, rw_reason(rw->status),
				"spatch %s on this file; nothing in it was "
				"ported", rw->status == REWRITE_TIMEOUT ?
				"timed out" : "failed");
		return;
	}
	if (s->state != STATE_FOUND)
		return;		/* decided before the rewrite (port.c) */
	if (v && v->manual_code && !pagevec_keeps(s)) {
		verdict_manual(s, EV_FLAGGED, v->manual_code, "%s",
			       v->guidance);
		return;
	}
	if (s->base_kind == KIND_MEMBER) {
		/* length keeps its meaning (user_pages_dirty() honours it) */
		if (s->flags & SITE_PAGEVEC)
			verdict_converted(s, NULL);	/* page_vec keeps it */
		else if ((s->flags & SITE_WRITE) && !strcmp(s->symbol, "offset"))
			verdict_manual(s, EV_LEFT, "offset-write",
					"sets the kiobuf's offset by hand; "
					"user_pages_dirty() always starts at "
					"the first mapped page, so dirty the "
					"pages you mean yourself");
		else if ((s->flags & SITE_WRITE) &&
			 strcmp(s->symbol, "length"))
			verdict_manual(s, EV_LEFT, "page-vector",
					"assigns %s of a kiobuf by hand (a page "
					"vector); port it as a whole: %s",
					s->symbol,
					vocab_reason("page-vector")->text);
		else
			verdict_converted(s, NULL);
		return;
	}
	if (s->kind == KIND_INCLUDE ||
	    (s->kind == KIND_INACTIVE && !strcmp(s->symbol, VOCAB_HEADER)))
		return;		/* fixup swaps the include */
	if (s->macro_file)
		return;		/* port.c looks in the macro's own file */
	if (!leftover(s, d, text, len)) {
		const char *note = NULL;

		if (!strcmp(s->symbol, "lock_kiovec") &&
		    (s->flags & SITE_PAGEVEC))
			note = "page_vec_lock(): lock_page() on each page, as "
			       "2.4 locked them";
		else if (!strcmp(s->symbol, "lock_kiovec"))
			note = target_get() == TARGET_61 ?
			       "page lock dropped: pin_user_pages_fast() pins "
			       "the pages" :
			       "page lock dropped: get_user_pages() pins the "
			       "pages";
		/* kiobuf_wait_for_io(): pagevec.c left a comment */
		if (!strcmp(s->symbol, "brw_kiovec") &&
		    i_bdev_61(s, d, text, len)) {
			verdict_manual(s, EV_LEFT, "block-io",
					"Linux 6.1's struct inode has no i_bdev, "
					"which the port would take the block "
					"device from (2.4's i_rdev): give the "
					"helper the struct block_device of a "
					"device the driver opened, "
					"I_BDEV(file->f_mapping->host) for an "
					"open block device file, or "
					"user_pages_brw_dev() its dev_t");
			return;
		}
		if (!strcmp(s->symbol, "brw_kiovec"))
			note = brw_note(s, d, text, len);
		verdict_converted(s, note);
		return;
	}
	switch (s->kind) {
	case KIND_MACRO:
		verdict_manual(s, EV_LEFT, "macro",
				"produced by the driver macro %s(), whose "
				"body the semantic patches did not port; "
				"port the macro by hand", s->macro);
		break;
	case KIND_DEFINE:
		verdict_manual(s, EV_LEFT, "macro",
				"in a macro body that this file never "
				"expands; port the macro by hand");
		break;
	case KIND_INACTIVE:
		verdict_manual(s, EV_LEFT, "inactive",
				"in a disabled #if block that spatch did not "
				"port; port it by hand or drop the block");
		break;
	case KIND_REF:
		verdict_manual(s, EV_LEFT, "reference",
				"%s is used as a value, not called; port it "
				"by hand", s->symbol);
		break;
	default:
		verdict_manual(s, EV_LEFT, "no-match",
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
	/* the index points into new_text, which the caller frees */
	free(cache.v);
	memset(&cache, 0, sizeof(cache));
}
