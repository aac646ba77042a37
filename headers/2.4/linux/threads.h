#ifndef _LINUX_THREADS_H
#define _LINUX_THREADS_H

/*
 * zcport model of the Linux 2.4 API: system-wide limits.
 */

#include <linux/config.h>

#ifdef CONFIG_SMP
#define NR_CPUS	32
#else
#define NR_CPUS 1
#endif

#define MIN_THREADS_LEFT_FOR_ROOT 4

#define PID_MAX 0x8000

#endif /* _LINUX_THREADS_H */
