#ifndef _LINUX_CONFIG_H
#define _LINUX_CONFIG_H

/*
 * zcport model of the Linux 2.4 API.
 */

#include <linux/autoconf.h>

#endif /* _LINUX_CONFIG_H */
