/*
 * helpers-test.c: run the user_pages helpers zcport inserts into ported
 * drivers (generated from semantic-patches/user-pages/2.6.helpers) against
 * the rt26 model, over buffers aligned and not, from one byte to more
 * pages than a 2.4 kiobuf held statically, both directions, short
 * transfers, with and without an explicit user_pages_dirty(), a reserved
 * page, and pins that come back short or fail.  Each scenario checks the
 * 2.4 semantics: 0 or -errno; nothing left pinned or allocated on
 * failure; user_pages_dirty() dirtying exactly the pages the device
 * wrote; every page of a mapping for the device to write dirty when it
 * is released (2.4 dirtied their ptes when it pinned them), a reserved
 * one never, a mapping for the device to read never; every page released
 * once; get_user_pages() under mmap_sem only.
 * Prints "ok N scenarios" or the first failure, naming the scenario and
 * the page, and exits 1.
 */
#include <stdio.h>
#include <stdlib.h>

#include "rt26.h"
#include "helpers.inc"

static int failures;

#define CHECK(cond, ...) do { \
	if (!(cond)) { \
		printf("FAIL %s: ", name); \
		printf(__VA_ARGS__); \
		printf("\n"); \
		failures++; \
		return; \
	} \
} while (0)

/*
 * written: the bytes the device wrote and the driver dirties with
 * user_pages_dirty() (0: it never calls it, as many 2.4 drivers did not);
 * reserved: make the mapping's second page reserved.
 */
static void scenario(const char *name, unsigned long off, size_t len,
		     int write, size_t written, int pin_limit, int fail,
		     int reserved)
{
	struct user_pages up;
	unsigned long uaddr = rt_base + off;
	size_t first = off >> PAGE_SHIFT;
	size_t last = (off + len - 1) >> PAGE_SHIFT;
	size_t npages = last - first + 1, i;
	int err;

	rt_reset();
	rt_pin_limit = pin_limit;
	rt_fail = fail;
	if (reserved)
		rt_pages[first + 1].reserved = 1;
	memset(&up, 0, sizeof(up));
	err = user_pages_map(&up, write, uaddr, len);
	CHECK(rt_mm.mmap_sem.readers == 0, "mmap_sem still held");
	if (fail || (pin_limit >= 0 && (size_t)pin_limit < npages)) {
		CHECK(err == (fail ? -fail : -EFAULT),
		      "want %d, got %d", fail ? -fail : -EFAULT, err);
		for (i = 0; i < RT_MAX_PAGES; i++)
			CHECK(rt_pages[i].count == 1,
			      "page %zu left pinned after a failed map", i);
		CHECK(rt_allocs == 0, "%ld allocations leaked", rt_allocs);
		CHECK(up.nr_pages == 0, "nr_pages %d after failure",
		      up.nr_pages);
		CHECK(rt_violations == 0, "%s", rt_report);
		return;
	}
	CHECK(err == 0, "map failed: %d", err);
	CHECK(rt_last_write == write, "write flag %d, want %d",
	      rt_last_write, write);
	CHECK((size_t)up.nr_pages == npages, "nr_pages %d, want %zu",
	      up.nr_pages, npages);
	CHECK(up.offset == (int)(off & ~PAGE_MASK), "offset %d", up.offset);
	CHECK(up.length == (int)len, "length %d", up.length);
	for (i = 0; i < npages; i++)
		CHECK(up.maplist[i] == &rt_pages[first + i] &&
		      rt_pages[first + i].count == 2,
		      "page %zu not pinned once", first + i);
	/* the device writes the first `written` bytes: exactly their
	 * pages dirtied, while still pinned */
	if (write && written) {
		user_pages_dirty(&up, (int)written);
		for (i = 0; i < RT_MAX_PAGES; i++) {
			int want = i >= first && !rt_pages[i].reserved &&
				   i <= ((off + written - 1) >> PAGE_SHIFT);

			CHECK(rt_pages[i].dirty == want, "page %zu dirty %d "
			      "after user_pages_dirty(), want %d", i,
			      rt_pages[i].dirty, want);
		}
	}
	/* released: every page the device could write is dirty */
	user_pages_unmap(&up);
	for (i = 0; i < RT_MAX_PAGES; i++) {
		int want = write && i >= first && i <= last &&
			   !rt_pages[i].reserved;

		CHECK(rt_pages[i].count == 1, "page %zu count %d after unmap",
		      i, rt_pages[i].count);
		CHECK(rt_pages[i].dirty == want, "page %zu dirty %d after "
		      "user_pages_unmap(), want %d", i, rt_pages[i].dirty,
		      want);
	}
	CHECK(rt_allocs == 0, "%ld allocations leaked", rt_allocs);
	CHECK(up.nr_pages == 0 && !up.maplist, "mapping not emptied");
	CHECK(rt_violations == 0, "%s", rt_report);
}

