/* rtbio.c: the 2.6.9 block side of the runtime model; see rtbio.h. */
#include <stdio.h>
#include <stdlib.h>

#include "rtbio.h"

unsigned char rtb_disk[RTB_SECTORS * 512];
unsigned char rtb_bad[RTB_SECTORS];
struct block_device rtb_bdev;
unsigned int rtb_max_sectors, rtb_max_vecs;
int rtb_held, rtb_halves, rtb_bios_made, rtb_submits;
static struct gendisk disk;
static struct address_space bd_mapping;
static struct inode bd_inode = { &bd_mapping, RTB_SECTORS * 512LL };
static int live_bios, refs, opens, unplugged;
static struct bio *queue;		/* submitted, not yet served */

void rtb_bug_on(int c, const char *what)
{
	if (c)
		rt_violation("BUG_ON(%s)", what);
}

void rtb_reset(void)
{
	/* the disk's pattern, computed once: every case starts from it */
	static unsigned char disk0[sizeof(rtb_disk)];
	static int disk0_made;
	unsigned long i;

	rt_reset();
	for (i = 0; i < RT_MAX_PAGES; i++)
		memset(rt_pages[i].data, (int)(0x21 + i % 200), PAGE_SIZE);
	if (!disk0_made) {
		for (i = 0; i < sizeof(disk0); i++)
			disk0[i] = (unsigned char)(i * 13 + 7 + i / 512);
		disk0_made = 1;
	}
	memcpy(rtb_disk, disk0, sizeof(rtb_disk));
	memset(rtb_bad, 0, sizeof(rtb_bad));
	rtb_bdev.bd_disk = &disk;
	rtb_bdev.bd_inode = &bd_inode;
	rtb_held = 1;
	rtb_max_sectors = 255;
	rtb_max_vecs = 128;
	rtb_halves = 0;
	rtb_bios_made = rtb_submits = 0;
	live_bios = refs = opens = unplugged = 0;
	queue = NULL;
}

void atomic_set(atomic_t *v, int i) { v->counter = i; }
void atomic_inc(atomic_t *v) { v->counter++; }
int atomic_dec_and_test(atomic_t *v) { return --v->counter == 0; }
char *kmap(struct page *page) { return (char *)page->data; }
void kunmap(struct page *page) { (void)page; }

/* like 2.6.9's: NULL above BIO_MAX_PAGES vecs */
struct bio *bio_alloc(int gfp, int nr_iovecs)
{
	struct bio *bio;

	if (gfp != GFP_NOIO)
		rt_violation("bio_alloc() for I/O without GFP_NOIO");
	if (nr_iovecs > BIO_MAX_PAGES)
		return NULL;
	if (nr_iovecs < 1)
		rt_violation("bio_alloc() of %d vecs", nr_iovecs);
	bio = calloc(1, sizeof(*bio));
	bio->bi_io_vec = calloc((size_t)nr_iovecs + 1, sizeof(struct bio_vec));
	bio->bi_max_vecs = (unsigned short)nr_iovecs;
	bio->bi_flags = 1 << BIO_UPTODATE;
	live_bios++;
	rtb_bios_made++;
	return bio;
}

void bio_put(struct bio *bio)
{
	live_bios--;
	if (bio->submitted && !bio->ended) {
		rt_violation("bio_put() of a bio still in flight");
		return;			/* the queue still holds it */
	}
	free(bio->bi_io_vec);
	free(bio);
}

/* like 2.6.9: refuses what would pass the queue's limits */
int bio_add_page(struct bio *bio, struct page *page, unsigned int len,
		 unsigned int offset)
{
	if (!bio->bi_bdev)
		rt_violation("bio_add_page() before bi_bdev is set");
	if (bio->submitted)
		rt_violation("bio_add_page() to a submitted bio");
	if (bio->bi_vcnt >= bio->bi_max_vecs || bio->bi_vcnt >= rtb_max_vecs)
		return 0;
	if (((bio->bi_size + len) >> 9) > rtb_max_sectors)
		return 0;
	if (offset + len > PAGE_SIZE)
		rt_violation("bio_add_page() past the end of a page");
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
	return (int)rtb_max_vecs;
}

void submit_bio(int rw, struct bio *bio)
{
	if (!bio->bi_bdev || !bio->bi_bdev->bd_disk)
		rt_violation("submit_bio() to a device not open");
	if (!opens)
		rt_violation("submit_bio() to a device the caller does not "
			     "hold open");
	if (!bio->bi_end_io)
		rt_violation("submit_bio() without bi_end_io");
	if (bio->submitted)
		rt_violation("bio submitted twice");
	if (!bio->bi_size)
		rt_violation("empty bio submitted");
	if (bio->bi_sector * 512 + bio->bi_size > sizeof(rtb_disk)) {
		rt_violation("I/O past the end of the disk");
		bio->bi_vcnt = 0;
	}
	bio->rw = rw;
	bio->submitted = 1;
	unplugged = 0;			/* the queue is plugged again */
	bio->next = queue;		/* served last in, first out */
	queue = bio;
	rtb_submits++;
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
		rt_violation("bi_end_io finished a bio with %u bytes left",
			     bio->bi_size);
	if (!bio->bi_size) {
		if (r != 0)
			rt_violation("bi_end_io did not finish a done bio");
		bio->ended = 1;
	}
}

