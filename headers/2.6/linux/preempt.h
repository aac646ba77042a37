/* zcport model of Linux 2.6: <linux/preempt.h> (declarations only) */
#ifndef _ZC26_LINUX_PREEMPT_H
#define _ZC26_LINUX_PREEMPT_H

#include <linux/linkage.h>

extern int preempt_count(void);

#define inc_preempt_count()		do { } while (0)
#define dec_preempt_count()		do { } while (0)
#define preempt_disable()		do { } while (0)
#define preempt_enable_no_resched()	do { } while (0)
#define preempt_enable()		do { } while (0)
#define preempt_check_resched()		do { } while (0)

#endif
