/*
 * blk26.c: the block layer of the 2.6 model kernel (2.6.9 signatures and
 * rules), around the disks of ../blkrt/disk.h.
 *
 *  - A gendisk and a request queue per disk.  The queue's limits are the
 *    model's (rt_queue_max_sectors, rt_queue_max_segments: a scenario
 *    lowers them): bio_add_page() refuses a page past them, as 2.6.9's
 *    does (every page a new segment; 2.6.9 merges none on adding), and
 *    bio_get_nr_vecs() computes as 2.6.9 does.
 *  - submit_bio() queues the bio.  The "interrupt" serves the queue when
 *    someone waits (wait_for_completion()), last submitted first, each
 *    bio one segment at a time through bio_endio() as 2.6.9 calls it:
 *    bi_size and bi_sector advanced first, then bi_end_io(bio, bytes
 *    done now, error); BIO_UPTODATE cleared on an error.  A segment on a
 *    bad sector fails alone.  A bio past the end of the disk fails whole
 *    with -EIO, as generic_make_request() ends it.
 *  - bdget() gives the block_device of any number; bd_disk is set only
 *    while the device is open: opened by its owner (rt_disk_held, a
 *    mounted file system or a volume manager) or by blkdev_get(bdev,
 *    mode, flags), which fails with -ENXIO and drops the caller's
 *    reference when no disk has that number, as 2.6.9's do_open() does.
 *    blkdev_put(bdev) closes and drops the reference.  bd_block_size is
 *    1024 while the owner holds the disk (its file system set 1 KB
 *    blocks, as blk24.c's 2.4 default), else what bd_set_size() makes
 *    it, 4096 for a model disk; bd_inode's i_size is the disk's size.
 *  - lock_page()/unlock_page(): one thread, so locking a locked page
 *    sleeps forever.
 *  - I_BDEV(inode): the block device whose bd_inode it is; any other
 *    inode is a violation (garbage in 2.6.9).
 *
 * Violations: a bio submitted to a device not open, twice, empty or
 * without bi_end_io; a bio changed after submission; a bio left in
 * flight when a system call returns (nobody waited for it); a bio put
 * while in flight or never put; a segment on a user page released
 * before its I/O was done; a block device reference never dropped.
 */
#include <linux/kernel.h>
#include <linux/mm.h>
#include <linux/fs.h>
#include <linux/bio.h>
#include <linux/blkdev.h>
#include <linux/genhd.h>
#include <linux/completion.h>
#include <linux/pagemap.h>
#include "model.h"
#include "kglue.h"
#include "disk.h"

/* the model's own state of a bio, around the kernel's */
struct rt_bio {
	struct bio bio;
	int rw, submitted, ended, disk;
	struct rt_bio *next;		/* on the queue */
	struct bio_vec vecs[1];
};

static struct rt_bio *rt_queue;		/* submitted, not yet served */
static int rt_bios_live;
static struct gendisk rt_gendisk[DISK_COUNT];
static struct request_queue rt_rq[DISK_COUNT];

#define RT_BDEVS 8
static struct block_device rt_bdev[RT_BDEVS];
static struct inode rt_bdev_inode[RT_BDEVS];	/* bd_inode: i_size */
static int rt_bdev_refs[RT_BDEVS];
static int rt_bdev_opens[RT_BDEVS];	/* blkdev_get()s not yet put */

static void rt_queues_setup(void)
{
	int d;

	for (d = 0; d < DISK_COUNT; d++) {
		rt_gendisk[d].major = 8;
		rt_gendisk[d].first_minor = 16 * d;
		rt_gendisk[d].minors = 16;
		rt_gendisk[d].queue = &rt_rq[d];
		rt_gendisk[d].capacity = DISK_SECTORS;
		rt_rq[d].max_sectors = rt_queue_max_sectors;
		rt_rq[d].max_hw_sectors = rt_queue_max_sectors;
		rt_rq[d].max_phys_segments = rt_queue_max_segments;
		rt_rq[d].max_hw_segments = rt_queue_max_segments;
		rt_rq[d].hardsect_size = 512;
	}
}

