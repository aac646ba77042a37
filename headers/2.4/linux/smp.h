#ifndef __LINUX_SMP_H
#define __LINUX_SMP_H

/*
 * zcport model of the Linux 2.4 API: SMP helpers (uniprocessor
 * model).
 */

#include <linux/config.h>
#include <linux/threads.h>

#ifdef CONFIG_SMP
#error "the zcport 2.4 model is uniprocessor only"
#endif

#define smp_num_cpus			1
#define smp_processor_id()		0
#define hard_smp_processor_id()		0
#define smp_threads_ready		1
#define kernel_lock()			do { } while (0)
#define cpu_logical_map(cpu)		0
#define cpu_number_map(cpu)		0
#define smp_call_function(func, info, retry, wait) ({ 0; })
#define cpu_online_map			1

static inline void smp_send_reschedule(int cpu)
{
	(void) cpu;
}

static inline void smp_send_stop(void)
{
}

#endif /* __LINUX_SMP_H */
