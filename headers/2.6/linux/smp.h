/* zcport model of Linux 2.6: <linux/smp.h> (uniprocessor build) */
#ifndef _ZC26_LINUX_SMP_H
#define _ZC26_LINUX_SMP_H

#include <linux/config.h>
#include <linux/threads.h>
#include <linux/preempt.h>

extern int smp_call_function(void (*func)(void *info), void *info,
			     int retry, int wait);
extern int on_each_cpu(void (*func)(void *info), void *info,
		       int retry, int wait);

#define smp_processor_id()		0
#define hard_smp_processor_id()		0
#define _smp_processor_id()		0
#define get_cpu()			({ preempt_disable(); smp_processor_id(); })
#define put_cpu()			preempt_enable()
#define put_cpu_no_resched()		preempt_enable_no_resched()
#define num_online_cpus()		1
#define num_booting_cpus()		1
#define cpu_online(cpu)			((cpu) == 0)
#define cpu_possible(cpu)		((cpu) == 0)
#define smp_prepare_boot_cpu()		do { } while (0)
#define smp_send_reschedule(cpu)	do { } while (0)

#endif
