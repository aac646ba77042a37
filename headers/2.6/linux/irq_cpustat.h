/* zcport model of Linux 2.6: <linux/irq_cpustat.h> */
#ifndef _ZC26_LINUX_IRQ_CPUSTAT_H
#define _ZC26_LINUX_IRQ_CPUSTAT_H

#define __IRQ_STAT(cpu, member)	(irq_stat[cpu].member)
#define local_softirq_pending() \
	__IRQ_STAT(smp_processor_id(), __softirq_pending)

#endif
