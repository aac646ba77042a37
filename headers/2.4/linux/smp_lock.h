#ifndef __LINUX_SMPLOCK_H
#define __LINUX_SMPLOCK_H

/*
 * zcport model of the Linux 2.4 API: the big kernel lock
 * (uniprocessor: no-ops that keep their call sites well-formed).
 */

#include <linux/config.h>
#include <linux/sched.h>

#define lock_kernel()			do { } while (0)
#define unlock_kernel()			do { } while (0)
#define release_kernel_lock(task, cpu)	do { } while (0)
#define reacquire_kernel_lock(task)	do { } while (0)
#define kernel_locked()			1

#endif /* __LINUX_SMPLOCK_H */
