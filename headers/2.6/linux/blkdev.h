/*
 * zcport model of the Linux 2.6 kernel API: <linux/blkdev.h>
 *
 * Request queues (request_queue_t), struct request, queue limits,
 * bdev_get_queue(), the request completion helpers and unplugging.
 * register_blkdev()/unregister_blkdev(), bdget() and blkdev_get()/
 * blkdev_put() live in <linux/fs.h>, which this header includes.
 */
#ifndef _ZC26_LINUX_BLKDEV_H
#define _ZC26_LINUX_BLKDEV_H

#include <linux/config.h>
#include <linux/major.h>
#include <linux/genhd.h>
#include <linux/list.h>
#include <linux/timer.h>
#include <linux/workqueue.h>
#include <linux/pagemap.h>
#include <linux/backing-dev.h>
#include <linux/wait.h>
#include <linux/mempool.h>
#include <linux/bio.h>
#include <linux/module.h>
#include <linux/stringify.h>
#include <linux/elevator.h>
#include <linux/completion.h>
#include <linux/fs.h>
#include <asm/scatterlist.h>

struct request_queue;
typedef struct request_queue request_queue_t;
struct request_pm_state;

#define BLKDEV_MIN_RQ	4
#define BLKDEV_MAX_RQ	128

struct request_list {
	int count[2];
	int starved[2];
	mempool_t *rq_pool;
	wait_queue_head_t wait[2];
};

#define BLK_MAX_CDB	16

/* one I/O request as seen by a request_fn */
struct request {
	struct list_head queuelist;	/* for the driver's own queue */
	unsigned long flags;		/* REQ_* */

	sector_t sector;		/* next sector to submit */
	unsigned long nr_sectors;	/* sectors left to submit */
	unsigned int current_nr_sectors;	/* ...in the current segment */

	sector_t hard_sector;		/* next sector to complete */
	unsigned long hard_nr_sectors;	/* sectors left to complete */
	unsigned int hard_cur_sectors;	/* ...in the current segment */

	struct bio *cbio;
	sector_t nr_cbio_sectors;
	unsigned int nr_cbio_segments;

	struct bio *bio;
	struct bio *biotail;

	void *elevator_private;

	int rq_status;			/* RQ_INACTIVE / RQ_ACTIVE */
	struct gendisk *rq_disk;
	int errors;
	unsigned long start_time;

	unsigned short nr_phys_segments;
	unsigned short nr_hw_segments;

	int tag;
	char *buffer;			/* kernel address of current segment */

	int ref_count;
	request_queue_t *q;
	struct request_list *rl;

	struct completion *waiting;
	void *special;

	unsigned int cmd_len;
	unsigned char cmd[BLK_MAX_CDB];

	unsigned int data_len;
	void *data;

	unsigned int sense_len;
	void *sense;

	unsigned int timeout;

	struct request_pm_state *pm;
};

/* request flag bits */
enum rq_flag_bits {
	__REQ_RW,		/* not set: read; set: write */
	__REQ_FAILFAST,
	__REQ_SOFTBARRIER,
	__REQ_HARDBARRIER,
	__REQ_CMD,		/* a regular fs read/write request */
	__REQ_NOMERGE,
	__REQ_STARTED,
	__REQ_DONTPREP,
	__REQ_QUEUED,
	__REQ_PC,		/* packet command */
	__REQ_BLOCK_PC,
	__REQ_SENSE,
	__REQ_FAILED,
	__REQ_QUIET,
	__REQ_SPECIAL,		/* driver-specific command */
	__REQ_DRIVE_CMD,
	__REQ_DRIVE_TASK,
	__REQ_DRIVE_TASKFILE,
	__REQ_PREEMPT,
	__REQ_PM_SUSPEND,
	__REQ_PM_RESUME,
	__REQ_PM_SHUTDOWN,
	__REQ_NR_BITS
};

#define REQ_RW		(1 << __REQ_RW)
#define REQ_FAILFAST	(1 << __REQ_FAILFAST)
#define REQ_SOFTBARRIER	(1 << __REQ_SOFTBARRIER)
#define REQ_HARDBARRIER	(1 << __REQ_HARDBARRIER)
#define REQ_CMD		(1 << __REQ_CMD)
#define REQ_NOMERGE	(1 << __REQ_NOMERGE)
#define REQ_STARTED	(1 << __REQ_STARTED)
#define REQ_DONTPREP	(1 << __REQ_DONTPREP)
#define REQ_QUEUED	(1 << __REQ_QUEUED)
#define REQ_PC		(1 << __REQ_PC)
#define REQ_BLOCK_PC	(1 << __REQ_BLOCK_PC)
#define REQ_SENSE	(1 << __REQ_SENSE)
#define REQ_FAILED	(1 << __REQ_FAILED)
#define REQ_QUIET	(1 << __REQ_QUIET)
#define REQ_SPECIAL	(1 << __REQ_SPECIAL)
#define REQ_DRIVE_CMD	(1 << __REQ_DRIVE_CMD)
#define REQ_DRIVE_TASK	(1 << __REQ_DRIVE_TASK)
#define REQ_DRIVE_TASKFILE (1 << __REQ_DRIVE_TASKFILE)
#define REQ_PREEMPT	(1 << __REQ_PREEMPT)
#define REQ_PM_SUSPEND	(1 << __REQ_PM_SUSPEND)
#define REQ_PM_RESUME	(1 << __REQ_PM_RESUME)
#define REQ_PM_SHUTDOWN	(1 << __REQ_PM_SHUTDOWN)

