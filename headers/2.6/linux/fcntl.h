/* zcport model of Linux 2.6: <linux/fcntl.h> (values only) */
#ifndef _ZC26_LINUX_FCNTL_H
#define _ZC26_LINUX_FCNTL_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#include <asm/fcntl.h>

#define F_SETLEASE	(F_LINUX_SPECIFIC_BASE + 0)
#define F_GETLEASE	(F_LINUX_SPECIFIC_BASE + 1)
#define F_NOTIFY	(F_LINUX_SPECIFIC_BASE + 2)

#define DN_ACCESS	0x00000001
#define DN_MODIFY	0x00000002
#define DN_CREATE	0x00000004
#define DN_DELETE	0x00000008
#define DN_RENAME	0x00000010
#define DN_ATTRIB	0x00000020
#define DN_MULTISHOT	0x80000000

#endif
