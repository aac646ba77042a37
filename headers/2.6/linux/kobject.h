/* zcport model of Linux 2.6: <linux/kobject.h> (declarations only) */
#ifndef _ZC26_LINUX_KOBJECT_H
#define _ZC26_LINUX_KOBJECT_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#ifdef __KERNEL__

#include <linux/types.h>
#include <linux/list.h>
#include <linux/sysfs.h>
#include <linux/rwsem.h>
#include <linux/kref.h>
#include <linux/kernel.h>
#include <asm/atomic.h>

#define KOBJ_NAME_LEN	20

struct kset;
struct kobj_type;
struct dentry;

struct kobject {
	char			*k_name;
	char			name[KOBJ_NAME_LEN];
	struct kref		kref;
	struct list_head	entry;
	struct kobject		*parent;
	struct kset		*kset;
	struct kobj_type	*ktype;
	struct dentry		*dentry;
};

extern int kobject_set_name(struct kobject *, const char *, ...)
	__attribute__((format(printf, 2, 3)));

static inline char *kobject_name(struct kobject *kobj)
{
	return kobj->k_name;
}

extern void kobject_init(struct kobject *);
extern void kobject_cleanup(struct kobject *);
extern int kobject_add(struct kobject *);
extern void kobject_del(struct kobject *);
extern int kobject_rename(struct kobject *, char *new_name);
extern int kobject_register(struct kobject *);
extern void kobject_unregister(struct kobject *);
extern struct kobject *kobject_get(struct kobject *);
extern void kobject_put(struct kobject *);
extern char *kobject_get_path(struct kobject *, int);

struct kobj_type {
	void (*release)(struct kobject *);
	struct sysfs_ops *sysfs_ops;
	struct attribute **default_attrs;
};

struct kset_hotplug_ops {
	int (*filter)(struct kset *kset, struct kobject *kobj);
	char *(*name)(struct kset *kset, struct kobject *kobj);
	int (*hotplug)(struct kset *kset, struct kobject *kobj, char **envp,
		       int num_envp, char *buffer, int buffer_size);
};

struct kset {
	struct subsystem	*subsys;
	struct kobj_type	*ktype;
	struct list_head	list;
	struct kobject		kobj;
	struct kset_hotplug_ops	*hotplug_ops;
};

extern void kset_init(struct kset *k);
extern int kset_add(struct kset *k);
extern int kset_register(struct kset *k);
extern void kset_unregister(struct kset *k);

static inline struct kset *to_kset(struct kobject *kobj)
{
	return kobj ? container_of(kobj, struct kset, kobj) : NULL;
}

static inline struct kset *kset_get(struct kset *k)
{
	return k ? to_kset(kobject_get(&k->kobj)) : NULL;
}

static inline void kset_put(struct kset *k)
{
	kobject_put(&k->kobj);
}

extern struct kobject *kset_find_obj(struct kset *, const char *);

struct subsystem {
	struct kset		kset;
	struct rw_semaphore	rwsem;
};

#define decl_subsys(_name, _type, _hotplug_ops)			\
	struct subsystem _name##_subsys = {				\
		.kset = {						\
			.kobj = { .name = __stringify(_name) },		\
			.ktype = _type,					\
			.hotplug_ops = _hotplug_ops,			\
		}							\
	}

extern void subsystem_init(struct subsystem *);
extern int subsystem_register(struct subsystem *);
extern void subsystem_unregister(struct subsystem *);

struct subsys_attribute {
	struct attribute attr;
	ssize_t (*show)(struct subsystem *, char *);
	ssize_t (*store)(struct subsystem *, const char *, size_t);
};

extern int subsys_create_file(struct subsystem *, struct subsys_attribute *);
extern void subsys_remove_file(struct subsystem *, struct subsys_attribute *);

#endif /* __KERNEL__ */

#endif
