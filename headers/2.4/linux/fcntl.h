#ifndef _LINUX_FCNTL_H
#define _LINUX_FCNTL_H

/*
 * zcport model of the Linux 2.4 API.
 */

#include <asm/fcntl.h>

#define F_SETLEASE	1024
#define F_GETLEASE	1025
#define F_NOTIFY	1026

#endif /* _LINUX_FCNTL_H */
