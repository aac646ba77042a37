/* linediff: see linediff.h for the contract. */
#include <stdlib.h>
#include <string.h>

#include "linediff.h"
#include "util.h"

size_t split_lines(const char *text, size_t len, struct line **lines)
{
	size_t n = 0, alloc = 64, i = 0;

	*lines = xmalloc(alloc * sizeof(**lines));
	while (i < len) {
		const char *nl = memchr(text + i, '\n', len - i);
		size_t end = nl ? (size_t)(nl - text) : len;

		if (n == alloc) {
			alloc *= 2;
			*lines = xrealloc(*lines, alloc * sizeof(**lines));
		}
		(*lines)[n].s = text + i;
		(*lines)[n].len = end - i;
		(*lines)[n].nl = nl != NULL;
		n++;
		i = nl ? end + 1 : len;
	}
	return n;
}

static int same(const struct line *x, const struct line *y)
{
	return x->len == y->len && x->nl == y->nl &&
	       !memcmp(x->s, y->s, x->len);
}

/*
 * Myers' greedy algorithm with the full trace kept, then a backtrack.
 * Files are small (candidate driver files) and edits few, so the
 * O((N+M)·D) memory of the trace is fine.
 */
static void myers(struct linediff *d)
{
	long n = (long)d->na, m = (long)d->nb, max = n + m, dd, k;
	long off = max + 1, width = 2 * max + 3;
	long *v = xcalloc((size_t)width, sizeof(long));
	long **trace = xmalloc((size_t)(max + 1) * sizeof(long *));
	long found = -1, x, y;
	char *rev;
	size_t nrev = 0;

	for (dd = 0; dd <= max; dd++) {
		for (k = -dd; k <= dd; k += 2) {
			if (k == -dd || (k != dd && v[off + k - 1] <
					 v[off + k + 1]))
				x = v[off + k + 1];
			else
				x = v[off + k - 1] + 1;
			y = x - k;
			while (x < n && y < m && same(&d->a[x], &d->b[y])) {
				x++;
				y++;
			}
			v[off + k] = x;
			if (x >= n && y >= m) {
				found = dd;
				break;
			}
		}
		trace[dd] = xmalloc((size_t)width * sizeof(long));
		memcpy(trace[dd], v, (size_t)width * sizeof(long));
		if (found >= 0)
			break;
	}
	/* backtrack from (n, m) */
	rev = xmalloc((size_t)(n + m + 1));
	x = n;
	y = m;
	for (dd = found; dd > 0; dd--) {
		long *pv = trace[dd - 1], pk, px, py;

		k = x - y;
		if (k == -dd || (k != dd && pv[off + k - 1] < pv[off + k + 1]))
			pk = k + 1;
		else
			pk = k - 1;
		px = pv[off + pk];
		py = px - pk;
		while (x > px && y > py) {
			rev[nrev++] = 'k';
			x--;
			y--;
		}
		if (x == px)
			rev[nrev++] = 'i', y--;
		else
			rev[nrev++] = 'd', x--;
	}
	while (x > 0 && y > 0) {
		rev[nrev++] = 'k';
		x--;
		y--;
	}
	d->ops = xmalloc(nrev + 1);
	for (d->nops = 0; d->nops < nrev; d->nops++)
		d->ops[d->nops] = rev[nrev - 1 - d->nops];
	free(rev);
	/* in each run of changes, deletions first, as diff(1) prints */
	for (x = 0; x < (long)d->nops; ) {
		long s = x, nd = 0, j;

		if (d->ops[x] == 'k') {
			x++;
			continue;
		}
		while (x < (long)d->nops && d->ops[x] != 'k')
			nd += d->ops[x++] == 'd';
		for (j = s; j < x; j++)
			d->ops[j] = j - s < nd ? 'd' : 'i';
	}
	for (dd = 0; dd <= found; dd++)
		free(trace[dd]);
	free(trace);
	free(v);
}

