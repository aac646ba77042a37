/* crosscheck: see crosscheck.h for the contract. */
#include <stdlib.h>
#include <string.h>

#include "crosscheck.h"
#include "lex.h"
#include "lookup.h"
#include "target.h"
#include "util.h"
#include "vocab.h"
#include "verdict.h"

/*
 * The identifiers (and #include names) of a text, lexed once and indexed
 * by name, then line (lookup.h): token_in_lines() is then one binary
 * search, whatever the range, instead of a look at every token in it
 * (a whole file, for a site of a macro defined elsewhere).
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
	struct sorted_index ix;
};

static __thread struct tok_index cache;

static int name_cmp(const char *a, size_t an, const char *b, size_t bn)
{
	int c = memcmp(a, b, an < bn ? an : bn);

	return c ? c : an < bn ? -1 : an > bn;
}

static int ref_cmp(const void *ctx, size_t a, size_t b)
{
	const struct tok_ref *x = &((const struct tok_ref *)ctx)[a];
	const struct tok_ref *y = &((const struct tok_ref *)ctx)[b];
	int c = name_cmp(x->text, x->len, y->text, y->len);

	if (c)
		return c;
	return x->line < y->line ? -1 : x->line > y->line;
}

/* the key: a name and a line, the first line wanted */
struct ref_key {
	const char *text;
	size_t len;
	unsigned line;
};

static int ref_probe(const void *ctx, size_t a, const void *key)
{
	const struct tok_ref *x = &((const struct tok_ref *)ctx)[a];
	const struct ref_key *k = key;
	int c = name_cmp(x->text, x->len, k->text, k->len);

	if (c)
		return c;
	/* every line from k->line on sorts as equal: the range is those */
	return x->line < k->line ? -1 : 0;
}

static void cache_free(void)
{
	free(cache.v);
	if (cache.ix.v)
		sorted_index_free(&cache.ix);
	memset(&cache, 0, sizeof(cache));
}

