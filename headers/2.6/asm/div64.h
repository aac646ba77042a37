/*
 * zcport model of Linux 2.6 (x86): <asm/div64.h>
 * do_div(n, base): divides the 64-bit lvalue n in place by the 32-bit
 * base and evaluates to the remainder.
 */
#ifndef _ZC26_ASM_DIV64_H
#define _ZC26_ASM_DIV64_H

#define do_div(n, base) ({					\
	unsigned long __zc_base = (base);			\
	unsigned long __zc_rem;					\
	__zc_rem = (unsigned long)((n) % __zc_base);		\
	(n) = (n) / __zc_base;					\
	__zc_rem;						\
})


#endif
