/* zcport model of Linux 2.6: <linux/seqlock.h> (declarations only) */
#ifndef _ZC26_LINUX_SEQLOCK_H
#define _ZC26_LINUX_SEQLOCK_H

#include <linux/spinlock.h>
#include <linux/preempt.h>

typedef struct {
	unsigned sequence;
	spinlock_t lock;
} seqlock_t;

#define SEQLOCK_UNLOCKED	{ 0, SPIN_LOCK_UNLOCKED }
#define seqlock_init(x)		do { *(x) = (seqlock_t) SEQLOCK_UNLOCKED; } while (0)

extern void write_seqlock(seqlock_t *sl);
extern void write_sequnlock(seqlock_t *sl);
extern int write_tryseqlock(seqlock_t *sl);
extern unsigned read_seqbegin(const seqlock_t *sl);
extern int read_seqretry(const seqlock_t *sl, unsigned iv);

typedef struct seqcount {
	unsigned sequence;
} seqcount_t;

#define SEQCNT_ZERO		{ 0 }
#define seqcount_init(x)	do { *(x) = (seqcount_t) SEQCNT_ZERO; } while (0)

#define write_seqlock_irqsave(lock, flags) \
	do { local_irq_save(flags); write_seqlock(lock); } while (0)
#define write_sequnlock_irqrestore(lock, flags) \
	do { write_sequnlock(lock); local_irq_restore(flags); } while (0)
#define read_seqbegin_irqsave(lock, flags) \
	({ local_irq_save(flags); read_seqbegin(lock); })
#define read_seqretry_irqrestore(lock, iv, flags) \
	({ int __zc_r = read_seqretry(lock, iv); local_irq_restore(flags); __zc_r; })

#endif
