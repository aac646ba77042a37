/*
 * cast_lvalue.c - CL-3 sensor hub driver for Linux 2.4
 *
 * The (fictional) CL-3 collects samples from up to four sensors into a
 * 16KB buffer per sensor; the minor number picks the sensor.  Each open
 * file gets a client record with its own kiobuf.
 *
 * Written for the compilers of its day: open() stores the client record
 * with a cast used as an lvalue, "(unsigned long) file->private_data =
 * ...", a GCC extension that GCC 3.4 deprecated and GCC 4.0 removed.
 * Coccinelle cannot parse a function that does it (spatch skips the
 * function and says nothing); libclang reads the rest of the file.
 *
 * kiobuf pattern: alloc_kiovec() per open file (in that open()), then
 * map_user_kiobuf() / unmap_kiobuf() per read() (READ, dirtied) and per
 * write() (WRITE) on the client's kiobuf, free_kiovec() in release().
 *
 * zcport sample corpus.  The sensors are simulated: their buffers are
 * one vmalloc()ed area and "DMA" is a memcpy() to or from the kmap()ed
 * user pages.
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/slab.h>
#include <linux/errno.h>
#include <linux/vmalloc.h>
#include <linux/highmem.h>
#include <linux/iobuf.h>
#include <asm/uaccess.h>
#include <asm/semaphore.h>

#define CL_NAME		"cast_lvalue"
#define CL_SENSORS	4
#define CL_BUF_SIZE	(16 * 1024)

struct cl_client {
	int sensor;
	struct kiobuf *iobuf;
};

static char *cl_mem;			/* CL_SENSORS buffers */
static int cl_major;
static DECLARE_MUTEX(cl_sem);

static void cl_copy(struct kiobuf *iobuf, char *sensor, size_t count,
		    int to_user)
{
	unsigned int offset = iobuf->offset;
	size_t done = 0;
	int i;

	for (i = 0; i < iobuf->nr_pages && done < count; i++) {
		size_t len = PAGE_SIZE - offset;
		char *kaddr;

		if (len > count - done)
			len = count - done;
		kaddr = kmap(iobuf->maplist[i]);
		if (to_user)
			memcpy(kaddr + offset, sensor + done, len);
		else
			memcpy(sensor + done, kaddr + offset, len);
		kunmap(iobuf->maplist[i]);
		done += len;
		offset = 0;
	}
}

static ssize_t cl_read(struct file *file, char *buf, size_t count,
		       loff_t *ppos)
{
	struct cl_client *c = file->private_data;
	int err;

	if (*ppos >= CL_BUF_SIZE)
		return 0;
	if (count > CL_BUF_SIZE - *ppos)
		count = CL_BUF_SIZE - *ppos;
	if (count == 0)
		return 0;

	err = map_user_kiobuf(READ, c->iobuf, (unsigned long) buf, count);
	if (err)
		return err;
	down(&cl_sem);
	cl_copy(c->iobuf, cl_mem + c->sensor * CL_BUF_SIZE + *ppos, count, 1);
	up(&cl_sem);
	mark_dirty_kiobuf(c->iobuf, count);
	unmap_kiobuf(c->iobuf);

	*ppos += count;
	return count;
}

static ssize_t cl_write(struct file *file, const char *buf, size_t count,
			loff_t *ppos)
{
	struct cl_client *c = file->private_data;
	int err;

	if (*ppos >= CL_BUF_SIZE)
		return -ENOSPC;
	if (count > CL_BUF_SIZE - *ppos)
		count = CL_BUF_SIZE - *ppos;
	if (count == 0)
		return 0;

	err = map_user_kiobuf(WRITE, c->iobuf, (unsigned long) buf, count);
	if (err)
		return err;
	down(&cl_sem);
	cl_copy(c->iobuf, cl_mem + c->sensor * CL_BUF_SIZE + *ppos, count, 0);
	up(&cl_sem);
	unmap_kiobuf(c->iobuf);

	*ppos += count;
	return count;
}

static int cl_open(struct inode *inode, struct file *file)
{
	struct cl_client *c;
	int err;

	if (MINOR(inode->i_rdev) >= CL_SENSORS)
		return -ENXIO;
	c = kmalloc(sizeof(*c), GFP_KERNEL);
	if (!c)
		return -ENOMEM;
	c->sensor = MINOR(inode->i_rdev);
	err = alloc_kiovec(1, &c->iobuf);
	if (err) {
		kfree(c);
		return err;
	}
	(unsigned long) file->private_data = (unsigned long) c;
	return 0;
}

static int cl_release(struct inode *inode, struct file *file)
{
	struct cl_client *c = file->private_data;

	free_kiovec(1, &c->iobuf);
	kfree(c);
	return 0;
}

static struct file_operations cl_fops = {
	.owner		= THIS_MODULE,
	.read		= cl_read,
	.write		= cl_write,
	.open		= cl_open,
	.release	= cl_release,
};

static int __init cl_init(void)
{
	int ret;

	cl_mem = vmalloc(CL_SENSORS * CL_BUF_SIZE);
	if (!cl_mem)
		return -ENOMEM;
	memset(cl_mem, 0, CL_SENSORS * CL_BUF_SIZE);
	ret = register_chrdev(cl_major, CL_NAME, &cl_fops);
	if (ret < 0) {
		vfree(cl_mem);
		return ret;
	}
	if (cl_major == 0)
		cl_major = ret;
	return 0;
}

static void __exit cl_exit(void)
{
	unregister_chrdev(cl_major, CL_NAME);
	vfree(cl_mem);
}

module_init(cl_init);
module_exit(cl_exit);

MODULE_AUTHOR("zcport sample corpus");
MODULE_DESCRIPTION("CL-3 sensor hub (simulated), zero-copy read/write");
MODULE_LICENSE("GPL");
