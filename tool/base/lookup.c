/* lookup: see lookup.h for the contract. */
#include <stdlib.h>
#include <string.h>

#include "lookup.h"
#include "util.h"

size_t sidx_lower(size_t n, size_t (*key)(const void *ctx, size_t i),
		  const void *ctx, size_t k)
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (key(ctx, mid) < k)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

struct by {
	int (*cmp)(const void *ctx, size_t a, size_t b);
	const void *ctx;
};

static int by_cmp(const void *a, const void *b, void *arg)
{
	const struct by *by = arg;
	size_t x = *(const size_t *)a, y = *(const size_t *)b;
	int c = by->cmp(by->ctx, x, y);

	if (c)
		return c;
	return x < y ? -1 : x > y;
}

void sorted_index_build(struct sorted_index *ix, size_t n,
			int (*cmp)(const void *ctx, size_t a, size_t b),
			const void *ctx)
{
	struct by by = { cmp, ctx };
	size_t i;

	ix->n = n;
	ix->v = xmalloc((n ? n : 1) * sizeof(*ix->v));
	for (i = 0; i < n; i++)
		ix->v[i] = i;
	if (n > 1)
		qsort_r(ix->v, n, sizeof(*ix->v), by_cmp, &by);
}

void sorted_index_range(const struct sorted_index *ix,
			int (*probe)(const void *ctx, size_t item,
				     const void *key),
			const void *ctx, const void *key, size_t *lo,
			size_t *hi)
{
	size_t a = 0, b = ix->n, m;

	while (a < b) {		/* the first item not before key */
		m = a + (b - a) / 2;
		if (probe(ctx, ix->v[m], key) < 0)
			a = m + 1;
		else
			b = m;
	}
	*lo = a;
	b = ix->n;
	while (a < b) {		/* the first item after key */
		m = a + (b - a) / 2;
		if (probe(ctx, ix->v[m], key) <= 0)
			a = m + 1;
		else
			b = m;
	}
	*hi = a;
}

void sorted_index_free(struct sorted_index *ix)
{
	free(ix->v);
	memset(ix, 0, sizeof(*ix));
}

void span_index_build(struct span_index *sp, size_t n,
		      void (*span)(const void *ctx, size_t i, size_t *start,
				   size_t *end),
		      const void *ctx)
{
	size_t i, k = n ? n : 1;

	memset(sp, 0, sizeof(*sp));
	sp->n = n;
	sp->start = xmalloc(k * sizeof(size_t));
	sp->end = xmalloc(k * sizeof(size_t));
	sp->reach = xmalloc(k * sizeof(size_t));
	sp->sorted = 1;
	for (i = 0; i < n; i++) {
		span(ctx, i, &sp->start[i], &sp->end[i]);
		sp->reach[i] = i && sp->reach[i - 1] > sp->end[i] ?
			       sp->reach[i - 1] : sp->end[i];
		if (i && sp->start[i] < sp->start[i - 1])
			sp->sorted = 0;
	}
}

size_t span_index_find(const struct span_index *sp, size_t off)
{
	size_t lo = 0, hi = sp->n, m, k;

	if (!sp->sorted) {
		for (k = 0; k < sp->n; k++)
			if (sp->start[k] <= off && off < sp->end[k])
				return k;
		return SPAN_NONE;
	}
	while (lo < hi) {	/* k: the first item starting after off */
		m = lo + (hi - lo) / 2;
		if (sp->start[m] <= off)
			lo = m + 1;
		else
			hi = m;
	}
	k = lo;
	lo = 0;
	hi = k;
	while (lo < hi) {	/* the first item before k reaching past off */
		m = lo + (hi - lo) / 2;
		if (sp->reach[m] > off)
			hi = m;
		else
			lo = m + 1;
	}
	/*
	 * reach[] first passes off at an item whose own end does: the
	 * lowest-numbered item that contains off, since all before k start
	 * at or before it.
	 */
	return lo < k ? lo : SPAN_NONE;
}

void span_index_free(struct span_index *sp)
{
	free(sp->start);
	free(sp->end);
	free(sp->reach);
	memset(sp, 0, sizeof(*sp));
}

static size_t name_hash(const char *s, size_t len)
{
	size_t h = 14695981039346656037ULL & (size_t)-1;

	while (len--) {
		h ^= (unsigned char)*s++;
		h *= (size_t)1099511628211ULL;
	}
	return h;
}

size_t name_index_find(const struct name_index *nx, const char *s,
		       size_t len,
		       const char *(*name)(const void *ctx, size_t i),
		       const void *ctx)
{
	size_t h;

	if (!nx->cap)
		return NAME_NONE;
	for (h = name_hash(s, len) & (nx->cap - 1); nx->slot[h];
	     h = (h + 1) & (nx->cap - 1)) {
		const char *n = name(ctx, nx->slot[h] - 1);

		if (!strncmp(n, s, len) && !n[len])
			return nx->slot[h] - 1;
	}
	return NAME_NONE;
}

static void name_put(struct name_index *nx, size_t item, const char *n)
{
	size_t h = name_hash(n, strlen(n)) & (nx->cap - 1);

	while (nx->slot[h])
		h = (h + 1) & (nx->cap - 1);
	nx->slot[h] = item + 1;
}

void name_index_add(struct name_index *nx, size_t item,
		    const char *(*name)(const void *ctx, size_t i),
		    const void *ctx)
{
	const char *n = name(ctx, item);

	if (name_index_find(nx, n, strlen(n), name, ctx) != NAME_NONE)
		return;
	if (2 * (nx->n + 1) > nx->cap) {	/* at most half full */
		size_t *old = nx->slot, oldcap = nx->cap, i;

		nx->cap = oldcap ? 2 * oldcap : 64;
		nx->slot = xcalloc(nx->cap, sizeof(*nx->slot));
		for (i = 0; i < oldcap; i++)
			if (old[i])
				name_put(nx, old[i] - 1,
					 name(ctx, old[i] - 1));
		free(old);
	}
	name_put(nx, item, n);
	nx->n++;
}

void name_index_free(struct name_index *nx)
{
	free(nx->slot);
	memset(nx, 0, sizeof(*nx));
}

static const char *set_name(const void *ctx, size_t i)
{
	return ((const struct name_set *)ctx)->v[i];
}

size_t name_set_find(const struct name_set *ns, const char *s, size_t len)
{
	return name_index_find(&ns->ix, s, len, set_name, ns);
}

size_t name_set_add(struct name_set *ns, const char *s, size_t len)
{
	size_t i = name_set_find(ns, s, len);

	if (i != NAME_NONE)
		return i;
	if (ns->nr == ns->alloc) {
		ns->alloc = ns->alloc ? 2 * ns->alloc : 8;
		ns->v = xrealloc(ns->v, ns->alloc * sizeof(*ns->v));
	}
	ns->v[ns->nr] = xstrndup(s, len);
	name_index_add(&ns->ix, ns->nr, set_name, ns);
	return ns->nr++;
}

void name_set_free(struct name_set *ns)
{
	size_t i;

	for (i = 0; i < ns->nr; i++)
		free(ns->v[i]);
	free(ns->v);
	name_index_free(&ns->ix);
	memset(ns, 0, sizeof(*ns));
}
