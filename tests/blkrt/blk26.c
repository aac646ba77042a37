/* blk26.c: the 2.6.9 block layer of every block test; see blk26.h. */
#ifdef __KERNEL__
#include "blk26k.h"		/* tests/diffrt's 2.6 model kernel */
#else
#include "blk.h"		/* user space, on tests/runtime/rt26.h */
#endif
#include "blk26.h"
#include "disk.h"

/* the model's own state of a bio, around the kernel's */
struct rt_bio {
	struct bio bio;
	int rw, submitted, ended, disk;
	struct rt_bio *next;		/* on the queue */
	struct bio_vec vecs[1];
};

#ifndef __KERNEL__
/* the 2.6 model kernel's are on its C library side (tests/diffrt/model.c),
 * where the scenarios set them for both kernels */
int rt_disk_held[DISK_COUNT] = { 1, 1 };
unsigned int rt_queue_max_sectors = 255, rt_queue_max_segments = 128;
#endif
int rt_bio_halves, rt_io_path;
int rt_bios_made, rt_bios_submitted;

static struct rt_bio *rt_queue;		/* submitted, not yet served */
static int rt_bios_live;
static int rt_unplugged;		/* since the last submit_bio() */
static struct gendisk rt_gendisk[DISK_COUNT];
static struct request_queue rt_rq[DISK_COUNT];

#define RT_BDEVS 8
static struct block_device rt_bdev[RT_BDEVS];
static struct inode rt_bdev_inode[RT_BDEVS];	/* bd_inode: i_size */
static int rt_bdev_refs[RT_BDEVS];
static int rt_bdev_opens[RT_BDEVS];	/* blkdev_get()s not yet put */

/* a slot in use: referenced, or (wrongly, bdput() for blkdev_put()) open */
static int bdev_live(int i)
{
	return rt_bdev_refs[i] || rt_bdev_opens[i];
}

void rt_block_reset(void)
{
	int d;

	disk_reset();
	for (d = 0; d < DISK_COUNT; d++)
		rt_disk_held[d] = 1;
	rt_queue_max_sectors = 255;
	rt_queue_max_segments = 128;
	rt_bio_halves = rt_io_path = 0;
	rt_bios_made = rt_bios_submitted = 0;
	rt_queue = NULL;
	rt_bios_live = rt_unplugged = 0;
	memset(rt_bdev_refs, 0, sizeof(rt_bdev_refs));
	memset(rt_bdev_opens, 0, sizeof(rt_bdev_opens));
}

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
	return BLK26_DISK(bdev->bd_dev);
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
	rt_bdev_inode[i].i_mapping = &rt_bdev_inode[i].i_data;
	if (rt_bdev[i].bd_disk)
		rt_bdev_inode[i].i_size = DISK_BYTES;
}

struct block_device *bdget(dev_t dev)
{
	int i;

