/* zcport model of Linux 2.6: <linux/timex.h> (the parts drivers use) */
#ifndef _ZC26_LINUX_TIMEX_H
#define _ZC26_LINUX_TIMEX_H

#include <linux/config.h>
#include <asm/param.h>
#include <asm/timex.h>

#define SHIFT_HZ	10		/* log2(HZ) for HZ == 1000 */
#define LATCH  ((CLOCK_TICK_RATE + HZ / 2) / HZ)
#define TICK_NSEC	(1000000000UL / HZ)
#define TICK_USEC	((1000000UL + USER_HZ / 2) / USER_HZ)

extern unsigned long tick_usec;
extern unsigned long tick_nsec;
extern int tickadj;

#endif
