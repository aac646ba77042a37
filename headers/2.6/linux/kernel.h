/*
 * zcport model of the Linux 2.6 kernel API: <linux/kernel.h>
 * printk and friends, min/max, the string<->number helpers, varargs.
 * Declarations only; written for zcport.
 */
#ifndef _ZC26_LINUX_KERNEL_H
#define _ZC26_LINUX_KERNEL_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#ifdef __KERNEL__

#include <linux/config.h>
#include <linux/linkage.h>
#include <linux/stddef.h>
#include <linux/types.h>
#include <linux/compiler.h>
#include <asm/byteorder.h>
#include <asm/bug.h>

/*
 * Varargs.  The real kernel took these from the compiler's <stdarg.h>;
 * the model is used with -nostdinc, so they are provided here on top of
 * the compiler builtins.
 */
#ifndef _ZC26_VA_LIST_DEFINED
#define _ZC26_VA_LIST_DEFINED
typedef __builtin_va_list va_list;
#define va_start(ap, last)	__builtin_va_start(ap, last)
#define va_arg(ap, type)	__builtin_va_arg(ap, type)
#define va_end(ap)		__builtin_va_end(ap)
#define va_copy(dst, src)	__builtin_va_copy(dst, src)
#define __va_copy(dst, src)	__builtin_va_copy(dst, src)
#endif

#define INT_MAX		((int)(~0U >> 1))
#define INT_MIN		(-INT_MAX - 1)
#define UINT_MAX	(~0U)
#define LONG_MAX	((long)(~0UL >> 1))
#define LONG_MIN	(-LONG_MAX - 1)
#define ULONG_MAX	(~0UL)

#define STACK_MAGIC	0xdeadbeef

#define KERN_EMERG	"<0>"	/* system is unusable */
#define KERN_ALERT	"<1>"	/* action must be taken immediately */
#define KERN_CRIT	"<2>"	/* critical conditions */
#define KERN_ERR	"<3>"	/* error conditions */
#define KERN_WARNING	"<4>"	/* warning conditions */
#define KERN_NOTICE	"<5>"	/* normal but significant condition */
#define KERN_INFO	"<6>"	/* informational */
#define KERN_DEBUG	"<7>"	/* debug-level messages */

extern int console_printk[];
#define console_loglevel	(console_printk[0])
#define default_message_loglevel (console_printk[1])
#define minimum_console_loglevel (console_printk[2])
#define default_console_loglevel (console_printk[3])

struct completion;

extern void might_sleep(void);
#define might_sleep_if(cond)	do { if (cond) might_sleep(); } while (0)

#define abs(x) ({				\
		int __zc_x = (x);		\
		(__zc_x < 0) ? -__zc_x : __zc_x;	\
	})

#define labs(x) ({				\
		long __zc_x = (x);		\
		(__zc_x < 0) ? -__zc_x : __zc_x;	\
	})

extern struct notifier_block *panic_notifier_list;
extern NORET_TYPE void panic(const char *fmt, ...)
	__attribute__((noreturn, format(printf, 1, 2)));
extern asmlinkage NORET_TYPE void do_exit(long error_code)
	__attribute__((noreturn));
extern NORET_TYPE void complete_and_exit(struct completion *, long)
	__attribute__((noreturn));

extern unsigned long simple_strtoul(const char *, char **, unsigned int);
extern long simple_strtol(const char *, char **, unsigned int);
extern unsigned long long simple_strtoull(const char *, char **, unsigned int);
extern long long simple_strtoll(const char *, char **, unsigned int);