static void index_text(const char *text, size_t len)
{
	struct lexer lx;
	struct token t;
	size_t alloc = 0;
	int after_struct = 0;

	if (cache.text == text)
		return;
	cache_free();
	cache.text = text;
	lex_init(&lx, text, len);
	while (lex_next(&lx, &t)) {
		int was_struct = after_struct;

		after_struct = tok_is(&t, "struct");
		if (t.type != TOK_IDENT && t.type != TOK_STRING)
			continue;
		/* the API's struct tag is a leftover; a variable named so
		 * is not */
		if (tok_is(&t, KIONAME(KIOBUF)) && !was_struct)
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
	sorted_index_build(&cache.ix, cache.nr, ref_cmp, cache.v);
}

int token_in_lines(const char *text, size_t len, const char *tok,
		   unsigned from, unsigned to)
{
	struct ref_key k = { tok, strlen(tok), from };
	size_t lo, hi;

	index_text(text, len);
	/* the first token tok on a line >= from */
	sorted_index_range(&cache.ix, ref_probe, cache.v, &k, &lo, &hi);
	return lo < hi && cache.v[cache.ix.v[lo]].line <= to;
}

/*
 * Where each old line's nearest kept neighbours went, made once per
 * file: new_region() then answers in O(1) instead of walking the lines
 * of a changed block for every site in it.
 */
struct regions {
	const struct linediff *d;
	long *prev, *next;	/* per old line index: the nearest kept one
				 * at or before / at or after it, or -1 */
};

static void regions_init(struct regions *rg, const struct linediff *d)
{
	size_t i;
	long last = -1;

	rg->d = d;
	rg->prev = xmalloc((d->na + 1) * sizeof(long));
	rg->next = xmalloc((d->na + 1) * sizeof(long));
	for (i = 0; i < d->na; i++) {
		if (d->map[i])
			last = (long)i;
		rg->prev[i] = last;
	}
	last = -1;
	for (i = d->na; i-- > 0;) {
		if (d->map[i])
			last = (long)i;
		rg->next[i] = last;
	}
}

static void regions_free(struct regions *rg)
{
	free(rg->prev);
	free(rg->next);
}

/*
 * The new lines that stand for old line l (1-based): the line itself when
 * kept, else everything between the kept neighbours.
 */
static void new_region(const struct regions *rg, unsigned l, unsigned *from,
		       unsigned *to)
{
	const struct linediff *d = rg->d;
	long i;

	if (l >= 1 && l <= d->na && d->map[l - 1]) {
		*from = *to = d->map[l - 1];
		return;
	}
	*from = 1;
	/* the last kept line before l */
	i = (long)l - 2 < (long)d->na - 1 ? (long)l - 2 : (long)d->na - 1;
	if (i >= 0 && rg->prev[i] >= 0)
		*from = d->map[rg->prev[i]] + 1;
	*to = (unsigned)d->nb;
	/* the first kept line after it */
	if ((size_t)l < d->na && rg->next[l] >= 0)
		*to = d->map[rg->next[l]] - 1;
}

static int leftover(const struct site *s, const struct regions *rg,
		    const char *text, size_t len)
{
	unsigned from, to;

	/* no known place (a nested or foreign macro): the whole file */
	if (!s->anchor_line)
		return token_in_lines(text, len, s->anchor_token, 1, ~0u);
	new_region(rg, s->anchor_line, &from, &to);
	if (from > to)
		return 0;
	return token_in_lines(text, len, s->anchor_token, from, to);
}

/*
 * 6.1: a converted 2.4 block I/O call that takes its block device from
 * an inode's i_bdev (2.4's i_rdev), which 6.1's struct inode no longer
 * has; I_BDEV() of a device node's inode would be wrong (it holds only
 * for the block device file system's own inode), so a human chooses.
 */
static int i_bdev_61(const struct site *s, const struct regions *rg,
		     const char *text, size_t len)
{
	unsigned from = 1, to = ~0u;

	if (target_get() != TARGET_61)
		return 0;
	if (s->anchor_line)
		new_region(rg, s->anchor_line, &from, &to);
	if (from > to)
		return 0;
	if (to != ~0u)
		to++;
	return token_in_lines(text, len, "i_bdev", from, to);
}

/*
 * How a converted 2.4 block I/O call found its block device, for the
 * report: said by the helper and the arguments the rewrite left where
 * it was.
 */
static const char *brw_note(const struct site *s, const struct regions *rg,
			    const char *text, size_t len)
{
	unsigned from = 1, to = ~0u;

	if (s->anchor_line)
		new_region(rg, s->anchor_line, &from, &to);
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
 * What a struct page_vec keeps of the 2.4 buffer: in a file ported to
 * it, these names are not manual (the vocabulary's reasons are for
 * files ported to struct user_pages).
 */
static int pagevec_keeps(const struct site *s)
{
	static const char *const kept[] = {
		KIONAME(EXPAND_KIOBUF), KIONAME(KIOBUF_WAIT_FOR_IO),
		KIONAME(ARRAY_LEN), KIONAME(MAP_ARRAY), KIONAME(LOCKED),
		KIONAME(BLOCKS),
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

/* a spatch that crashed or timed out on the file decides every site */
static int decide_failed_rewrite(struct site *s,
				 const struct rewrite_item *rw)
{
	if (rw->status == REWRITE_CRASH && rw->log) {
		/* spatch's own words, first line: "rule: Stack overflow" */
		int n = (int)strcspn(rw->log, "\n");

		verdict_manual(s, EV_REWRITE, "crash", "spatch failed on this "
			       "file (%.*s%s); nothing in it was ported",
			       n > 100 ? 100 : n, rw->log,
			       n > 100 ? "..." : "");
		return 1;
	}
	if (rw->status != REWRITE_OK) {
		verdict_manual(s, EV_REWRITE, rw_reason(rw->status),
				"spatch %s on this file; nothing in it was "
				"ported", rw->status == REWRITE_TIMEOUT ?
				"timed out" : "failed");
		return 1;
	}
	return 0;
}

/* a member access: converted, but for a write the helpers cannot honour */
static void decide_member(struct site *s)
{
	/* length keeps its meaning (user_pages_dirty() honours it) */
	if (s->flags & SITE_PAGEVEC)
		verdict_converted(s, NULL);	/* page_vec keeps it */
	else if ((s->flags & SITE_WRITE) &&
		 !strcmp(s->symbol, KIONAME(OFFSET)))
		verdict_manual(s, EV_LEFT, "offset-write",
				"sets the %s's offset by hand; "
				"user_pages_dirty() always starts at "
				"the first mapped page, so dirty the "
				"pages you mean yourself",
				KIONAME(KIOBUF));
	else if ((s->flags & SITE_WRITE) &&
		 strcmp(s->symbol, KIONAME(LENGTH)))
		verdict_manual(s, EV_LEFT, "page-vector",
				"assigns %s of a %s by hand (a page "
				"vector); port it as a whole: %s",
				s->symbol, KIONAME(KIOBUF),
				vocab_reason("page-vector")->text);
	else
		verdict_converted(s, NULL);
}

/*
 * A use whose token the rewrite removed: converted, with a note on how
 * for the page lock and block I/O, unless 6.1 has no i_bdev to take the
 * block device from.
 */
static void decide_removed(struct site *s, const struct regions *rg,
			   const char *text, size_t len)
{
	const char *note = NULL;

	if (!strcmp(s->symbol, KIONAME(LOCK_KIOVEC)) &&
	    (s->flags & SITE_PAGEVEC))
		note = "page_vec_lock(): lock_page() on each page, as "
		       "2.4 locked them";
	else if (!strcmp(s->symbol, KIONAME(LOCK_KIOVEC)))
		note = target_get() == TARGET_61 ?
		       "page lock dropped: pin_user_pages_fast() pins "
		       "the pages" :
		       "page lock dropped: get_user_pages() pins the "
		       "pages";
	/* the wait for the I/O: pagevec.c left a comment */
	if (!strcmp(s->symbol, KIONAME(BRW_KIOVEC)) &&
	    i_bdev_61(s, rg, text, len)) {
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
	if (!strcmp(s->symbol, KIONAME(BRW_KIOVEC)))
		note = brw_note(s, rg, text, len);
	verdict_converted(s, note);
}

/* a use the rewrite left where it was: why, by the site's kind */
static void decide_left(struct site *s)
{
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

static void decide(struct site *s, const struct regions *rg,
		   const char *text, size_t len,
		   const struct rewrite_item *rw)
{
	const struct vocab *v = s->base_kind == KIND_MEMBER ?
				vocab_lookup_member(s->symbol) :
				vocab_lookup(s->symbol, strlen(s->symbol));

	if (decide_failed_rewrite(s, rw))
		return;
	if (s->state != STATE_FOUND)
		return;		/* decided before the rewrite (port.c) */
	if (v && v->manual_code && !pagevec_keeps(s)) {
		verdict_manual(s, EV_FLAGGED, v->manual_code, "%s",
			       v->guidance);
		return;
	}
	if (s->base_kind == KIND_MEMBER) {
		decide_member(s);
		return;
	}
	if (s->kind == KIND_INCLUDE ||
	    (s->kind == KIND_INACTIVE && !strcmp(s->symbol, VOCAB_HEADER)))
		return;		/* fixup swaps the include */
	if (s->macro_file)
		return;		/* port.c looks in the macro's own file */
	if (!leftover(s, rg, text, len))
		decide_removed(s, rg, text, len);
	else
		decide_left(s);
}

void crosscheck_sites(struct site_list *sites, const struct linediff *d,
		      const char *new_text, size_t new_len,
		      const struct rewrite_item *rw)
{
	struct regions rg;
	size_t i;

	regions_init(&rg, d);
	for (i = 0; i < sites->nr; i++)
		decide(&sites->v[i], &rg, new_text, new_len, rw);
	regions_free(&rg);
	/* the index points into new_text, which the caller frees */
	cache_free();
}
