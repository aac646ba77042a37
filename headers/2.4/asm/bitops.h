#ifndef _I386_BITOPS_H
#define _I386_BITOPS_H

/*
 * zcport model of the Linux 2.4 API: bit operations.
 * The real ones are locked i386 instructions; these plain C bodies
 * only need to give the right types.
 */

#define __BITOPS_WORD(nr, addr) \
	(((volatile unsigned long *) (addr)) + ((nr) / (8 * sizeof(long))))
#define __BITOPS_MASK(nr) (1UL << ((nr) % (8 * sizeof(long))))

static inline void set_bit(int nr, volatile void *addr)
{
	*__BITOPS_WORD(nr, addr) |= __BITOPS_MASK(nr);
}

static inline void __set_bit(int nr, volatile void *addr)
{
	*__BITOPS_WORD(nr, addr) |= __BITOPS_MASK(nr);
}

static inline void clear_bit(int nr, volatile void *addr)
{
	*__BITOPS_WORD(nr, addr) &= ~__BITOPS_MASK(nr);
}

static inline void __clear_bit(int nr, volatile void *addr)
{
	*__BITOPS_WORD(nr, addr) &= ~__BITOPS_MASK(nr);
}

#define smp_mb__before_clear_bit()	barrier()
#define smp_mb__after_clear_bit()	barrier()

static inline void change_bit(int nr, volatile void *addr)
{
	*__BITOPS_WORD(nr, addr) ^= __BITOPS_MASK(nr);
}

static inline void __change_bit(int nr, volatile void *addr)
{
	*__BITOPS_WORD(nr, addr) ^= __BITOPS_MASK(nr);
}

static inline int test_and_set_bit(int nr, volatile void *addr)
{
	int old = (*__BITOPS_WORD(nr, addr) & __BITOPS_MASK(nr)) != 0;

	*__BITOPS_WORD(nr, addr) |= __BITOPS_MASK(nr);
	return old;
}

static inline int __test_and_set_bit(int nr, volatile void *addr)
{
	return test_and_set_bit(nr, addr);
}

static inline int test_and_clear_bit(int nr, volatile void *addr)
{
	int old = (*__BITOPS_WORD(nr, addr) & __BITOPS_MASK(nr)) != 0;

	*__BITOPS_WORD(nr, addr) &= ~__BITOPS_MASK(nr);
	return old;
}

static inline int __test_and_clear_bit(int nr, volatile void *addr)
{
	return test_and_clear_bit(nr, addr);
}

static inline int test_and_change_bit(int nr, volatile void *addr)
{
	int old = (*__BITOPS_WORD(nr, addr) & __BITOPS_MASK(nr)) != 0;

	*__BITOPS_WORD(nr, addr) ^= __BITOPS_MASK(nr);
	return old;
}

static inline int test_bit(int nr, const volatile void *addr)
{
	return (((const volatile unsigned long *) addr)
		[nr / (8 * sizeof(long))] & __BITOPS_MASK(nr)) != 0;
}

/* index of the first zero bit in @word; undefined if there is none */
static inline unsigned long ffz(unsigned long word)
{
	unsigned long bit = 0;

	while (word & 1) {
		word >>= 1;
		bit++;
	}
	return bit;
}

static inline int find_next_zero_bit(void *addr, int size, int offset)
{
	int i;

	for (i = offset; i < size; i++)
		if (!test_bit(i, addr))
			return i;
	return size;
}

static inline int find_first_zero_bit(void *addr, unsigned size)
{
	return find_next_zero_bit(addr, (int) size, 0);
}

#ifdef __KERNEL__

/* 1-based index of the lowest set bit, 0 if none (like libc ffs) */
static inline int ffs(int x)
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

#define hweight32(x) generic_hweight32(x)
#define hweight16(x) generic_hweight16(x)
#define hweight8(x) generic_hweight8(x)

#define ext2_set_bit			__test_and_set_bit
#define ext2_clear_bit			__test_and_clear_bit
#define ext2_test_bit			test_bit
#define ext2_find_first_zero_bit	find_first_zero_bit
#define ext2_find_next_zero_bit		find_next_zero_bit

#endif /* __KERNEL__ */

#endif /* _I386_BITOPS_H */
