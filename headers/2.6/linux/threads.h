/* zcport model of Linux 2.6: <linux/threads.h> (declarations only) */
#ifndef _ZC26_LINUX_THREADS_H
#define _ZC26_LINUX_THREADS_H

#include <linux/config.h>

#ifdef CONFIG_SMP
#define NR_CPUS		32
#else
#define NR_CPUS		1
#endif

#define MIN_THREADS_LEFT_FOR_ROOT	4
#define PID_MAX_DEFAULT			0x8000
#define PID_MAX_LIMIT			(4 * 1024 * 1024)

#endif
