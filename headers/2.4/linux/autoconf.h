#ifndef _LINUX_AUTOCONF_H
#define _LINUX_AUTOCONF_H

/*
 * zcport model of the Linux 2.4 API: a small, fixed kernel
 * configuration (uniprocessor i386, modules, PCI, /proc).
 * SMP, HIGHMEM, DEVFS and MODVERSIONS are deliberately off.
 */

/* what a generated 2.4 autoconf.h says of itself (module.h tests it) */
#define AUTOCONF_INCLUDED

#define CONFIG_X86 1
#define CONFIG_ISA 1
#define CONFIG_MODULES 1
#define CONFIG_KMOD 1
#define CONFIG_NET 1
#define CONFIG_PCI 1
#define CONFIG_PROC_FS 1
#define CONFIG_SYSCTL 1
#define CONFIG_BLK_DEV_LOOP 1
#define CONFIG_BLK_DEV_RAM 1
#define CONFIG_NOHIGHMEM 1

#undef CONFIG_SMP
#undef CONFIG_HIGHMEM
#undef CONFIG_DEVFS_FS
#undef CONFIG_MODVERSIONS

#endif /* _LINUX_AUTOCONF_H */
