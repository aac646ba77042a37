#ifndef __i386_UACCESS_H
#define __i386_UACCESS_H

/*
 * zcport model of the Linux 2.4 API: user space access.
 *
 * copy_to_user()/copy_from_user() return the number of bytes that
 * could NOT be copied; get_user()/put_user() return 0 or -EFAULT.
 */

#include <linux/config.h>
#include <linux/sched.h>
#include <linux/errno.h>
#include <asm/page.h>
#include <asm/processor.h>

#define VERIFY_READ	0
#define VERIFY_WRITE	1

/*
 * The address limit of the current thread: USER_DS for normal
 * processes, KERNEL_DS to let these routines take kernel pointers.
 */
#define MAKE_MM_SEG(s)	((mm_segment_t) { (s) })

#define KERNEL_DS	MAKE_MM_SEG(0xFFFFFFFF)
#define USER_DS		MAKE_MM_SEG(PAGE_OFFSET)

#define get_ds()	(KERNEL_DS)
#define get_fs()	(current->addr_limit)
#define set_fs(x)	(current->addr_limit = (x))

#define segment_eq(a, b)	((a).seg == (b).seg)

extern int __zc_range_ok(int type, unsigned long addr, unsigned long size);

#define __addr_ok(addr) \
	((unsigned long) (addr) < (current->addr_limit.seg))

#define access_ok(type, addr, size) \
	__zc_range_ok((type), (unsigned long) (addr), (unsigned long) (size))

static inline int verify_area(int type, const void *addr, unsigned long size)
{
	return access_ok(type, addr, size) ? 0 : -EFAULT;
}

/* exception fixup table: faulting instruction -> recovery code */
struct exception_table_entry {
	unsigned long insn, fixup;
};

extern unsigned long search_exception_table(unsigned long);

/*
 * Single values.  The model moves them through helper functions of
 * the right size; the real code uses inline asm with fixups.
 */
extern long __zc_get_user(void *kdst, const void *usrc, unsigned long size);
extern long __zc_put_user(const void *ksrc, void *udst, unsigned long size);

#define get_user(x, ptr) ({ \
	long __gu_err; \
	__typeof__(*(ptr)) __gu_val; \
	__gu_err = __zc_get_user((void *) &__gu_val, (ptr), sizeof(*(ptr))); \
	(x) = __gu_val; \
	__gu_err; })

#define put_user(x, ptr) ({ \
	__typeof__(*(ptr)) __pu_val = (x); \
	__zc_put_user(&__pu_val, (ptr), sizeof(*(ptr))); })

#define __get_user(x, ptr)	get_user(x, ptr)
#define __put_user(x, ptr)	put_user(x, ptr)

/* blocks of memory */
extern unsigned long __generic_copy_to_user(void *, const void *,
					    unsigned long);
extern unsigned long __generic_copy_from_user(void *, const void *,
					      unsigned long);

#define copy_to_user(to, from, n) \
	__generic_copy_to_user((to), (from), (n))
#define copy_from_user(to, from, n) \
	__generic_copy_from_user((to), (from), (n))

#define __copy_to_user(to, from, n) \
	__generic_copy_to_user((to), (from), (n))
#define __copy_from_user(to, from, n) \
	__generic_copy_from_user((to), (from), (n))

extern long strncpy_from_user(char *dst, const char *src, long count);
extern long __strncpy_from_user(char *dst, const char *src, long count);
#define strlen_user(str) strnlen_user(str, ~0UL >> 1)
extern long strnlen_user(const char *str, long n);
extern unsigned long clear_user(void *mem, unsigned long len);
extern unsigned long __clear_user(void *mem, unsigned long len);

#endif /* __i386_UACCESS_H */