static int bdev_disk(struct block_device *bdev)
{
	return rt_disk_of(MAJOR(bdev->bd_dev), MINOR(bdev->bd_dev));
}

/* bd_disk while open, by its owner or by a blkdev_get() */
static void bdev_update(int i)
{
	int d = bdev_disk(&rt_bdev[i]);

	rt_bdev[i].bd_disk = d >= 0 && (rt_disk_held[d] || rt_bdev_opens[i]) ?
		&rt_gendisk[d] : NULL;
	/* the owner's file system set 1 KB blocks; else bd_set_size()'s */
	rt_bdev[i].bd_block_size = !rt_bdev[i].bd_disk ? 0 :
		rt_disk_held[d] ? 1024 : 4096;
	rt_bdev[i].bd_openers = rt_bdev_opens[i] + (d >= 0 && rt_disk_held[d]);
	/* bd_set_size() at the first open */
	rt_bdev[i].bd_inode = &rt_bdev_inode[i];
	if (rt_bdev[i].bd_disk)
		rt_bdev_inode[i].i_size = DISK_BYTES;
}

struct block_device *bdget(dev_t dev)
{
	int i;

	rt_queues_setup();
	for (i = 0; i < RT_BDEVS; i++)
		if (rt_bdev_refs[i] && rt_bdev[i].bd_dev == dev)
			break;
	if (i == RT_BDEVS)
		for (i = 0; i < RT_BDEVS; i++)
			if (!rt_bdev_refs[i]) {
				memset(&rt_bdev[i], 0, sizeof(rt_bdev[i]));
				memset(&rt_bdev_inode[i], 0,
				       sizeof(rt_bdev_inode[i]));
				rt_bdev[i].bd_dev = dev;
				rt_bdev_opens[i] = 0;
				break;
			}
	if (i == RT_BDEVS)
		return NULL;
	rt_bdev_refs[i]++;
	bdev_update(i);
	return &rt_bdev[i];
}

static int bdev_index(struct block_device *bdev, const char *who)
{
	int i = bdev - rt_bdev;

	if (bdev < rt_bdev || i >= RT_BDEVS || !rt_bdev_refs[i]) {
		rt_violation("%s() of a block_device nobody holds", who);
		return -1;
	}
	return i;
}

void bdput(struct block_device *bdev)
{
	int i = bdev_index(bdev, "bdput");

	if (i >= 0)
		rt_bdev_refs[i]--;
}

int blkdev_get(struct block_device *bdev, mode_t mode, unsigned flags)
{
	int i = bdev_index(bdev, "blkdev_get");

	(void) mode;
	(void) flags;
	if (i < 0)
		return -ENXIO;
	if (bdev_disk(bdev) < 0) {
		bdput(bdev);
		return -ENXIO;
	}
	rt_bdev_opens[i]++;
	bdev_update(i);
	return 0;
}

int blkdev_put(struct block_device *bdev)
{
	int i = bdev_index(bdev, "blkdev_put");

	if (i < 0)
		return 0;
	if (rt_bdev_opens[i]-- <= 0) {
		rt_violation("blkdev_put() of a block device not open");
		rt_bdev_opens[i] = 0;
	}
	bdev_update(i);
	bdput(bdev);
	return 0;
}

/*
 * The block device of a block device's own inode (its bd_inode: 2.6.9
 * keeps the two in one struct bdev_inode).  Any other inode, a regular
 * file's say, has no block device around it: 2.6.9 hands back a pointer
 * into the memory next to it; the model says so and gives NULL.
 */
struct block_device *I_BDEV(struct inode *inode)
{
	int i;

	for (i = 0; i < RT_BDEVS; i++)
		if (rt_bdev_refs[i] && rt_bdev[i].bd_inode == inode)
			return &rt_bdev[i];
	rt_violation("I_BDEV() of an inode that is no block device's own "
		     "(a regular file's): 2.6.9 returns garbage");
	return NULL;
}