extern int sprintf(char *buf, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
extern int vsprintf(char *buf, const char *, va_list)
	__attribute__((format(printf, 2, 0)));
extern int snprintf(char *buf, size_t size, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
extern int vsnprintf(char *buf, size_t size, const char *fmt, va_list args)
	__attribute__((format(printf, 3, 0)));
extern int scnprintf(char *buf, size_t size, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
extern int vscnprintf(char *buf, size_t size, const char *fmt, va_list args)
	__attribute__((format(printf, 3, 0)));
extern int sscanf(const char *, const char *, ...)
	__attribute__((format(scanf, 2, 3)));
extern int vsscanf(const char *, const char *, va_list)
	__attribute__((format(scanf, 2, 0)));

extern int get_option(char **str, int *pint);
extern char *get_options(const char *str, int nints, int *ints);
extern unsigned long long memparse(char *ptr, char **retptr);

extern int kernel_text_address(unsigned long addr);
extern int session_of_pgrp(int pgrp);

asmlinkage int vprintk(const char *fmt, va_list args)
	__attribute__((format(printf, 1, 0)));
asmlinkage int printk(const char *fmt, ...)
	__attribute__((format(printf, 1, 2)));
extern int printk_ratelimit(void);

static inline void console_silent(void)
{
	console_loglevel = 0;
}

static inline void console_verbose(void)
{
	if (console_loglevel)
		console_loglevel = 15;
}

extern void bust_spinlocks(int yes);
extern int oops_in_progress;
extern int panic_timeout;
extern int panic_on_oops;
extern int tainted;
extern const char *print_tainted(void);

#define TAINT_PROPRIETARY_MODULE	(1 << 0)
#define TAINT_FORCED_MODULE		(1 << 1)
#define TAINT_UNSAFE_SMP		(1 << 2)
#define TAINT_FORCED_RMMOD		(1 << 3)
#define TAINT_MACHINE_CHECK		(1 << 4)
#define TAINT_BAD_PAGE			(1 << 5)

extern enum system_states {
	SYSTEM_BOOTING,
	SYSTEM_RUNNING,
	SYSTEM_HALT,
	SYSTEM_POWER_OFF,
	SYSTEM_RESTART
} system_state;

extern void dump_stack(void);

#ifdef DEBUG
#define pr_debug(fmt, arg...) \
	printk(KERN_DEBUG fmt, ##arg)
#else
#define pr_debug(fmt, arg...) \
	do { } while (0)
#endif

#define pr_info(fmt, arg...) \
	printk(KERN_INFO fmt, ##arg)

/* Print an IPv4 address held in network byte order. */
#define NIPQUAD(addr) \
	((unsigned char *)&(addr))[0], \
	((unsigned char *)&(addr))[1], \
	((unsigned char *)&(addr))[2], \
	((unsigned char *)&(addr))[3]

#define HIPQUAD(addr) \
	((unsigned char *)&(addr))[3], \
	((unsigned char *)&(addr))[2], \
	((unsigned char *)&(addr))[1], \
	((unsigned char *)&(addr))[0]

/*
 * min()/max() evaluate each argument once and, like the 2.6 versions,
 * complain (pointer-comparison warning) when the two types differ.
 */
#define min(x, y) ({					\
	__typeof__(x) __zc_min1 = (x);			\
	__typeof__(y) __zc_min2 = (y);			\
	(void)(&__zc_min1 == &__zc_min2);		\
	__zc_min1 < __zc_min2 ? __zc_min1 : __zc_min2; })

#define max(x, y) ({					\
	__typeof__(x) __zc_max1 = (x);			\
	__typeof__(y) __zc_max2 = (y);			\
	(void)(&__zc_max1 == &__zc_max2);		\
	__zc_max1 > __zc_max2 ? __zc_max1 : __zc_max2; })

#define min_t(type, x, y) ({				\
	type __zc_mint1 = (x);				\
	type __zc_mint2 = (y);				\
	__zc_mint1 < __zc_mint2 ? __zc_mint1 : __zc_mint2; })

#define max_t(type, x, y) ({				\
	type __zc_maxt1 = (x);				\
	type __zc_maxt2 = (y);				\
	__zc_maxt1 > __zc_maxt2 ? __zc_maxt1 : __zc_maxt2; })

#define ARRAY_SIZE(x) (sizeof(x) / sizeof((x)[0]))

/* pointer to a member -> pointer to the structure containing it */
#define container_of(ptr, type, member) ({			\
	const __typeof__(((type *)0)->member) *__zc_mptr = (ptr);	\
	(type *)((char *)__zc_mptr - offsetof(type, member)); })

/* compile-time check that x has the given type */
#define typecheck(type, x) ({			\
	type __zc_dummy;			\
	__typeof__(x) __zc_dummy2;		\
	(void)(&__zc_dummy == &__zc_dummy2);	\
	1;					\
})

#define BUILD_BUG_ON(condition) ((void)sizeof(char[1 - 2 * !!(condition)]))

#endif /* __KERNEL__ */

#define SI_LOAD_SHIFT	16
struct sysinfo {
	long uptime;
	unsigned long loads[3];
	unsigned long totalram;
	unsigned long freeram;
	unsigned long sharedram;
	unsigned long bufferram;
	unsigned long totalswap;
	unsigned long freeswap;
	unsigned short procs;
	unsigned short pad;
	unsigned long totalhigh;
	unsigned long freehigh;
	unsigned int mem_unit;
	char _f[20 - 2 * sizeof(long) - sizeof(int)];
};

#ifdef __KERNEL__
extern void si_meminfo(struct sysinfo *val);
#endif

#endif /* _ZC26_LINUX_KERNEL_H */
