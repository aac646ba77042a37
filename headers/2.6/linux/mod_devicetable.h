/*
 * zcport model of Linux 2.6: <linux/mod_devicetable.h>
 * Device-id tables matched by the bus drivers (PCI here).
 */
#ifndef _ZC26_LINUX_MOD_DEVICETABLE_H
#define _ZC26_LINUX_MOD_DEVICETABLE_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#ifdef __KERNEL__
#include <linux/types.h>
typedef unsigned long kernel_ulong_t;
#endif

#define PCI_ANY_ID (~0)

struct pci_device_id {
	__u32 vendor, device;		/* vendor and device ID or PCI_ANY_ID */
	__u32 subvendor, subdevice;	/* subsystem IDs or PCI_ANY_ID */
	__u32 class, class_mask;	/* (class, subclass, prog-if) triplet */
	kernel_ulong_t driver_data;	/* data private to the driver */
};

struct isapnp_device_id {
	unsigned short card_vendor, card_device;
	unsigned short vendor, function;
	kernel_ulong_t driver_data;
};

#endif