struct bio *bio_alloc(int gfp_mask, int nr_iovecs)
{
	struct rt_bio *b;

	(void) gfp_mask;
	if (nr_iovecs < 1 || nr_iovecs > BIO_MAX_PAGES) {
		rt_violation("bio_alloc() of %d vecs", nr_iovecs);
		return NULL;
	}
	b = rt_raw_alloc(sizeof(*b) + nr_iovecs * sizeof(struct bio_vec));
	memset(b, 0, sizeof(*b));
	b->bio.bi_io_vec = b->vecs;
	b->bio.bi_max_vecs = nr_iovecs;
	b->bio.bi_flags = 1 << BIO_UPTODATE;
	atomic_set(&b->bio.bi_cnt, 1);
	rt_bios_live++;
	return &b->bio;
}

void bio_put(struct bio *bio)
{
	struct rt_bio *b = (struct rt_bio *) bio;

	if (!atomic_dec_and_test(&bio->bi_cnt))
		return;
	rt_bios_live--;
	if (b->submitted && !b->ended) {
		rt_violation("bio_put() of a bio still in flight");
		return;		/* the queue still has it */
	}
	rt_raw_free(b);
}

int bio_get_nr_vecs(struct block_device *bdev)
{
	request_queue_t *q;
	int nr;

	rt_queues_setup();	/* the scenario's limits, as they are now */
	q = bdev_get_queue(bdev);
	nr = ((q->max_sectors << 9) + PAGE_SIZE - 1) >> PAGE_SHIFT;

	if (nr > q->max_phys_segments)
		nr = q->max_phys_segments;
	if (nr > q->max_hw_segments)
		nr = q->max_hw_segments;
	return nr;
}

int bio_add_page(struct bio *bio, struct page *page, unsigned int len,
		 unsigned int offset)
{
	struct rt_bio *b = (struct rt_bio *) bio;
	request_queue_t *q;

	if (!bio->bi_bdev || !bio->bi_bdev->bd_disk) {
		rt_violation("bio_add_page() before bi_bdev is an open device");
		return 0;
	}
	if (b->submitted)
		rt_violation("bio_add_page() to a submitted bio");
	rt_queues_setup();
	q = bdev_get_queue(bio->bi_bdev);
	if (bio->bi_vcnt >= bio->bi_max_vecs)
		return 0;
	if (((bio->bi_size + len) >> 9) > q->max_sectors)
		return 0;
	if (bio->bi_vcnt >= q->max_phys_segments ||
	    bio->bi_vcnt >= q->max_hw_segments)
		return 0;
	if (offset + len > PAGE_SIZE)
		rt_violation("bio_add_page() past the end of a page");
	bio->bi_io_vec[bio->bi_vcnt].bv_page = page;
	bio->bi_io_vec[bio->bi_vcnt].bv_len = len;
	bio->bi_io_vec[bio->bi_vcnt].bv_offset = offset;
	bio->bi_vcnt++;
	bio->bi_phys_segments++;
	bio->bi_hw_segments++;
	bio->bi_size += len;
	return len;
}

void submit_bio(int rw, struct bio *bio)
{
	struct rt_bio *b = (struct rt_bio *) bio;

	if (b->submitted) {
		rt_violation("bio submitted twice");
		return;
	}
	if (!bio->bi_bdev || !bio->bi_bdev->bd_disk) {
		rt_violation("submit_bio() to a block device not open (no "
			     "bd_disk): an oops");
		return;
	}
	if (!bio->bi_end_io)
		rt_violation("submit_bio() without bi_end_io");
	if (!bio->bi_size)
		rt_violation("empty bio submitted");
	bio->bi_rw = rw;
	b->rw = rw & 1;
	b->disk = bdev_disk(bio->bi_bdev);
	b->submitted = 1;
	b->next = rt_queue;		/* served last in, first out */
	rt_queue = b;
}

