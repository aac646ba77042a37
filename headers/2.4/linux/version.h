#ifndef _LINUX_VERSION_H
#define _LINUX_VERSION_H

/*
 * zcport model of the Linux 2.4 API: this tree models 2.4.20.
 */

#define UTS_RELEASE "2.4.20"
#define LINUX_VERSION_CODE 132116
#define KERNEL_VERSION(a, b, c) (((a) << 16) + ((b) << 8) + (c))

#endif /* _LINUX_VERSION_H */
