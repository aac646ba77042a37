#ifndef _LINUX_MODULE_H
#define _LINUX_MODULE_H

/*
 * zcport model of the Linux 2.4 API: loadable module support.
 *
 * The MODULE_* tags become strings in the .modinfo section, as in
 * 2.4; use counts are kept in struct module and changed with
 * MOD_INC_USE_COUNT / MOD_DEC_USE_COUNT.
 */

#include <linux/config.h>
#include <linux/types.h>
#include <linux/list.h>
#include <linux/errno.h>

#include <asm/atomic.h>

#ifdef __GENKSYMS__
#define _set_ver(sym) sym
#undef MODVERSIONS
#define MODVERSIONS
#else
#if defined(MODVERSIONS) && !defined(__GENKSYMS__) && !defined(_set_ver)
#define _set_ver(sym) sym
#endif
#endif

#define __MODULE_STRING_1(x)	#x
#define __MODULE_STRING(x)	__MODULE_STRING_1(x)

struct module_symbol {
	unsigned long value;
	const char *name;
};

struct module_ref {
	struct module *dep;	/* the module depended upon */
	struct module *ref;	/* the module that depends on it */
	struct module_ref *next_ref;
};

struct module_persist;

struct module {
	unsigned long size_of_struct;	/* sizeof(module) */
	struct module *next;
	const char *name;
	unsigned long size;

	union {
		atomic_t usecount;
		long pad;
	} uc;				/* use count */

	unsigned long flags;		/* MOD_* */

	unsigned nsyms;
	unsigned ndeps;

	struct module_symbol *syms;
	struct module_ref *deps;
	struct module_ref *refs;
	int (*init)(void);
	void (*cleanup)(void);
	const struct exception_table_entry *ex_table_start;
	const struct exception_table_entry *ex_table_end;
	const struct module_persist *persist_start;
	const struct module_persist *persist_end;
	int (*can_unload)(void);
	int runsize;
	const char *kallsyms_start;
	const char *kallsyms_end;
	const char *archdata_start;
	const char *archdata_end;
	const char *kernel_data;
};

struct module_info {
	unsigned long addr;
	unsigned long size;
	unsigned long flags;
	long usecount;
};

/* bits of module.flags */
#define MOD_UNINITIALIZED	0
#define MOD_RUNNING		1
#define MOD_DELETED		2
#define MOD_AUTOCLEAN		4
#define MOD_VISITED		8
#define MOD_USED_ONCE		16
#define MOD_JUST_FREED		32
#define MOD_INITIALIZING	64

/* values for query_module's which */
#define QM_MODULES	1
#define QM_DEPS		2
#define QM_REFS		3
#define QM_SYMBOLS	4
#define QM_INFO		5

/* is the module live enough to be queried? */
#define MOD_CAN_QUERY(mod) (((mod)->flags & (MOD_RUNNING | \
					      MOD_INITIALIZING)) && \
			    !((mod)->flags & MOD_DELETED))

/* is @member inside the struct module insmod actually filled in? */
#define mod_member_present(mod, member) \
	((unsigned long) (&((struct module *) 0L)->member + 1) \
	 <= (mod)->size_of_struct)

#define mod_bound(p, n, m) \
	((unsigned long) (p) >= \
	 ((unsigned long) (m) + ((m)->size_of_struct)) && \
	 (unsigned long) ((p) + (n)) <= (unsigned long) (m) + (m)->size)

#define GET_USE_COUNT(module)	(atomic_read(&(module)->uc.usecount))

/* adjust the use count of a module */
#define __MOD_INC_USE_COUNT(mod) \
	(atomic_inc(&(mod)->uc.usecount), \
	 (mod)->flags |= MOD_VISITED | MOD_USED_ONCE)
#define __MOD_DEC_USE_COUNT(mod) \
	(atomic_dec(&(mod)->uc.usecount), (mod)->flags |= MOD_VISITED)
#define __MOD_IN_USE(mod) \
	(mod_member_present((mod), can_unload) && (mod)->can_unload \
	 ? (mod)->can_unload() : atomic_read(&(mod)->uc.usecount))

extern void inter_module_register(const char *, struct module *,
				  const void *);
extern void inter_module_unregister(const char *);
extern const void *inter_module_get(const char *);
extern const void *inter_module_get_request(const char *, const char *);
extern void inter_module_put(const char *);

struct inter_module_entry {
	struct list_head list;
	const char *im_name;
	struct module *owner;
	const void *userdata;
};

extern int try_inc_mod_count(struct module *mod);

#if defined(MODULE) && !defined(__GENKSYMS__)

/* module tags: strings collected in the .modinfo section */

#define MODULE_AUTHOR(name) \
	const char __module_author[] \
	__attribute__((section(".modinfo"), unused)) = \
	"author=" name