/* one piece of a segment: the data moves unless a sector of it is bad */
static int serve_part(struct bio *bio, unsigned char *mem, unsigned int len)
{
	unsigned long pos = bio->bi_sector * 512, s;

	for (s = pos / 512; s < (pos + len + 511) / 512; s++)
		if (rtb_bad[s])
			return -EIO;
	if (bio->rw == READ)
		memcpy(mem, rtb_disk + pos, len);
	else
		memcpy(rtb_disk + pos, mem, len);
	return 0;
}

/* the interrupt: serve one bio, a segment (or half of one) at a time */
static void serve(struct bio *bio)
{
	unsigned int v;

	for (v = 0; v < bio->bi_vcnt && bio->bi_size; v++) {
		struct bio_vec *bv = &bio->bi_io_vec[v];
		unsigned char *mem = bv->bv_page->data + bv->bv_offset;
		unsigned int half = rtb_halves && bv->bv_len >= 1024 ?
				    bv->bv_len / 2 & ~511u : 0;

		if (half)
			endio(bio, half, serve_part(bio, mem, half));
		endio(bio, bv->bv_len - half,
		      serve_part(bio, mem + half, bv->bv_len - half));
	}
	if (bio->bi_size)		/* emptied by a violation */
		endio(bio, bio->bi_size, -EIO);
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
	if (queue && !unplugged)
		rt_violation("waits on a plugged queue: not unplugged "
			     "(blk_run_address_space()) before the wait");
	serve_all();
	if (!c->done)
		rt_violation("wait_for_completion() would sleep forever");
	else
		c->done--;
}

void complete(struct completion *c) { c->done++; }

struct block_device *bdget(dev_t dev)
{
	(void)dev;
	refs++;
	return &rtb_bdev;
}

void bdput(struct block_device *bdev)
{
	(void)bdev;
	if (refs-- <= 0)
		rt_violation("bdput() without bdget()");
}

/* 2.6.9: opens the device; a failed open drops the caller's reference */
int blkdev_get(struct block_device *bdev, mode_t mode, unsigned flags)
{
	(void)flags;
	if (refs <= 0)
		rt_violation("blkdev_get() without a reference");
	if (mode != FMODE_READ && mode != FMODE_WRITE)
		rt_violation("blkdev_get() mode %d", (int)mode);
	opens++;
	bdev->bd_disk = &disk;
	return 0;
}

/* 2.6.9: closes and drops the reference; the last close of a device
 * nobody else holds takes its disk away */
int blkdev_put(struct block_device *bdev)
{
	if (opens-- <= 0)
		rt_violation("blkdev_put() of a device not open");
	if (!opens && !rtb_held)
		bdev->bd_disk = NULL;
	bdput(bdev);
	return 0;
}

void blk_run_address_space(struct address_space *mapping)
{
	if (mapping != &bd_mapping)
		rt_violation("blk_run_address_space() of another mapping than "
			     "the device inode's");
	unplugged = 1;
}

#undef kmalloc
void *rtb_kmalloc(size_t size, int flags)
{
	if (opens && flags != GFP_NOIO)
		rt_violation("kmalloc() without GFP_NOIO in the I/O path "
			     "(device held open for I/O)");
	return kmalloc(size, flags);
}

static int locks_held(void)
{
	int i, n = 0;

	for (i = 0; i < RT_MAX_PAGES; i++)
		n += rt_pages[i].locked == 1;
	return n;
}

void lock_page(struct page *page)
{
	if (page->locked == 1) {
		printf("FAIL lock_page() of a page the caller has locked: "
		       "sleeps forever; %s\n", rt_report);
		exit(1);
	}
	if (locks_held())
		rt_violation("lock_page() sleeps holding %d page lock(s): "
			     "ABBA deadlock", locks_held());
	page->locked = 1;	/* another task's lock: it let go */
}

void unlock_page(struct page *page)
{
	if (page->locked != 1)
		rt_violation("unlock_page() of a page the caller has not "
			     "locked");
	page->locked = 0;
}

int TestSetPageLocked(struct page *page)
{
	if (page->locked)
		return 1;
	page->locked = 1;
	return 0;
}

void wait_on_page_locked(struct page *page)
{
	static int idle;

	if (!page->locked && ++idle > 1000) {
		/* 2.6.9 returns at once: the caller would retry forever */
		printf("FAIL wait_on_page_locked() of an unlocked page, "
		       "again and again: livelock\n");
		exit(1);
	}
	if (page->locked == 1) {
		/* nobody will wake it: the task hangs here */
		printf("FAIL wait_on_page_locked() of a page the caller has "
		       "locked: sleeps forever; %s\n", rt_report);
		exit(1);
	}
	if (locks_held())
		rt_violation("wait_on_page_locked() sleeps holding %d page "
			     "lock(s)", locks_held());
	page->locked = 0;	/* the other task let go */
}

void rtb_check_end(void)
{
	int i;

	if (queue) {
		rt_violation("I/O still in flight when the call returned");
		queue = NULL;
	}
	if (live_bios)
		rt_violation("%d bio(s) never put", live_bios);
	if (rt_allocs)
		rt_violation("%ld kmalloc() never freed", rt_allocs);
	if (opens)
		rt_violation("device left open %d", opens);
	if (refs)
		rt_violation("device referenced %d", refs);
	for (i = 0; i < RT_MAX_PAGES; i++)
		if (rt_pages[i].count != 1) {
			rt_violation("page %d left with %d references", i,
				     rt_pages[i].count);
			break;
		}
	for (i = 0; i < RT_MAX_PAGES; i++)
		if (rt_pages[i].locked == 1) {
			rt_violation("page %d left locked", i);
			break;
		}
}
