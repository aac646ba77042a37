#ifndef _LINUX_WAIT_H
#define _LINUX_WAIT_H

/*
 * zcport model of the Linux 2.4 API: wait queues.  wake_up(),
 * sleep_on() and wait_event() are in <linux/sched.h>, as in 2.4.
 */

#define WNOHANG		0x00000001
#define WUNTRACED	0x00000002

#define __WNOTHREAD	0x20000000
#define __WALL		0x40000000
#define __WCLONE	0x80000000

#ifdef __KERNEL__

#include <linux/kernel.h>
#include <linux/list.h>
#include <linux/stddef.h>
#include <linux/spinlock.h>
#include <linux/config.h>

#include <asm/page.h>
#include <asm/processor.h>

struct task_struct;

struct __wait_queue {
	unsigned int flags;
#define WQ_FLAG_EXCLUSIVE	0x01
	struct task_struct *task;
	struct list_head task_list;
};
typedef struct __wait_queue wait_queue_t;

#define wq_lock_t			spinlock_t
#define WAITQUEUE_RW_LOCK_UNLOCKED	SPIN_LOCK_UNLOCKED
#define wq_read_lock			spin_lock
#define wq_read_lock_irqsave		spin_lock_irqsave
#define wq_read_unlock			spin_unlock
#define wq_read_unlock_irqrestore	spin_unlock_irqrestore
#define wq_write_lock_irq		spin_lock_irq
#define wq_write_lock_irqsave		spin_lock_irqsave
#define wq_write_unlock_irqrestore	spin_unlock_irqrestore
#define wq_write_unlock			spin_unlock

struct __wait_queue_head {
	wq_lock_t lock;
	struct list_head task_list;
};
typedef struct __wait_queue_head wait_queue_head_t;

#define __WAITQUEUE_INITIALIZER(name, tsk) { \
	0, (tsk), { (struct list_head *) 0, (struct list_head *) 0 } }

#define DECLARE_WAITQUEUE(name, tsk) \
	wait_queue_t name = __WAITQUEUE_INITIALIZER(name, tsk)

#define __WAIT_QUEUE_HEAD_INITIALIZER(name) { \
	WAITQUEUE_RW_LOCK_UNLOCKED, \
	{ &(name).task_list, &(name).task_list } }

#define DECLARE_WAIT_QUEUE_HEAD(name) \
	wait_queue_head_t name = __WAIT_QUEUE_HEAD_INITIALIZER(name)

static inline void init_waitqueue_head(wait_queue_head_t *q)
{
	q->lock = WAITQUEUE_RW_LOCK_UNLOCKED;
	INIT_LIST_HEAD(&q->task_list);
}

static inline void init_waitqueue_entry(wait_queue_t *q,
					struct task_struct *p)
{
	q->flags = 0;
	q->task = p;
}

static inline int waitqueue_active(wait_queue_head_t *q)
{
	return !list_empty(&q->task_list);
}

static inline void __add_wait_queue(wait_queue_head_t *head,
				    wait_queue_t *entry)
{
	list_add(&entry->task_list, &head->task_list);
}

static inline void __add_wait_queue_tail(wait_queue_head_t *head,
					 wait_queue_t *entry)
{
	list_add_tail(&entry->task_list, &head->task_list);
}

static inline void __remove_wait_queue(wait_queue_head_t *head,
				       wait_queue_t *entry)
{
	(void) head;
	list_del(&entry->task_list);
}

extern void add_wait_queue(wait_queue_head_t *q, wait_queue_t *wait);
extern void add_wait_queue_exclusive(wait_queue_head_t *q,
				     wait_queue_t *wait);
extern void remove_wait_queue(wait_queue_head_t *q, wait_queue_t *wait);

#endif /* __KERNEL__ */

#endif /* _LINUX_WAIT_H */
