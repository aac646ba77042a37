/*
 * zcport model of the Linux 2.6 kernel API: <linux/module.h>
 *
 * MODULE_* tags, EXPORT_SYMBOL*, THIS_MODULE and the module reference
 * counting of 2.6 (try_module_get/module_put).  The 2.4 names that 2.6
 * still carried are here as well: MOD_INC_USE_COUNT / MOD_DEC_USE_COUNT
 * (deprecated: every use draws a -Wdeprecated-declarations warning, as
 * on a real 2.6 build) and MODULE_PARM (obsolete form of module_param).
 * 2.6.9 has no MOD_IN_USE, EXPORT_NO_SYMBOLS or try_inc_mod_count.
 */
#ifndef _ZC26_LINUX_MODULE_H
#define _ZC26_LINUX_MODULE_H

#include <linux/config.h>
#include <linux/sched.h>
#include <linux/spinlock.h>
#include <linux/list.h>
#include <linux/stat.h>
#include <linux/compiler.h>
#include <linux/cache.h>
#include <linux/kmod.h>
#include <linux/stringify.h>
#include <linux/init.h>
#include <linux/moduleparam.h>
#include <asm/atomic.h>


#define MODULE_NAME_LEN (64 - sizeof(unsigned long))

struct kernel_symbol {
	unsigned long value;
	const char *name;
};

struct modversion_info {
	unsigned long crc;
	char name[MODULE_NAME_LEN];
};

struct exception_table_entry;

extern int init_module(void);
extern void cleanup_module(void);

/* unique identifiers for repeated MODULE_* tags in one file */
#define __ZC_MODCAT2(a, b)	a##b
#define __ZC_MODCAT(a, b)	__ZC_MODCAT2(a, b)

