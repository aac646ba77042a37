/* xchain: the interrupt handler; names nothing of xchain_io.c */
#include <linux/kernel.h>
#include <linux/errno.h>
#include <linux/interrupt.h>

#include "xchain.h"

static void xchain_intr(int irq, void *dev_id, struct pt_regs *regs)
{
	xchain_step();
}

int xchain_setup(int irq)
{
	return request_irq(irq, xchain_intr, 0, "xchain", NULL) ? -EBUSY : 0;
}
