#ifndef _LINUX_POSIX_TYPES_H
#define _LINUX_POSIX_TYPES_H

/*
 * zcport model of the Linux 2.4 API.
 */

#include <linux/stddef.h>
#include <asm/posix_types.h>

#endif /* _LINUX_POSIX_TYPES_H */
