/*
 * zcport model of the Linux 2.6 kernel API: <linux/workqueue.h>
 * 2.6.9 form: work functions take a void * data argument.
 */
#ifndef _ZC26_LINUX_WORKQUEUE_H
#define _ZC26_LINUX_WORKQUEUE_H

#include <linux/timer.h>
#include <linux/linkage.h>
#include <linux/bitops.h>

struct workqueue_struct;

struct work_struct {
	unsigned long pending;
	struct list_head entry;
	void (*func)(void *);
	void *data;
	void *wq_data;
	struct timer_list timer;
};

#define __WORK_INITIALIZER(n, f, d) {				\
	.entry	= { &(n).entry, &(n).entry },			\
	.func	= (f),						\
	.data	= (d),						\
	.timer	= TIMER_INITIALIZER(NULL, 0, 0),		\
	}

#define DECLARE_WORK(n, f, d) \
	struct work_struct n = __WORK_INITIALIZER(n, f, d)

#define PREPARE_WORK(_work, _func, _data)			\
	do {							\
		(_work)->func = (_func);			\
		(_work)->data = (_data);			\
	} while (0)

#define INIT_WORK(_work, _func, _data)				\
	do {							\
		INIT_LIST_HEAD(&(_work)->entry);		\
		(_work)->pending = 0;				\
		PREPARE_WORK((_work), (_func), (_data));	\
		init_timer(&(_work)->timer);			\
	} while (0)

extern struct workqueue_struct *__create_workqueue(const char *name,
						   int singlethread);
#define create_workqueue(name)		__create_workqueue((name), 0)
#define create_singlethread_workqueue(name) __create_workqueue((name), 1)

extern void destroy_workqueue(struct workqueue_struct *wq);

extern int queue_work(struct workqueue_struct *wq, struct work_struct *work);
extern int queue_delayed_work(struct workqueue_struct *wq,
			      struct work_struct *work, unsigned long delay);
extern void flush_workqueue(struct workqueue_struct *wq);

extern int schedule_work(struct work_struct *work);
extern int schedule_delayed_work(struct work_struct *work,
				 unsigned long delay);
extern int schedule_delayed_work_on(int cpu, struct work_struct *work,
				    unsigned long delay);
extern void flush_scheduled_work(void);
extern int current_is_keventd(void);
extern int keventd_up(void);

extern void init_workqueues(void);

/* kill a pending delayed work; the caller may still need to flush */
static inline int cancel_delayed_work(struct work_struct *work)
{
	int ret;

	ret = del_timer_sync(&work->timer);
	if (ret)
		clear_bit(0, &work->pending);
	return ret;
}

#endif
