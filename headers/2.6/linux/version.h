/*
 * zcport model of Linux 2.6: <linux/version.h>
 * The model describes Linux 2.6.10.
 */
#ifndef _ZC26_LINUX_VERSION_H
#define _ZC26_LINUX_VERSION_H

#define UTS_RELEASE "2.6.10"
#define LINUX_VERSION_CODE 132618	/* KERNEL_VERSION(2,6,10) */
#define KERNEL_VERSION(a, b, c) (((a) << 16) + ((b) << 8) + (c))

#endif
