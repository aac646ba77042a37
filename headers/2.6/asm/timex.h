/* zcport model of Linux 2.6 (x86): <asm/timex.h> (declarations only) */
#ifndef _ZC26_ASM_TIMEX_H
#define _ZC26_ASM_TIMEX_H

#define CLOCK_TICK_RATE	1193182	/* the i8253 input clock */
#define CLOCK_TICK_FACTOR 20
#define FINETUNE	0

typedef unsigned long long cycles_t;

extern cycles_t get_cycles(void);
extern unsigned long cpu_khz;

#endif