/* rq_status values */
#define RQ_INACTIVE		(-1)
#define RQ_ACTIVE		1
#define RQ_SCSI_BUSY		0xffff
#define RQ_SCSI_DONE		0xfffe
#define RQ_SCSI_DISCONNECTING	0xffe0

typedef int (merge_request_fn)(request_queue_t *, struct request *,
			       struct bio *);
typedef int (merge_requests_fn)(request_queue_t *, struct request *,
				struct request *);
typedef void (request_fn_proc)(request_queue_t *q);
typedef int (make_request_fn)(request_queue_t *q, struct bio *bio);
typedef int (prep_rq_fn)(request_queue_t *, struct request *);
typedef void (unplug_fn)(request_queue_t *);

struct bio_vec;
typedef int (merge_bvec_fn)(request_queue_t *, struct bio *, struct bio_vec *);
typedef void (activity_fn)(void *data, int rw);
typedef int (issue_flush_fn)(request_queue_t *, struct gendisk *, sector_t *);

enum blk_queue_state {
	Queue_down,
	Queue_up,
};

#define BLK_TAGS_PER_LONG	(sizeof(unsigned long) * 8)
#define BLK_TAGS_MASK		(BLK_TAGS_PER_LONG - 1)

struct blk_queue_tag {
	struct request **tag_index;
	unsigned long *tag_map;
	struct list_head busy_list;
	int busy;
	int max_depth;
	int real_max_depth;
	atomic_t refcnt;
};

struct request_queue {
	struct list_head	queue_head;
	struct request		*last_merge;
	elevator_t		*elevator;

	struct request_list	rq;

	request_fn_proc		*request_fn;
	merge_request_fn	*back_merge_fn;
	merge_request_fn	*front_merge_fn;
	merge_requests_fn	*merge_requests_fn;
	make_request_fn		*make_request_fn;
	prep_rq_fn		*prep_rq_fn;
	unplug_fn		*unplug_fn;
	merge_bvec_fn		*merge_bvec_fn;
	activity_fn		*activity_fn;
	issue_flush_fn		*issue_flush_fn;

	struct timer_list	unplug_timer;
	int			unplug_thresh;
	unsigned long		unplug_delay;
	struct work_struct	unplug_work;

	struct backing_dev_info	backing_dev_info;

	void			*queuedata;	/* for the driver */

	void			*activity_data;

	unsigned long		bounce_pfn;
	int			bounce_gfp;

	unsigned long		queue_flags;

	spinlock_t		__queue_lock;
	spinlock_t		*queue_lock;

	struct kobject		kobj;

	unsigned long		nr_requests;
	unsigned int		nr_congestion_on;
	unsigned int		nr_congestion_off;
	unsigned int		nr_batching;

	unsigned short		max_sectors;
	unsigned short		max_hw_sectors;
	unsigned short		max_phys_segments;
	unsigned short		max_hw_segments;
	unsigned short		hardsect_size;
	unsigned int		max_segment_size;

	unsigned long		seg_boundary_mask;
	unsigned int		dma_alignment;

	struct blk_queue_tag	*queue_tags;

	atomic_t		refcnt;

	unsigned int		in_flight;

	unsigned int		sg_timeout;
	unsigned int		sg_reserved_size;

	struct list_head	drain_list;
};

#define QUEUE_FLAG_CLUSTER	0
#define QUEUE_FLAG_QUEUED	1
#define QUEUE_FLAG_STOPPED	2
#define QUEUE_FLAG_READFULL	3
#define QUEUE_FLAG_WRITEFULL	4
#define QUEUE_FLAG_DEAD		5
#define QUEUE_FLAG_REENTER	6
#define QUEUE_FLAG_PLUGGED	7
#define QUEUE_FLAG_ORDERED	8
#define QUEUE_FLAG_DRAIN	9

#define blk_queue_plugged(q)	test_bit(QUEUE_FLAG_PLUGGED, &(q)->queue_flags)
#define blk_queue_tagged(q)	test_bit(QUEUE_FLAG_QUEUED, &(q)->queue_flags)
#define blk_queue_stopped(q)	test_bit(QUEUE_FLAG_STOPPED, &(q)->queue_flags)

