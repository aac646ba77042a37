/*
 * brw-test.c: user_pages_brw() and user_pages_brw_dev() (the block I/O
 * helpers of semantic-patches/bio/2.6.helpers, included as brw.inc)
 * against 2.4's brw_kiovec() (brw24.c) on the same model disk (disk.c),
 * 2.6.9's block layer being blk26.c's (blk.h).
 *
 * Every scenario runs twice from the same start: 2.4 with kiobufs, then
 * the helper with the same pages in struct user_pages.  The return
 * values, the whole disk and the whole memory must be the same, and the
 * helper must leave nothing in flight, allocated, open or referenced.
 * The test holds the device open (blkdev_get()) around a helper that is
 * given the block_device, as a driver does.
 * Scenarios: block sizes 512 to 4096; one to three page vectors, data
 * starting mid-page; consecutive, reversed, scattered and run-wise block
 * numbers, holes in reads; more than KIO_MAX_SECTORS blocks (two
 * batches); bad sectors at the start, in the middle, in the second
 * batch, at the end; queue limits that make bio_add_page() refuse (the
 * split must show in the number of bios).  Then the device looked up by
 * number, and through the page vector helpers (page_vec_alloc(),
 * page_vec_expand(), page_vec_lock(), page_vec_brw(), page_vec_unlock(),
 * page_vec_free()); and a device not open: -ENODEV with nothing
 * submitted.
 * Prints the number of scenarios and exits 0, or the first failures and
 * exits 1.
 */
#include <stdio.h>
#include <stdlib.h>

#include "blk.h"

#include "brw.inc"

static int failures, cases;
#define DEV	((8 << 20) | 1)	/* 8:1; any number is disk 0 (blk.h) */

static unsigned char disk24[DISK_BYTES];
static struct page mem24[RT_MAX_PAGES];

struct scen {
	const char *name;
	int rw, size, nr;
	int off[3], len[3];		/* per vector, bytes */
	int pattern;			/* block numbers, see blocks() */
	int bad[3];			/* bad block indexes + 1, 0 none */
	unsigned int max_sectors, max_segments;	/* the queue's */
	int min_bios;			/* the helper must make at least */
};

#define NBLK 4096
static unsigned long b[NBLK];

static int nblocks(const struct scen *s)
{
	int i, n = 0;

	for (i = 0; i < s->nr; i++)
		n += s->len[i] / s->size;
	return n;
}

/* the block numbers of a pattern, within the disk */
static void blocks(const struct scen *s)
{
	int i, n = nblocks(s), per = (int)(DISK_BYTES / s->size);

	for (i = 0; i < n; i++)
		switch (s->pattern) {
		case 0: b[i] = 3 + i; break;			/* consecutive */
		case 1: b[i] = (unsigned long)(n - i + 1); break; /* reversed */
		case 2: b[i] = (unsigned long)((i * 7 + 5) % per); break;
		case 3: b[i] = (unsigned long)(i + (i / 5) * 3 + 1); break;
		case 4: b[i] = i % 4 == 2 ? -1UL : (unsigned long)(i + 9);
			break;					/* holes */
		}
}

/* the pages of vector v: one apart from the other vectors' */
static struct page *page_of(int v, int p)
{
	return &rt_pages[v * 160 + p * 1 + (v == 1 ? 3 : 0)];
}

static void setup(const struct scen *s)
{
	int i;

	blk_reset();
	if (s->max_sectors)
		rt_queue_max_sectors = s->max_sectors;
	if (s->max_segments)
		rt_queue_max_segments = s->max_segments;
	blocks(s);
	for (i = 0; i < 3; i++)
		if (s->bad[i]) {
			unsigned long blk = b[s->bad[i] - 1];

			disk_set_bad(0, blk * (unsigned long)(s->size >> 9) +
				     (unsigned long)(s->size >> 9) - 1);
		}
}

static int npages(int off, int len)
{
	return (off + len + (int)PAGE_SIZE - 1) / (int)PAGE_SIZE;
}

static void fail(const struct scen *s, const char *what)
{
	if (failures++ < 6)
		printf("FAIL %s (%s, size %d): %s %s\n", s->name,
		       s->rw == READ ? "read" : "write", s->size, what,
		       rt_report);
}

