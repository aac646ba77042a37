/*
 * zcport model of the Linux 2.6 kernel API: <linux/kdev_t.h>
 *
 * 2.6 device numbers are dev_t with a 12-bit major and a 20-bit minor;
 * MAJOR/MINOR/MKDEV work on dev_t.  The kdev_t name is kept as a plain
 * alias of dev_t, with the 2.4/early-2.6 conversion helpers
 * (kdev_t_to_nr, to_kdev_t, mk_kdev, kdev_same, kdev_none), so that
 * 2.4-style "kdev_t dev = inode->i_rdev; MINOR(dev)" code still builds.
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

/* kdev_t: compatibility alias (see above) */
typedef dev_t kdev_t;

#define NODEV		0

static inline unsigned int kdev_t_to_nr(kdev_t dev)
{
	return dev;
}

static inline kdev_t to_kdev_t(unsigned int dev)
{
	return dev;
}

static inline kdev_t mk_kdev(unsigned int ma, unsigned int mi)
{
	return MKDEV(ma, mi);
}

#define kdev_same(a, b)	((a) == (b))
#define kdev_none(d)	(!(d))
#define kdev_val(d)	((unsigned int)(d))
#define val_to_kdev(d)	((kdev_t)(d))

#else /* !__KERNEL__ */

#define MAJOR(dev)	((dev) >> 8)
#define MINOR(dev)	((dev) & 0xff)
#define MKDEV(ma, mi)	((ma) << 8 | (mi))

#endif /* __KERNEL__ */

#endif
