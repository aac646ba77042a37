/* zcport model of Linux 2.6 (x86): <asm/hardirq.h> (declarations only) */
#ifndef _ZC26_ASM_HARDIRQ_H
#define _ZC26_ASM_HARDIRQ_H

#include <linux/config.h>
#include <linux/threads.h>
#include <linux/irq_cpustat.h>

typedef struct {
	unsigned int __softirq_pending;
	unsigned long idle_timestamp;
	unsigned int __nmi_count;
	unsigned int apic_timer_irqs;
} irq_cpustat_t;

extern irq_cpustat_t irq_stat[NR_CPUS];

#define HARDIRQ_BITS	8

#endif
