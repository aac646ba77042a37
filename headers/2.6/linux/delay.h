/*
 * zcport model of the Linux 2.6 kernel API: <linux/delay.h>
 * Busy-waits (udelay/ndelay/mdelay) and sleeping delays (msleep).
 */
#ifndef _ZC26_LINUX_DELAY_H
#define _ZC26_LINUX_DELAY_H

extern unsigned long loops_per_jiffy;

#include <linux/jiffies.h>

#include <asm/delay.h>

#ifndef MAX_UDELAY_MS
#define MAX_UDELAY_MS	5
#endif

#define mdelay(n) ({ unsigned long __zc_ms = (n); \
		     while (__zc_ms--) udelay(1000); })


void calibrate_delay(void);
void msleep(unsigned int msecs);
unsigned long msleep_interruptible(unsigned int msecs);

static inline void ssleep(unsigned int seconds)
{
	msleep(seconds * 1000);
}

#endif
