/*
 * zcport model of Linux 2.6: <linux/config.h>
 *
 * Stands in for the generated autoconf.h of a typical uniprocessor x86
 * 2.6.9 configuration.  CONFIG_SMP is deliberately left undefined, so
 * the UP-only compatibility macros (cli/sti/save_flags/restore_flags)
 * are available, as they were on a 2.6 UP build.  CONFIG_MODVERSIONS is
 * left undefined too: 2.6 no longer has <linux/modversions.h>.
 */
#ifndef _ZC26_LINUX_CONFIG_H
#define _ZC26_LINUX_CONFIG_H

#define CONFIG_X86 1
#define CONFIG_X86_32 1
#define CONFIG_MMU 1
#define CONFIG_MODULES 1
#define CONFIG_MODULE_UNLOAD 1
#define CONFIG_KMOD 1
#define CONFIG_PCI 1
#define CONFIG_ISA 1
#define CONFIG_PROC_FS 1
#define CONFIG_SYSFS 1
#define CONFIG_DEVFS_FS 1
#define CONFIG_BLK_DEV_RAM 1
#define CONFIG_SYSCTL 1
#define CONFIG_HIGHMEM 1
#define CONFIG_MAX_RAW_DEVS 256

#endif