/* 2.6.9's bio_endio() */
void bio_endio(struct bio *bio, unsigned int bytes_done, int error)
{
	if (error)
		clear_bit(BIO_UPTODATE, &bio->bi_flags);
	if (bytes_done > bio->bi_size)
		bytes_done = bio->bi_size;
	bio->bi_size -= bytes_done;
	bio->bi_sector += bytes_done >> 9;
	if (bio->bi_end_io)
		bio->bi_end_io(bio, bytes_done, error);
}

/*
 * The interrupt: one bio, a segment at a time.  The bio is marked ended
 * before its last completion, after which bi_end_io may free it.
 */
static void serve(struct rt_bio *b)
{
	struct bio *bio = &b->bio;
	unsigned int v, n = bio->bi_vcnt;

	if (bio->bi_sector + (bio->bi_size >> 9) > DISK_SECTORS) {
		/* generic_make_request(): beyond the end of the device */
		b->ended = 1;
		bio_endio(bio, bio->bi_size, -EIO);
		return;
	}
	for (v = 0; v < n; v++) {
		struct bio_vec *bv = &bio->bi_io_vec[v];
		int idx = rt_upage_index(bv->bv_page), err = -EIO;

		if (idx >= 0 && !rt_pins(idx))
			rt_violation("bio on user page %d, which was released "
				     "before its I/O was done", idx);
		else if (disk_io(b->disk, b->rw == WRITE, bio->bi_sector,
				 (char *) rt_page_address(bv->bv_page,
							  "bio I/O") +
				 bv->bv_offset, bv->bv_len) == 0)
			err = 0;
		if (v == n - 1)
			b->ended = 1;
		bio_endio(bio, bv->bv_len, err);
	}
}

static void serve_all(void)
{
	while (rt_queue) {
		struct rt_bio *b = rt_queue;

		rt_queue = b->next;
		serve(b);
	}
}

/*
 * 2.6.9 unplugs the queue behind a mapping before a synchronous wait; the
 * model's disk serves whatever is queued when someone waits, so there is
 * nothing to start early
 */
void blk_run_address_space(struct address_space *mapping)
{
	(void)mapping;
}

/*
 * wait_on_page_locked(): sleeping lets the disk serve what is queued; a
 * page still locked then has no one left to unlock it on the model's one
 * CPU (the drivers' own threads do not hold page locks across a sleep)
 */
void wait_on_page_bit(struct page *page, int bit_nr)
{
	serve_all();
	if (test_bit(bit_nr, &page->flags))
		rt_violation("wait_on_page_bit() of a page nobody will "
			     "unlock: sleeps forever");
}

/* sleeping lets the disk serve what is queued, then other threads run */
void wait_for_completion(struct completion *x)
{
	serve_all();
	if (rt_wait_done(&x->done))
		rt_violation("wait_for_completion() of something never "
			     "completed: sleeps forever");
	else
		x->done--;
}

void complete(struct completion *x)
{
	x->done++;
	rt_progress();
}

void lock_page(struct page *page)
{
	if (TestSetPageLocked(page))
		rt_violation("lock_page() of a page already locked: sleeps "
			     "forever");
}

void unlock_page(struct page *page)
{
	if (!TestClearPageLocked(page))
		rt_violation("unlock_page() of a page not locked");
}

/* after each system call: nothing may be left in flight */
void rt_block_after_call(void)
{
	if (rt_queue) {
		rt_violation("bio submitted but never waited for: still in "
			     "flight when the system call returned");
		while (rt_queue) {
			rt_queue->ended = 1;
			rt_queue = rt_queue->next;
		}
	}
}

void rt_block_finish(void)
{
	int i;

	rt_block_after_call();
	if (rt_bios_live)
		rt_violation("%d bio(s) never put", rt_bios_live);
	for (i = 0; i < RT_BDEVS; i++)
		if (rt_bdev_refs[i])
			rt_violation("block device %u:%u: %d bdget() reference(s) "
				     "never dropped", MAJOR(rt_bdev[i].bd_dev),
				     MINOR(rt_bdev[i].bd_dev), rt_bdev_refs[i]);
}
