/*
 * rtbio.h: a user-space model of the Linux 2.6.9 block API that the
 * user_bio_rw() helper uses, for running it: user memory as pages with a
 * reference count and a dirty bit; a device whose disk is there only
 * while it is open, with a request queue whose limits (max_sectors,
 * segments) bio_map_user(q, ...) enforces as 2.6.9 does, by failing a
 * mapping it cannot take whole (ERR_PTR); a disk that serves
 * submit_bio() synchronously, completing in one or two parts, and can
 * fail; bio_unmap_user(bio) that dirties the pages of a bio mapped for a
 * read and releases them; bdget() / bdput() / blkdev_get() /
 * blkdev_put() that count.  Broken rules are recorded in rtb_report and
 * counted in rtb_violations.
 */
#ifndef RTBIO_H
#define RTBIO_H

#include <stddef.h>
#include <string.h>
#include <sys/types.h>

#define PAGE_SHIFT	12
#define PAGE_SIZE	(1UL << PAGE_SHIFT)
#define READ		0
#define WRITE		1
#define PAGE_MASK	(~(PAGE_SIZE - 1))
#define FMODE_READ	1
#define FMODE_WRITE	2
#define EFAULT		14
#define ENOMEM		12
#define EIO		5
#define ENODEV		19
#define EINVAL		22
#ifdef RTB_260		/* only to compile the helper's 2.6.0 branch */
#define LINUX_VERSION_CODE	132608
#define BDEV_RAW	3
#else
#define LINUX_VERSION_CODE	132617
#endif
#define KERNEL_VERSION(a, b, c)	(((a) << 16) + ((b) << 8) + (c))
#define min(x, y)	((x) < (y) ? (x) : (y))
#define IS_ERR(p)	((unsigned long)(p) >= (unsigned long)-4095)
#define PTR_ERR(p)	((long)(p))
#define ERR_PTR(e)	((void *)(long)(e))
#define BIO_UPTODATE	0
#define bio_flagged(bio, flag)	((bio)->bi_flags & (1 << (flag)))

typedef unsigned long sector_t;	/* dev_t: from sys/types.h */

struct page {
	int count;		/* 1 while mapped in the process */
	int dirty;
	unsigned char data[1 << 12];
};

struct request_queue {
	unsigned short max_sectors;
	unsigned short max_phys_segments;
	unsigned short max_hw_segments;
};
typedef struct request_queue request_queue_t;

struct gendisk {
	struct request_queue *queue;
};

struct block_device {
	int refs, opens;
	int held;			/* open elsewhere (bound, mounted) */
	struct gendisk *bd_disk;	/* set while open */
};

#define bdev_get_queue(bdev)	((bdev)->bd_disk->queue)

struct completion {
	int done;
};

struct bio;
typedef int (bio_end_io_t)(struct bio *, unsigned int, int);

struct bio {
	sector_t bi_sector;
	unsigned long bi_flags;
	unsigned int bi_size;		/* bytes still to do */
	bio_end_io_t *bi_end_io;
	void *bi_private;
	/* the model's own */
	unsigned long uaddr;
	unsigned int len;		/* bytes mapped */
	int write_to_vm;
	struct request_queue *q;
};

#define RTB_PAGES	256
#define RTB_DISK	(1 << 20)
extern struct page rtb_pages[RTB_PAGES];
extern unsigned long rtb_base;		/* user address of rtb_pages[0] */
extern unsigned char rtb_disk[RTB_DISK];
extern struct block_device rtb_bdev;
extern struct request_queue rtb_queue;	/* its limits */
extern int rtb_map_fail;		/* bio_map_user fails (-EFAULT) */
extern int rtb_io_fail;			/* the disk fails the I/O */
extern int rtb_split;			/* complete in two parts */
extern int rtb_violations;
extern char rtb_report[4096];

struct block_device *bdget(dev_t dev);
void bdput(struct block_device *bdev);
#ifdef RTB_260
/* 2.6.0's forms: declared, for a compile check, never run */
int blkdev_get(struct block_device *bdev, int mode, unsigned flags, int kind);
int blkdev_put(struct block_device *bdev, int kind);
struct bio *bio_map_user(struct block_device *bdev, unsigned long uaddr,
			 unsigned int len, int write_to_vm);
void bio_unmap_user(struct bio *bio, int write_to_vm);
#else
int blkdev_get(struct block_device *bdev, int mode, unsigned flags);
int blkdev_put(struct block_device *bdev);
struct bio *bio_map_user(struct request_queue *q, struct block_device *bdev,
			 unsigned long uaddr, unsigned int len, int write_to_vm);
void bio_unmap_user(struct bio *bio);
#endif
void submit_bio(int rw, struct bio *bio);
void init_completion(struct completion *c);
void wait_for_completion(struct completion *c);
void complete(struct completion *c);

/* every page as the process has it, the device open elsewhere (held) */
void rtb_reset(void);
/* after a call: every page released, the device closed and put */
void rtb_check_end(void);

#endif
