/* zcport model of Linux 2.6: <linux/pm.h> (the parts drivers use) */
#ifndef _ZC26_LINUX_PM_H
#define _ZC26_LINUX_PM_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#ifdef __KERNEL__

#include <linux/config.h>
#include <linux/list.h>
#include <linux/types.h>
#include <asm/atomic.h>

struct device;

typedef int pm_request_t;

#define PM_SUSPEND	1
#define PM_RESUME	2
#define PM_SAVE_STATE	3
#define PM_SET_WAKEUP	4
#define PM_GET_RESOURCES 5
#define PM_SET_STATE	6

typedef int pm_dev_t;

#define PM_UNKNOWN_DEV	0
#define PM_SYS_DEV	1
#define PM_PCI_DEV	2
#define PM_USB_DEV	3
#define PM_SCSI_DEV	4
#define PM_ISA_DEV	5
#define PM_MTD_DEV	6

struct pm_dev;
typedef int (*pm_callback)(struct pm_dev *dev, pm_request_t rqst, void *data);

struct pm_dev {
	pm_dev_t	type;
	unsigned long	id;
	pm_callback	callback;
	void		*data;
	unsigned long	flags;
	unsigned long	state;
	unsigned long	prev_state;
	struct list_head entry;
};

extern int pm_active;
#define PM_IS_ACTIVE() (pm_active != 0)

extern struct pm_dev *pm_register(pm_dev_t type, unsigned long id,
				  pm_callback callback);
extern void pm_unregister(struct pm_dev *dev);
extern void pm_unregister_all(pm_callback callback);
extern int pm_send_all(pm_request_t rqst, void *data);

typedef int suspend_state_t;

#define PM_SUSPEND_ON		0
#define PM_SUSPEND_STANDBY	1
#define PM_SUSPEND_MEM		2
#define PM_SUSPEND_DISK		3

struct dev_pm_info {
	u32			power_state;
	u8			*saved_state;
	atomic_t		pm_users;
	struct device		*pm_parent;
	struct list_head	entry;
};

#endif /* __KERNEL__ */

#endif
