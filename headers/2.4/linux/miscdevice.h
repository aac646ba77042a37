#ifndef _LINUX_MISCDEVICE_H
#define _LINUX_MISCDEVICE_H

/*
 * zcport model of the Linux 2.4 API: minor numbers on the shared
 * misc character major (10).
 */

#include <linux/module.h>
#include <linux/major.h>
#include <linux/list.h>
#include <linux/devfs_fs_kernel.h>

#define BUSMOUSE_MINOR		0
#define PSMOUSE_MINOR		1
#define MS_BUSMOUSE_MINOR	2
#define ATIXL_BUSMOUSE_MINOR	3
#define SUN_MOUSE_MINOR		6
#define APOLLO_MOUSE_MINOR	7
#define PC110PAD_MINOR		9
#define WATCHDOG_MINOR		130
#define TEMP_MINOR		131
#define RTC_MINOR		135
#define SUN_OPENPROM_MINOR	139
#define NVRAM_MINOR		144
#define I2O_MINOR		166
#define MICROCODE_MINOR		184
#define MISC_DYNAMIC_MINOR	255

extern int misc_init(void);

struct miscdevice {
	int minor;
	const char *name;
	struct file_operations *fops;
	struct miscdevice *next, *prev;
	devfs_handle_t devfs_handle;
};

extern int misc_register(struct miscdevice *misc);
extern int misc_deregister(struct miscdevice *misc);

#endif /* _LINUX_MISCDEVICE_H */
