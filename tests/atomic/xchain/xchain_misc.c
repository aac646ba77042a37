/* xchain: a bystander that registers a handler of its own */
#include <linux/kernel.h>
#include <linux/interrupt.h>

static void xchain_tick(int irq, void *dev_id, struct pt_regs *regs)
{
}

int xchain_misc_setup(int irq)
{
	return request_irq(irq, xchain_tick, 0, "xtick", NULL);
}