	rt_queues_setup();
	for (i = 0; i < RT_BDEVS; i++)
		if (bdev_live(i) && rt_bdev[i].bd_dev == dev)
			break;
	if (i == RT_BDEVS)
		for (i = 0; i < RT_BDEVS; i++)
			if (!bdev_live(i)) {
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
		if (who)
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

	(void) flags;
	if (i < 0)
		return -ENXIO;
	if (!(mode & (FMODE_READ | FMODE_WRITE)) ||
	    (mode & ~(mode_t) (FMODE_READ | FMODE_WRITE)))
		rt_violation("blkdev_get() mode %d", (int) mode);
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

void rt_block_alloc(int gfp_noio, const char *who)
{
	int i, open = 0;

	for (i = 0; i < RT_BDEVS; i++)
		open += rt_bdev_opens[i];
	if (rt_io_path && open && !gfp_noio)
		rt_violation("%s() without GFP_NOIO in the I/O path (device "
			     "held open for I/O)", who);
}

struct bio *bio_alloc(int gfp_mask, int nr_iovecs)
{
	struct rt_bio *b;

	if (rt_io_path && gfp_mask != GFP_NOIO)
		rt_violation("bio_alloc() for I/O without GFP_NOIO");
	if (nr_iovecs < 1 || nr_iovecs > BIO_MAX_PAGES) {
		rt_violation("bio_alloc() of %d vecs", nr_iovecs);
		return NULL;
	}
	b = BLK26_ALLOC(sizeof(*b) + nr_iovecs * sizeof(struct bio_vec));
	memset(b, 0, sizeof(*b));
	b->bio.bi_io_vec = b->vecs;
	b->bio.bi_max_vecs = nr_iovecs;
	b->bio.bi_flags = 1 << BIO_UPTODATE;
	atomic_set(&b->bio.bi_cnt, 1);
	rt_bios_live++;
	rt_bios_made++;
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
	BLK26_FREE(b);
}

int bio_get_nr_vecs(struct block_device *bdev)
{
	request_queue_t *q;
	int nr;

	rt_queues_setup();	/* the limits as they are now */
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
		rt_violation("bio_add_page() for a device not open (no "
			     "bi_bdev, or no bd_disk)");
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
	int i;

	if (b->submitted) {
		rt_violation("bio submitted twice");
		return;
	}
	if (!bio->bi_bdev || !bio->bi_bdev->bd_disk) {
		rt_violation("submit_bio() to a block device not open (no "
			     "bd_disk): an oops");
		return;
	}
	i = bdev_index(bio->bi_bdev, NULL);
	if (rt_io_path && (i < 0 || !rt_bdev_opens[i]))
		rt_violation("submit_bio() to a device the caller does not "
			     "hold open");
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
	rt_unplugged = 0;		/* the queue is plugged again */
	rt_bios_submitted++;
}

/* 2.6.9's bio_endio(), and the convention of what bi_end_io returns */
void bio_endio(struct bio *bio, unsigned int bytes_done, int error)
{
	unsigned int left;
	int r;

	if (error)
		bio->bi_flags &= ~(1UL << BIO_UPTODATE);
	if (bytes_done > bio->bi_size)
		bytes_done = bio->bi_size;
	bio->bi_size -= bytes_done;
	bio->bi_sector += bytes_done >> 9;
	left = bio->bi_size;
	if (!bio->bi_end_io)
		return;
	r = bio->bi_end_io(bio, bytes_done, error);
	/* the bio may be freed by now */
	if (left && r != 1)
		rt_violation("bi_end_io finished a bio with %u bytes left",
			     left);
	else if (!left && r != 0)
		rt_violation("bi_end_io did not finish a done bio");
}

/* one piece of a segment: all of it moves, or none when a sector is bad */
static int transfer(struct rt_bio *b, struct bio_vec *bv, unsigned int from,
		    unsigned int len)
{
	unsigned char *mem = BLK26_DATA(bv->bv_page);

	return disk_io(b->disk, b->rw == WRITE, b->bio.bi_sector,
		       mem + bv->bv_offset + from, len) ? -EIO : 0;
}

/*
 * The interrupt: one bio, a segment (or half of one) at a time.  The bio
 * is marked ended before its last completion, after which bi_end_io may
 * free it.
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
		unsigned int half = rt_bio_halves && bv->bv_len >= 1024 ?
				    bv->bv_len / 2 & ~511u : 0;
		int ok = BLK26_PAGE_OK(bv->bv_page);

		if (half)
			bio_endio(bio, half, ok ? transfer(b, bv, 0, half) :
				  -EIO);
		if (v == n - 1)
			b->ended = 1;
		bio_endio(bio, bv->bv_len - half,
			  ok ? transfer(b, bv, half, bv->bv_len - half) : -EIO);
	}
}

void rt_block_sleep(void)
{
	while (rt_queue) {
		struct rt_bio *b = rt_queue;

		rt_queue = b->next;
		serve(b);
	}
}

/* the device inode's mapping: 2.6.9 unplugs the queue behind it */
void blk_run_address_space(struct address_space *mapping)
{
	int i;

	for (i = 0; i < RT_BDEVS; i++)
		if (rt_bdev_refs[i] && rt_bdev_inode[i].i_mapping == mapping)
			break;
	if (rt_io_path && i == RT_BDEVS)
		rt_violation("blk_run_address_space() of another mapping than "
			     "the device inode's");
	rt_unplugged = 1;
}

/* sleeping lets the disk serve what is queued, then other threads run */
void wait_for_completion(struct completion *x)
{
	if (rt_io_path && rt_queue && !rt_unplugged)
		rt_violation("waits on a plugged queue: not unplugged "
			     "(blk_run_address_space()) before the wait");
	rt_block_sleep();
	if (BLK26_WAIT(&x->done))
		rt_violation("wait_for_completion() of something never "
			     "completed: sleeps forever");
	else
		x->done--;
}

void complete(struct completion *x)
{
	x->done++;
	BLK26_PROGRESS();
}

void rt_block_after_call(void)
{
	if (rt_queue) {
		rt_violation("bio submitted but never waited for: still in "
			     "flight when the call returned");
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
	for (i = 0; i < RT_BDEVS; i++) {
		if (rt_bdev_opens[i])
			rt_violation("block device left open: %u:%u, %d "
				     "blkdev_get() not put",
				     MAJOR(rt_bdev[i].bd_dev),
				     MINOR(rt_bdev[i].bd_dev),
				     rt_bdev_opens[i]);
		if (rt_bdev_refs[i])
			rt_violation("block device %u:%u: %d bdget() "
				     "reference(s) never dropped",
				     MAJOR(rt_bdev[i].bd_dev),
				     MINOR(rt_bdev[i].bd_dev),
				     rt_bdev_refs[i]);
	}
}
