#ifndef __LINUX_RAW_H
#define __LINUX_RAW_H

/*
 * zcport model of the Linux 2.4 API: the raw block device driver
 * (character devices on RAW_MAJOR bound to block devices, with
 * unbuffered kiobuf I/O).
 */

#include <linux/types.h>

#define RAW_SETBIND	_IO(0xac, 0)
#define RAW_GETBIND	_IO(0xac, 1)

struct raw_config_request {
	int	raw_minor;
	__u64	block_major;
	__u64	block_minor;
};

#ifdef __KERNEL__

extern void raw_init(void);

#endif

#endif /* __LINUX_RAW_H */
