/* zcport model of Linux 2.6: <linux/notifier.h> (declarations only) */
#ifndef _ZC26_LINUX_NOTIFIER_H
#define _ZC26_LINUX_NOTIFIER_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#include <linux/errno.h>

struct notifier_block {
	int (*notifier_call)(struct notifier_block *self, unsigned long,
			     void *);
	struct notifier_block *next;
	int priority;
};

#ifdef __KERNEL__

extern int notifier_chain_register(struct notifier_block **list,
				   struct notifier_block *n);
extern int notifier_chain_unregister(struct notifier_block **nl,
				     struct notifier_block *n);
extern int notifier_call_chain(struct notifier_block **n, unsigned long val,
			       void *v);

#define NOTIFY_DONE		0x0000
#define NOTIFY_OK		0x0001
#define NOTIFY_STOP_MASK	0x8000
#define NOTIFY_BAD		(NOTIFY_STOP_MASK | 0x0002)
#define NOTIFY_STOP		(NOTIFY_OK | NOTIFY_STOP_MASK)

#define NETDEV_UP		0x0001
#define NETDEV_DOWN		0x0002
#define NETDEV_REBOOT		0x0003
#define NETDEV_CHANGE		0x0004
#define NETDEV_REGISTER		0x0005
#define NETDEV_UNREGISTER	0x0006
#define NETDEV_CHANGEMTU	0x0007
#define NETDEV_CHANGEADDR	0x0008
#define NETDEV_GOING_DOWN	0x0009
#define NETDEV_CHANGENAME	0x000A

#define SYS_DOWN		0x0001
#define SYS_RESTART		SYS_DOWN
#define SYS_HALT		0x0002
#define SYS_POWER_OFF		0x0003

#define NETLINK_URELEASE	0x0001

#define CPU_ONLINE		0x0002
#define CPU_UP_PREPARE		0x0003
#define CPU_UP_CANCELED		0x0004
#define CPU_DOWN_PREPARE	0x0005
#define CPU_DOWN_FAILED		0x0006
#define CPU_DEAD		0x0007

#endif /* __KERNEL__ */

#endif
