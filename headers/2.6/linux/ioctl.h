/* zcport model of Linux 2.6: <linux/ioctl.h> */
#ifndef _ZC26_LINUX_IOCTL_H
#define _ZC26_LINUX_IOCTL_H

#include <asm/ioctl.h>

#endif
