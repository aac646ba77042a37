#ifndef __ASM_SYSTEM_H
#define __ASM_SYSTEM_H

/*
 * zcport model of the Linux 2.4 API: interrupt flags, memory
 * barriers, xchg()/cmpxchg().
 */

#include <linux/config.h>
#include <linux/kernel.h>

#ifdef __KERNEL__

struct task_struct;

/* the model keeps interrupt state in a plain word */
extern unsigned long __zc_save_flags(void);
extern void __zc_restore_flags(unsigned long flags);
extern void __zc_cli(void);
extern void __zc_sti(void);

#define __save_flags(x)		((x) = __zc_save_flags())
#define __restore_flags(x)	__zc_restore_flags(x)
#define __cli()			__zc_cli()
#define __sti()			__zc_sti()
#define safe_halt()		__zc_sti()

#define local_irq_save(x)	do { __save_flags(x); __cli(); } while (0)
#define local_irq_restore(x)	__restore_flags(x)
#define local_irq_disable()	__cli()
#define local_irq_enable()	__sti()

/* uniprocessor: the global versions are the local ones */
#define cli()			__cli()
#define sti()			__sti()
#define save_flags(x)		__save_flags(x)
#define restore_flags(x)	__restore_flags(x)
#define save_and_cli(x)		do { save_flags(x); cli(); } while (0)

#define nop()		__asm__ __volatile__("nop")

#define mb()		__asm__ __volatile__("" : : : "memory")
#define rmb()		mb()
#define wmb()		__asm__ __volatile__("" : : : "memory")

#define smp_mb()	barrier()
#define smp_rmb()	barrier()
#define smp_wmb()	barrier()

#define set_mb(var, value)	do { (var) = (value); mb(); } while (0)
#define set_wmb(var, value)	do { (var) = (value); wmb(); } while (0)

/* exchange *ptr with v, returning the previous value */
#define xchg(ptr, v) ({ \
	__typeof__(*(ptr)) __xg_old = *(ptr); \
	*(ptr) = (v); \
	__xg_old; })

/* store @new in *ptr if it still holds @old; return what was there */
#define cmpxchg(ptr, old, new) ({ \
	__typeof__(*(ptr)) __cx_prev = *(ptr); \
	if (__cx_prev == (old)) \
		*(ptr) = (new); \
	__cx_prev; })

#define tas(ptr) (xchg((ptr), 1))

#define prepare_to_switch()	do { } while (0)
#define switch_to(prev, next, last) do { (last) = (prev); } while (0)

#endif /* __KERNEL__ */

#endif /* __ASM_SYSTEM_H */
