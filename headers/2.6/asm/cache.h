/* zcport model of Linux 2.6 (x86): <asm/cache.h> */
#ifndef _ZC26_ASM_CACHE_H
#define _ZC26_ASM_CACHE_H

#define L1_CACHE_SHIFT	7
#define L1_CACHE_BYTES	(1 << L1_CACHE_SHIFT)
#define L1_CACHE_SHIFT_MAX 7

#endif
