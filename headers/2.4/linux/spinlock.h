#ifndef __LINUX_SPINLOCK_H
#define __LINUX_SPINLOCK_H

/*
 * zcport model of the Linux 2.4 API: spinlocks and reader/writer
 * locks.  The model is uniprocessor, so the lock operations are
 * declarations that only check their argument types.
 */

#include <linux/config.h>
#include <asm/system.h>
#include <asm/atomic.h>

typedef struct {
	volatile unsigned int lock;
} spinlock_t;

#define SPIN_LOCK_UNLOCKED	(spinlock_t) { 0 }

typedef struct {
	volatile unsigned int lock;
} rwlock_t;

#define RW_LOCK_UNLOCKED	(rwlock_t) { 0 }

static inline void spin_lock_init(spinlock_t *lock)
{
	lock->lock = 0;
}

static inline void spin_lock(spinlock_t *lock)
{
	lock->lock = 1;
}

static inline void spin_unlock(spinlock_t *lock)
{
	lock->lock = 0;
}

static inline int spin_trylock(spinlock_t *lock)
{
	if (lock->lock)
		return 0;
	lock->lock = 1;
	return 1;
}

#define spin_is_locked(x)	((x)->lock != 0)
#define spin_unlock_wait(x)	do { barrier(); } while (spin_is_locked(x))

static inline void rwlock_init(rwlock_t *lock)
{
	lock->lock = 0;
}

static inline void read_lock(rwlock_t *lock)
{
	(void) lock;
}

static inline void read_unlock(rwlock_t *lock)
{
	(void) lock;
}

static inline void write_lock(rwlock_t *lock)
{
	(void) lock;
}

static inline void write_unlock(rwlock_t *lock)
{
	(void) lock;
}

extern void local_bh_disable(void);
extern void local_bh_enable(void);

#define spin_lock_irqsave(lock, flags) \
	do { local_irq_save(flags); spin_lock(lock); } while (0)
#define spin_lock_irq(lock) \
	do { local_irq_disable(); spin_lock(lock); } while (0)
#define spin_lock_bh(lock) \
	do { local_bh_disable(); spin_lock(lock); } while (0)

#define read_lock_irqsave(lock, flags) \
	do { local_irq_save(flags); read_lock(lock); } while (0)
#define read_lock_irq(lock) \
	do { local_irq_disable(); read_lock(lock); } while (0)
#define read_lock_bh(lock) \
	do { local_bh_disable(); read_lock(lock); } while (0)

#define write_lock_irqsave(lock, flags) \
	do { local_irq_save(flags); write_lock(lock); } while (0)
#define write_lock_irq(lock) \
	do { local_irq_disable(); write_lock(lock); } while (0)
#define write_lock_bh(lock) \
	do { local_bh_disable(); write_lock(lock); } while (0)

#define spin_unlock_irqrestore(lock, flags) \
	do { spin_unlock(lock); local_irq_restore(flags); } while (0)
#define spin_unlock_irq(lock) \
	do { spin_unlock(lock); local_irq_enable(); } while (0)
#define spin_unlock_bh(lock) \
	do { spin_unlock(lock); local_bh_enable(); } while (0)

#define read_unlock_irqrestore(lock, flags) \
	do { read_unlock(lock); local_irq_restore(flags); } while (0)
#define read_unlock_irq(lock) \
	do { read_unlock(lock); local_irq_enable(); } while (0)
#define read_unlock_bh(lock) \
	do { read_unlock(lock); local_bh_enable(); } while (0)

#define write_unlock_irqrestore(lock, flags) \
	do { write_unlock(lock); local_irq_restore(flags); } while (0)
#define write_unlock_irq(lock) \
	do { write_unlock(lock); local_irq_enable(); } while (0)
#define write_unlock_bh(lock) \
	do { write_unlock(lock); local_bh_enable(); } while (0)

#define spin_trylock_bh(lock) \
	({ int __r; local_bh_disable(); __r = spin_trylock(lock); \
	   if (!__r) local_bh_enable(); __r; })

/* drops the lock and returns true if the count reached zero */
extern int atomic_dec_and_lock(atomic_t *atomic, spinlock_t *lock);

#endif /* __LINUX_SPINLOCK_H */
