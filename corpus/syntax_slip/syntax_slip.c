/*
 * syntax_slip.c - SS-4 spectrum snapshot driver for Linux 2.4
 *
 * The (fictional) SS-4 keeps a 64KB trace memory; read() and write()
 * move data between it and the caller's buffer, and the SS_IOC_SNAP
 * ioctl copies a 4KB snapshot of the trace head into a buffer the caller
 * passes.
 *
 * The file as it was handed over does not build: a half-applied patch
 * to ss_ioctl() left the condition of an if without its closing ')'.
 * That is a syntax error in one function; the rest of the driver is
 * fine, and a port of the rest is still worth having.
 *
 * kiobuf pattern: alloc_kiovec / map_user_kiobuf / unmap_kiobuf /
 * free_kiovec per read() (READ, dirtied), per write() (WRITE) and per
 * snapshot ioctl (READ, dirtied).
 *
 * zcport sample corpus.  The trace memory is a vmalloc()ed buffer and
 * "DMA" is a memcpy() to or from the kmap()ed user pages.
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/errno.h>
#include <linux/ioctl.h>
#include <linux/vmalloc.h>
#include <linux/highmem.h>
#include <linux/iobuf.h>
#include <asm/uaccess.h>
#include <asm/semaphore.h>

#define SS_NAME		"syntax_slip"
#define SS_MEM_SIZE	(64 * 1024)
#define SS_SNAP_SIZE	4096
#define SS_IOC_SNAP	_IOW('s', 1, unsigned long)

static char *ss_mem;			/* the trace memory */
static int ss_major;
static DECLARE_MUTEX(ss_sem);

static void ss_copy(struct kiobuf *iobuf, char *trace, size_t count,
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
			memcpy(kaddr + offset, trace + done, len);
		else
			memcpy(trace + done, kaddr + offset, len);
		kunmap(iobuf->maplist[i]);
		done += len;
		offset = 0;
	}
}

static ssize_t ss_rw(char *buf, size_t count, loff_t *ppos, int to_user)
{
	struct kiobuf *iobuf;
	int err;

	if (*ppos >= SS_MEM_SIZE)
		return to_user ? 0 : -ENOSPC;
	if (count > SS_MEM_SIZE - *ppos)
		count = SS_MEM_SIZE - *ppos;
	if (count == 0)
		return 0;

	err = alloc_kiovec(1, &iobuf);
	if (err)
		return err;
	err = map_user_kiobuf(to_user ? READ : WRITE, iobuf,
			      (unsigned long) buf, count);
	if (err)
		goto out;
	down(&ss_sem);
	ss_copy(iobuf, ss_mem + *ppos, count, to_user);
	up(&ss_sem);
	if (to_user)
		mark_dirty_kiobuf(iobuf, count);
	unmap_kiobuf(iobuf);
	*ppos += count;
	err = count;
out:
	free_kiovec(1, &iobuf);
	return err;
}

static ssize_t ss_read(struct file *file, char *buf, size_t count,
		       loff_t *ppos)
{
	return ss_rw(buf, count, ppos, 1);
}

static ssize_t ss_write(struct file *file, const char *buf, size_t count,
			loff_t *ppos)
{
	return ss_rw((char *) buf, count, ppos, 0);
}

static int ss_ioctl(struct inode *inode, struct file *file, unsigned int cmd,
		    unsigned long arg)
{
	struct kiobuf *iobuf;
	int err;

	if (cmd != SS_IOC_SNAP)
		return -ENOTTY;
	err = alloc_kiovec(1, &iobuf);
	if (err)
		return err;
	if ((err = map_user_kiobuf(READ, iobuf, arg, SS_SNAP_SIZE)) != 0
		goto out;
	down(&ss_sem);
	ss_copy(iobuf, ss_mem, SS_SNAP_SIZE, 1);
	up(&ss_sem);
	mark_dirty_kiobuf(iobuf, SS_SNAP_SIZE);
	unmap_kiobuf(iobuf);
out:
	free_kiovec(1, &iobuf);
	return err;
}

static struct file_operations ss_fops = {
	.owner		= THIS_MODULE,
	.read		= ss_read,
	.write		= ss_write,
	.ioctl		= ss_ioctl,
};

static int __init ss_init(void)
{
	int ret;

	ss_mem = vmalloc(SS_MEM_SIZE);
	if (!ss_mem)
		return -ENOMEM;
	memset(ss_mem, 0, SS_MEM_SIZE);
	ret = register_chrdev(ss_major, SS_NAME, &ss_fops);
	if (ret < 0) {
		vfree(ss_mem);
		return ret;
	}
	if (ss_major == 0)
		ss_major = ret;
	return 0;
}

static void __exit ss_exit(void)
{
	unregister_chrdev(ss_major, SS_NAME);
	vfree(ss_mem);
}

module_init(ss_init);
module_exit(ss_exit);

MODULE_AUTHOR("zcport sample corpus");
MODULE_DESCRIPTION("SS-4 spectrum snapshot (simulated), zero-copy I/O");
MODULE_LICENSE("GPL");
