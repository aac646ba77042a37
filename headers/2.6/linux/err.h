/* zcport model of Linux 2.6: <linux/err.h> -- error values in pointers */
#ifndef _ZC26_LINUX_ERR_H
#define _ZC26_LINUX_ERR_H

#include <linux/compiler.h>
#include <asm/errno.h>

static inline void *ERR_PTR(long error)
{
	return (void *)error;
}

static inline long PTR_ERR(const void *ptr)
{
	return (long)ptr;
}

static inline long IS_ERR(const void *ptr)
{
	return unlikely((unsigned long)ptr > (unsigned long)-1000L);
}

#endif
