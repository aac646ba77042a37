/*
 * include-order.c - a driver in the shape of many real 2.4 ones: a long
 * header comment, configuration before the includes, some includes only
 * under #ifdef, and the kiobuf header in the middle of the list.
 *
 * The helper header's #include must land after the last #include that
 * stands outside any #if, after the #endif of the #ifdef block of
 * includes that follows it, never inside that block, and before the
 * first code naming a helper: not after the first #include, nor before
 * the version string that stands between the includes.  The file
 * includes <linux/pagemap.h> itself, late: helpers placed earlier would
 * call page_cache_release() before its declaration.
 *
 * This comment is long on purpose, as real ones are: a changelog,
 * a copyright, a description of the hardware.
 *
 *	2001-03-02	first version
 *	2001-07-19	zero-copy read()
 *	2002-01-11	zero-copy write()
 */

#include <linux/config.h>
#ifdef CONFIG_MODVERSIONS
#define MODVERSIONS
#include <linux/modversions.h>
#endif

#define IO_DEBUG 0

static const char version[] = "include_order.c: v1.2 2002/01/11\n";

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/iobuf.h>
#include <linux/errno.h>
#include <linux/mm.h>
#include <linux/sched.h>
#include <linux/pagemap.h>
#include <linux/slab.h>
#include <linux/string.h>
#ifdef CONFIG_DEVFS_FS
#include <linux/devfs_fs_kernel.h>
#endif

#define IO_NAME		"include_order"

static int io_major;

static ssize_t io_read(struct file *file, char *buf, size_t count,
		       loff_t *ppos)
{
	struct kiobuf *iobuf;
	int err;

	err = alloc_kiovec(1, &iobuf);
	if (err)
		return err;
	err = map_user_kiobuf(READ, iobuf, (unsigned long)buf, count);
	if (err)
		goto out;
	mark_dirty_kiobuf(iobuf, count);
	unmap_kiobuf(iobuf);
	err = count;
out:
	free_kiovec(1, &iobuf);
	return err;
}

static struct file_operations io_fops = {
	owner:	THIS_MODULE,
	read:	io_read,
};

static int __init io_init(void)
{
	printk(KERN_INFO "%s", version);
	io_major = register_chrdev(0, IO_NAME, &io_fops);
	return io_major < 0 ? io_major : 0;
}

static void __exit io_exit(void)
{
	unregister_chrdev(io_major, IO_NAME);
}

module_init(io_init);
module_exit(io_exit);
MODULE_LICENSE("GPL");
