/* zcport model of Linux 2.6: <linux/prefetch.h> (declarations only) */
#ifndef _ZC26_LINUX_PREFETCH_H
#define _ZC26_LINUX_PREFETCH_H

#define prefetch(x)		__builtin_prefetch(x)
#define prefetchw(x)		__builtin_prefetch((x), 1)
#define spin_lock_prefetch(x)	prefetchw(x)
#define PREFETCH_STRIDE		(4 * 32)

static inline void prefetch_range(void *addr, unsigned long len)
{
	(void)addr;
	(void)len;
}

#endif