static struct page *maps[3][200];

/* the device, held open for the I/O as a driver holds it */
static struct block_device *open_dev(int rw)
{
	struct block_device *bdev = bdget(DEV);

	if (blkdev_get(bdev, rw == READ ? FMODE_READ : FMODE_WRITE, 0))
		rt_violation("blkdev_get() of the test's device failed");
	return bdev;
}

static void run(const struct scen *s, int by_number)
{
	struct kiobuf kb[3], *kv[3];
	struct user_pages up[3], *uv[3];
	struct block_device *bdev;
	int i, p, r24, r26;

	cases++;
	setup(s);
	for (i = 0; i < s->nr; i++) {
		kb[i].nr_pages = npages(s->off[i], s->len[i]);
		kb[i].offset = s->off[i];
		kb[i].length = s->len[i];
		for (p = 0; p < kb[i].nr_pages; p++)
			maps[i][p] = page_of(i, p);
		kb[i].maplist = maps[i];
		kv[i] = &kb[i];
	}
	r24 = brw_kiovec(s->rw, s->nr, kv, DEV, b, s->size);
	memcpy(disk24, disk_store[0], DISK_BYTES);
	memcpy(mem24, rt_pages, sizeof(mem24));
	if (rt_violations)
		fail(s, "2.4 reference broke a rule:");

	setup(s);
	for (i = 0; i < s->nr; i++) {
		up[i].nr_pages = kb[i].nr_pages;
		up[i].offset = kb[i].offset;
		up[i].length = kb[i].length;
		up[i].maplist = maps[i];
		uv[i] = &up[i];
	}
	if (by_number == 2) {
		/* the page vector path: page_vec_alloc(), filled by hand */
		struct page_vec *pv[3];

		if (page_vec_alloc(s->nr, pv))
			fail(s, "page_vec_alloc() failed");
		for (i = 0; i < s->nr; i++) {
			if (page_vec_expand(pv[i], kb[i].nr_pages))
				fail(s, "page_vec_expand() failed");
			for (p = 0; p < kb[i].nr_pages; p++)
				pv[i]->maplist[p] = maps[i][p];
			pv[i]->nr_pages = kb[i].nr_pages;
			pv[i]->offset = kb[i].offset;
			pv[i]->length = kb[i].length;
		}
		if (page_vec_lock(s->nr, pv, 1))
			fail(s, "page_vec_lock() failed");
		for (i = 0; i < s->nr; i++)
			for (p = 0; p < kb[i].nr_pages; p++)
				if (!maps[i][p]->locked)
					fail(s, "a page not locked");
		/* a write leaves the unlocking to page_vec_free(), as 2.4's
		 * free_kiovec() did it */
		if (s->rw == READ) {
			bdev = open_dev(s->rw);
			r26 = page_vec_brw(s->rw, s->nr, pv, bdev, b, s->size);
			blkdev_put(bdev);
			page_vec_unlock(s->nr, pv);
		} else {
			r26 = page_vec_brw_dev(s->rw, s->nr, pv, DEV, b,
					       s->size);
		}
		page_vec_free(s->nr, pv);
	} else if (by_number) {
		r26 = user_pages_brw_dev(s->rw, s->nr, uv, DEV, b, s->size);
	} else {
		bdev = open_dev(s->rw);
		r26 = user_pages_brw(s->rw, s->nr, uv, bdev, b, s->size);
		blkdev_put(bdev);
	}
	blk_check_end();
	if (r26 != r24) {
		char m[64];

		snprintf(m, sizeof(m), "returned %d, 2.4 %d", r26, r24);
		fail(s, m);
	} else if (memcmp(disk24, disk_store[0], DISK_BYTES)) {
		fail(s, "disk differs from 2.4's");
	} else if (memcmp(mem24, rt_pages, sizeof(mem24))) {
		fail(s, "memory differs from 2.4's");
	} else if (rt_bios_made < s->min_bios) {
		char m[64];

		snprintf(m, sizeof(m), "%d bios, the queue limits need %d",
			 rt_bios_made, s->min_bios);
		fail(s, m);
	} else if (rt_violations) {
		fail(s, "broke a rule:");
	}
}

