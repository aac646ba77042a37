#ifndef _LINUX_KDEV_T_H
#define _LINUX_KDEV_T_H

/*
 * zcport model of the Linux 2.4 API: kernel device numbers.
 * In 2.4 a kdev_t is a 16-bit value: 8 bits major, 8 bits minor.
 */

#ifdef __KERNEL__

#define MINORBITS	8
#define MINORMASK	((1U << MINORBITS) - 1)

typedef unsigned short kdev_t;

#define MAJOR(dev)	((unsigned int) ((dev) >> MINORBITS))
#define MINOR(dev)	((unsigned int) ((dev) & MINORMASK))
#define HASHDEV(dev)	((unsigned int) (dev))
#define NODEV		0
#define MKDEV(ma, mi)	(((ma) << MINORBITS) | (mi))
#define B_FREE		0xffff

/* printable "major:minor", in a static buffer */
extern const char *kdevname(kdev_t);

static inline unsigned int kdev_t_to_nr(kdev_t dev)
{
	return (MAJOR(dev) << 8) | MINOR(dev);
}

static inline kdev_t to_kdev_t(int dev)
{
	int major, minor;

	major = (dev >> 8);
	minor = (dev & 0xff);
	return MKDEV(major, minor);
}

#else /* !__KERNEL__ */

#define MAJOR(dev)	(((dev) >> 8) & 0xff)
#define MINOR(dev)	((dev) & 0xff)
#define MKDEV(ma, mi)	((ma) << 8 | (mi))

#endif /* __KERNEL__ */

#endif /* _LINUX_KDEV_T_H */
