/*
 * zcport model of the Linux 2.6 kernel API: <linux/init.h>
 * __init/__exit markers, module_init()/module_exit(), __setup().
 */
#ifndef _ZC26_LINUX_INIT_H
#define _ZC26_LINUX_INIT_H

#include <linux/config.h>
#include <linux/compiler.h>

#define __init		__attribute__((__section__(".init.text")))
#define __initdata	__attribute__((__section__(".init.data")))
#define __exitdata	__attribute__((__section__(".exit.data")))
#define __exit_call	__attribute_used__ __attribute__((__section__(".exitcall.exit")))

#ifdef MODULE
#define __exit		__attribute__((__section__(".exit.text")))
#else
#define __exit		__attribute_used__ __attribute__((__section__(".exit.text")))
#endif

#define __INIT		.section ".init.text","ax"
#define __FINIT		.previous
#define __INITDATA	.section ".init.data","aw"

#ifndef __ASSEMBLY__

typedef int (*initcall_t)(void);
typedef void (*exitcall_t)(void);

extern initcall_t __con_initcall_start[], __con_initcall_end[];
extern initcall_t __security_initcall_start[], __security_initcall_end[];

extern char saved_command_line[];

struct obs_kernel_param {
	const char *str;
	int (*setup_func)(char *);
	int early;
};

#endif /* __ASSEMBLY__ */

#ifndef MODULE

#define __define_initcall(level, fn) \
	static initcall_t __initcall_##fn __attribute_used__ \
	__attribute__((__section__(".initcall" level ".init"))) = fn

#define core_initcall(fn)		__define_initcall("1", fn)
#define postcore_initcall(fn)		__define_initcall("2", fn)
#define arch_initcall(fn)		__define_initcall("3", fn)
#define subsys_initcall(fn)		__define_initcall("4", fn)
#define fs_initcall(fn)			__define_initcall("5", fn)
#define device_initcall(fn)		__define_initcall("6", fn)
#define late_initcall(fn)		__define_initcall("7", fn)

#define __initcall(fn)	device_initcall(fn)

#define __exitcall(fn) \
	static exitcall_t __exitcall_##fn __exit_call = fn

#define console_initcall(fn) \
	static initcall_t __initcall_##fn __attribute_used__ \
	__attribute__((__section__(".con_initcall.init"))) = fn

#define security_initcall(fn) \
	static initcall_t __initcall_##fn __attribute_used__ \
	__attribute__((__section__(".security_initcall.init"))) = fn

#define __setup_param(str, unique_id, fn, early)			\
	static char __setup_str_##unique_id[] __initdata = str;	\
	static struct obs_kernel_param __setup_##unique_id		\
		__attribute_used__					\
		__attribute__((__section__(".init.setup")))		\
		= { __setup_str_##unique_id, fn, early }

#define __setup(str, fn)	__setup_param(str, fn, fn, 0)
#define __obsolete_setup(str)	/* nothing */
#define early_param(str, fn)	__setup_param(str, fn, fn, 1)

/* built-in code: module_init() is an ordinary device initcall */
#define module_init(x)	__initcall(x);
#define module_exit(x)	__exitcall(x);

#else /* MODULE */

#define core_initcall(fn)		module_init(fn)
#define postcore_initcall(fn)		module_init(fn)
#define arch_initcall(fn)		module_init(fn)
#define subsys_initcall(fn)		module_init(fn)
#define fs_initcall(fn)			module_init(fn)
#define device_initcall(fn)		module_init(fn)
#define late_initcall(fn)		module_init(fn)

#define security_initcall(fn)		module_init(fn)

/*
 * In a module the init/exit functions become init_module() and
 * cleanup_module(); the inline test functions type-check them.
 */
#define module_init(initfn)					\
	static inline initcall_t __attribute__((unused))	\
	__inittest(void)					\
	{ return initfn; }					\
	int init_module(void) __attribute__((alias(#initfn)))

#define module_exit(exitfn)					\
	static inline exitcall_t __attribute__((unused))	\
	__exittest(void)					\
	{ return exitfn; }					\
	void cleanup_module(void) __attribute__((alias(#exitfn)))

/* boot-command-line hooks are ignored for modules; keep fn "used" */
#define __setup(str, fn)					\
	static int (*__setup_##fn)(char *) __attribute__((unused)) = fn

#define __obsolete_setup(str)	/* nothing */

#endif /* MODULE */

#ifdef MODULE
#define __init_or_module
#define __initdata_or_module
#else
#define __init_or_module __init
#define __initdata_or_module __initdata
#endif

/* hot-plug aware markers; with CONFIG_HOTPLUG unset they are __init */
#define __devinit		__init
#define __devinitdata		__initdata
#define __devexit		__exit
#define __devexitdata		__exitdata
#define __cpuinit
#define __cpuinitdata

#ifdef MODULE
#define __exit_p(x)		x
#else
#define __exit_p(x)		NULL
#endif
#define __devexit_p(x)		__exit_p(x)

#endif /* _ZC26_LINUX_INIT_H */
