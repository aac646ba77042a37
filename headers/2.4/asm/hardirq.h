#ifndef __ASM_HARDIRQ_H
#define __ASM_HARDIRQ_H

/*
 * zcport model of the Linux 2.4 API: interrupt context tests.
 */

#include <linux/config.h>
#include <linux/threads.h>
#include <asm/irq.h>

typedef struct {
	unsigned int __softirq_pending;
	unsigned int __local_irq_count;
	unsigned int __local_bh_count;
	unsigned int __syscall_count;
	struct task_struct *__ksoftirqd_task;
	unsigned int __nmi_count;
} irq_cpustat_t;

extern irq_cpustat_t irq_stat[NR_CPUS];

#define local_irq_count(cpu)	(irq_stat[(cpu)].__local_irq_count)
#define local_bh_count(cpu)	(irq_stat[(cpu)].__local_bh_count)

/* in any interrupt context (hard or soft)? */
#define in_interrupt() ({ int __cpu = smp_processor_id(); \
	(local_irq_count(__cpu) + local_bh_count(__cpu) != 0); })

#define in_irq() (local_irq_count(smp_processor_id()) != 0)

#define hardirq_trylock(cpu)	(local_irq_count(cpu) == 0)
#define hardirq_endlock(cpu)	do { } while (0)

#define irq_enter(cpu, irq)	(local_irq_count(cpu)++)
#define irq_exit(cpu, irq)	(local_irq_count(cpu)--)

#define synchronize_irq()	barrier()

#endif /* __ASM_HARDIRQ_H */
