/* zcport model of Linux 2.6: <linux/raw.h> -- the raw device ioctls */
#ifndef _ZC26_LINUX_RAW_H
#define _ZC26_LINUX_RAW_H

#include <linux/types.h>
#include <linux/ioctl.h>

#define RAW_SETBIND	_IO(0xac, 0)
#define RAW_GETBIND	_IO(0xac, 1)

struct raw_config_request {
	int	raw_minor;
	__u64	block_major;
	__u64	block_minor;
};

#define MAX_RAW_MINORS CONFIG_MAX_RAW_DEVS

#endif
