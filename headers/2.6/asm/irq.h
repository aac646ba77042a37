/* zcport model of Linux 2.6 (x86): <asm/irq.h> (declarations only) */
#ifndef _ZC26_ASM_IRQ_H
#define _ZC26_ASM_IRQ_H

#include <linux/config.h>

#define NR_IRQS		224
#define NR_IRQ_VECTORS	NR_IRQS

#define TIMER_IRQ	0

static inline int irq_canonicalize(int irq)
{
	return (irq == 2) ? 9 : irq;
}

extern void disable_irq(unsigned int irq);
extern void disable_irq_nosync(unsigned int irq);
extern void enable_irq(unsigned int irq);

#endif
