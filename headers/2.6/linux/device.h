/*
 * zcport model of the Linux 2.6 kernel API: <linux/device.h>
 * The driver model: struct device, device_driver, bus_type, classes
 * (including the 2.6.2-2.6.12 class_simple helpers), platform devices,
 * dev_printk() and friends.
 */
#ifndef _ZC26_LINUX_DEVICE_H
#define _ZC26_LINUX_DEVICE_H

#include <linux/config.h>
#include <linux/ioport.h>
#include <linux/kobject.h>
#include <linux/list.h>
#include <linux/spinlock.h>
#include <linux/types.h>
#include <linux/module.h>
#include <linux/pm.h>
#include <asm/semaphore.h>
#include <asm/atomic.h>

#define DEVICE_NAME_SIZE	50
#define DEVICE_NAME_HALF	__stringify(20)
#define DEVICE_ID_SIZE		32
#define BUS_ID_SIZE		KOBJ_NAME_LEN

enum {
	SUSPEND_NOTIFY,
	SUSPEND_SAVE_STATE,
	SUSPEND_DISABLE,
	SUSPEND_POWER_DOWN,
};

enum {
	RESUME_POWER_ON,
	RESUME_RESTORE_STATE,
	RESUME_ENABLE,
};

struct device;
struct device_driver;
struct class;
struct class_device;
struct class_simple;
struct dma_coherent_mem;

struct bus_type {
	char			*name;
	struct subsystem	subsys;
	struct kset		drivers;
	struct kset		devices;
	struct bus_attribute	*bus_attrs;
	struct device_attribute	*dev_attrs;
	struct driver_attribute	*drv_attrs;
	int (*match)(struct device *dev, struct device_driver *drv);
	int (*hotplug)(struct device *dev, char **envp, int num_envp,
		       char *buffer, int buffer_size);
	int (*suspend)(struct device *dev, u32 state);
	int (*resume)(struct device *dev);
};

extern int bus_register(struct bus_type *bus);
extern void bus_unregister(struct bus_type *bus);
extern int bus_rescan_devices(struct bus_type *bus);
extern struct bus_type *get_bus(struct bus_type *bus);
extern void put_bus(struct bus_type *bus);
extern struct bus_type *find_bus(char *name);

extern int bus_for_each_dev(struct bus_type *bus, struct device *start,
			    void *data, int (*fn)(struct device *, void *));
extern int bus_for_each_drv(struct bus_type *bus, struct device_driver *start,
			    void *data, int (*fn)(struct device_driver *, void *));

struct bus_attribute {
	struct attribute attr;
	ssize_t (*show)(struct bus_type *, char *buf);
	ssize_t (*store)(struct bus_type *, const char *buf, size_t count);
};

#define BUS_ATTR(_name, _mode, _show, _store) \
	struct bus_attribute bus_attr_##_name = __ATTR(_name, _mode, _show, _store)

extern int bus_create_file(struct bus_type *, struct bus_attribute *);
extern void bus_remove_file(struct bus_type *, struct bus_attribute *);

struct device_driver {
	char			*name;
	struct bus_type		*bus;

	struct semaphore	unload_sem;
	struct kobject		kobj;
	struct list_head	devices;

	struct module		*owner;

	int (*probe)(struct device *dev);
	int (*remove)(struct device *dev);
	void (*shutdown)(struct device *dev);
	int (*suspend)(struct device *dev, u32 state, u32 level);
	int (*resume)(struct device *dev, u32 level);
};

extern int driver_register(struct device_driver *drv);
extern void driver_unregister(struct device_driver *drv);
extern struct device_driver *get_driver(struct device_driver *drv);
extern void put_driver(struct device_driver *drv);
extern struct device_driver *driver_find(const char *name,
					 struct bus_type *bus);

struct driver_attribute {
	struct attribute attr;
	ssize_t (*show)(struct device_driver *, char *buf);
	ssize_t (*store)(struct device_driver *, const char *buf, size_t count);
};

#define DRIVER_ATTR(_name, _mode, _show, _store) \
	struct driver_attribute driver_attr_##_name = __ATTR(_name, _mode, _show, _store)

extern int driver_create_file(struct device_driver *, struct driver_attribute *);
extern void driver_remove_file(struct device_driver *, struct driver_attribute *);

struct class {
	char			*name;
	struct subsystem	subsys;
	struct list_head	children;
	struct list_head	interfaces;
	struct class_attribute	*class_attrs;
	struct class_device_attribute *class_dev_attrs;
	int (*hotplug)(struct class_device *dev, char **envp, int num_envp,
		       char *buffer, int buffer_size);
	void (*release)(struct class_device *dev);
	void (*class_release)(struct class *class);
};

extern int class_register(struct class *);
extern void class_unregister(struct class *);
extern struct class *class_get(struct class *);
extern void class_put(struct class *);

struct class_attribute {
	struct attribute attr;
	ssize_t (*show)(struct class *, char *buf);
	ssize_t (*store)(struct class *, const char *buf, size_t count);
};

#define CLASS_ATTR(_name, _mode, _show, _store) \
	struct class_attribute class_attr_##_name = __ATTR(_name, _mode, _show, _store)

extern int class_create_file(struct class *, const struct class_attribute *);
extern void class_remove_file(struct class *, const struct class_attribute *);

