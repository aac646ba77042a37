/*
 * blk.h: one block device, modelled twice in user space, for running
 * the block I/O helper user_pages_brw() (semantic-patches/
 * user-pages.helpers) against what 2.4's brw_kiovec() did.
 *
 * The disk (blk_disk[]) is disk 0 of disk.h, shared with brw24.c and
 * with tests/diffrt/: 512-byte sectors, any of which can be made bad
 * (blk_bad_sector(): like a medium error, the block or segment on it
 * fails, and only that one).
 *
 * The 2.6.9 side: bio_alloc()/bio_add_page()/bio_put() with the queue's
 * limits (blk_max_sectors, blk_max_vecs: bio_add_page() refuses past
 * them, bio_get_nr_vecs() says the latter), submit_bio() onto a queue
 * that the "interrupt" serves only when the submitter waits
 * (wait_for_completion()) -- in reverse order, completing each bio one
 * segment at a time with 2.6.9's bi_end_io(bio, bytes_done, error) as
 * bio_endio() calls it -- and bdget()/bdput() with a device that can be
 * closed (no bd_disk).  kmalloc()/kfree() count.
 *
 * The 2.4 side (brw24.c): brw_kiovec() over buffer heads as 2.4.x
 * implemented it -- one buffer head per block, submit_bh() with
 * b_rsector = b_blocknr * (b_size >> 9), a wait every KIO_MAX_SECTORS
 * heads, the bytes before the first failed head of a batch, holes
 * (block -1) zero-filled on reads.
 *
 * Broken rules go to blk_report and count in blk_violations.
 */
#ifndef BLK_H
#define BLK_H

#include <stddef.h>
#include <string.h>

#include "disk.h"

#define PAGE_SHIFT	12
#define PAGE_SIZE	(1UL << PAGE_SHIFT)
#define PAGE_MASK	(~(PAGE_SIZE - 1))
#define READ		0
#define WRITE		1
#define EINVAL		22
#define EFAULT		14
#define ENOMEM		12
#define EIO		5
#define ENODEV		19
#define EAGAIN		11
#define GFP_KERNEL	0
#define GFP_NOIO	1
#define FMODE_READ	1
#define FMODE_WRITE	2
#define BIO_UPTODATE	0
#define bio_flagged(bio, flag)	((bio)->bi_flags & (1 << (flag)))
#define min(a, b)	((a) < (b) ? (a) : (b))
#define BUG_ON(c)	blk_bug_on(!!(c), #c)
#define KIO_MAX_SECTORS	1024
#define BIO_MAX_PAGES	256

typedef unsigned long sector_t;
#include <sys/types.h>	/* dev_t */
typedef struct { int counter; } atomic_t;

struct page {
	unsigned char data[1 << 12];
	int locked;			/* the page lock */
};

struct gendisk {
	int dummy;
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

struct block_device {
	struct gendisk *bd_disk;	/* NULL: not open */
	struct inode *bd_inode;
};

struct completion {
	int done;
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

#define BLK_PAGES	512		/* memory pages the tests use */
#define blk_disk	(disk_store[0])
extern struct page blk_mem[BLK_PAGES];
extern struct block_device blk_bdev;
extern unsigned int blk_max_sectors, blk_max_vecs;
extern int blk_violations;
extern char blk_report[4096];
extern int blk_bios_made;		/* bios allocated in this run */

void blk_bug_on(int c, const char *what);
void blk_violation(const char *fmt, ...);

/* 2.6.9 */
void lock_page(struct page *page);
void unlock_page(struct page *page);
int TestSetPageLocked(struct page *page);
void wait_on_page_locked(struct page *page);
void atomic_set(atomic_t *v, int i);
void atomic_inc(atomic_t *v);
int atomic_dec_and_test(atomic_t *v);
void init_completion(struct completion *c);
void wait_for_completion(struct completion *c);
void complete(struct completion *c);
void *kmalloc(size_t n, int gfp);
void kfree(const void *p);
char *kmap(struct page *page);
void kunmap(struct page *page);
void flush_dcache_page(struct page *page);
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

/* a fresh disk, memory and queue; bad sectors cleared */
void blk_reset(void);
void blk_bad_sector(unsigned long s);
/* after a call: nothing in flight, every bio and allocation freed */
void blk_check_end(void);

#endif
