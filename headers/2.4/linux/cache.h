#ifndef __LINUX_CACHE_H
#define __LINUX_CACHE_H

/*
 * zcport model of the Linux 2.4 API: cache line alignment.
 */

#define L1_CACHE_SHIFT	5
#define L1_CACHE_BYTES	(1 << L1_CACHE_SHIFT)
#define SMP_CACHE_BYTES	L1_CACHE_BYTES

#define L1_CACHE_ALIGN(x) (((x) + (L1_CACHE_BYTES - 1)) & ~(L1_CACHE_BYTES - 1))

#define ____cacheline_aligned __attribute__((__aligned__(SMP_CACHE_BYTES)))
#define __cacheline_aligned ____cacheline_aligned

#endif /* __LINUX_CACHE_H */
