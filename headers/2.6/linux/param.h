/* zcport model of Linux 2.6: <linux/param.h> */
#ifndef _ZC26_LINUX_PARAM_H
#define _ZC26_LINUX_PARAM_H

#include <asm/param.h>

#endif
