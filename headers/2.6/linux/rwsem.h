/*
 * zcport model of the Linux 2.6 kernel API: <linux/rwsem.h>
 * Reader/writer semaphores, e.g. mm->mmap_sem.
 */
#ifndef _ZC26_LINUX_RWSEM_H
#define _ZC26_LINUX_RWSEM_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#include <linux/linkage.h>

#ifdef __KERNEL__

#include <linux/config.h>
#include <linux/types.h>
#include <linux/kernel.h>
#include <asm/system.h>
#include <asm/atomic.h>

struct rw_semaphore;

#include <asm/rwsem.h>

extern void down_read(struct rw_semaphore *sem);
extern int down_read_trylock(struct rw_semaphore *sem);
extern void down_write(struct rw_semaphore *sem);
extern int down_write_trylock(struct rw_semaphore *sem);
extern void up_read(struct rw_semaphore *sem);
extern void up_write(struct rw_semaphore *sem);
extern void downgrade_write(struct rw_semaphore *sem);

#endif /* __KERNEL__ */

#endif