void linediff(struct linediff *d, const char *a, size_t alen, const char *b,
	      size_t blen)
{
	size_t i, ia = 0, ib = 0;

	memset(d, 0, sizeof(*d));
	d->na = split_lines(a, alen, &d->a);
	d->nb = split_lines(b, blen, &d->b);
	myers(d);
	d->map = xcalloc(d->na ? d->na : 1, sizeof(unsigned));
	d->pos = xcalloc(d->na ? d->na : 1, sizeof(unsigned));
	for (i = 0; i < d->nops; i++) {
		switch (d->ops[i]) {
		case 'k':
			d->map[ia] = (unsigned)ib + 1;
			d->pos[ia] = (unsigned)ib + 1;
			ia++;
			ib++;
			break;
		case 'd':
			d->pos[ia] = (unsigned)ib + 1;
			ia++;
			break;
		default:
			ib++;
			break;
		}
	}
}

int linediff_changed(const struct linediff *d)
{
	size_t i;

	for (i = 0; i < d->nops; i++)
		if (d->ops[i] != 'k')
			return 1;
	return 0;
}

static void emit_line(struct strbuf *out, char tag, const struct line *l)
{
	strbuf_addch(out, tag);
	strbuf_add(out, l->s, l->len);
	strbuf_addch(out, '\n');
	if (!l->nl)
		strbuf_addstr(out, "\\ No newline at end of file\n");
}

void linediff_unified(const struct linediff *d, const char *aname,
		      const char *bname, int context, struct strbuf *out)
{
	size_t i = 0, *sa, *sb;

	if (!linediff_changed(d))
		return;
	/* a and b line index before each op */
	sa = xmalloc((d->nops + 1) * sizeof(size_t));
	sb = xmalloc((d->nops + 1) * sizeof(size_t));
	{
		size_t ia = 0, ib = 0;

		for (i = 0; i <= d->nops; i++) {
			sa[i] = ia;
			sb[i] = ib;
			if (i == d->nops)
				break;
			if (d->ops[i] != 'i')
				ia++;
			if (d->ops[i] != 'd')
				ib++;
		}
	}
	strbuf_addf(out, "--- %s\n+++ %s\n", aname, bname);
	i = 0;
	while (i < d->nops) {
		size_t start, end, j, last_change;

		if (d->ops[i] == 'k') {
			i++;
			continue;
		}
		/* a hunk: from context before this change to context after
		 * the last change closer than 2*context lines */
		start = i > (size_t)context ? i - (size_t)context : 0;
		last_change = i;
		for (j = i; j < d->nops; j++) {
			if (d->ops[j] != 'k')
				last_change = j;
			else if (j - last_change > (size_t)(2 * context))
				break;
		}
		end = last_change + 1 + (size_t)context;
		if (end > d->nops)
			end = d->nops;
		{
			size_t la = sa[end] - sa[start], lb = sb[end] - sb[start];

			strbuf_addf(out, "@@ -%zu", la ? sa[start] + 1 :
				    sa[start]);
			if (la != 1)
				strbuf_addf(out, ",%zu", la);
			strbuf_addf(out, " +%zu", lb ? sb[start] + 1 :
				    sb[start]);
			if (lb != 1)
				strbuf_addf(out, ",%zu", lb);
			strbuf_addstr(out, " @@\n");
		}
		for (j = start; j < end; j++) {
			if (d->ops[j] == 'k')
				emit_line(out, ' ', &d->a[sa[j]]);
			else if (d->ops[j] == 'd')
				emit_line(out, '-', &d->a[sa[j]]);
			else
				emit_line(out, '+', &d->b[sb[j]]);
		}
		i = end;
	}
	free(sa);
	free(sb);
}

void linediff_free(struct linediff *d)
{
	free(d->a);
	free(d->b);
	free(d->map);
	free(d->pos);
	free(d->ops);
	memset(d, 0, sizeof(*d));
}
