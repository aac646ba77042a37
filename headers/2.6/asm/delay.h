/* zcport model of Linux 2.6 (x86): <asm/delay.h> (declarations only) */
#ifndef _ZC26_ASM_DELAY_H
#define _ZC26_ASM_DELAY_H

extern void __bad_udelay(void);
extern void __bad_ndelay(void);

extern void __udelay(unsigned long usecs);
extern void __ndelay(unsigned long nsecs);
extern void __const_udelay(unsigned long usecs);
extern void __delay(unsigned long loops);

#define udelay(n)	__udelay(n)
#define ndelay(n)	__ndelay(n)

#endif
