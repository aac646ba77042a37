/* linediff: see linediff.h for the contract. */
#include <stdlib.h>
#include <string.h>

#include "linediff.h"
#include "stop.h"
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
 * Myers' O(ND) diff in bounded space.
 *
 * The simple form (greedy search from the start, a copy of the search
 * state per edit step, then a walk back) is what the port's outputs were
 * reviewed with, so it is kept where it is cheap: its trace is stored
 * compactly (d + 1 cells at step d) and it gives up past GREEDY_MAX_D
 * steps (about 17 MB).  Beyond that the problem is split at a middle
 * snake found by searching from both ends at once (Myers 1986, 4b) and
 * each half is solved the same way; that needs O(N+M) memory whatever
 * the number of changes.  Both give a shortest edit script; they may
 * pair up equal lines (blank lines, braces) differently.
 */
#ifndef GREEDY_MAX_D
#define GREEDY_MAX_D 2048
#endif

struct myers {
	const struct line *a, *b;
	const unsigned long *ha, *hb;	/* line hashes, to compare fast */
	long *vf, *vb;			/* forward, backward furthest x */
	long *gv;			/* the simple form's working array */
	long **trace;			/* its state per step, in trace_mem */
	long *trace_mem;
	char *ops;
	size_t nops;
	unsigned long long work, budget;
	int over;
};

static int eq(const struct myers *m, long x, long y)
{
	return m->ha[x] == m->hb[y] && same(&m->a[x], &m->b[y]);
}

static void put(struct myers *m, char op, long count)
{
	while (count-- > 0)
		m->ops[m->nops++] = op;
}

/*
 * One forward step on diagonal k of v (offset off) at distance d: from
 * the better neighbour (down from k + 1, or right from k - 1), then along
 * the snake of equal lines; returns the x reached, the slide counted as
 * work.  Shared by bisect() and greedy().
 */
static long snake(struct myers *m, const long *v, long off, long k, long d,
		  long a0, long b0, long n, long mm)
{
	long x, y, x0;

	if (k == -d || (k != d && v[off + k - 1] < v[off + k + 1]))
		x = v[off + k + 1];
	else
		x = v[off + k - 1] + 1;
	y = x - k;
	x0 = x;
	while (x < n && y < mm && eq(m, a0 + x, b0 + y)) {
		x++;
		y++;
	}
	m->work += (unsigned long long)(x - x0);
	return x;
}

/*
 * The middle snake of a[a0..a1) against b[b0..b1) (both non-empty, no
 * common head or tail, so at least two edits): sets *sx, *sy to a point
 * on an optimal path, neither end, that splits the problem in two, and
 * returns 1; 0 when the search would exceed the work budget.
 * Both searches keep, per diagonal, the furthest x reached (vf from the
 * start, vb from the end in reversed coordinates); they meet on an
 * optimal path within (n + m + 1) / 2 steps.
 */
static int bisect(struct myers *m, long a0, long a1, long b0, long b1,
		  long *sx, long *sy)
{
	long n = a1 - a0, mm = b1 - b0, delta = n - mm;
	long maxd = (n + mm + 1) / 2, off = maxd + 1, len = 2 * maxd + 3;
	long fstart = 0, fend = 0, bstart = 0, bend = 0, d, k, i;
	int front = delta & 1;
	long *vf = m->vf, *vb = m->vb;

	m->work += (unsigned long long)len;
	for (i = 0; i < len; i++)
		vf[i] = vb[i] = -1;
	vf[off + 1] = 0;
	vb[off + 1] = 0;
	for (d = 0; d < maxd; d++) {
		m->work += (unsigned long long)(2 * d + 2);
		/* too costly, or a stop asked for: solve() gives up */
		if (m->work > m->budget || stop_requested())
			return 0;
		for (k = -d + fstart; k <= d - fend; k += 2) {
			long x = snake(m, vf, off, k, d, a0, b0, n, mm);
			long y = x - k;

			vf[off + k] = x;
			if (x > n) {
				fend += 2;	/* off the right of the grid */
			} else if (y > mm) {
				fstart += 2;	/* off the bottom */
			} else if (front) {
				long bk = off + delta - k;

				if (bk >= 0 && bk < len && vb[bk] != -1 &&
				    x >= n - vb[bk]) {
					*sx = a0 + x;
					*sy = b0 + y;
					return 1;
				}
			}
		}
		for (k = -d + bstart; k <= d - bend; k += 2) {
			long x, y, x0;

			if (k == -d || (k != d && vb[off + k - 1] <
					 vb[off + k + 1]))
				x = vb[off + k + 1];
			else
				x = vb[off + k - 1] + 1;
			y = x - k;
			x0 = x;
			while (x < n && y < mm &&
			       eq(m, a0 + n - x - 1, b0 + mm - y - 1)) {
				x++;
				y++;
			}
			m->work += (unsigned long long)(x - x0);
			vb[off + k] = x;
			if (x > n) {
				bend += 2;
			} else if (y > mm) {
				bstart += 2;
			} else if (!front) {
				long fk = off + delta - k;

				if (fk >= 0 && fk < len && vf[fk] != -1 &&
				    vf[fk] >= n - x) {
					*sx = a0 + vf[fk];
					*sy = b0 + vf[fk] - (delta - k);
					return 1;
				}
			}
		}
	}
	/* no common line at all: any split is as good */
	*sx = a0 + n;
	*sy = b0;
	return 1;
}

/*
 * The simple form on a[a0..a1) against b[b0..b1), appending its script;
 * 0 when the script needs more than GREEDY_MAX_D edits (nothing added).
 * Diagonals are not clipped to the grid, exactly as the script the
 * expected outputs were made with.
 */
