/*
 * zcport model of the Linux 2.6 kernel API: <linux/compiler.h>
 * Declarations only; written for zcport, not taken from the kernel.
 */
#ifndef _ZC26_LINUX_COMPILER_H
#define _ZC26_LINUX_COMPILER_H

/* sparse address-space annotations: no-ops for a normal compiler */
#define __user
#define __kernel
#define __iomem
#define __safe
#define __force
#define __nocast
#define __chk_user_ptr(x)	((void)0)
#define __chk_io_ptr(x)		((void)0)

#define likely(x)	__builtin_expect(!!(x), 1)
#define unlikely(x)	__builtin_expect(!!(x), 0)

#define barrier()	__asm__ __volatile__("" : : : "memory")

#ifndef __attribute_used__
#define __attribute_used__	__attribute__((__used__))
#endif
#ifndef __attribute_pure__
#define __attribute_pure__	__attribute__((pure))
#endif
#ifndef __attribute_const__
#define __attribute_const__	__attribute__((__const__))
#endif
#ifndef __deprecated
#define __deprecated		__attribute__((deprecated))
#endif
#ifndef __must_check
#define __must_check		__attribute__((warn_unused_result))
#endif
#ifndef noinline
#define noinline		__attribute__((noinline))
#endif
#ifndef __always_inline
#define __always_inline		inline __attribute__((always_inline))
#endif
#ifndef __cold
#define __cold
#endif

#define RELOC_HIDE(ptr, off) \
	((__typeof__(ptr))((unsigned long)(ptr) + (off)))

#endif /* _ZC26_LINUX_COMPILER_H */
