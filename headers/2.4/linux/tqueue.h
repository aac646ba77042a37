#ifndef _LINUX_TQUEUE_H
#define _LINUX_TQUEUE_H

/*
 * zcport model of the Linux 2.4 API: task queues (deferred work run
 * from the timer tick, the immediate bottom half, the disk queue or
 * keventd via schedule_task()).
 */

#include <linux/spinlock.h>
#include <linux/list.h>
#include <asm/bitops.h>
#include <asm/system.h>

struct tq_struct {
	struct list_head list;		/* on a task_queue while queued */
	unsigned long sync;		/* bit 0: queued; start at 0 */
	void (*routine)(void *);
	void *data;			/* passed to routine */
};

/* set up a tq_struct before first use */
#define PREPARE_TQUEUE(_tq, _routine, _data) \
	do { \
		(_tq)->routine = _routine; \
		(_tq)->data = _data; \
	} while (0)

#define INIT_TQUEUE(_tq, _routine, _data) \
	do { \
		INIT_LIST_HEAD(&(_tq)->list); \
		(_tq)->sync = 0; \
		PREPARE_TQUEUE((_tq), (_routine), (_data)); \
	} while (0)

typedef struct list_head task_queue;

#define DECLARE_TASK_QUEUE(q)	LIST_HEAD(q)
#define TQ_ACTIVE(q)		(!list_empty(&q))

extern task_queue tq_timer, tq_immediate, tq_disk;

extern spinlock_t tqueue_lock;

/* queue @bh_pointer on @bh_list; returns 1 if it was not queued yet */
static inline int queue_task(struct tq_struct *bh_pointer,
			     task_queue *bh_list)
{
	int ret = 0;

	if (!test_and_set_bit(0, &bh_pointer->sync)) {
		unsigned long flags;

		spin_lock_irqsave(&tqueue_lock, flags);
		list_add_tail(&bh_pointer->list, bh_list);
		spin_unlock_irqrestore(&tqueue_lock, flags);
		ret = 1;
	}
	return ret;
}

extern void __run_task_queue(task_queue *list);

static inline void run_task_queue(task_queue *list)
{
	if (TQ_ACTIVE(*list))
		__run_task_queue(list);
}

#endif /* _LINUX_TQUEUE_H */
