/* blk.c: the 2.6.9 side of the block device model; see blk.h. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "blk.h"

struct page blk_mem[BLK_PAGES];
struct block_device blk_bdev;
static struct gendisk disk;
static struct address_space bd_mapping;
static struct inode bd_inode = { &bd_mapping, DISK_BYTES };
unsigned int blk_max_sectors, blk_max_vecs;
int blk_violations, blk_bios_made;
char blk_report[4096];
static int live_allocs, live_bios, bdev_refs, bdev_opens;
static struct bio *queue;		/* submitted, not yet served */

void blk_violation(const char *fmt, ...)
{
	size_t n = strlen(blk_report);
	va_list ap;

	blk_violations++;
	va_start(ap, fmt);
	if (n < sizeof(blk_report) - 2)
		vsnprintf(blk_report + n, sizeof(blk_report) - n, fmt, ap);
	va_end(ap);
	n = strlen(blk_report);
	if (n < sizeof(blk_report) - 3)
		strcat(blk_report, "; ");
}

void blk_bug_on(int c, const char *what)
{
	if (c)
		blk_violation("BUG_ON(%s)", what);
}

void blk_reset(void)
{
	unsigned long i;

	disk_reset();
	for (i = 0; i < BLK_PAGES; i++)
		memset(blk_mem[i].data, (int)(0x21 + i % 200), PAGE_SIZE);
	blk_bdev.bd_disk = &disk;
	blk_bdev.bd_inode = &bd_inode;
	blk_max_sectors = 255;
	blk_max_vecs = 128;
	blk_violations = blk_bios_made = 0;
	blk_report[0] = '\0';
	live_allocs = live_bios = bdev_refs = bdev_opens = 0;
	queue = NULL;
}

void blk_bad_sector(unsigned long s)
{
	disk_set_bad(0, s);
}

void lock_page(struct page *page)
{
	if (page->locked)
		blk_violation("lock_page() of a page already locked: sleeps "
			      "forever");
	page->locked = 1;
}

void unlock_page(struct page *page)
{
	if (!page->locked)
		blk_violation("unlock_page() of a page not locked");
	page->locked = 0;
}

int TestSetPageLocked(struct page *page)
{
	int was = page->locked;

	page->locked = 1;
	return was;
}

/* one task here: a locked page is the caller's, and nobody unlocks it */
void wait_on_page_locked(struct page *page)
{
	if (page->locked) {
		printf("FAIL wait_on_page_locked() of a page the caller has "
		       "locked: sleeps forever; %s\n", blk_report);
		exit(1);
	}
}

void atomic_set(atomic_t *v, int i) { v->counter = i; }
void atomic_inc(atomic_t *v) { v->counter++; }
int atomic_dec_and_test(atomic_t *v) { return --v->counter == 0; }

void *kmalloc(size_t n, int gfp)
{
	if (bdev_opens && gfp != GFP_NOIO)
		blk_violation("kmalloc() without GFP_NOIO in the I/O path "
			      "(device held open for I/O)");
	live_allocs++;
	return malloc(n);
}

void kfree(const void *p)
{
	if (p)
		live_allocs--;
	free((void *)p);
}

char *kmap(struct page *page) { return (char *)page->data; }
void kunmap(struct page *page) { (void)page; }
void flush_dcache_page(struct page *page) { (void)page; }

struct bio *bio_alloc(int gfp, int nr_iovecs)
{
	struct bio *bio;

	if (gfp != GFP_NOIO)
		blk_violation("bio_alloc() for I/O without GFP_NOIO");
	if (nr_iovecs < 1 || nr_iovecs > 256)
		blk_violation("bio_alloc() of %d vecs", nr_iovecs);
	bio = calloc(1, sizeof(*bio));
	bio->bi_io_vec = calloc((size_t)nr_iovecs, sizeof(struct bio_vec));
	bio->bi_max_vecs = (unsigned short)nr_iovecs;
	bio->bi_flags = 1 << BIO_UPTODATE;
	live_bios++;
	blk_bios_made++;
	return bio;
}

void bio_put(struct bio *bio)
{
	live_bios--;
	if (bio->submitted && !bio->ended) {
		/* kept: the queue still holds it */
		blk_violation("bio_put() of a bio still in flight");
		return;
	}
	free(bio->bi_io_vec);
	free(bio);
}

/* like 2.6.9: refuses what would pass the queue's limits */
int bio_add_page(struct bio *bio, struct page *page, unsigned int len,
		 unsigned int offset)
{
	if (!bio->bi_bdev)
		blk_violation("bio_add_page() before bi_bdev is set");
	if (bio->submitted)
		blk_violation("bio_add_page() to a submitted bio");
	if (bio->bi_vcnt >= bio->bi_max_vecs || bio->bi_vcnt >= blk_max_vecs)
		return 0;
	if (((bio->bi_size + len) >> 9) > blk_max_sectors)
		return 0;
	if (offset + len > PAGE_SIZE)
		blk_violation("bio_add_page() past the end of a page");
	bio->bi_io_vec[bio->bi_vcnt].bv_page = page;
	bio->bi_io_vec[bio->bi_vcnt].bv_len = len;
	bio->bi_io_vec[bio->bi_vcnt].bv_offset = offset;
	bio->bi_vcnt++;
	bio->bi_size += len;
	return (int)len;
}

