#ifndef _LINUX_BITOPS_H
#define _LINUX_BITOPS_H

/*
 * zcport model of the Linux 2.4 API: generic bit helpers.
 */

static inline int generic_ffs(int x)
{
	int r = 1;

	if (!x)
		return 0;
	while (!(x & 1)) {
		x = (int) ((unsigned int) x >> 1);
		r++;
	}
	return r;
}

/* 1-based index of the highest set bit, 0 if none */
static inline int generic_fls(int x)
{
	unsigned int v = (unsigned int) x;
	int r = 0;

	while (v) {
		v >>= 1;
		r++;
	}
	return r;
}

static inline unsigned int generic_hweight32(unsigned int w)
{
	unsigned int count = 0;

	while (w) {
		count += w & 1;
		w >>= 1;
	}
	return count;
}

static inline unsigned int generic_hweight16(unsigned int w)
{
	return generic_hweight32(w & 0xffff);
}

static inline unsigned int generic_hweight8(unsigned int w)
{
	return generic_hweight32(w & 0xff);
}

#include <asm/bitops.h>

#endif /* _LINUX_BITOPS_H */
