/* zcport model of Linux 2.6: <linux/cache.h> and <asm/cache.h> values */
#ifndef _ZC26_LINUX_CACHE_H
#define _ZC26_LINUX_CACHE_H

#include <linux/config.h>
#include <asm/cache.h>

#ifndef L1_CACHE_ALIGN
#define L1_CACHE_ALIGN(x) (((x) + (L1_CACHE_BYTES - 1)) & ~(L1_CACHE_BYTES - 1))
#endif

#ifndef SMP_CACHE_BYTES
#define SMP_CACHE_BYTES L1_CACHE_BYTES
#endif

#ifndef ____cacheline_aligned
#define ____cacheline_aligned __attribute__((__aligned__(SMP_CACHE_BYTES)))
#endif

#ifndef ____cacheline_aligned_in_smp
#define ____cacheline_aligned_in_smp
#endif

#ifndef __cacheline_aligned
#define __cacheline_aligned ____cacheline_aligned
#endif

#ifndef __cacheline_aligned_in_smp
#define __cacheline_aligned_in_smp
#endif

#ifndef ____cacheline_maxaligned_in_smp
#define ____cacheline_maxaligned_in_smp
#endif

#endif