static const struct scen table[] = {
	/* name, rw, size, nr, off, len, pattern, bad, limits, min bios */
	{ "one block", READ, 512, 1, {0}, {512}, 0, {0}, 0, 0, 1 },
	{ "one page", READ, 1024, 1, {0}, {4096}, 0, {0}, 0, 0, 1 },
	{ "mid-page start", READ, 512, 1, {1536}, {9216}, 0, {0}, 0, 0, 1 },
	{ "many pages", READ, 4096, 1, {0}, {40960}, 0, {0}, 0, 0, 1 },
	{ "past one queue bio", READ, 1024, 1, {0}, {400 * 1024}, 0, {0},
	  0, 0, 2 },
	{ "two batches", READ, 512, 1, {0}, {600 * 1024}, 0, {0}, 0, 0, 2 },
	{ "reversed blocks", READ, 1024, 1, {1024}, {20480}, 1, {0},
	  0, 0, 20 },
	{ "scattered blocks", READ, 512, 1, {0}, {30720}, 2, {0}, 0, 0, 2 },
	{ "runs of five", READ, 1024, 1, {2048}, {51200}, 3, {0}, 0, 0, 10 },
	{ "two vectors", READ, 512, 2, {512, 0}, {8192, 3584}, 0, {0},
	  0, 0, 1 },
	{ "three vectors", READ, 1024, 3, {0, 3072, 1024},
	  {2048, 9216, 4096}, 3, {0}, 0, 0, 2 },
	{ "bad first block", READ, 1024, 1, {0}, {16384}, 0, {1}, 0, 0, 1 },
	{ "bad middle block", READ, 512, 1, {0}, {16384}, 0, {9}, 0, 0, 1 },
	{ "bad last block", READ, 4096, 1, {0}, {32768}, 0, {8}, 0, 0, 1 },
	{ "bad block in batch two", READ, 512, 1, {0}, {600 * 1024}, 0,
	  {1100}, 0, 0, 2 },
	{ "bad first block of batch two", READ, 512, 1, {0}, {600 * 1024},
	  0, {1025}, 0, 0, 2 },
	{ "bad blocks, two vectors", READ, 512, 2, {0, 512}, {4096, 4096},
	  3, {3, 12}, 0, 0, 1 },
	{ "queue: 8 sectors a bio", READ, 1024, 1, {0}, {32768}, 0, {0},
	  8, 0, 8 },
	{ "queue: 2 vecs a bio", READ, 512, 1, {512}, {16384}, 0, {0},
	  0, 2, 16 },
	{ "queue limits and a bad block", READ, 512, 1, {0}, {16384}, 0,
	  {20}, 8, 3, 8 },
	{ "holes", READ, 1024, 1, {0}, {20480}, 4, {0}, 0, 0, 2 },
	{ "holes and a bad block", READ, 1024, 1, {0}, {20480}, 4, {2},
	  0, 0, 2 },
};

int main(void)
{
	size_t i;
	int rw;

	setvbuf(stdout, NULL, _IOLBF, 0);
	for (i = 0; i < sizeof(table) / sizeof(table[0]); i++)
		for (rw = READ; rw <= WRITE; rw++) {
			struct scen s = table[i];

			if (s.pattern == 4 && rw == WRITE)
				continue;	/* 2.4 BUG()s on a hole */
			s.rw = rw;
			run(&s, 0);
			run(&s, 1);
			run(&s, 2);
		}

	/* a device nobody opened: -ENODEV, nothing submitted */
	{
		struct user_pages up = { 1, 0, 512, maps[0] }, *uv = &up;
		int r;

		cases++;
		blk_reset();
		maps[0][0] = &rt_pages[0];
		rt_disk_held[0] = 0;
		b[0] = 1;
		memcpy(disk24, disk_store[0], DISK_BYTES);
		r = user_pages_brw_dev(WRITE, 1, &uv, DEV, b, 512);
		blk_check_end();
		if (r != -ENODEV || rt_bios_made ||
		    memcmp(disk24, disk_store[0], DISK_BYTES) ||
		    rt_violations) {
			printf("FAIL device not open: returned %d, %d bios %s\n",
			       r, rt_bios_made, rt_report);
			failures++;
		}
	}
	if (failures)
		return 1;
	printf("%d scenarios, same as 2.4\n", cases);
	return 0;
}
