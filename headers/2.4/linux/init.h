#ifndef _LINUX_INIT_H
#define _LINUX_INIT_H

/*
 * zcport model of the Linux 2.4 API: init/exit sections and the
 * module_init()/module_exit() hooks.
 *
 * When built as a module, module_init(fn) makes init_module an
 * alias of fn (and checks fn's type); without MODULE the function
 * goes into the initcall table instead.
 */

#include <linux/config.h>

typedef int (*initcall_t)(void);
typedef void (*exitcall_t)(void);

extern initcall_t __initcall_start, __initcall_end;

struct kernel_param {
	const char *str;
	int (*setup_func)(char *);
};

extern struct kernel_param __setup_start, __setup_end;

#ifndef MODULE

#define __initcall(fn) \
	static initcall_t __initcall_##fn __attribute__((unused, \
		__section__(".initcall.init"))) = fn
#define __exitcall(fn) \
	static exitcall_t __exitcall_##fn __attribute__((unused, \
		__section__(".exitcall.exit"))) = fn

#define __setup(str, fn) \
	static char __setup_str_##fn[] __initdata = str; \
	static struct kernel_param __setup_##fn __attribute__((unused)) \
		__attribute__((__section__(".setup.init"))) = \
		{ __setup_str_##fn, fn }

#define __init		__attribute__((__section__(".text.init")))
#define __exit		__attribute__((unused, __section__(".text.exit")))
#define __initdata	__attribute__((__section__(".data.init")))
#define __exitdata	__attribute__((unused, __section__(".data.exit")))
#define __initsetup	__attribute__((unused, __section__(".setup.init")))
#define __init_call	__attribute__((unused, __section__(".initcall.init")))
#define __exit_call	__attribute__((unused, __section__(".exitcall.exit")))

#define __INIT		.section ".text.init", "ax"
#define __FINIT		.previous
#define __INITDATA	.section ".data.init", "aw"

#define module_init(x)	__initcall(x);
#define module_exit(x)	__exitcall(x);

#else /* MODULE */

#define __init
#define __exit
#define __initdata
#define __exitdata
#define __initcall(fn)
#define __exitcall(fn)
/* parameters of a built-in driver are plain module parameters here */
#define __setup(str, func)

#define module_init(initfn) \
	static inline __attribute__((unused)) initcall_t __inittest(void) \
	{ return initfn; } \
	int init_module(void) __attribute__((alias(#initfn)));

#define module_exit(exitfn) \
	static inline __attribute__((unused)) exitcall_t __exittest(void) \
	{ return exitfn; } \
	void cleanup_module(void) __attribute__((alias(#exitfn)));

#endif /* MODULE */

#ifdef CONFIG_HOTPLUG
#define __devinit
#define __devinitdata
#define __devexit
#define __devexitdata
#else
#define __devinit	__init
#define __devinitdata	__initdata
#define __devexit	__exit
#define __devexitdata	__exitdata
#endif

/* reference an __exit function only where it can exist */
#if defined(MODULE) || defined(CONFIG_HOTPLUG)
#define __devexit_p(x)	x
#else
#define __devexit_p(x)	NULL
#endif

#ifdef MODULE
#define __exit_p(x)	x
#else
#define __exit_p(x)	NULL
#endif

#endif /* _LINUX_INIT_H */
