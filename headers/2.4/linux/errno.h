#ifndef _LINUX_ERRNO_H
#define _LINUX_ERRNO_H

/*
 * zcport model of the Linux 2.4 API: error numbers, plus the
 * kernel-internal ones that never reach user space.
 */

#include <asm/errno.h>

#ifdef __KERNEL__
#define ERESTARTSYS	512
#define ERESTARTNOINTR	513
#define ERESTARTNOHAND	514
#define ENOIOCTLCMD	515
#endif

#endif /* _LINUX_ERRNO_H */
