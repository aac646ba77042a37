/*
 * zcport model of the Linux 2.6 kernel API: <linux/wait.h>
 * Wait queues, wake_up*(), wait_event*(), prepare_to_wait/finish_wait,
 * and the old sleep_on family (still present, though racy, in 2.6).
 * Written for zcport; declarations plus macro stand-ins.
 */
#ifndef _ZC26_LINUX_WAIT_H
#define _ZC26_LINUX_WAIT_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#define WNOHANG		0x00000001
#define WUNTRACED	0x00000002
#define WSTOPPED	WUNTRACED
#define WEXITED		0x00000004
#define WCONTINUED	0x00000008
#define WNOWAIT		0x01000000
#define __WNOTHREAD	0x20000000
#define __WALL		0x40000000
#define __WCLONE	0x80000000

#ifdef __KERNEL__

#include <linux/config.h>
#include <linux/list.h>
#include <linux/stddef.h>
#include <linux/spinlock.h>
#include <linux/errno.h>
#include <asm/system.h>
#include <asm/current.h>

/* task states (also used by <linux/sched.h>) */
#define TASK_RUNNING		0
#define TASK_INTERRUPTIBLE	1
#define TASK_UNINTERRUPTIBLE	2
#define TASK_STOPPED		4
#define TASK_TRACED		8
#define TASK_ZOMBIE		16
#define TASK_DEAD		32

struct task_struct;

/* from the scheduler; see <linux/sched.h> */
extern void schedule(void);
extern long schedule_timeout(long timeout);
extern int signal_pending(struct task_struct *p);

typedef struct __wait_queue wait_queue_t;
typedef int (*wait_queue_func_t)(wait_queue_t *wait, unsigned mode,
				 int sync, void *key);
extern int default_wake_function(wait_queue_t *wait, unsigned mode,
				 int sync, void *key);

struct __wait_queue {
	unsigned int		flags;
#define WQ_FLAG_EXCLUSIVE	0x01
	struct task_struct	*task;
	wait_queue_func_t	func;
	struct list_head	task_list;
};

struct __wait_queue_head {
	spinlock_t		lock;
	struct list_head	task_list;
};
typedef struct __wait_queue_head wait_queue_head_t;

#define __WAITQUEUE_INITIALIZER(name, tsk) {			\
	.flags		= 0,					\
	.task		= (tsk),				\
	.func		= default_wake_function,		\
	.task_list	= { NULL, NULL } }

#define DECLARE_WAITQUEUE(name, tsk) \
	wait_queue_t name = __WAITQUEUE_INITIALIZER(name, tsk)

#define __WAIT_QUEUE_HEAD_INITIALIZER(name) {			\
	.lock		= SPIN_LOCK_UNLOCKED,			\
	.task_list	= { &(name).task_list, &(name).task_list } }

#define DECLARE_WAIT_QUEUE_HEAD(name) \
	wait_queue_head_t name = __WAIT_QUEUE_HEAD_INITIALIZER(name)

static inline void init_waitqueue_head(wait_queue_head_t *q)
{
	q->lock = SPIN_LOCK_UNLOCKED;
	INIT_LIST_HEAD(&q->task_list);
}

static inline void init_waitqueue_entry(wait_queue_t *q, struct task_struct *p)
{
	q->flags = 0;
	q->task = p;
	q->func = default_wake_function;
}

static inline void init_waitqueue_func_entry(wait_queue_t *q,
					     wait_queue_func_t func)
{
	q->flags = 0;
	q->task = NULL;
	q->func = func;
}

static inline int waitqueue_active(wait_queue_head_t *q)
{
	return !list_empty(&q->task_list);
}

extern void add_wait_queue(wait_queue_head_t *q, wait_queue_t *wait);
extern void add_wait_queue_exclusive(wait_queue_head_t *q, wait_queue_t *wait);
extern void remove_wait_queue(wait_queue_head_t *q, wait_queue_t *wait);

static inline void __add_wait_queue(wait_queue_head_t *head, wait_queue_t *n)
{
	list_add(&n->task_list, &head->task_list);
}

static inline void __add_wait_queue_tail(wait_queue_head_t *head,
					 wait_queue_t *n)
{
	list_add_tail(&n->task_list, &head->task_list);
}

static inline void __remove_wait_queue(wait_queue_head_t *head,
				       wait_queue_t *old)
{
	(void)head;
	list_del(&old->task_list);
}

extern void __wake_up(wait_queue_head_t *q, unsigned int mode, int nr,
		      void *key);
extern void __wake_up_locked(wait_queue_head_t *q, unsigned int mode);
extern void __wake_up_sync(wait_queue_head_t *q, unsigned int mode, int nr);

#define wake_up(x)			__wake_up((x), TASK_UNINTERRUPTIBLE | TASK_INTERRUPTIBLE, 1, NULL)
#define wake_up_nr(x, nr)		__wake_up((x), TASK_UNINTERRUPTIBLE | TASK_INTERRUPTIBLE, (nr), NULL)
#define wake_up_all(x)			__wake_up((x), TASK_UNINTERRUPTIBLE | TASK_INTERRUPTIBLE, 0, NULL)
#define wake_up_all_sync(x)		__wake_up_sync((x), TASK_UNINTERRUPTIBLE | TASK_INTERRUPTIBLE, 0)
#define wake_up_interruptible(x)	__wake_up((x), TASK_INTERRUPTIBLE, 1, NULL)
#define wake_up_interruptible_nr(x, nr)	__wake_up((x), TASK_INTERRUPTIBLE, (nr), NULL)
#define wake_up_interruptible_all(x)	__wake_up((x), TASK_INTERRUPTIBLE, 0, NULL)
#define wake_up_locked(x)		__wake_up_locked((x), TASK_UNINTERRUPTIBLE | TASK_INTERRUPTIBLE)
#define wake_up_interruptible_sync(x)	__wake_up_sync((x), TASK_INTERRUPTIBLE, 1)

