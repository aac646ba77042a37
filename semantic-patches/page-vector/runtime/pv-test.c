/*
 * pv-test.c: run page_vec_lock() and page_vec_unlock() (the page vector
 * helpers of semantic-patches/page-vector/2.6.helpers, included as pv.inc)
 * against rt26.h's page locks, which know their owner.
 *
 * 2.4's lock_kiovec() only tried each page; on a busy one it let go of
 * all it had taken before it waited.  So must the helper: it may never
 * sleep (lock_page(), wait_on_page_locked()) while it holds a page lock
 * (ABBA against any other locker), nor wait on a page it holds itself.
 * Scenarios: free pages; a page another task holds, with wait (locked
 * in the end, after waiting for it) and without (-EAGAIN, nothing of
 * ours left locked, the other's lock untouched); a page listed twice in
 * one vector and across two (-EINVAL, nothing left locked, no
 * self-deadlock); a vector locked before the call stays locked through
 * a failed one; holes (NULL pages) skipped; unlock gives every page
 * back.
 * Prints the number of scenarios and exits 0, or the first failures and
 * exits 1.
 */
#include <stdio.h>
#include <stdlib.h>

#include "rt26.h"

#include "pv.inc"

static int failures, cases;
static struct page_vec v0, v1, v2;
static struct page_vec *pv[3] = { &v0, &v1, &v2 };

static void check(const char *name, int cond, const char *what)
{
	if (!cond)
		rt_violation("%s", what);
	(void)name;
}

/* vector v gets pages first .. first + n - 1 of the model's memory */
static void fill(struct page_vec *v, int first, int n)
{
	int p;

	page_vec_init(v);
	for (p = 0; p < n; p++)
		v->maplist[p] = &rt_pages[first + p];
	v->nr_pages = n;
	v->length = n * (int)PAGE_SIZE;
}

static int ours(int first, int n)
{
	int p, k = 0;

	for (p = 0; p < n; p++)
		k += rt_pages[first + p].locked == 1;
	return k;
}

static void done(const char *name)
{
	cases++;
	if (rt_violations && failures++ < 5)
		printf("FAIL %s: %s\n", name, rt_report);
}

int main(void)
{
	int r, wait;

	/* free pages, three vectors: all locked, then all unlocked */
	for (wait = 0; wait <= 1; wait++) {
		rt_reset();
		fill(&v0, 10, 5);
		fill(&v1, 20, 7);
		fill(&v2, 40, 3);
		v1.maplist[2] = NULL;		/* a hole */
		r = page_vec_lock(3, pv, wait);
		check("free", r == 0, "free pages: page_vec_lock() failed");
		check("free", ours(10, 5) == 5 && ours(20, 7) == 6 &&
		      ours(40, 3) == 3, "free pages: not all locked");
		check("free", v0.locked && v1.locked && v2.locked,
		      "free pages: a vector not marked locked");
		page_vec_unlock(3, pv);
		rt_check_end();
		done(wait ? "free pages, wait" : "free pages");
	}

	/* a page another task holds, in the second vector */
	for (wait = 0; wait <= 1; wait++) {
		rt_reset();
		fill(&v0, 10, 5);
		fill(&v1, 20, 7);
		rt_pages[24].locked = RT_OTHER;
		r = page_vec_lock(2, pv, wait);
		if (wait) {
			check("busy", r == 0, "busy page, wait: not locked");
			check("busy", ours(10, 5) == 5 && ours(20, 7) == 7,
			      "busy page, wait: not all locked");
			page_vec_unlock(2, pv);
		} else {
			check("busy", r == -EAGAIN, "busy page: want -EAGAIN");
			check("busy", !ours(10, 5) && !ours(20, 7),
			      "busy page: pages of ours left locked");
			check("busy", rt_pages[24].locked == RT_OTHER,
			      "busy page: the other task's lock taken");
			check("busy", !v0.locked && !v1.locked,
			      "busy page: a vector marked locked");
			rt_pages[24].locked = 0;
		}
		rt_check_end();
		done(wait ? "busy page, wait" : "busy page");
	}

	/* a page listed twice: in one vector, then across two */
	for (wait = 0; wait <= 3; wait++) {
		rt_reset();
		fill(&v0, 10, 5);
		fill(&v1, 20, 7);
		if (wait & 2)
			v1.maplist[5] = &rt_pages[12];
		else
			v1.maplist[5] = &rt_pages[21];
		r = page_vec_lock(2, pv, wait & 1);
		check("twice", r == -EINVAL, "page listed twice: want -EINVAL");
		check("twice", !ours(10, 5) && !ours(20, 7),
		      "page listed twice: pages left locked");
		rt_check_end();
		done(wait & 2 ? "page in two vectors" : "page twice in one");
	}

	/* a vector locked before stays locked through a failed call */
	rt_reset();
	fill(&v0, 10, 5);
	fill(&v1, 20, 7);
	r = page_vec_lock(1, pv, 1);
	rt_pages[26].locked = RT_OTHER;
	r |= page_vec_lock(2, pv, 0);
	check("pre", r == -EAGAIN, "locked vector kept: want -EAGAIN");
	check("pre", v0.locked && ours(10, 5) == 5,
	      "a vector locked before the call was unlocked by it");
	check("pre", !ours(20, 7), "pages of the failed vector left locked");
	rt_pages[26].locked = 0;
	page_vec_unlock(2, pv);
	rt_check_end();
	done("vector locked before");

	if (failures) {
		printf("%d of %d scenarios failed\n", failures, cases);
		return 1;
	}
	printf("%d scenarios\n", cases);
	return 0;
}
