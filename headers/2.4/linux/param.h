#ifndef _LINUX_PARAM_H
#define _LINUX_PARAM_H

/*
 * zcport model of the Linux 2.4 API.
 */

#include <asm/param.h>

#endif /* _LINUX_PARAM_H */
