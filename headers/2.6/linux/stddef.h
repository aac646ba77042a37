/* zcport model of Linux 2.6: <linux/stddef.h> (declarations only) */
#ifndef _ZC26_LINUX_STDDEF_H
#define _ZC26_LINUX_STDDEF_H

#include <linux/compiler.h>

#undef NULL
#define NULL ((void *)0)

#undef offsetof
#define offsetof(TYPE, MEMBER) __builtin_offsetof(TYPE, MEMBER)

#endif
