/*
 * dev_struct.h - DS-4 data logger: ioctl interface and per-device state
 *
 * Part of the zcport sample corpus (see dev_struct.c).
 */

#ifndef _DEV_STRUCT_H
#define _DEV_STRUCT_H

#include <linux/ioctl.h>

#define DS_NR_DEVS	4		/* minors 0..3, one per channel */
#define DS_SAMPLE_SIZE	4		/* bytes per sample */

/* argument of DS_IOC_MAP: the user ring buffer to log into */
struct ds_map_req {
	unsigned long	addr;
	unsigned long	len;
};

#define DS_IOC_MAGIC	'l'
#define DS_IOC_MAP	_IOW(DS_IOC_MAGIC, 1, struct ds_map_req)
#define DS_IOC_CAPTURE	_IO(DS_IOC_MAGIC, 2)		/* arg: sample count */
#define DS_IOC_FILLED	_IOR(DS_IOC_MAGIC, 3, unsigned long)

#ifdef __KERNEL__

#include <linux/types.h>
#include <asm/semaphore.h>

struct kiobuf;

/*
 * One logger channel.  The kiobuf is allocated at open(), mapped onto
 * the user's ring buffer by DS_IOC_MAP, filled by ds_capture(), and
 * unmapped and freed at release().
 */
struct ds_device {
	int		channel;
	int		in_use;
	struct semaphore sem;

	struct kiobuf	*iobuf;		/* NULL while closed */
	int		mapped;		/* iobuf covers the user ring */
	size_t		ring_len;	/* bytes mapped */
	size_t		filled;		/* bytes written by the logger */
	size_t		head;		/* next byte to write */

	u32		counter;	/* the simulated ADC */
};

#endif /* __KERNEL__ */

#endif /* _DEV_STRUCT_H */
