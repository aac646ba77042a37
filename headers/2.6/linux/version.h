/*
 * zcport model of Linux 2.6: <linux/version.h>
 * The model describes Linux 2.6.9 (the real trees zcport is checked
 * against, see headers/2.6/README.md).
 */
#ifndef _ZC26_LINUX_VERSION_H
#define _ZC26_LINUX_VERSION_H

#define UTS_RELEASE "2.6.9"
#define LINUX_VERSION_CODE 132617	/* KERNEL_VERSION(2,6,9) */
#define KERNEL_VERSION(a, b, c) (((a) << 16) + ((b) << 8) + (c))

#endif
