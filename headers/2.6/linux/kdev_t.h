/*
 * zcport model of the Linux 2.6 kernel API: <linux/kdev_t.h>
 *
 * 2.6 device numbers are dev_t with a 12-bit major and a 20-bit minor;
 * MAJOR/MINOR/MKDEV work on dev_t.  As in 2.6.9, there is no kdev_t and
 * none of its helpers (kdev_t_to_nr, to_kdev_t, mk_kdev, NODEV): 2.4
 * code that uses them does not build against 2.6.9, so it does not
 * build against this model either.
 */
#ifndef _ZC26_LINUX_KDEV_T_H
#define _ZC26_LINUX_KDEV_T_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#ifdef __KERNEL__

#include <linux/types.h>

#define MINORBITS	20
#define MINORMASK	((1U << MINORBITS) - 1)

#define MAJOR(dev)	((unsigned int) ((dev) >> MINORBITS))
#define MINOR(dev)	((unsigned int) ((dev) & MINORMASK))
#define MKDEV(ma, mi)	(((ma) << MINORBITS) | (mi))

#define print_dev_t(buffer, dev) \
	sprintf((buffer), "%u:%u\n", MAJOR(dev), MINOR(dev))

#define format_dev_t(buffer, dev) ({				\
		sprintf(buffer, "%u:%u", MAJOR(dev), MINOR(dev));	\
		buffer;						\
	})

/* 16-bit (8:8) encoding used by old file systems and ioctls */
static inline int old_valid_dev(dev_t dev)
{
	return MAJOR(dev) < 256 && MINOR(dev) < 256;
}

static inline u16 old_encode_dev(dev_t dev)
{
	return (u16)((MAJOR(dev) << 8) | MINOR(dev));
}

static inline dev_t old_decode_dev(u16 val)
{
	return MKDEV((val >> 8) & 255, val & 255);
}

static inline int new_valid_dev(dev_t dev)
{
	(void)dev;
	return 1;
}

/* 32-bit encoding: minor low byte, major, then the rest of the minor */
static inline u32 new_encode_dev(dev_t dev)
{
	unsigned int ma = MAJOR(dev);
	unsigned int mi = MINOR(dev);

	return (mi & 0xff) | (ma << 8) | ((mi & ~0xffU) << 12);
}

static inline dev_t new_decode_dev(u32 dev)
{
	unsigned int ma = (dev & 0xfff00) >> 8;
	unsigned int mi = (dev & 0xff) | ((dev >> 12) & 0xfff00);

	return MKDEV(ma, mi);
}

#else /* !__KERNEL__ */

#define MAJOR(dev)	((dev) >> 8)
#define MINOR(dev)	((dev) & 0xff)
#define MKDEV(ma, mi)	((ma) << 8 | (mi))

#endif /* __KERNEL__ */

#endif
