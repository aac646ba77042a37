/* zcport model of Linux 2.6: <linux/posix_types.h> (declarations only) */
#ifndef _ZC26_LINUX_POSIX_TYPES_H
#define _ZC26_LINUX_POSIX_TYPES_H

#include <linux/stddef.h>

#undef __NFDBITS
#define __NFDBITS	(8 * sizeof(unsigned long))
#undef __FD_SETSIZE
#define __FD_SETSIZE	1024
#undef __FDSET_LONGS
#define __FDSET_LONGS	(__FD_SETSIZE/__NFDBITS)

typedef struct {
	unsigned long fds_bits[__FD_SETSIZE / (8 * sizeof(unsigned long))];
} __kernel_fd_set;

typedef void (*__kernel_sighandler_t)(int);
typedef int __kernel_key_t;
typedef int __kernel_mqd_t;

#include <asm/posix_types.h>

#endif
