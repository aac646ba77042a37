/* xirq: registration and ioctl; no kiobuf here */
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/errno.h>
#include <linux/interrupt.h>
#include <linux/spinlock.h>

#include "xirq.h"

static spinlock_t xirq_lock = SPIN_LOCK_UNLOCKED;
static int xirq_count;

static void xirq_intr(int irq, void *dev_id, struct pt_regs *regs)
{
	xirq_fill();
}

static int xirq_ioctl(struct inode *inode, struct file *file,
		      unsigned int cmd, unsigned long arg)
{
	spin_lock(&xirq_lock);
	xirq_count++;
	spin_unlock(&xirq_lock);
	xirq_copy();
	return 0;
}

int xirq_setup(int irq)
{
	if (request_irq(irq, xirq_intr, 0, "xirq", NULL))
		return -EBUSY;
	return xirq_ioctl(NULL, NULL, 0, 0);
}
