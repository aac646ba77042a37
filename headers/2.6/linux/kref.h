/* zcport model of Linux 2.6: <linux/kref.h> (declarations only) */
#ifndef _ZC26_LINUX_KREF_H
#define _ZC26_LINUX_KREF_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#ifdef __KERNEL__

#include <linux/types.h>
#include <asm/atomic.h>

struct kref {
	atomic_t refcount;
};

extern void kref_init(struct kref *kref);
extern void kref_get(struct kref *kref);
extern int kref_put(struct kref *kref, void (*release)(struct kref *kref));

#endif

#endif
