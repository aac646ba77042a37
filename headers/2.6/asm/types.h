/* zcport model of Linux 2.6 (x86): <asm/types.h> (declarations only) */
#ifndef _ZC26_ASM_TYPES_H
#define _ZC26_ASM_TYPES_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

typedef unsigned short umode_t;

typedef __signed__ char __s8;
typedef unsigned char __u8;
typedef __signed__ short __s16;
typedef unsigned short __u16;
typedef __signed__ int __s32;
typedef unsigned int __u32;
__extension__ typedef __signed__ long long __s64;
__extension__ typedef unsigned long long __u64;

#ifdef __KERNEL__

#if defined(__LP64__) || defined(_LP64)
#define BITS_PER_LONG 64
#else
#define BITS_PER_LONG 32
#endif

typedef signed char s8;
typedef unsigned char u8;
typedef signed short s16;
typedef unsigned short u16;
typedef signed int s32;
typedef unsigned int u32;
typedef signed long long s64;
typedef unsigned long long u64;

/* bus addresses as seen by a DMA-capable device */
typedef unsigned long dma_addr_t;
typedef u64 dma64_addr_t;

#endif /* __KERNEL__ */

#endif
