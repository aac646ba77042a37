/*
 * lookup: answer "which item?" from an index built once, instead of a
 * scan of every item per question, so that what a file costs grows with
 * its size and not with its size squared (a 6 MB driver has 120,000
 * sites, 20,000 functions, 500,000 tokens).  The one place for this:
 * stages do not keep private search loops of their own.
 *
 * Items are whatever the caller keeps in its own array; an index holds
 * only their numbers (0..n-1) and reaches them through callbacks with a
 * context pointer, so one index serves sites, tokens, functions or
 * macros alike, and the caller's array may move (realloc) under it.
 * Queries never allocate and cost O(log n) (names: O(1) on average).
 * A built index is read-only: several threads may query it.
 *
 * 1. An array already sorted by a number (tokens by offset, lines):
 *	i = sidx_lower(n, key, ctx, k);
 *    the first i in [0, n) with key(ctx, i) >= k (n when none); key()
 *    must not decrease with i.
 *
 * 2. Items in the order of any comparison (sites by symbol and line):
 *	struct sorted_index ix;
 *	sorted_index_build(&ix, n, cmp, ctx);
 *	ix.v[0..n-1]   the item numbers by cmp(ctx, a, b), ties by number
 *	               (so the order never depends on the sort)
 *	sorted_index_range(&ix, probe, ctx, key, &lo, &hi);
 *	    ix.v[lo..hi-1] are the items that probe(ctx, item, key) calls
 *	    equal (0); probe is < 0 for an item before key, > 0 after it,
 *	    and must agree with cmp.  lo == hi when there is none.
 *	sorted_index_free(&ix);
 *
 * 3. Spans (a function's bytes, a macro invocation, a disabled block):
 *	struct span_index sp;
 *	span_index_build(&sp, n, span, ctx);    span(ctx, i, &start, &end)
 *	i = span_index_find(&sp, off);
 *	    the lowest-numbered item with start <= off < end, or SPAN_NONE:
 *	    what a scan of items 0..n-1 for the first such item gives.
 *	    Fast when starts do not decrease with the item numbers (source
 *	    order, as the stages collect them); otherwise still exact, by
 *	    a scan.
 *	span_index_free(&sp);
 *
 * 4. Names, added as they come (macros of a file, handlers of a run):
 *	struct name_index nx = NAME_INDEX_INIT;
 *	i = name_index_find(&nx, s, len, name, ctx);  NAME_NONE when none
 *	name_index_add(&nx, i, name, ctx);   item i, named name(ctx, i)
 *	name_index_free(&nx);
 *    name(ctx, i) gives item i's NUL-terminated name; find() returns
 *    the item added first under a name (what a scan in order of
 *    addition finds), and add() of a name already there keeps that one.
 *
 * 5. A set of names, a copy of each kept in the order first added:
 *	struct name_set ns = NAME_SET_INIT;
 *	name_set_add(&ns, s, len);	its number, new or not
 *	i = name_set_find(&ns, s, len);	NAME_NONE when none
 *	ns.v[0 .. ns.nr)
 *	name_set_free(&ns);
 */
#ifndef ZC_LOOKUP_H
#define ZC_LOOKUP_H

#include <stddef.h>

size_t sidx_lower(size_t n, size_t (*key)(const void *ctx, size_t i),
		  const void *ctx, size_t k);

struct sorted_index {
	size_t *v;
	size_t n;
};

void sorted_index_build(struct sorted_index *ix, size_t n,
			int (*cmp)(const void *ctx, size_t a, size_t b),
			const void *ctx);
void sorted_index_range(const struct sorted_index *ix,
			int (*probe)(const void *ctx, size_t item,
				     const void *key),
			const void *ctx, const void *key, size_t *lo,
			size_t *hi);
void sorted_index_free(struct sorted_index *ix);

#define SPAN_NONE ((size_t)-1)

struct span_index {
	size_t n;
	size_t *start, *end;	/* per item */
	size_t *reach;		/* max end of items 0..i */
	int sorted;		/* starts never decrease */
};

void span_index_build(struct span_index *sp, size_t n,
		      void (*span)(const void *ctx, size_t i, size_t *start,
				   size_t *end),
		      const void *ctx);
size_t span_index_find(const struct span_index *sp, size_t off);
void span_index_free(struct span_index *sp);

#define NAME_NONE ((size_t)-1)

struct name_index {
	size_t *slot;		/* item + 1 per slot, 0 when free */
	size_t cap, n;
};

#define NAME_INDEX_INIT { NULL, 0, 0 }

size_t name_index_find(const struct name_index *nx, const char *s,
		       size_t len,
		       const char *(*name)(const void *ctx, size_t i),
		       const void *ctx);
void name_index_add(struct name_index *nx, size_t item,
		    const char *(*name)(const void *ctx, size_t i),
		    const void *ctx);
void name_index_free(struct name_index *nx);

struct name_set {
	char **v;
	size_t nr, alloc;
	struct name_index ix;
};

#define NAME_SET_INIT { NULL, 0, 0, NAME_INDEX_INIT }

size_t name_set_add(struct name_set *ns, const char *s, size_t len);
size_t name_set_find(const struct name_set *ns, const char *s, size_t len);
void name_set_free(struct name_set *ns);

#endif
