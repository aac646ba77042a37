/* zcport model of Linux 2.6: <linux/bitops.h> (declarations only) */
#ifndef _ZC26_LINUX_BITOPS_H
#define _ZC26_LINUX_BITOPS_H

#include <asm/types.h>
#include <asm/bitops.h>

static inline int generic_ffs(int x)
{
	return __builtin_ffs(x);
}

static inline int generic_fls(int x)
{
	return fls(x);
}

static inline int get_bitmask_order(unsigned int count)
{
	return fls((int)count);
}

static inline unsigned int generic_hweight32(unsigned int w)
{
	return (unsigned int)__builtin_popcount(w);
}
static inline unsigned int generic_hweight16(unsigned int w)
{
	return (unsigned int)__builtin_popcount(w & 0xffffU);
}
static inline unsigned int generic_hweight8(unsigned int w)
{
	return (unsigned int)__builtin_popcount(w & 0xffU);
}
static inline unsigned long generic_hweight64(__u64 w)
{
	return (unsigned long)__builtin_popcountll(w);
}
static inline unsigned long hweight_long(unsigned long w)
{
	return (unsigned long)__builtin_popcountl(w);
}

#endif
