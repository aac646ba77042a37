#ifndef _LINUX_BLKDEV_H
#define _LINUX_BLKDEV_H

/*
 * zcport model of the Linux 2.4 API: block device request queues.
 */

#include <linux/major.h>
#include <linux/sched.h>
#include <linux/genhd.h>
#include <linux/tqueue.h>
#include <linux/list.h>
#include <linux/fs.h>
#include <linux/spinlock.h>

struct request_queue;
typedef struct request_queue request_queue_t;
struct elevator_s;
typedef struct elevator_s elevator_t;

/*
 * One I/O request: a run of adjacent sectors, built from one or more
 * buffer heads, waiting on (or being served from) a request queue.
 */
struct request {
	struct list_head queue;
	int elevator_sequence;

	volatile int rq_status;
#define RQ_INACTIVE		(-1)
#define RQ_ACTIVE		1
#define RQ_SCSI_BUSY		0xffff
#define RQ_SCSI_DONE		0xfffe
#define RQ_SCSI_DISCONNECTING	0xffe0

	kdev_t rq_dev;
	int cmd;		/* direction: READ, WRITE */
	int errors;
	unsigned long start_time;
	unsigned long sector;
	unsigned long nr_sectors;
	unsigned long hard_sector, hard_nr_sectors;
	unsigned int nr_segments;
	unsigned int nr_hw_segments;
	unsigned long current_nr_sectors, hard_cur_sectors;
	void *special;
	char *buffer;
	struct completion *waiting;
	struct buffer_head *bh;
	struct buffer_head *bhtail;
	request_queue_t *q;
};

typedef int (merge_request_fn)(request_queue_t *q, struct request *req,
			       struct buffer_head *bh, int);
typedef int (merge_requests_fn)(request_queue_t *q, struct request *req,
				struct request *req2, int);
typedef void (request_fn_proc)(request_queue_t *q);
typedef request_queue_t *(queue_proc)(kdev_t dev);
typedef int (make_request_fn)(request_queue_t *q, int rw,
			      struct buffer_head *bh);
typedef void (plug_device_fn)(request_queue_t *q, kdev_t device);
typedef void (unplug_device_fn)(void *q);

struct request_list {
	unsigned int count;
	unsigned int pending[2];
	struct list_head free;
};

struct request_queue {
	struct request_list	rq;

	/* the queue of pending requests, in elevator order */
	struct list_head	queue_head;

	request_fn_proc		*request_fn;
	merge_request_fn	*back_merge_fn;
	merge_request_fn	*front_merge_fn;
	merge_requests_fn	*merge_requests_fn;
	make_request_fn		*make_request_fn;
	plug_device_fn		*plug_device_fn;

	/* free for the driver's use */
	void			*queuedata;

	struct tq_struct	plug_tq;
	char			plugged;

	/*
	 * Is the request at the head of queue_head being served by
	 * the driver (and so must not be merged into)?
	 */
	char			head_active;

	unsigned long		bounce_pfn;

	spinlock_t		queue_lock;
	wait_queue_head_t	wait_for_requests[2];
};

#define blk_queue_plugged(q)	(q)->plugged
#define blk_fs_request(rq)	((rq)->cmd == READ || (rq)->cmd == WRITE)
#define blk_queue_empty(q)	list_empty(&(q)->queue_head)

extern unsigned long blk_max_low_pfn, blk_max_pfn;

#define BLK_BOUNCE_HIGH		((u64) blk_max_low_pfn << PAGE_SHIFT)
#define BLK_BOUNCE_ANY		((u64) blk_max_pfn << PAGE_SHIFT)

extern void blk_queue_bounce_limit(request_queue_t *, u64);

#define blk_queue_bounce(q, rw, bh)	create_bounce(rw, bh)

struct blk_dev_struct {
	/* the default queue, used when queue is NULL */
	request_queue_t		request_queue;
	queue_proc		*queue;
	void			*data;
};

struct sec_size {
	unsigned block_size;
	unsigned block_size_bits;
};

/* driver interface of ll_rw_blk.c */
extern struct sec_size *blk_sec[MAX_BLKDEV];
extern struct blk_dev_struct blk_dev[MAX_BLKDEV];
#define BLK_DEFAULT_QUEUE(_MAJOR)	(&blk_dev[_MAJOR].request_queue)
extern void grok_partitions(struct gendisk *dev, int drive,
			    unsigned minors, long size);
extern void register_disk(struct gendisk *dev, kdev_t first,
			  unsigned minors,
			  struct block_device_operations *ops, long size);
extern void generic_make_request(int rw, struct buffer_head *bh);
extern request_queue_t *blk_get_queue(kdev_t dev);
extern void blkdev_release_request(struct request *);

extern void blk_init_queue(request_queue_t *, request_fn_proc *);
extern void blk_cleanup_queue(request_queue_t *);
extern void blk_queue_headactive(request_queue_t *, int);
extern void blk_queue_make_request(request_queue_t *, make_request_fn *);
extern void generic_unplug_device(void *);

/* per-major tables, indexed by minor */
extern int *blk_size[MAX_BLKDEV];		/* size in KB */
extern int *blksize_size[MAX_BLKDEV];		/* soft block size */
extern int *hardsect_size[MAX_BLKDEV];		/* hardware sector size */
extern int *max_readahead[MAX_BLKDEV];
extern int *max_sectors[MAX_BLKDEV];
extern int *max_segments[MAX_BLKDEV];
extern int read_ahead[];

#define MAX_SEGMENTS	128
#define MAX_SECTORS	255

#define PageAlignSize(size) (((size) + PAGE_SIZE - 1) & PAGE_MASK)

#define blkdev_entry_to_request(entry) \
	list_entry((entry), struct request, queue)
#define blkdev_entry_next_request(entry) \
	blkdev_entry_to_request((entry)->next)
#define blkdev_entry_prev_request(entry) \
	blkdev_entry_to_request((entry)->prev)
#define blkdev_next_request(req) \
	blkdev_entry_to_request((req)->queue.next)
#define blkdev_prev_request(req) \
	blkdev_entry_to_request((req)->queue.prev)

extern void drive_stat_acct(kdev_t dev, int rw, unsigned long nr_sectors,
			    int new_io);

static inline int get_hardsect_size(kdev_t dev)
{
	int retval = 512;
	int major = MAJOR(dev);

	if (hardsect_size[major]) {
		int minor = MINOR(dev);

		if (hardsect_size[major][minor])
			retval = hardsect_size[major][minor];
	}
	return retval;
}

#define blk_finished_io(nsects)	do { } while (0)
#define blk_started_io(nsects)	do { } while (0)

static inline unsigned int blksize_bits(unsigned int size)
{
	unsigned int bits = 8;

	do {
		bits++;
		size >>= 1;
	} while (size > 256);
	return bits;
}

static inline unsigned int block_size(kdev_t dev)
{
	int retval = BLOCK_SIZE;
	int major = MAJOR(dev);

	if (blksize_size[major]) {
		int minor = MINOR(dev);

		if (blksize_size[major][minor])
			retval = blksize_size[major][minor];
	}
	return retval;
}

extern spinlock_t io_request_lock;

extern int end_that_request_first(struct request *req, int uptodate,
				  char *name);
extern void end_that_request_last(struct request *req);

static inline void blkdev_dequeue_request(struct request *req)
{
	list_del(&req->queue);
}

extern struct buffer_head *create_bounce(int rw,
					 struct buffer_head *bh_orig);

#endif /* _LINUX_BLKDEV_H */