/* old-style sleeping: still in 2.6, racy against the wake-up */
extern void sleep_on(wait_queue_head_t *q);
extern long sleep_on_timeout(wait_queue_head_t *q, long timeout);
extern void interruptible_sleep_on(wait_queue_head_t *q);
extern long interruptible_sleep_on_timeout(wait_queue_head_t *q, long timeout);

/* the 2.6 two-step wait */
extern void prepare_to_wait(wait_queue_head_t *q, wait_queue_t *wait,
			    int state);
extern void prepare_to_wait_exclusive(wait_queue_head_t *q,
				      wait_queue_t *wait, int state);
extern void finish_wait(wait_queue_head_t *q, wait_queue_t *wait);
extern int autoremove_wake_function(wait_queue_t *wait, unsigned mode,
				    int sync, void *key);

#define DEFINE_WAIT(name)					\
	wait_queue_t name = {					\
		.flags		= 0,				\
		.task		= current,			\
		.func		= autoremove_wake_function,	\
		.task_list	= { &(name).task_list, &(name).task_list }, \
	}

#define init_wait(wait)						\
	do {							\
		(wait)->task = current;				\
		(wait)->func = autoremove_wake_function;	\
		INIT_LIST_HEAD(&(wait)->task_list);		\
	} while (0)

/* sleep (uninterruptibly) until condition is true */
#define wait_event(wq, condition)					\
do {									\
	if (!(condition)) {						\
		DEFINE_WAIT(__zc_wait);					\
		for (;;) {						\
			prepare_to_wait(&(wq), &__zc_wait,		\
					TASK_UNINTERRUPTIBLE);		\
			if (condition)					\
				break;					\
			schedule();					\
		}							\
		finish_wait(&(wq), &__zc_wait);				\
	}								\
} while (0)

/* as wait_event(), but gives up after timeout jiffies; returns what is left */
#define wait_event_timeout(wq, condition, timeout) ({			\
	long __zc_ret = (timeout);					\
	if (!(condition)) {						\
		DEFINE_WAIT(__zc_wait);					\
		for (;;) {						\
			prepare_to_wait(&(wq), &__zc_wait,		\
					TASK_UNINTERRUPTIBLE);		\
			if (condition)					\
				break;					\
			__zc_ret = schedule_timeout(__zc_ret);		\
			if (!__zc_ret)					\
				break;					\
		}							\
		finish_wait(&(wq), &__zc_wait);				\
	}								\
	__zc_ret; })

/* 0 when condition became true, -ERESTARTSYS when a signal arrived */
#define wait_event_interruptible(wq, condition) ({			\
	int __zc_ret = 0;						\
	if (!(condition)) {						\
		DEFINE_WAIT(__zc_wait);					\
		for (;;) {						\
			prepare_to_wait(&(wq), &__zc_wait,		\
					TASK_INTERRUPTIBLE);		\
			if (condition)					\
				break;					\
			if (signal_pending(current)) {			\
				__zc_ret = -ERESTARTSYS;		\
				break;					\
			}						\
			schedule();					\
		}							\
		finish_wait(&(wq), &__zc_wait);				\
	}								\
	__zc_ret; })

#define wait_event_interruptible_exclusive(wq, condition) ({		\
	int __zc_ret = 0;						\
	if (!(condition)) {						\
		DEFINE_WAIT(__zc_wait);					\
		for (;;) {						\
			prepare_to_wait_exclusive(&(wq), &__zc_wait,	\
					TASK_INTERRUPTIBLE);		\
			if (condition)					\
				break;					\
			if (signal_pending(current)) {			\
				__zc_ret = -ERESTARTSYS;		\
				break;					\
			}						\
			schedule();					\
		}							\
		finish_wait(&(wq), &__zc_wait);				\
	}								\
	__zc_ret; })

/* remaining jiffies, 0 on timeout, -ERESTARTSYS on a signal */
#define wait_event_interruptible_timeout(wq, condition, timeout) ({	\
	long __zc_ret = (timeout);					\
	if (!(condition)) {						\
		DEFINE_WAIT(__zc_wait);					\
		for (;;) {						\
			prepare_to_wait(&(wq), &__zc_wait,		\
					TASK_INTERRUPTIBLE);		\
			if (condition)					\
				break;					\
			if (signal_pending(current)) {			\
				__zc_ret = -ERESTARTSYS;		\
				break;					\
			}						\
			__zc_ret = schedule_timeout(__zc_ret);		\
			if (!__zc_ret)					\
				break;					\
		}							\
		finish_wait(&(wq), &__zc_wait);				\
	}								\
	__zc_ret; })

#endif /* __KERNEL__ */

#endif /* _ZC26_LINUX_WAIT_H */
