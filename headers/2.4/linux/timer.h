#ifndef _LINUX_TIMER_H
#define _LINUX_TIMER_H

/*
 * zcport model of the Linux 2.4 API: kernel timers.
 */

#include <linux/config.h>
#include <linux/list.h>

struct timer_list {
	struct list_head list;
	unsigned long expires;
	unsigned long data;
	void (*function)(unsigned long);
};

extern void add_timer(struct timer_list *timer);
extern int del_timer(struct timer_list *timer);
extern int mod_timer(struct timer_list *timer, unsigned long expires);

#ifdef CONFIG_SMP
extern int del_timer_sync(struct timer_list *timer);
extern void sync_timers(void);
#else
#define del_timer_sync(t)	del_timer(t)
#define sync_timers()		do { } while (0)
#endif

extern void it_real_fn(unsigned long);

static inline void init_timer(struct timer_list *timer)
{
	timer->list.next = timer->list.prev = (struct list_head *) 0;
}

static inline int timer_pending(const struct timer_list *timer)
{
	return timer->list.next != (struct list_head *) 0;
}

/* jiffies comparisons that survive wrap-around */
#define time_after(a, b)	((long) (b) - (long) (a) < 0)
#define time_before(a, b)	time_after(b, a)
#define time_after_eq(a, b)	((long) (a) - (long) (b) >= 0)
#define time_before_eq(a, b)	time_after_eq(b, a)

#endif /* _LINUX_TIMER_H */