static int greedy(struct myers *m, long a0, long a1, long b0, long b1)
{
	long n = a1 - a0, mm = b1 - b0, max = n + mm, dd, k, x, y;
	long lim = max < GREEDY_MAX_D ? max : GREEDY_MAX_D;
	long off = lim + 1, found = -1;
	long *v = m->gv, **trace = m->trace;
	char *rev = m->ops + m->nops;
	size_t nrev = 0, j;

	v[off + 1] = 0;
	for (dd = 0; dd <= lim; dd++) {
		long *t = m->trace_mem + dd * (dd + 1) / 2;

		m->work += (unsigned long long)(dd + 1);
		for (k = -dd; k <= dd; k += 2) {
			x = snake(m, v, off, k, dd, a0, b0, n, mm);
			y = x - k;
			v[off + k] = x;
			if (x >= n && y >= mm) {
				found = dd;
				break;
			}
		}
		if (found >= 0)
			break;
		if (m->work > m->budget || stop_requested())
			return 0;	/* solve() takes the cheap way */
		/* step dd's cells k = -dd, -dd + 2, ..., dd */
		for (k = -dd; k <= dd; k += 2)
			t[(k + dd) / 2] = v[off + k];
		trace[dd] = t;
	}
	if (found < 0)
		return 0;
	/* walk back from (n, mm); the script is built reversed in place */
	x = n;
	y = mm;
	for (dd = found; dd > 0; dd--) {
		long *pv = trace[dd - 1], pk, px, py;

#define PV(kk) pv[((kk) + dd - 1) / 2]
		k = x - y;
		if (k == -dd || (k != dd && PV(k - 1) < PV(k + 1)))
			pk = k + 1;
		else
			pk = k - 1;
		px = PV(pk);
#undef PV
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
	for (j = 0; j < nrev / 2; j++) {
		char c = rev[j];

		rev[j] = rev[nrev - 1 - j];
		rev[nrev - 1 - j] = c;
	}
	m->nops += nrev;
	return 1;
}

static void solve(struct myers *m, long a0, long a1, long b0, long b1)
{
	long head = 0, tail = 0, x, y;


	while (a0 + head < a1 && b0 + head < b1 && eq(m, a0 + head, b0 + head))
		head++;
	put(m, 'k', head);
	a0 += head;
	b0 += head;
	while (a1 - tail > a0 && b1 - tail > b0 &&
	       eq(m, a1 - tail - 1, b1 - tail - 1))
		tail++;
	a1 -= tail;
	b1 -= tail;
	if (a0 == a1) {
		put(m, 'i', b1 - b0);
	} else if (b0 == b1) {
		put(m, 'd', a1 - a0);
	} else if (m->over || !bisect(m, a0, a1, b0, b1, &x, &y)) {
		/* too costly to be exact: a valid, longer script */
		m->over = 1;
		put(m, 'd', a1 - a0);
		put(m, 'i', b1 - b0);
	} else {
		solve(m, a0, x, b0, y);
		solve(m, x, a1, y, b1);
	}
	put(m, 'k', tail);
}

static unsigned long line_hash(const struct line *l)
{
	unsigned long h = 1469598103934665603UL;
	size_t i;

	for (i = 0; i < l->len; i++)
		h = (h ^ (unsigned char)l->s[i]) * 1099511628211UL;
	return h ^ (unsigned long)l->nl;
}

unsigned long long linediff_budget(void)
{
	const char *e = getenv("ZCPORT_DIFF_WORK");

	return e && *e ? strtoull(e, NULL, 10) : 300000000ULL;
}

static void myers(struct linediff *d)
{
	struct myers m;
	long n = (long)d->na, mm = (long)d->nb, x, glim;
	size_t i, width = (size_t)(n + mm + 1) / 2 * 2 + 8;
	unsigned long *ha = xmalloc((d->na + 1) * sizeof(*ha));
	unsigned long *hb = xmalloc((d->nb + 1) * sizeof(*hb));

	memset(&m, 0, sizeof(m));
	for (i = 0; i < d->na; i++)
		ha[i] = line_hash(&d->a[i]);
	for (i = 0; i < d->nb; i++)
		hb[i] = line_hash(&d->b[i]);
	m.a = d->a;
	m.b = d->b;
	m.ha = ha;
	m.hb = hb;
	m.vf = xmalloc(width * sizeof(long));
	m.vb = xmalloc(width * sizeof(long));
	m.ops = xmalloc((size_t)(n + mm + 1));
	glim = n + mm < GREEDY_MAX_D ? n + mm : GREEDY_MAX_D;
	m.gv = xmalloc((size_t)(2 * glim + 4) * sizeof(long));
	m.trace = xmalloc((size_t)(glim + 1) * sizeof(long *));
	m.trace_mem = xmalloc((size_t)(glim + 1) * (size_t)(glim + 2) / 2 *
			      sizeof(long));
	m.budget = linediff_budget();
	/* once the simple form gives up, its script is no longer the
	 * reviewed one anyway: the halves are not tried with it again */
	if (!greedy(&m, 0, n, 0, mm))
		solve(&m, 0, n, 0, mm);
	d->ops = m.ops;
	d->nops = m.nops;
	d->over_budget = m.over;
	free(m.vf);
	free(m.vb);
	free(m.gv);
	free(m.trace);
	free(m.trace_mem);
	free(ha);
	free(hb);
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

unsigned linediff_hunk_line(const struct linediff *d, unsigned l)
{
	unsigned k;

	if (l < 1 || l > d->na)
		return (unsigned)d->nb + 1;
	if (d->map[l - 1])
		return d->map[l - 1];
	for (k = l - 1; k > 0; k--)
		if (d->map[k - 1])
			return d->map[k - 1] + 1;
	return 1;
}
