#ifndef _ASM_IRQ_H
#define _ASM_IRQ_H

/*
 * zcport model of the Linux 2.4 API: interrupt line control.
 */

#include <linux/config.h>

#define TIMER_IRQ	0

#define NR_IRQS		16
#define NR_VECTORS	256

static inline int irq_cannonicalize(int irq)
{
	return ((irq == 2) ? 9 : irq);
}

extern void disable_irq(unsigned int);
extern void disable_irq_nosync(unsigned int);
extern void enable_irq(unsigned int);

#endif /* _ASM_IRQ_H */