/*
 * user_pages_free() of a mapping still pinned releases it as
 * user_pages_unmap() does: dirtied when the device could write it
 */
static void free_scenario(const char *name, int write)
{
	struct user_pages *vec[1];
	size_t i;

	rt_reset();
	CHECK(user_pages_alloc(1, vec) == 0, "alloc failed");
	CHECK(user_pages_map(vec[0], write, rt_base + 100, 3 * PAGE_SIZE) == 0,
	      "map failed");
	user_pages_free(1, vec);
	for (i = 0; i < RT_MAX_PAGES; i++) {
		int want = write && i < 4;

		CHECK(rt_pages[i].count == 1, "page %zu count %d after free",
		      i, rt_pages[i].count);
		CHECK(rt_pages[i].dirty == want, "page %zu dirty %d after "
		      "user_pages_free(), want %d", i, rt_pages[i].dirty,
		      want);
	}
	CHECK(rt_allocs == 0, "%ld allocations leaked", rt_allocs);
	CHECK(rt_violations == 0, "%s", rt_report);
}

int main(void)
{
	static const unsigned long offs[] = { 0, 1, 100, 4095, 4096, 8191 };
	static const size_t lens[] = { 1, 2, 4095, 4096, 4097, 8192, 12289,
				       130 * 4096 + 7 };
	int n = 0, w;
	size_t a, b;
	char name[128];

	for (a = 0; a < sizeof(offs) / sizeof(offs[0]); a++)
		for (b = 0; b < sizeof(lens) / sizeof(lens[0]); b++)
			for (w = 0; w < 2; w++) {
				size_t len = lens[b];

				snprintf(name, sizeof(name),
					 "off %lu len %zu %s", offs[a], len,
					 w ? "device writes" : "device reads");
				scenario(name, offs[a], len, w, len, -1, 0, 0);
				snprintf(name, sizeof(name),
					 "off %lu len %zu short transfer",
					 offs[a], len);
				scenario(name, offs[a], len, w, len / 3, -1, 0,
					 0);
				snprintf(name, sizeof(name),
					 "off %lu len %zu never dirtied by the "
					 "driver", offs[a], len);
				scenario(name, offs[a], len, w, 0, -1, 0, 0);
				snprintf(name, sizeof(name),
					 "off %lu len %zu partial pin",
					 offs[a], len);
				scenario(name, offs[a], len, w, len, 0, 0, 0);
				if (len > PAGE_SIZE)
					scenario(name, offs[a], len, w, len,
						 1, 0, 0);
				snprintf(name, sizeof(name),
					 "off %lu len %zu pin fails", offs[a],
					 len);
				scenario(name, offs[a], len, w, len, -1,
					 ENOMEM, 0);
				n += 5;
				if ((offs[a] + len - 1) >> PAGE_SHIFT >
				    offs[a] >> PAGE_SHIFT) {
					snprintf(name, sizeof(name),
						 "off %lu len %zu a reserved "
						 "page", offs[a], len);
					scenario(name, offs[a], len, w, len / 2,
						 -1, 0, 1);
					n++;
				}
			}
	free_scenario("free of a mapping for the device to write", 1);
	free_scenario("free of a mapping for the device to read", 0);
	n += 2;
	if (failures)
		return 1;
	printf("ok %d scenarios\n", n);
	return 0;
}
