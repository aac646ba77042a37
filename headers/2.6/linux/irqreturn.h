/*
 * zcport model of Linux 2.6: <linux/irqreturn.h>
 * 2.6 interrupt handlers return irqreturn_t (2.4's returned void).
 */
#ifndef _ZC26_LINUX_IRQRETURN_H
#define _ZC26_LINUX_IRQRETURN_H

typedef int irqreturn_t;

#define IRQ_NONE	(0)
#define IRQ_HANDLED	(1)
#define IRQ_RETVAL(x)	((x) != 0)

#endif
