#ifndef _LINUX_RWSEM_H
#define _LINUX_RWSEM_H

/*
 * zcport model of the Linux 2.4 API: reader/writer semaphores
 * (mm->mmap_sem is one of these).
 */

#ifdef __KERNEL__

#include <linux/config.h>
#include <linux/types.h>
#include <linux/kernel.h>
#include <linux/list.h>
#include <linux/spinlock.h>
#include <asm/system.h>
#include <asm/atomic.h>

struct rw_semaphore {
	signed long		count;
	spinlock_t		wait_lock;
	struct list_head	wait_list;
};

#define RWSEM_UNLOCKED_VALUE	0x00000000

#define __RWSEM_INITIALIZER(name) { \
	RWSEM_UNLOCKED_VALUE, SPIN_LOCK_UNLOCKED, \
	LIST_HEAD_INIT((name).wait_list) }

#define DECLARE_RWSEM(name) \
	struct rw_semaphore name = __RWSEM_INITIALIZER(name)

extern void init_rwsem(struct rw_semaphore *sem);

extern void down_read(struct rw_semaphore *sem);
extern int down_read_trylock(struct rw_semaphore *sem);
extern void down_write(struct rw_semaphore *sem);
extern int down_write_trylock(struct rw_semaphore *sem);
extern void up_read(struct rw_semaphore *sem);
extern void up_write(struct rw_semaphore *sem);
extern void downgrade_write(struct rw_semaphore *sem);

#endif /* __KERNEL__ */

#endif /* _LINUX_RWSEM_H */