#define blk_fs_request(rq)	((rq)->flags & REQ_CMD)
#define blk_pc_request(rq)	((rq)->flags & REQ_BLOCK_PC)
#define blk_noretry_request(rq)	((rq)->flags & REQ_FAILFAST)
#define blk_rq_started(rq)	((rq)->flags & REQ_STARTED)
#define blk_rq_tagged(rq)	((rq)->flags & REQ_QUEUED)
#define blk_pm_suspend_request(rq) ((rq)->flags & REQ_PM_SUSPEND)
#define blk_pm_resume_request(rq) ((rq)->flags & REQ_PM_RESUME)
#define blk_pm_request(rq) \
	((rq)->flags & (REQ_PM_SUSPEND | REQ_PM_RESUME))
#define blk_barrier_rq(rq)	((rq)->flags & REQ_HARDBARRIER)

#define list_entry_rq(ptr)	list_entry((ptr), struct request, queuelist)

/* READ or WRITE */
#define rq_data_dir(rq)		((rq)->flags & 1)

static inline int blk_queue_full(struct request_queue *q, int rw)
{
	if (rw == READ)
		return test_bit(QUEUE_FLAG_READFULL, &q->queue_flags);
	return test_bit(QUEUE_FLAG_WRITEFULL, &q->queue_flags);
}

#define BLK_BOUNCE_HIGH		((u64)blk_max_low_pfn << PAGE_SHIFT)
#define BLK_BOUNCE_ANY		((u64)blk_max_pfn << PAGE_SHIFT)
#define BLK_BOUNCE_ISA		(ISA_DMA_THRESHOLD)

extern unsigned long blk_max_low_pfn, blk_max_pfn;

extern int init_emergency_isa_pool(void);
extern void blk_queue_bounce(request_queue_t *q, struct bio **bio);

#define rq_for_each_bio(_bio, rq)	\
	if ((rq->bio))			\
		for (_bio = (rq)->bio; _bio; _bio = _bio->bi_next)

struct sec_size {
	unsigned block_size;
	unsigned block_size_bits;
};

extern int blk_register_queue(struct gendisk *disk);
extern void blk_unregister_queue(struct gendisk *disk);
extern void generic_make_request(struct bio *bio);
extern void blk_put_request(struct request *);
extern void blk_end_sync_rq(struct request *rq);
extern void blk_attempt_remerge(request_queue_t *, struct request *);
extern void __blk_attempt_remerge(request_queue_t *, struct request *);
extern struct request *blk_get_request(request_queue_t *, int, int);
extern void blk_insert_request(request_queue_t *, struct request *, int,
			       void *, int);
extern void blk_requeue_request(request_queue_t *, struct request *);
extern void blk_plug_device(request_queue_t *);
extern int blk_remove_plug(request_queue_t *);
extern void blk_recount_segments(request_queue_t *, struct bio *);
extern int blk_phys_contig_segment(request_queue_t *q, struct bio *,
				   struct bio *);
extern int blk_hw_contig_segment(request_queue_t *q, struct bio *,
				 struct bio *);
extern int scsi_cmd_ioctl(struct file *, struct gendisk *, unsigned int,
			  void __user *);
extern void blk_start_queue(request_queue_t *q);
extern void blk_stop_queue(request_queue_t *q);
extern void __blk_stop_queue(request_queue_t *q);
extern void blk_run_queue(request_queue_t *);
extern void blk_queue_activity_fn(request_queue_t *, activity_fn *, void *);
extern int blk_execute_rq(request_queue_t *, struct gendisk *,
			  struct request *);

/* unplugging: generic_unplug_device() starts a plugged queue */
extern void generic_unplug_device(request_queue_t *);
extern void __generic_unplug_device(request_queue_t *);
/* start one queue (2.6.0-2.6.6 also had blk_run_queues(), for all) */
extern void blk_run_queue(request_queue_t *);
extern void blk_run_backing_dev(struct backing_dev_info *bdi,
				struct page *page);
/* 2.6.9: unplug the queue behind a mapping (a static inline there) */
extern void blk_run_address_space(struct address_space *mapping);

static inline request_queue_t *bdev_get_queue(struct block_device *bdev)
{
	return bdev->bd_disk->queue;
}

/* tell the caller's rw direction is congested; sleep up to timeout */
extern long blk_congestion_wait(int rw, long timeout);

/* request completion */
extern int end_that_request_first(struct request *, int uptodate,
				  int nr_sectors);
extern int end_that_request_chunk(struct request *, int uptodate,
				  int nr_bytes);
extern void end_that_request_last(struct request *);
extern void end_request(struct request *req, int uptodate);

