/*
 * zcport model of Linux 2.6: <linux/hardirq.h>
 * in_interrupt()/in_irq()/in_softirq(), synchronize_irq().
 */
#ifndef _ZC26_LINUX_HARDIRQ_H
#define _ZC26_LINUX_HARDIRQ_H

#include <linux/config.h>
#include <linux/smp_lock.h>
#include <linux/preempt.h>
#include <linux/smp.h>
#include <asm/hardirq.h>
#include <asm/system.h>

#define PREEMPT_BITS	8
#define SOFTIRQ_BITS	8

#define PREEMPT_SHIFT	0
#define SOFTIRQ_SHIFT	(PREEMPT_SHIFT + PREEMPT_BITS)
#define HARDIRQ_SHIFT	(SOFTIRQ_SHIFT + SOFTIRQ_BITS)

#define __IRQ_MASK(x)	((1UL << (x)) - 1)

#define PREEMPT_MASK	(__IRQ_MASK(PREEMPT_BITS) << PREEMPT_SHIFT)
#define HARDIRQ_MASK	(__IRQ_MASK(HARDIRQ_BITS) << HARDIRQ_SHIFT)
#define SOFTIRQ_MASK	(__IRQ_MASK(SOFTIRQ_BITS) << SOFTIRQ_SHIFT)

#define PREEMPT_OFFSET	(1UL << PREEMPT_SHIFT)
#define SOFTIRQ_OFFSET	(1UL << SOFTIRQ_SHIFT)
#define HARDIRQ_OFFSET	(1UL << HARDIRQ_SHIFT)

#define hardirq_count()	(preempt_count() & HARDIRQ_MASK)
#define softirq_count()	(preempt_count() & SOFTIRQ_MASK)
#define irq_count()	(preempt_count() & (HARDIRQ_MASK | SOFTIRQ_MASK))

#define in_irq()	(hardirq_count())
#define in_softirq()	(softirq_count())
#define in_interrupt()	(irq_count())

#define in_atomic()	((preempt_count() & ~PREEMPT_ACTIVE) != 0)
#define PREEMPT_ACTIVE	0x10000000

extern void synchronize_irq(unsigned int irq);

extern void irq_enter(void);
extern void irq_exit(void);

#endif
