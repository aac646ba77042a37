#ifndef _LINUX_DELAY_H
#define _LINUX_DELAY_H

/*
 * zcport model of the Linux 2.4 API: busy-wait delays.
 */

extern unsigned long loops_per_jiffy;

extern void __udelay(unsigned long usecs);
extern void __ndelay(unsigned long nsecs);
extern void __delay(unsigned long loops);

#define udelay(n)	__udelay(n)
#define ndelay(n)	__ndelay(n)

#ifndef MAX_UDELAY_MS
#define MAX_UDELAY_MS	5
#endif

#define mdelay(n) ({ \
	unsigned long __md_ms = (n); \
	while (__md_ms--) \
		udelay(1000); \
})

#endif /* _LINUX_DELAY_H */
