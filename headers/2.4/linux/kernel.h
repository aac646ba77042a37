#ifndef _LINUX_KERNEL_H
#define _LINUX_KERNEL_H

/*
 * zcport model of the Linux 2.4 API: printk, panic, the string
 * formatting helpers and small utility macros.
 *
 * Varargs come from the compiler builtins; this header deliberately
 * does not include <stdarg.h> (the checker runs with -nostdinc).
 */

#ifdef __KERNEL__

#include <linux/config.h>
#include <linux/linkage.h>
#include <linux/stddef.h>
#include <linux/types.h>
#include <linux/compiler.h>

#ifndef _VA_LIST_DEFINED
#define _VA_LIST_DEFINED
typedef __builtin_va_list va_list;
#endif

#ifndef va_start
#define va_start(ap, last)	__builtin_va_start(ap, last)
#define va_arg(ap, type)	__builtin_va_arg(ap, type)
#define va_end(ap)		__builtin_va_end(ap)
#define va_copy(dst, src)	__builtin_va_copy(dst, src)
#endif

/* Optimization barrier */
#define barrier() __asm__ __volatile__("" : : : "memory")

#define INT_MAX		((int)(~0U >> 1))
#define INT_MIN		(-INT_MAX - 1)
#define UINT_MAX	(~0U)
#define LONG_MAX	((long)(~0UL >> 1))
#define LONG_MIN	(-LONG_MAX - 1)
#define ULONG_MAX	(~0UL)

#define STACK_MAGIC	0xdeadbeef

#define KERN_EMERG	"<0>"
#define KERN_ALERT	"<1>"
#define KERN_CRIT	"<2>"
#define KERN_ERR	"<3>"
#define KERN_WARNING	"<4>"
#define KERN_NOTICE	"<5>"
#define KERN_INFO	"<6>"
#define KERN_DEBUG	"<7>"

extern int console_printk[];

#define console_loglevel	(console_printk[0])
#define default_message_loglevel (console_printk[1])
#define minimum_console_loglevel (console_printk[2])
#define default_console_loglevel (console_printk[3])

#define NORET_TYPE	/**/
#define ATTRIB_NORET	__attribute__((noreturn))
#define NORET_AND	noreturn,

struct completion;

extern struct notifier_block *panic_notifier_list;
NORET_TYPE void panic(const char *fmt, ...)
	__attribute__((NORET_AND format(printf, 1, 2)));
asmlinkage NORET_TYPE void do_exit(long error_code) ATTRIB_NORET;
NORET_TYPE void complete_and_exit(struct completion *, long) ATTRIB_NORET;

extern unsigned long simple_strtoul(const char *, char **, unsigned int);
extern long simple_strtol(const char *, char **, unsigned int);
extern unsigned long long simple_strtoull(const char *, char **,
					  unsigned int);
extern long long simple_strtoll(const char *, char **, unsigned int);

extern int sprintf(char *buf, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
extern int vsprintf(char *buf, const char *, va_list);
extern int snprintf(char *buf, size_t size, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
extern int vsnprintf(char *buf, size_t size, const char *fmt, va_list args);

extern int sscanf(const char *, const char *, ...)
	__attribute__((format(scanf, 2, 3)));
extern int vsscanf(const char *, const char *, va_list);

extern int get_option(char **str, int *pint);
extern char *get_options(char *str, int nints, int *ints);
extern unsigned long long memparse(char *ptr, char **retptr);
extern void dev_probe_lock(void);
extern void dev_probe_unlock(void);

extern int session_of_pgrp(int pgrp);

asmlinkage int printk(const char *fmt, ...)
	__attribute__((format(printf, 1, 2)));

extern int oops_in_progress;
extern int tainted;
extern const char *print_tainted(void);
#define TAINT_PROPRIETORY_MODULE	(1 << 0)
#define TAINT_FORCED_MODULE		(1 << 1)
#define TAINT_UNSAFE_SMP		(1 << 2)

extern void dump_stack(void);

#if DEBUG
#define pr_debug(fmt, arg...) printk(KERN_DEBUG fmt, ##arg)
#else
#define pr_debug(fmt, arg...) do { } while (0)
#endif

#define pr_info(fmt, arg...) printk(KERN_INFO fmt, ##arg)

/* print an IPv4 address held in network byte order */
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
 * min()/max() insist on both sides having the same type (the
 * pointer comparison makes the compiler complain otherwise);
 * min_t()/max_t() convert both to the named type first.
 */
#define min(x, y) ({ \
	const __typeof__(x) _mn_x = (x); \
	const __typeof__(y) _mn_y = (y); \
	(void) (&_mn_x == &_mn_y); \
	_mn_x < _mn_y ? _mn_x : _mn_y; })

#define max(x, y) ({ \
	const __typeof__(x) _mx_x = (x); \
	const __typeof__(y) _mx_y = (y); \
	(void) (&_mx_x == &_mx_y); \
	_mx_x > _mx_y ? _mx_x : _mx_y; })

#define min_t(type, x, y) \
	({ type _mnt_x = (x); type _mnt_y = (y); \
	   _mnt_x < _mnt_y ? _mnt_x : _mnt_y; })
#define max_t(type, x, y) \
	({ type _mxt_x = (x); type _mxt_y = (y); \
	   _mxt_x > _mxt_y ? _mxt_x : _mxt_y; })

#endif /* __KERNEL__ */

#define SI_LOAD_SHIFT	16
/* returned by the sysinfo() system call; memory sizes in mem_unit */
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

#endif /* _LINUX_KERNEL_H */