#define MODULE_DESCRIPTION(desc) \
	const char __module_description[] \
	__attribute__((section(".modinfo"), unused)) = \
	"description=" desc

/* the kind of device the module drives */
#define MODULE_SUPPORTED_DEVICE(dev) \
	const char __module_device[] \
	__attribute__((section(".modinfo"), unused)) = \
	"device=" dev

/*
 * Declare a load-time parameter.  The type string is an optional
 * element count or range followed by one letter: b (byte),
 * h (short), i (int), l (long) or s (string); e.g. "i", "1-4i".
 */
#define MODULE_PARM(var, type) \
	const char __module_parm_##var[] \
	__attribute__((section(".modinfo"), unused)) = \
	"parm_" __MODULE_STRING(var) "=" type

#define MODULE_PARM_DESC(var, desc) \
	const char __module_parm_desc_##var[] \
	__attribute__((section(".modinfo"), unused)) = \
	"parm_desc_" __MODULE_STRING(var) "=" desc

/* publish a device ID table (e.g. pci) for hotplug tools */
#define MODULE_GENERIC_TABLE(gtype, name) \
	static const unsigned long __module_##gtype##_size \
	__attribute__((unused)) = sizeof(struct gtype##_id); \
	static const struct gtype##_id *__module_##gtype##_table \
	__attribute__((unused)) = name

#define MODULE_DEVICE_TABLE(type, name) \
	MODULE_GENERIC_TABLE(type##_device, name)

/* free-software licenses ("GPL" etc.) keep the kernel untainted */
#define MODULE_LICENSE(license) \
	static const char __module_license[] \
	__attribute__((section(".modinfo"), unused)) = \
	"license=" license

/* the module's own struct module, filled in by insmod */
extern struct module __this_module;
#define THIS_MODULE	(&__this_module)

#define MOD_INC_USE_COUNT	__MOD_INC_USE_COUNT(THIS_MODULE)
#define MOD_DEC_USE_COUNT	__MOD_DEC_USE_COUNT(THIS_MODULE)
#define MOD_IN_USE		__MOD_IN_USE(THIS_MODULE)

#include <linux/version.h>
static const char __module_kernel_version[]
	__attribute__((section(".modinfo"), unused)) =
	"kernel_version=" UTS_RELEASE;

#else /* !MODULE || __GENKSYMS__ */

#define MODULE_AUTHOR(name)
#define MODULE_LICENSE(license)
#define MODULE_DESCRIPTION(desc)
#define MODULE_SUPPORTED_DEVICE(name)
#define MODULE_PARM(var, type)
#define MODULE_PARM_DESC(var, desc)

/* built-in code: no module structure */
#define MODULE_GENERIC_TABLE(gtype, name)
#define MODULE_DEVICE_TABLE(type, name)

#define THIS_MODULE		NULL

#define MOD_INC_USE_COUNT	do { } while (0)
#define MOD_DEC_USE_COUNT	do { } while (0)
#define MOD_IN_USE		1

#endif /* !MODULE || __GENKSYMS__ */

/* export a symbol to other modules */
#if defined(__GENKSYMS__)

#define EXPORT_SYMBOL(var)		export var
#define EXPORT_SYMBOL_NOVERS(var)	export var
#define EXPORT_SYMBOL_GPL(var)		export var

#elif !defined(CONFIG_MODULES)

#define __EXPORT_SYMBOL(sym, str)
#define EXPORT_SYMBOL(var)
#define EXPORT_SYMBOL_NOVERS(var)
#define EXPORT_SYMBOL_GPL(var)

#else

#define __EXPORT_SYMBOL(sym, str) \
	const char __kstrtab_##sym[] \
	__attribute__((section(".kstrtab"))) = str; \
	const struct module_symbol __ksymtab_##sym \
	__attribute__((section("__ksymtab"))) = \
	{ (unsigned long) &sym, __kstrtab_##sym }

#define EXPORT_SYMBOL(var) \
	__EXPORT_SYMBOL(var, __MODULE_STRING(var))
#define EXPORT_SYMBOL_NOVERS(var) \
	__EXPORT_SYMBOL(var, __MODULE_STRING(var))
#define EXPORT_SYMBOL_GPL(var) \
	__EXPORT_SYMBOL(var, __MODULE_STRING(var))

#endif

/* the module exports nothing: keep the symbol table empty */
#if defined(MODULE) && !defined(__GENKSYMS__)
#define EXPORT_NO_SYMBOLS \
	__asm__(".section __ksymtab\n.previous")
#else
#define EXPORT_NO_SYMBOLS
#endif

#ifdef CONFIG_MODULES
#define SET_MODULE_OWNER(some_struct) \
	do { (some_struct)->owner = THIS_MODULE; } while (0)
#else
#define SET_MODULE_OWNER(some_struct) do { } while (0)
#endif

extern void print_modules(void);

#endif /* _LINUX_MODULE_H */
