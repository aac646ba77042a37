/*
 * zcport model of Linux 2.6 (x86): <asm/bitops.h>
 * 2.6 signatures: the bitmap is "volatile unsigned long *".
 * Bodies are plain C stand-ins.
 */
#ifndef _ZC26_ASM_BITOPS_H
#define _ZC26_ASM_BITOPS_H

#include <linux/compiler.h>

#define __ZC_BPL	(8 * sizeof(unsigned long))
#define __ZC_BIT_WORD(nr)	((nr) / __ZC_BPL)
#define __ZC_BIT_MASK(nr)	(1UL << ((nr) % __ZC_BPL))

static inline void set_bit(int nr, volatile unsigned long *addr)
{
	addr[__ZC_BIT_WORD(nr)] |= __ZC_BIT_MASK(nr);
}
static inline void __set_bit(int nr, volatile unsigned long *addr)
{
	addr[__ZC_BIT_WORD(nr)] |= __ZC_BIT_MASK(nr);
}
static inline void clear_bit(int nr, volatile unsigned long *addr)
{
	addr[__ZC_BIT_WORD(nr)] &= ~__ZC_BIT_MASK(nr);
}
static inline void __clear_bit(int nr, volatile unsigned long *addr)
{
	addr[__ZC_BIT_WORD(nr)] &= ~__ZC_BIT_MASK(nr);
}
static inline void change_bit(int nr, volatile unsigned long *addr)
{
	addr[__ZC_BIT_WORD(nr)] ^= __ZC_BIT_MASK(nr);
}
static inline void __change_bit(int nr, volatile unsigned long *addr)
{
	addr[__ZC_BIT_WORD(nr)] ^= __ZC_BIT_MASK(nr);
}
static inline int test_bit(int nr, const volatile unsigned long *addr)
{
	return (addr[__ZC_BIT_WORD(nr)] & __ZC_BIT_MASK(nr)) != 0;
}
static inline int test_and_set_bit(int nr, volatile unsigned long *addr)
{
	int old = test_bit(nr, addr);
	set_bit(nr, addr);
	return old;
}
static inline int __test_and_set_bit(int nr, volatile unsigned long *addr)
{
	return test_and_set_bit(nr, addr);
}
static inline int test_and_clear_bit(int nr, volatile unsigned long *addr)
{
	int old = test_bit(nr, addr);
	clear_bit(nr, addr);
	return old;
}
static inline int __test_and_clear_bit(int nr, volatile unsigned long *addr)
{
	return test_and_clear_bit(nr, addr);
}
static inline int test_and_change_bit(int nr, volatile unsigned long *addr)
{
	int old = test_bit(nr, addr);
	change_bit(nr, addr);
	return old;
}
static inline int __test_and_change_bit(int nr, volatile unsigned long *addr)
{
	return test_and_change_bit(nr, addr);
}

#define smp_mb__before_clear_bit()	barrier()
#define smp_mb__after_clear_bit()	barrier()

extern int find_first_zero_bit(const unsigned long *addr, unsigned size);
extern int find_next_zero_bit(const unsigned long *addr, int size, int offset);
extern int find_first_bit(const unsigned long *addr, unsigned size);
extern int find_next_bit(const unsigned long *addr, int size, int offset);

/* index of the first zero bit (word must not be ~0UL) */
static inline unsigned long ffz(unsigned long word)
{
	return (unsigned long)__builtin_ctzl(~word);
}
/* index of the first set bit (word must not be 0) */
static inline unsigned long __ffs(unsigned long word)
{
	return (unsigned long)__builtin_ctzl(word);
}
/* 1-based like the C library: ffs(0) == 0 */
static inline int ffs(int x)
{
	return __builtin_ffs(x);
}
/* 1-based index of the last set bit: fls(0) == 0 */
static inline int fls(int x)
{
	return x ? (int)(8 * sizeof(int)) - __builtin_clz((unsigned int)x) : 0;
}
static inline int sched_find_first_bit(const unsigned long *b)
{
	return find_first_bit(b, 140);
}

#define hweight32(x)	((unsigned int)__builtin_popcount((unsigned int)(x)))
#define hweight16(x)	((unsigned int)__builtin_popcount((unsigned int)(x) & 0xffffU))
#define hweight8(x)	((unsigned int)__builtin_popcount((unsigned int)(x) & 0xffU))

#define ext2_set_bit(nr, addr) \
	__test_and_set_bit((nr), (unsigned long *)(addr))
#define ext2_clear_bit(nr, addr) \
	__test_and_clear_bit((nr), (unsigned long *)(addr))
#define ext2_test_bit(nr, addr) \
	test_bit((nr), (unsigned long *)(addr))
#define ext2_find_first_zero_bit(addr, size) \
	find_first_zero_bit((unsigned long *)(addr), (size))
#define ext2_find_next_zero_bit(addr, size, off) \
	find_next_zero_bit((unsigned long *)(addr), (size), (off))

#endif