static inline void blkdev_dequeue_request(struct request *req)
{
	BUG_ON(list_empty(&req->queuelist));

	list_del_init(&req->queuelist);

	if (req->rl)
		elv_remove_request(req->q, req);
}

/* request queue setup */
extern request_queue_t *blk_init_queue(request_fn_proc *, spinlock_t *);
extern void blk_cleanup_queue(request_queue_t *);
extern request_queue_t *blk_alloc_queue(int);
extern void blk_queue_make_request(request_queue_t *, make_request_fn *);
extern void blk_queue_bounce_limit(request_queue_t *, u64);
extern void blk_queue_max_sectors(request_queue_t *, unsigned short);
extern void blk_queue_max_phys_segments(request_queue_t *, unsigned short);
extern void blk_queue_max_hw_segments(request_queue_t *, unsigned short);
extern void blk_queue_max_segment_size(request_queue_t *, unsigned int);
extern void blk_queue_hardsect_size(request_queue_t *, unsigned short);
extern void blk_queue_stack_limits(request_queue_t *t, request_queue_t *b);
extern void blk_queue_segment_boundary(request_queue_t *, unsigned long);
extern void blk_queue_prep_rq(request_queue_t *, prep_rq_fn *pfn);
extern void blk_queue_merge_bvec(request_queue_t *, merge_bvec_fn *);
extern void blk_queue_dma_alignment(request_queue_t *, int);
extern struct backing_dev_info *blk_get_backing_dev_info(struct block_device *bdev);
extern void blk_queue_ordered(request_queue_t *, int);
extern void blk_queue_issue_flush_fn(request_queue_t *, issue_flush_fn *);
extern int blkdev_scsi_issue_flush_fn(request_queue_t *, struct gendisk *,
				      sector_t *);

extern int blk_rq_map_sg(request_queue_t *, struct request *,
			 struct scatterlist *);
extern void blk_dump_rq_flags(struct request *, char *);
extern void generic_unplug_device(request_queue_t *);
extern void __generic_unplug_device(request_queue_t *);
extern long nr_blockdev_pages(void);
extern void blk_put_queue(request_queue_t *);

/* tagged command queueing */
extern int blk_queue_start_tag(request_queue_t *, struct request *);
extern struct request *blk_queue_find_tag(request_queue_t *, int);
extern void blk_queue_end_tag(request_queue_t *, struct request *);
extern int blk_queue_init_tags(request_queue_t *, int,
			       struct blk_queue_tag *);
extern void blk_queue_free_tags(request_queue_t *);
extern int blk_queue_resize_tags(request_queue_t *, int);
extern void blk_queue_invalidate_tags(request_queue_t *);
extern long blk_congestion_wait(int rw, long timeout);

extern void blk_rq_bio_prep(request_queue_t *, struct request *,
			    struct bio *);
extern int blkdev_issue_flush(struct block_device *, sector_t *);

#define MAX_PHYS_SEGMENTS	128
#define MAX_HW_SEGMENTS		128
#define MAX_SECTORS		255

#define MAX_SEGMENT_SIZE	65536

#define blkdev_entry_to_request(entry) list_entry((entry), struct request, queuelist)

extern void drive_stat_acct(struct request *, int, int);

static inline int queue_hardsect_size(request_queue_t *q)
{
	int retval = 512;

	if (q && q->hardsect_size)
		retval = q->hardsect_size;
	return retval;
}

static inline int bdev_hardsect_size(struct block_device *bdev)
{
	return queue_hardsect_size(bdev_get_queue(bdev));
}

static inline int queue_dma_alignment(request_queue_t *q)
{
	int retval = 511;

	if (q && q->dma_alignment)
		retval = q->dma_alignment;
	return retval;
}

static inline int bdev_dma_aligment(struct block_device *bdev)
{
	return queue_dma_alignment(bdev_get_queue(bdev));
}

#define blk_finished_io(nsects)	do { } while (0)
#define blk_started_io(nsects)	do { } while (0)

/* assumes size > 256 */
static inline unsigned int blksize_bits(unsigned int size)
{
	unsigned int bits = 8;

	do {
		bits++;
		size >>= 1;
	} while (size > 256);
	return bits;
}

static inline unsigned int block_size(struct block_device *bdev)
{
	return bdev->bd_block_size;
}

typedef struct {
	struct page *v;
} Sector;

extern unsigned char *read_dev_sector(struct block_device *, sector_t,
				      Sector *);

static inline void put_dev_sector(Sector p)
{
	page_cache_release(p.v);
}

struct work_struct;
extern int kblockd_schedule_work(struct work_struct *work);
extern void kblockd_flush(void);

/* 64-bit sector counts divided in place; returns the remainder */
#define sector_div(n, b) ({			\
	int __zc_res;				\
	__zc_res = (n) % (b);			\
	(n) /= (b);				\
	__zc_res;				\
})

#endif /* _ZC26_LINUX_BLKDEV_H */
