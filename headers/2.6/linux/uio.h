/* zcport model of Linux 2.6: <linux/uio.h> (declarations only) */
#ifndef _ZC26_LINUX_UIO_H
#define _ZC26_LINUX_UIO_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#include <linux/compiler.h>
#include <linux/types.h>

struct iovec {
	void __user *iov_base;
	__kernel_size_t iov_len;
};

#define UIO_FASTIOV	8
#define UIO_MAXIOV	1024

#ifdef __KERNEL__
/* total length of an iovec array */
static inline size_t iov_length(const struct iovec *iov, unsigned long nr_segs)
{
	unsigned long seg;
	size_t ret = 0;

	for (seg = 0; seg < nr_segs; seg++)
		ret += iov[seg].iov_len;
	return ret;
}
#endif

#endif
