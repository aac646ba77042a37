/*
 * zcport model of Linux 2.6: <linux/smp_lock.h> -- the big kernel lock
 */
#ifndef _ZC26_LINUX_SMP_LOCK_H
#define _ZC26_LINUX_SMP_LOCK_H

#include <linux/config.h>
#include <linux/sched.h>
#include <linux/spinlock.h>

extern void lock_kernel(void);
extern void unlock_kernel(void);
extern int kernel_locked(void);

#define release_kernel_lock(task)		do { } while (0)
#define reacquire_kernel_lock(task)		0

#endif
