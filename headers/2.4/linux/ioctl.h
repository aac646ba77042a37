#ifndef _LINUX_IOCTL_H
#define _LINUX_IOCTL_H

/*
 * zcport model of the Linux 2.4 API.
 */

#include <asm/ioctl.h>

#endif /* _LINUX_IOCTL_H */
