/*
 * rtbio.h: a user-space model of the Linux 2.6.9 block API under the
 * block I/O helpers (user_bio_rw(), user_pages_brw(), the page vector
 * helpers), on top of rt26.h's user memory (pages with a reference
 * count and a dirty bit, mmap_sem, get_user_pages()), for running them
 * end to end.
 *
 * The disk (rtb_disk[]) has 512-byte sectors, any of which can be made
 * bad (rtb_bad[]: the segment on it fails, only that one).  The request
 * queue has limits (rtb_max_sectors, rtb_max_vecs: bio_add_page()
 * refuses past them, bio_get_nr_vecs() says the latter); bio_alloc()
 * fails above BIO_MAX_PAGES vecs, as 2.6.9's does.  submit_bio() queues;
 * the "interrupt" serves the queue when the submitter waits, last in
 * first out, each bio a segment at a time (in two halves when
 * rtb_halves is set) through bi_end_io(bio, bytes_done, error) as
 * bio_endio() calls it; a queue the submitter did not unplug
 * (blk_run_address_space() on the device inode's mapping) before it
 * waits is a violation (2.6.9 would idle until the unplug timer).
 * Allocations (kmalloc) while the caller holds the device open for I/O
 * must be GFP_NOIO.  The device: bdget()/bdput() count references,
 * blkdev_get()/blkdev_put() opens (2.6.9: a failed get and every put
 * drop the reference), bd_disk is there while the device is open, by
 * the helper or elsewhere (rtb_held: bound, mounted).  Page locks know
 * their owner: lock_page() sleeping while the caller holds other page
 * locks (ABBA), or on one it holds, is a violation; a page another
 * task locked (RTB_OTHER) is released when the caller waits on it.
 *
 * Broken rules go to rt_report and count in rt_violations (rt26.c).
 */
#ifndef RTBIO_H
#define RTBIO_H

#include <sys/types.h>

#include "rt26.h"

#define READ		0
#define WRITE		1
#define GFP_NOIO	1
#define FMODE_READ	1
#define FMODE_WRITE	2
#define EIO		5
#define ENODEV		19
#define EAGAIN		11
#define BIO_UPTODATE	0
#define BIO_MAX_PAGES	256
#define bio_flagged(bio, flag)	((bio)->bi_flags & (1 << (flag)))
#define min(a, b)	((a) < (b) ? (a) : (b))
#define BUG_ON(c)	rtb_bug_on(!!(c), #c)

typedef unsigned long sector_t;
typedef struct { int counter; } atomic_t;

struct completion {
	int done;
};

struct address_space {
	int dummy;
};

struct inode {
	struct address_space *i_mapping;
	long long i_size;		/* a block device's: its size */
};

static inline long long i_size_read(struct inode *inode)
{
	return inode->i_size;
}

struct gendisk {
	int dummy;
};

struct block_device {
	struct gendisk *bd_disk;	/* NULL: nobody has it open */
	struct inode *bd_inode;
};

struct bio_vec {
	struct page *bv_page;
	unsigned int bv_len, bv_offset;
};

struct bio;
typedef int (bio_end_io_t)(struct bio *, unsigned int, int);

struct bio {
	sector_t bi_sector;
	struct block_device *bi_bdev;
	unsigned long bi_flags;
	unsigned int bi_size;		/* bytes still to do */
	unsigned short bi_vcnt, bi_max_vecs;
	struct bio_vec *bi_io_vec;
	bio_end_io_t *bi_end_io;
	void *bi_private;
	/* the model's own */
	int rw, submitted, ended;
	struct bio *next;		/* on the queue */
};

#define RTB_SECTORS	2048		/* 1 MB */
#define RTB_OTHER	2		/* page->locked: by another task */
extern unsigned char rtb_disk[RTB_SECTORS * 512];
extern unsigned char rtb_bad[RTB_SECTORS];
extern struct block_device rtb_bdev;
extern unsigned int rtb_max_sectors, rtb_max_vecs;
extern int rtb_held;		/* open elsewhere: bd_disk stays */
extern int rtb_halves;		/* complete segments in two halves */
extern int rtb_bios_made;	/* bio_alloc()s in this run */
extern int rtb_submits;		/* submit_bio()s in this run */

void rtb_bug_on(int c, const char *what);

void atomic_set(atomic_t *v, int i);
void atomic_inc(atomic_t *v);
int atomic_dec_and_test(atomic_t *v);
void init_completion(struct completion *c);
void wait_for_completion(struct completion *c);
void complete(struct completion *c);
char *kmap(struct page *page);
void kunmap(struct page *page);
struct bio *bio_alloc(int gfp, int nr_iovecs);
void bio_put(struct bio *bio);
int bio_add_page(struct bio *bio, struct page *page, unsigned int len,
		 unsigned int offset);
int bio_get_nr_vecs(struct block_device *bdev);
void submit_bio(int rw, struct bio *bio);
struct block_device *bdget(dev_t dev);
void bdput(struct block_device *bdev);
int blkdev_get(struct block_device *bdev, mode_t mode, unsigned flags);
int blkdev_put(struct block_device *bdev);
void blk_run_address_space(struct address_space *mapping);
void *rtb_kmalloc(size_t size, int flags);
/* the helpers' allocations: GFP_NOIO once the device is held for I/O */
#define kmalloc(size, flags)	rtb_kmalloc(size, flags)
void lock_page(struct page *page);
void unlock_page(struct page *page);
int TestSetPageLocked(struct page *page);
void wait_on_page_locked(struct page *page);

/* a fresh disk, memory (rt_reset()), queue and device, held open */
void rtb_reset(void);
/* after a call: nothing in flight, every bio, allocation, page, open
 * and reference given back, no page of ours left locked */
void rtb_check_end(void);

#endif