int bio_get_nr_vecs(struct block_device *bdev)
{
	(void)bdev;
	return (int)blk_max_vecs;
}

void submit_bio(int rw, struct bio *bio)
{
	if (!bio->bi_bdev || !bio->bi_bdev->bd_disk)
		blk_violation("submit_bio() to a device not open");
	if (!bio->bi_end_io)
		blk_violation("submit_bio() without bi_end_io");
	if (bio->submitted)
		blk_violation("bio submitted twice");
	if (!bio->bi_size)
		blk_violation("empty bio submitted");
	if (((bio->bi_sector * 512) + bio->bi_size) > sizeof(blk_disk)) {
		blk_violation("I/O past the end of the disk");
		bio->bi_size = 0;
	}
	bio->rw = rw;
	bio->submitted = 1;
	bio->next = queue;		/* served last in, first out */
	queue = bio;
}

/* 2.6.9's bio_endio() */
static void endio(struct bio *bio, unsigned int bytes, int err)
{
	int r;

	if (err)
		bio->bi_flags &= ~(1UL << BIO_UPTODATE);
	bio->bi_size -= bytes;
	bio->bi_sector += bytes >> 9;
	r = bio->bi_end_io(bio, bytes, err);
	if (bio->bi_size && r != 1)
		blk_violation("bi_end_io finished a bio with %u bytes left",
			      bio->bi_size);
	if (!bio->bi_size) {
		if (r != 0)
			blk_violation("bi_end_io did not finish a done bio");
		bio->ended = 1;
	}
}

/*
 * The interrupt: serve one bio, a segment at a time.  A segment on a bad
 * sector fails alone, the others are served: the same device as 2.4's
 * buffer heads see (brw24.c), which fail one by one.
 */
static void serve(struct bio *bio)
{
	unsigned int v;

	for (v = 0; v < bio->bi_vcnt && bio->bi_size; v++) {
		struct bio_vec *bv = &bio->bi_io_vec[v];
		unsigned char *mem = bv->bv_page->data + bv->bv_offset;

		endio(bio, bv->bv_len,
		      disk_io(0, bio->rw == WRITE, bio->bi_sector, mem,
			      bv->bv_len) ? -EIO : 0);
	}
}

static void serve_all(void)
{
	while (queue) {
		struct bio *bio = queue;

		queue = bio->next;
		serve(bio);
	}
}

void init_completion(struct completion *c) { c->done = 0; }

void wait_for_completion(struct completion *c)
{
	serve_all();
	if (!c->done)
		blk_violation("wait_for_completion() would sleep forever");
	else
		c->done--;
}

void complete(struct completion *c) { c->done++; }

struct block_device *bdget(dev_t dev)
{
	(void)dev;
	bdev_refs++;
	return &blk_bdev;
}

void bdput(struct block_device *bdev)
{
	(void)bdev;
	if (bdev_refs-- <= 0)
		blk_violation("bdput() without bdget()");
}

/* 2.6.9: opens (a failed open would drop the caller's reference) */
int blkdev_get(struct block_device *bdev, mode_t mode, unsigned flags)
{
	(void)bdev;
	(void)flags;
	if (mode != FMODE_READ && mode != FMODE_WRITE)
		blk_violation("blkdev_get() mode %d", (int)mode);
	if (bdev_refs <= 0)
		blk_violation("blkdev_get() without bdget()");
	bdev_opens++;
	return 0;
}

/* 2.6.9: unplugs the queue behind the device inode's mapping */
void blk_run_address_space(struct address_space *mapping)
{
	if (mapping != &bd_mapping)
		blk_violation("blk_run_address_space() of another mapping");
}

/* 2.6.9: closes and drops the reference bdget() took */
int blkdev_put(struct block_device *bdev)
{
	if (bdev_opens-- <= 0)
		blk_violation("blkdev_put() of a device not open");
	bdput(bdev);
	return 0;
}

void blk_check_end(void)
{
	if (bdev_opens)
		blk_violation("device left open");
	if (queue) {
		/* not served: the submitter's state is gone */
		blk_violation("I/O still in flight when the call returned");
		queue = NULL;
	}
	if (live_bios)
		blk_violation("%d bio(s) never put", live_bios);
	if (live_allocs)
		blk_violation("%d kmalloc() never freed", live_allocs);
	if (bdev_refs)
		blk_violation("bdget() without bdput()");
	{
		int i;

		for (i = 0; i < BLK_PAGES; i++)
			if (blk_mem[i].locked) {
				blk_violation("page %d left locked", i);
				break;
			}
	}
}
