#ifndef _BLK_H
#define _BLK_H

/*
 * zcport model of the Linux 2.4 API: per-driver request helpers.
 *
 * A block driver defines MAJOR_NR (and optionally DEVICE_NAME,
 * DEVICE_NR, DEVICE_REQUEST, DEVICE_ON/DEVICE_OFF, DEVICE_INTR,
 * LOCAL_END_REQUEST, DEVICE_NO_RANDOM) before including this file,
 * and gets CURRENT, QUEUE_EMPTY, INIT_REQUEST and end_request()
 * specialised for its own queue.
 */

#include <linux/blkdev.h>
#include <linux/locks.h>
#include <linux/config.h>
#include <linux/spinlock.h>
#include <linux/random.h>

extern int rd_doublesize;
extern int rd_prompt;
extern int rd_image_start;

#ifdef MAJOR_NR

#ifndef DEVICE_NAME
#define DEVICE_NAME "unknown"
#endif

#ifndef DEVICE_NR
#define DEVICE_NR(device)	(MINOR(device))
#endif

#ifndef DEVICE_ON
#define DEVICE_ON(device)
#endif

#ifndef DEVICE_OFF
#define DEVICE_OFF(device)
#endif

#ifdef DEVICE_INTR
static void (*DEVICE_INTR)(void) = NULL;
#define SET_INTR(x)	(DEVICE_INTR = (x))
#define CLEAR_INTR	SET_INTR(NULL)
#else
#define SET_INTR(x)	do { } while (0)
#define CLEAR_INTR	do { } while (0)
#endif

#ifdef DEVICE_REQUEST
static void (DEVICE_REQUEST)(request_queue_t *);
#endif

#define QUEUE		(BLK_DEFAULT_QUEUE(MAJOR_NR))
#define QUEUE_EMPTY	list_empty(&blk_dev[MAJOR_NR].request_queue.queue_head)
#define CURRENT \
	blkdev_entry_next_request(&blk_dev[MAJOR_NR].request_queue.queue_head)
#define CURRENT_DEV	DEVICE_NR(CURRENT->rq_dev)

/* sanity-check the head request; return from the caller if none */
#define INIT_REQUEST \
	if (QUEUE_EMPTY) { \
		CLEAR_INTR; \
		return; \
	} \
	if (MAJOR(CURRENT->rq_dev) != MAJOR_NR) \
		panic(DEVICE_NAME ": request list destroyed"); \
	if (CURRENT->bh && !buffer_locked(CURRENT->bh)) \
		panic(DEVICE_NAME ": block not locked")

#ifndef LOCAL_END_REQUEST

/* finish the current chunk of the head request; called with
 * io_request_lock held */
static inline void end_request(int uptodate)
{
	struct request *req = CURRENT;

	if (end_that_request_first(req, uptodate, DEVICE_NAME))
		return;
#ifndef DEVICE_NO_RANDOM
	add_blkdev_randomness(MAJOR(req->rq_dev));
#endif
	DEVICE_OFF(req->rq_dev);
	blkdev_dequeue_request(req);
	end_that_request_last(req);
}

#endif /* !LOCAL_END_REQUEST */

#endif /* MAJOR_NR */

#endif /* _BLK_H */
