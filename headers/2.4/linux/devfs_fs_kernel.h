#ifndef _LINUX_DEVFS_FS_KERNEL_H
#define _LINUX_DEVFS_FS_KERNEL_H

/*
 * zcport model of the Linux 2.4 API: devfs.  The modelled kernel
 * is built without CONFIG_DEVFS_FS, so these are the inline stubs
 * drivers see in that case (the chrdev/blkdev helpers still do the
 * ordinary registration).
 */

#include <linux/config.h>
#include <linux/fs.h>
#include <linux/types.h>
#include <linux/kdev_t.h>
#include <linux/errno.h>

#define DEVFS_FL_NONE		0x000
#define DEVFS_FL_AUTO_OWNER	0x001
#define DEVFS_FL_HIDE		0x002
#define DEVFS_FL_SHOW_UNREG	0x004
#define DEVFS_FL_NO_PERSISTENCE	0x008
#define DEVFS_FL_AUTO_DEVNUM	0x010
#define DEVFS_FL_GET_DEVNUM	0x020
#define DEVFS_FL_NONE_CURRENT	0x040
#define DEVFS_FL_REMOVABLE	0x080
#define DEVFS_FL_WAIT		0x100
#define DEVFS_FL_CURRENT_OWNER	0x200
#define DEVFS_FL_DEFAULT	DEVFS_FL_NONE

#define DEVFS_SPECIAL_CHR	0
#define DEVFS_SPECIAL_BLK	1

typedef struct devfs_entry *devfs_handle_t;

static inline devfs_handle_t devfs_register(devfs_handle_t dir,
					    const char *name,
					    unsigned int flags,
					    unsigned int major,
					    unsigned int minor,
					    umode_t mode, void *ops,
					    void *info)
{
	return NULL;
}

static inline void devfs_unregister(devfs_handle_t de)
{
}

static inline int devfs_mk_symlink(devfs_handle_t dir, const char *name,
				   unsigned int flags, const char *link,
				   devfs_handle_t *handle, void *info)
{
	return 0;
}

static inline devfs_handle_t devfs_mk_dir(devfs_handle_t dir,
					  const char *name, void *info)
{
	return NULL;
}

static inline devfs_handle_t devfs_find_handle(devfs_handle_t dir,
					       const char *name,
					       unsigned int major,
					       unsigned int minor,
					       char type, int traverse_symlinks)
{
	return NULL;
}

static inline int devfs_get_flags(devfs_handle_t de, unsigned int *flags)
{
	return 0;
}

static inline int devfs_set_flags(devfs_handle_t de, unsigned int flags)
{
	return 0;
}

static inline void devfs_get_maj_min(devfs_handle_t de, unsigned int *major,
				     unsigned int *minor)
{
}

static inline devfs_handle_t devfs_get_handle_from_inode(struct inode *inode)
{
	return NULL;
}

static inline int devfs_generate_path(devfs_handle_t de, char *path,
				      int buflen)
{
	return -ENOSYS;
}

static inline void *devfs_get_ops(devfs_handle_t de)
{
	return NULL;
}

static inline int devfs_set_file_size(devfs_handle_t de, unsigned long size)
{
	return -ENOSYS;
}

static inline void *devfs_get_info(devfs_handle_t de)
{
	return NULL;
}

static inline int devfs_set_info(devfs_handle_t de, void *info)
{
	return 0;
}

static inline devfs_handle_t devfs_get_parent(devfs_handle_t de)
{
	return NULL;
}

static inline int devfs_register_tape(devfs_handle_t de)
{
	return -1;
}

static inline void devfs_register_series(devfs_handle_t dir,
					 const char *format,
					 unsigned int num_entries,
					 unsigned int flags,
					 unsigned int major,
					 unsigned int minor_start,
					 umode_t mode, void *ops, void *info)
{
}

static inline int devfs_register_chrdev(unsigned int major, const char *name,
					struct file_operations *fops)
{
	return register_chrdev(major, name, fops);
}

static inline int devfs_register_blkdev(unsigned int major, const char *name,
					struct block_device_operations *bdops)
{
	return register_blkdev(major, name, bdops);
}

static inline int devfs_unregister_chrdev(unsigned int major,
					  const char *name)
{
	return unregister_chrdev(major, name);
}

static inline int devfs_unregister_blkdev(unsigned int major,
					  const char *name)
{
	return unregister_blkdev(major, name);
}

static inline void devfs_auto_unregister(devfs_handle_t master,
					 devfs_handle_t slave)
{
}

static inline devfs_handle_t devfs_get_unregister_slave(devfs_handle_t m)
{
	return NULL;
}

static inline const char *devfs_get_name(devfs_handle_t de,
					 unsigned int *namelen)
{
	return NULL;
}

static inline void devfs_make_root(const char *name)
{
}

static inline int devfs_alloc_major(char type)
{
	return -1;
}

static inline void devfs_dealloc_major(char type, int major)
{
}

static inline kdev_t devfs_alloc_devnum(char type)
{
	return NODEV;
}

static inline void devfs_dealloc_devnum(char type, kdev_t devnum)
{
}

static inline int devfs_alloc_unique_number(void *space)
{
	return -1;
}

static inline void devfs_dealloc_unique_number(void *space, int number)
{
}

#endif /* _LINUX_DEVFS_FS_KERNEL_H */
