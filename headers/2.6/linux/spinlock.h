/*
 * zcport model of the Linux 2.6 kernel API: <linux/spinlock.h>
 * spinlock_t / rwlock_t and their lock/unlock variants.  The lock
 * operations are declared as functions taking the lock pointer (so the
 * argument is type-checked); the irqsave forms are macros because they
 * assign to the caller's "flags" variable.
 */
#ifndef _ZC26_LINUX_SPINLOCK_H
#define _ZC26_LINUX_SPINLOCK_H

#include <linux/config.h>
#include <linux/linkage.h>
#include <linux/compiler.h>
#include <linux/preempt.h>
#include <linux/kernel.h>
#include <linux/stringify.h>
#include <linux/thread_info.h>
#include <asm/system.h>

typedef struct {
	volatile unsigned int lock;
} spinlock_t;

typedef struct {
	volatile unsigned int lock;
} rwlock_t;

#define SPIN_LOCK_UNLOCKED	(spinlock_t) { 1 }
#define RW_LOCK_UNLOCKED	(rwlock_t) { 0x01000000 }

#define spin_lock_init(x)	do { *(x) = SPIN_LOCK_UNLOCKED; } while (0)
#define rwlock_init(x)		do { *(x) = RW_LOCK_UNLOCKED; } while (0)

#define __lockfunc

extern void spin_lock(spinlock_t *lock);
extern void spin_unlock(spinlock_t *lock);
extern int spin_trylock(spinlock_t *lock);
extern int spin_is_locked(spinlock_t *lock);
extern void spin_unlock_wait(spinlock_t *lock);
extern void spin_lock_irq(spinlock_t *lock);
extern void spin_unlock_irq(spinlock_t *lock);
extern void spin_lock_bh(spinlock_t *lock);
extern void spin_unlock_bh(spinlock_t *lock);
extern int spin_trylock_bh(spinlock_t *lock);
extern void _raw_spin_lock(spinlock_t *lock);
extern void _raw_spin_unlock(spinlock_t *lock);
extern int _raw_spin_trylock(spinlock_t *lock);

#define spin_lock_irqsave(lock, flags) \
	do { local_irq_save(flags); spin_lock(lock); } while (0)
#define spin_unlock_irqrestore(lock, flags) \
	do { spin_unlock(lock); local_irq_restore(flags); } while (0)

extern void read_lock(rwlock_t *lock);
extern void read_unlock(rwlock_t *lock);
extern void write_lock(rwlock_t *lock);
extern void write_unlock(rwlock_t *lock);
extern int write_trylock(rwlock_t *lock);
extern void read_lock_irq(rwlock_t *lock);
extern void read_unlock_irq(rwlock_t *lock);
extern void write_lock_irq(rwlock_t *lock);
extern void write_unlock_irq(rwlock_t *lock);
extern void read_lock_bh(rwlock_t *lock);
extern void read_unlock_bh(rwlock_t *lock);
extern void write_lock_bh(rwlock_t *lock);
extern void write_unlock_bh(rwlock_t *lock);

#define read_lock_irqsave(lock, flags) \
	do { local_irq_save(flags); read_lock(lock); } while (0)
#define read_unlock_irqrestore(lock, flags) \
	do { read_unlock(lock); local_irq_restore(flags); } while (0)
#define write_lock_irqsave(lock, flags) \
	do { local_irq_save(flags); write_lock(lock); } while (0)
#define write_unlock_irqrestore(lock, flags) \
	do { write_unlock(lock); local_irq_restore(flags); } while (0)

#include <asm/atomic.h>
extern int atomic_dec_and_lock(atomic_t *atomic, spinlock_t *lock);

/* bit spinlocks on a word of flags */
extern void bit_spin_lock(int bitnum, unsigned long *addr);
extern int bit_spin_trylock(int bitnum, unsigned long *addr);
extern void bit_spin_unlock(int bitnum, unsigned long *addr);
extern int bit_spin_is_locked(int bitnum, unsigned long *addr);

#endif /* _ZC26_LINUX_SPINLOCK_H */
