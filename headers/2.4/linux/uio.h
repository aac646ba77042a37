#ifndef __LINUX_UIO_H
#define __LINUX_UIO_H

/*
 * zcport model of the Linux 2.4 API: scatter/gather user I/O
 * vectors (readv/writev).
 */

#include <linux/types.h>

struct iovec {
	void *iov_base;
	__kernel_size_t iov_len;
};

#define UIO_FASTIOV	8
#define UIO_MAXIOV	1024

#endif /* __LINUX_UIO_H */