#ifdef MODULE
#define __MODULE_INFO(tag, name, info)					\
	static const char __ZC_MODCAT(__mod_##tag, __LINE__)[]		\
	__attribute_used__ __attribute__((unused, section(".modinfo")))	\
	= __stringify(tag) "=" info
#else
#define __MODULE_INFO(tag, name, info)					\
	static const char __ZC_MODCAT(__mod_##tag, __LINE__)[]		\
	__attribute__((unused)) = __stringify(tag) "=" info
#endif

#define MODULE_INFO(tag, info)	__MODULE_INFO(tag, tag, info)

#define MODULE_ALIAS(_alias)		MODULE_INFO(alias, _alias)
#define MODULE_LICENSE(_license)	MODULE_INFO(license, _license)
#define MODULE_AUTHOR(_author)		MODULE_INFO(author, _author)
#define MODULE_DESCRIPTION(_desc)	MODULE_INFO(description, _desc)
#define MODULE_VERSION(_version)	MODULE_INFO(version, _version)
#define MODULE_SUPPORTED_DEVICE(name)	MODULE_INFO(supported_device, name)
#define MODULE_PARM_DESC(_parm, desc) \
	__MODULE_INFO(parm, _parm, #_parm ":" desc)

#define MODULE_ALIAS_CHARDEV(major, minor) \
	MODULE_ALIAS("char-major-" __stringify(major) "-" __stringify(minor))
#define MODULE_ALIAS_CHARDEV_MAJOR(major) \
	MODULE_ALIAS("char-major-" __stringify(major) "-*")
#define MODULE_ALIAS_BLOCKDEV(major, minor) \
	MODULE_ALIAS("block-major-" __stringify(major) "-" __stringify(minor))
#define MODULE_ALIAS_BLOCKDEV_MAJOR(major) \
	MODULE_ALIAS("block-major-" __stringify(major) "-*")

/* ties a device-id table to the module for hotplug; type-checked */
#define MODULE_DEVICE_TABLE(type, name)					\
	static const struct type##_device_id *__mod_##type##_device_table \
	__attribute__((unused)) = (name)

#define MODULE_GENERIC_TABLE(gtype, name)				\
	static const void *__mod_##gtype##_table			\
	__attribute__((unused)) = (name)

/* exported symbols: modelled as a redeclaration that must type-check */
#define EXPORT_SYMBOL(sym)	extern __typeof__(sym) sym
#define EXPORT_SYMBOL_GPL(sym)	extern __typeof__(sym) sym
#define EXPORT_SYMBOL_NOVERS(sym) EXPORT_SYMBOL(sym)


struct module_ref {
	atomic_t count;
} ____cacheline_aligned;

enum module_state {
	MODULE_STATE_LIVE,
	MODULE_STATE_COMING,
	MODULE_STATE_GOING,
};

struct module_attribute;
struct module_kobject;
struct module_param_attrs;
struct mod_arch_specific { int unused; };

struct module {
	enum module_state state;

	struct list_head list;

	char name[MODULE_NAME_LEN];

	const struct kernel_symbol *syms;
	unsigned int num_syms;
	const unsigned long *crcs;

	const struct kernel_symbol *gpl_syms;
	unsigned int num_gpl_syms;
	const unsigned long *gpl_crcs;

	unsigned int num_exentries;
	const struct exception_table_entry *extable;

	int (*init)(void);

	void *module_init;
	void *module_core;
	unsigned long init_size, core_size;
	unsigned long init_text_size, core_text_size;

	struct mod_arch_specific arch;

	int unsafe;
	int license_gplok;

	struct module_ref ref[NR_CPUS];
	struct list_head modules_which_use_me;
	struct task_struct *waiter;
	void (*exit)(void);

	char *args;
};

#ifdef MODULE
extern struct module __this_module;
#define THIS_MODULE (&__this_module)
#else
#define THIS_MODULE ((struct module *)0)
#endif

extern struct module *module_text_address(unsigned long addr);
extern int module_is_live(struct module *mod);
extern unsigned int module_refcount(struct module *mod);
extern void __symbol_put(const char *symbol);
extern void symbol_put_addr(void *addr);
extern void *__symbol_get(const char *symbol);

#define symbol_get(x)	((__typeof__(&x))(__symbol_get(__stringify(x))))
#define symbol_put(x)	__symbol_put(__stringify(x))

/* 2.6 reference counting: owners are pinned by whoever calls in */
extern void __module_get(struct module *module);
extern int try_module_get(struct module *module);
extern void module_put(struct module *module);

#define __unsafe(mod)	do { } while (0)

/*
 * 2.4 module use counting, still present but deprecated in 2.6: the
 * module loader pins modules through fops->owner instead.
 */
static inline void __deprecated __MOD_INC_USE_COUNT(struct module *module)
{
	__module_get(module);
}

static inline void __deprecated __MOD_DEC_USE_COUNT(struct module *module)
{
	module_put(module);
}

#define MOD_INC_USE_COUNT	__MOD_INC_USE_COUNT(THIS_MODULE)
#define MOD_DEC_USE_COUNT	__MOD_DEC_USE_COUNT(THIS_MODULE)

/* obsolete parameter declaration; use module_param() in new code */
struct obsolete_modparm {
	char name[64];
	char type[64 - sizeof(void *)];
	void *addr;
};

#define MODULE_PARM(var, type)						\
	static struct obsolete_modparm __parm_##var			\
	__attribute__((unused)) = { __stringify(var), type, (void *)&(var) }

/* old inter-module communication, deprecated in 2.6 */
extern void inter_module_register(const char *, struct module *,
				  const void *);
extern void inter_module_unregister(const char *);
extern const void *inter_module_get(const char *);
extern const void *inter_module_get_request(const char *, const char *);
extern void inter_module_put(const char *);

extern int module_get_kallsym(unsigned int symnum, unsigned long *value,
			      char *type, char namebuf[128]);
extern unsigned long module_kallsyms_lookup_name(const char *name);
extern void print_modules(void);

#define __MODULE_STRING(x)	__stringify(x)

#endif /* _ZC26_LINUX_MODULE_H */
