/*
 * zcport model of Linux 2.6 (x86): <asm/uaccess.h>
 * copy_to_user/copy_from_user, get_user/put_user, access_ok and the
 * (deprecated but present) verify_area().  Declarations and macros.
 */
#ifndef _ZC26_ASM_UACCESS_H
#define _ZC26_ASM_UACCESS_H

#include <linux/config.h>
#include <linux/errno.h>
#include <linux/thread_info.h>
#include <linux/prefetch.h>
#include <linux/string.h>
#include <linux/compiler.h>
#include <asm/page.h>
#include <asm/processor.h>

#define VERIFY_READ	0
#define VERIFY_WRITE	1

/* the address limit of the current thread (set_fs(KERNEL_DS) etc.) */
#define MAKE_MM_SEG(s)	((mm_segment_t) { (s) })

#define KERNEL_DS	MAKE_MM_SEG(0xFFFFFFFFUL)
#define USER_DS		MAKE_MM_SEG(PAGE_OFFSET)

#define get_ds()	(KERNEL_DS)
extern mm_segment_t get_fs(void);
extern void set_fs(mm_segment_t seg);

#define segment_eq(a, b)	((a).seg == (b).seg)

extern int __zc_access_ok(unsigned long addr, unsigned long size);

#define __range_ok(addr, size) \
	(!__zc_access_ok((unsigned long)(addr), (unsigned long)(size)))

/* nonzero if the user range may be valid (type is VERIFY_READ/WRITE) */
#define access_ok(type, addr, size) \
	((void)(type), __zc_access_ok((unsigned long)(addr), (unsigned long)(size)))

/* 2.4 interface: 0 if OK, -EFAULT otherwise */
static inline int verify_area(int type, const void __user *addr,
			      unsigned long size)
{
	return access_ok(type, addr, size) ? 0 : -EFAULT;
}

struct exception_table_entry {
	unsigned long insn, fixup;
};

extern int fixup_exception(struct pt_regs *regs);

/* single values: result is 0 or -EFAULT */
extern long __zc_get_user(void *kdst, const volatile void __user *usrc,
			  unsigned long size);
extern long __zc_put_user(const void *ksrc, volatile void __user *udst,
			  unsigned long size);

#define get_user(x, ptr) ({						\
	__typeof__(*(ptr)) __zc_gu_val;					\
	int __zc_gu_err = (int)__zc_get_user((void *)&__zc_gu_val,	\
					     (ptr), sizeof(*(ptr)));	\
	(x) = __zc_gu_val;						\
	__zc_gu_err; })

#define put_user(x, ptr) ({						\
	__typeof__(*(ptr)) __zc_pu_val = (x);				\
	(int)__zc_put_user(&__zc_pu_val, (ptr), sizeof(*(ptr))); })

/* unchecked forms: the caller has done access_ok() */
#define __get_user(x, ptr)	get_user(x, ptr)
#define __put_user(x, ptr)	put_user(x, ptr)

/* block copies: return the number of bytes NOT copied */
extern unsigned long copy_to_user(void __user *to, const void *from,
				  unsigned long n);
extern unsigned long copy_from_user(void *to, const void __user *from,
				    unsigned long n);
extern unsigned long __copy_to_user(void __user *to, const void *from,
				    unsigned long n);
extern unsigned long __copy_from_user(void *to, const void __user *from,
				      unsigned long n);
extern unsigned long __copy_to_user_inatomic(void __user *to,
					     const void *from,
					     unsigned long n);
extern unsigned long __copy_from_user_inatomic(void *to,
					       const void __user *from,
					       unsigned long n);
extern unsigned long copy_in_user(void __user *to, const void __user *from,
				  unsigned long n);

extern long strncpy_from_user(char *dst, const char __user *src, long count);
extern long __strncpy_from_user(char *dst, const char __user *src,
				long count);
extern long strnlen_user(const char __user *str, long n);
#define strlen_user(str)	strnlen_user((str), ~0UL >> 1)
extern unsigned long clear_user(void __user *mem, unsigned long len);
extern unsigned long __clear_user(void __user *mem, unsigned long len);

#endif
