/*
 * rtbio.h: a user-space model of the Linux 2.6.0 block API that the
 * user_bio_rw() helper uses, for running it: user memory as pages with a
 * reference count and a dirty bit; bio_map_user() that pins the pages of
 * a buffer into a bio and can be told to map less or fail; a disk that
 * serves submit_bio() synchronously, completing in one or two parts, and
 * can fail; bio_unmap_user() that dirties (for a read) and releases, and
 * that, like 2.6.0, takes a set bi_private for a bounced bio; bdget() /
 * blkdev_get() / blkdev_put() that count.  Broken rules are recorded in
 * rtb_report and counted in rtb_violations.
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
#define FMODE_READ	1
#define FMODE_WRITE	2
#define BDEV_RAW	3
#define EFAULT		14
#define ENOMEM		12
#define EIO		5
#define BIO_UPTODATE	0
#define bio_flagged(bio, flag)	((bio)->bi_flags & (1 << (flag)))

typedef unsigned int kdev_t;
typedef unsigned long sector_t;
#define kdev_t_to_nr(d)	(d)

struct page {
	int count;		/* 1 while mapped in the process */
	int dirty;
	unsigned char data[1 << 12];
};

struct block_device {
	int refs, opens;
};

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
};

#define RTB_PAGES	256
#define RTB_DISK	(1 << 20)
extern struct page rtb_pages[RTB_PAGES];
extern unsigned long rtb_base;		/* user address of rtb_pages[0] */
extern unsigned char rtb_disk[RTB_DISK];
extern struct block_device rtb_bdev;
extern unsigned int rtb_map_limit;	/* bio_map_user maps at most this */
extern int rtb_map_fail;		/* bio_map_user returns NULL */
extern int rtb_io_fail;			/* the disk fails the I/O */
extern int rtb_split;			/* complete in two parts */
extern int rtb_violations;
extern char rtb_report[4096];

struct block_device *bdget(unsigned int dev);
int blkdev_get(struct block_device *bdev, int mode, unsigned flags, int kind);
int blkdev_put(struct block_device *bdev, int kind);
struct bio *bio_map_user(struct block_device *bdev, unsigned long uaddr,
			 unsigned int len, int write_to_vm);
void bio_unmap_user(struct bio *bio, int write_to_vm);
void submit_bio(int rw, struct bio *bio);
void init_completion(struct completion *c);
void wait_for_completion(struct completion *c);
void complete(struct completion *c);

void rtb_reset(void);
/* after a call: every page released, the device closed and put */
void rtb_check_end(void);

#endif
