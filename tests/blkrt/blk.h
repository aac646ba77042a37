/*
 * blk.h: the block device of the user-space tests, modelled twice, for
 * running the block I/O helpers of semantic-patches/bio/2.6.helpers
 * (user_pages_brw(), user_bio_rw(), the page vector helpers) against
 * what 2.4 did: semantic-patches/bio/runtime/brw-test.c and bio-test.c
 * (t-runtime.sh).
 *
 * User memory, page locks, kmalloc() and the rule reports are
 * tests/runtime/rt26.h's: rt_pages[], rt_violation() into rt_report.
 * The disks are disk.h's; every device number is disk 0.
 *
 * The 2.6.9 side is blk26.c, the one model of 2.6.9's block layer (see
 * blk26.h for what it does, what a test may observe and its knobs);
 * this header gives it, and the helpers, the kernel's types and the
 * environment it needs (BLK26_*).  The code under test is in the I/O
 * path: blk_reset() sets rt_io_path, and kmalloc() is checked for it
 * (rt_block_alloc()).
 *
 * The 2.4 side (brw24.c): brw_kiovec() over buffer heads as 2.4.x
 * implemented it -- one buffer head per block, submit_bh() with
 * b_rsector = b_blocknr * (b_size >> 9), a wait every KIO_MAX_SECTORS
 * heads, the bytes before the first failed head of a batch, holes
 * (block -1) zero-filled on reads.
 */
#ifndef BLKRT_BLK_H
#define BLKRT_BLK_H

#include <stdlib.h>
#include <sys/types.h>	/* dev_t, mode_t */

#include "rt26.h"
#include "disk.h"
#include "blk26.h"

#define READ		0
#define WRITE		1
#define EIO		5
#define ENXIO		6
#define ENODEV		19
#define GFP_NOIO	1
#define FMODE_READ	1
#define FMODE_WRITE	2
#define BIO_UPTODATE	0
#define BIO_MAX_PAGES	256
#define KIO_MAX_SECTORS	1024
#define bio_flagged(bio, flag)	((bio)->bi_flags & (1 << (flag)))
#define min(a, b)	((a) < (b) ? (a) : (b))
#define BUG_ON(c)	((c) ? rt_violation("BUG_ON(%s)", #c) : (void)0)
/* 2.6's dev_t: 12 bits of major, 20 of minor */
#define MAJOR(dev)	((unsigned int)((dev) >> 20))
#define MINOR(dev)	((unsigned int)((dev) & 0xfffff))

typedef unsigned long sector_t;
typedef struct { int counter; } atomic_t;

static inline void atomic_set(atomic_t *v, int i) { v->counter = i; }
static inline void atomic_inc(atomic_t *v) { v->counter++; }
static inline int atomic_dec_and_test(atomic_t *v)
{
	return --v->counter == 0;
}

struct completion {
	unsigned int done;
};

static inline void init_completion(struct completion *c) { c->done = 0; }
void wait_for_completion(struct completion *c);
void complete(struct completion *c);

static inline char *kmap(struct page *page) { return (char *)page->data; }
static inline void kunmap(struct page *page) { (void)page; }

/* the helpers' allocations: GFP_NOIO while they hold a device open */
static inline void *blk_kmalloc(size_t size, int flags)
{
	rt_block_alloc(flags == GFP_NOIO, "kmalloc");
	return kmalloc(size, flags);
}
#define kmalloc(size, flags)	blk_kmalloc(size, flags)

struct address_space {
	int dummy;
};

struct inode {
	struct address_space *i_mapping;
	struct address_space i_data;
	long long i_size;		/* a block device's: its size */
};

static inline long long i_size_read(struct inode *inode)
{
	return inode->i_size;
}

struct request_queue {
	unsigned short max_sectors, max_hw_sectors;
	unsigned short max_phys_segments, max_hw_segments;
	unsigned short hardsect_size;
};
typedef struct request_queue request_queue_t;

struct gendisk {
	int major, first_minor, minors;
	struct request_queue *queue;
	sector_t capacity;
};

struct block_device {
	dev_t bd_dev;
	struct inode *bd_inode;
	int bd_openers;
	unsigned bd_block_size;
	struct gendisk *bd_disk;	/* NULL: nobody has it open */
};

static inline request_queue_t *bdev_get_queue(struct block_device *bdev)
{
	return bdev->bd_disk->queue;
}

struct bio_vec {
	struct page *bv_page;
	unsigned int bv_len, bv_offset;
};

struct bio;
typedef int (bio_end_io_t)(struct bio *, unsigned int, int);

struct bio {
	sector_t bi_sector;
	struct block_device *bi_bdev;
	unsigned long bi_flags, bi_rw;
	unsigned short bi_vcnt, bi_phys_segments, bi_hw_segments;
	unsigned int bi_size;		/* bytes still to do */
	unsigned int bi_max_vecs;
	struct bio_vec *bi_io_vec;
	bio_end_io_t *bi_end_io;
	atomic_t bi_cnt;
	void *bi_private;
};

/* 2.6.9 (blk26.c) */
struct bio *bio_alloc(int gfp, int nr_iovecs);
void bio_put(struct bio *bio);
void bio_endio(struct bio *bio, unsigned int bytes_done, int error);
int bio_add_page(struct bio *bio, struct page *page, unsigned int len,
		 unsigned int offset);
int bio_get_nr_vecs(struct block_device *bdev);
void submit_bio(int rw, struct bio *bio);
struct block_device *bdget(dev_t dev);
void bdput(struct block_device *bdev);
int blkdev_get(struct block_device *bdev, mode_t mode, unsigned flags);
int blkdev_put(struct block_device *bdev);
struct block_device *I_BDEV(struct inode *inode);
void blk_run_address_space(struct address_space *mapping);

/* what blk26.c needs of user space (blk26.h) */
#define BLK26_DISK(dev)		((void)(dev), 0)
#define BLK26_DATA(page)	((page)->data)
#define BLK26_PAGE_OK(page)	((void)(page), 1)
#define BLK26_ALLOC(n)		malloc(n)
#define BLK26_FREE(p)		free(p)
#define BLK26_WAIT(done)	(*(done) ? 0 : -1)
#define BLK26_PROGRESS()	((void)0)

/* 2.4, over buffer heads (brw24.c); kiobufs as the page vectors they were */
struct kiobuf {
	int nr_pages, offset, length;
	struct page **maplist;
};
int brw_kiovec(int rw, int nr, struct kiobuf *iovec[], dev_t dev,
	       unsigned long b[], int size);
/* what brw24.c needs of its environment: the bytes of a page, the disk */
#define BRW24_DEV_T		dev_t
#define BRW24_DATA(page)	((unsigned char *)(page)->data)
#define BRW24_DISK(dev)		0

/*
 * A fresh start: user memory (rt_reset(), then every page filled with a
 * pattern of its own), the disks and the block layer, in the I/O path
 */
static inline void blk_reset(void)
{
	int i;

	rt_reset();
	for (i = 0; i < RT_MAX_PAGES; i++)
		memset(rt_pages[i].data, 0x21 + i % 200, PAGE_SIZE);
	rt_block_reset();
	rt_io_path = 1;
}

/* after a call: nothing in flight; every bio, allocation, pin, open and
 * reference given back; no page of ours left locked */
static inline void blk_check_end(void)
{
	rt_block_finish();
	rt_check_end();
}

#endif
