/*
 * zcport model of Linux 2.6 (x86): <asm/system.h>
 * Memory barriers, interrupt-flag control, xchg/cmpxchg.
 * Declarations and stand-in macros only.
 */
#ifndef _ZC26_ASM_SYSTEM_H
#define _ZC26_ASM_SYSTEM_H

#include <linux/config.h>
#include <linux/kernel.h>
#include <linux/compiler.h>

#define mb()		__asm__ __volatile__("" : : : "memory")
#define rmb()		mb()
#define wmb()		mb()
#define read_barrier_depends()	do { } while (0)

#define smp_mb()	barrier()
#define smp_rmb()	barrier()
#define smp_wmb()	barrier()
#define smp_read_barrier_depends()	do { } while (0)

#define set_mb(var, value)	do { (var) = (value); mb(); } while (0)
#define set_wmb(var, value)	do { (var) = (value); wmb(); } while (0)

#define nop()		__asm__ __volatile__("nop")

/* interrupt flag control; "flags" must be an unsigned long lvalue */
extern unsigned long __zc_local_save_flags(void);
extern unsigned long __zc_local_irq_save(void);
extern void __zc_local_irq_restore(unsigned long flags);
extern void __zc_local_irq_disable(void);
extern void __zc_local_irq_enable(void);

#define local_save_flags(x) \
	do { typecheck(unsigned long, x); (x) = __zc_local_save_flags(); } while (0)
#define local_irq_save(x) \
	do { typecheck(unsigned long, x); (x) = __zc_local_irq_save(); } while (0)
#define local_irq_restore(x) \
	do { typecheck(unsigned long, x); __zc_local_irq_restore(x); } while (0)
#define local_irq_disable()	__zc_local_irq_disable()
#define local_irq_enable()	__zc_local_irq_enable()
#define safe_halt()		__zc_local_irq_enable()
#define halt()			do { } while (0)

extern int irqs_disabled(void);

/*
 * 2.4 interrupt-flag names.  2.6 kept these for uniprocessor builds only
 * (CONFIG_SMP unset), as deprecated wrappers around the local_irq_*()
 * forms.
 */
#ifndef CONFIG_SMP
#define cli()			local_irq_disable()
#define sti()			local_irq_enable()
#define save_flags(x)		local_save_flags(x)
#define restore_flags(x)	local_irq_restore(x)
#define save_and_cli(x)		local_irq_save(x)
#endif

/* atomic exchange: the stand-ins keep the type of *ptr */
#define xchg(ptr, v) ({						\
	__typeof__(*(ptr)) __zc_xold = *(ptr);			\
	*(ptr) = (v);						\
	__zc_xold; })

#define cmpxchg(ptr, o, n) ({					\
	__typeof__(*(ptr)) __zc_cold = *(ptr);			\
	if (__zc_cold == (o))					\
		*(ptr) = (n);					\
	__zc_cold; })

#define tas(ptr)	(xchg((ptr), 1))

#endif
