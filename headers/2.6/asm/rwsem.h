/* zcport model of Linux 2.6 (x86): <asm/rwsem.h> (declarations only) */
#ifndef _ZC26_LINUX_RWSEM_H
/* included directly: go through <linux/rwsem.h>, which includes us back */
#include <linux/rwsem.h>
#else
#ifndef _ZC26_ASM_RWSEM_H
#define _ZC26_ASM_RWSEM_H

#include <linux/list.h>
#include <linux/spinlock.h>

struct rw_semaphore {
	signed long		count;
#define RWSEM_UNLOCKED_VALUE		0x00000000
#define RWSEM_ACTIVE_BIAS		0x00000001
#define RWSEM_ACTIVE_MASK		0x0000ffff
#define RWSEM_WAITING_BIAS		(-0x00010000)
#define RWSEM_ACTIVE_READ_BIAS		RWSEM_ACTIVE_BIAS
#define RWSEM_ACTIVE_WRITE_BIAS		(RWSEM_WAITING_BIAS + RWSEM_ACTIVE_BIAS)
	spinlock_t		wait_lock;
	struct list_head	wait_list;
};

#define __RWSEM_INITIALIZER(name)				\
	{ RWSEM_UNLOCKED_VALUE, SPIN_LOCK_UNLOCKED,		\
	  { &(name).wait_list, &(name).wait_list } }

#define DECLARE_RWSEM(name) \
	struct rw_semaphore name = __RWSEM_INITIALIZER(name)

static inline void init_rwsem(struct rw_semaphore *sem)
{
	sem->count = RWSEM_UNLOCKED_VALUE;
	spin_lock_init(&sem->wait_lock);
	INIT_LIST_HEAD(&sem->wait_list);
}

extern void __down_read(struct rw_semaphore *sem);
extern int __down_read_trylock(struct rw_semaphore *sem);
extern void __down_write(struct rw_semaphore *sem);
extern int __down_write_trylock(struct rw_semaphore *sem);
extern void __up_read(struct rw_semaphore *sem);
extern void __up_write(struct rw_semaphore *sem);
extern void __downgrade_write(struct rw_semaphore *sem);

#endif

#endif /* _ZC26_LINUX_RWSEM_H */