struct class_device {
	struct list_head	node;
	struct kobject		kobj;
	struct class		*class;
	dev_t			devt;
	struct device		*dev;
	void			*class_data;
	char			class_id[BUS_ID_SIZE];
};

static inline void *class_get_devdata(struct class_device *dev)
{
	return dev->class_data;
}

static inline void class_set_devdata(struct class_device *dev, void *data)
{
	dev->class_data = data;
}

extern int class_device_register(struct class_device *);
extern void class_device_unregister(struct class_device *);
extern void class_device_initialize(struct class_device *);
extern int class_device_add(struct class_device *);
extern void class_device_del(struct class_device *);
extern int class_device_rename(struct class_device *, char *);
extern struct class_device *class_device_get(struct class_device *);
extern void class_device_put(struct class_device *);

struct class_device_attribute {
	struct attribute attr;
	ssize_t (*show)(struct class_device *, char *buf);
	ssize_t (*store)(struct class_device *, const char *buf, size_t count);
};

#define CLASS_DEVICE_ATTR(_name, _mode, _show, _store) \
	struct class_device_attribute class_device_attr_##_name = \
		__ATTR(_name, _mode, _show, _store)

extern int class_device_create_file(struct class_device *,
				    const struct class_device_attribute *);
extern void class_device_remove_file(struct class_device *,
				     const struct class_device_attribute *);

/* the simple class interface (2.6.2 .. 2.6.12) */
extern struct class_simple *class_simple_create(struct module *owner,
						char *name);
extern void class_simple_destroy(struct class_simple *cs);
extern struct class_device *class_simple_device_add(struct class_simple *cs,
						    dev_t dev,
						    struct device *device,
						    const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
extern int class_simple_set_hotplug(struct class_simple *,
	int (*hotplug)(struct class_device *dev, char **envp, int num_envp,
		       char *buffer, int buffer_size));
extern void class_simple_device_remove(dev_t dev);

struct device {
	struct list_head node;
	struct list_head bus_list;
	struct list_head driver_list;
	struct list_head children;
	struct device	*parent;

	struct kobject	kobj;
	char		bus_id[BUS_ID_SIZE];

	struct bus_type	*bus;
	struct device_driver *driver;
	void		*driver_data;
	void		*platform_data;

	struct dev_pm_info power;
	u32		detach_state;

	u64		*dma_mask;
	u64		coherent_dma_mask;

	struct list_head dma_pools;
	struct dma_coherent_mem *dma_mem;

	void (*release)(struct device *dev);
};

static inline struct device *list_to_dev(struct list_head *node)
{
	return list_entry(node, struct device, node);
}

static inline void *dev_get_drvdata(struct device *dev)
{
	return dev->driver_data;
}

static inline void dev_set_drvdata(struct device *dev, void *data)
{
	dev->driver_data = data;
}

extern int device_register(struct device *dev);
extern void device_unregister(struct device *dev);
extern void device_initialize(struct device *dev);
extern int device_add(struct device *dev);
extern void device_del(struct device *dev);
extern int device_for_each_child(struct device *, void *,
				 int (*fn)(struct device *, void *));
extern void device_bind_driver(struct device *dev);
extern void device_release_driver(struct device *dev);
extern void driver_attach(struct device_driver *drv);

struct device_attribute {
	struct attribute attr;
	ssize_t (*show)(struct device *dev, char *buf);
	ssize_t (*store)(struct device *dev, const char *buf, size_t count);
};

#define DEVICE_ATTR(_name, _mode, _show, _store) \
	struct device_attribute dev_attr_##_name = __ATTR(_name, _mode, _show, _store)

extern int device_create_file(struct device *device,
			      struct device_attribute *entry);
extern void device_remove_file(struct device *dev,
			       struct device_attribute *attr);

extern struct device *get_device(struct device *dev);
extern void put_device(struct device *dev);

extern void device_shutdown(void);

extern int firmware_register(struct subsystem *);
extern void firmware_unregister(struct subsystem *);

/* platform (non-discoverable) devices */
struct platform_device {
	char		*name;
	u32		id;
	struct device	dev;
	u32		num_resources;
	struct resource	*resource;
};

#define to_platform_device(x) container_of((x), struct platform_device, dev)

extern int platform_device_register(struct platform_device *);
extern void platform_device_unregister(struct platform_device *);
extern struct bus_type platform_bus_type;
extern struct device platform_bus;
extern struct resource *platform_get_resource(struct platform_device *,
					      unsigned int, unsigned int);
extern int platform_get_irq(struct platform_device *, unsigned int);
extern struct platform_device *platform_device_register_simple(char *,
		unsigned int, struct resource *, unsigned int);

/* printk with the driver and device names in front */
#define dev_printk(level, dev, format, arg...) \
	printk(level "%s %s: " format, \
	       (dev)->driver ? (dev)->driver->name : "", \
	       (dev)->bus_id, ## arg)

#ifdef DEBUG
#define dev_dbg(dev, format, arg...) \
	dev_printk(KERN_DEBUG, dev, format, ## arg)
#else
#define dev_dbg(dev, format, arg...) do { (void)(dev); } while (0)
#endif

#define dev_err(dev, format, arg...) \
	dev_printk(KERN_ERR, dev, format, ## arg)
#define dev_info(dev, format, arg...) \
	dev_printk(KERN_INFO, dev, format, ## arg)
#define dev_warn(dev, format, arg...) \
	dev_printk(KERN_WARNING, dev, format, ## arg)


#endif
