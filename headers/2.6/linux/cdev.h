/*
 * zcport model of the Linux 2.6 kernel API: <linux/cdev.h>
 * The 2.6 character-device object (alternative to register_chrdev()).
 */
#ifndef _ZC26_LINUX_CDEV_H
#define _ZC26_LINUX_CDEV_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#ifdef __KERNEL__

#include <linux/kobject.h>
#include <linux/list.h>
#include <linux/types.h>

struct module;
struct file_operations;
struct inode;

struct cdev {
	struct kobject kobj;
	struct module *owner;
	struct file_operations *ops;
	struct list_head list;
	dev_t dev;
	unsigned int count;
};

extern void cdev_init(struct cdev *, struct file_operations *);
extern struct cdev *cdev_alloc(void);
extern void cdev_put(struct cdev *p);
extern int cdev_add(struct cdev *, dev_t, unsigned);
extern void cdev_del(struct cdev *);
extern void cd_forget(struct inode *);

#endif

#endif
