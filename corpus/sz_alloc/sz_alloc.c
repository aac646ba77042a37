/*
 * sz_alloc.c - SZ-8 streaming acquisition card driver for Linux 2.4
 *
 * The (fictional) SZ-8 is a PCI acquisition card with 128KB of sample
 * memory that it bus-masters to and from host memory.  Each open file
 * gets its own kiobuf, allocated in open() and freed in release(), and
 * every read() and write() maps the caller's buffer into it, so the
 * data goes between the card and user memory without a bounce buffer.
 *
 * kiobuf pattern: the sized allocators of later 2.4 kernels,
 * alloc_kiovec_sz()/free_kiovec_sz(), chosen by the feature macro
 * KIOBUF_WITH_SIZE from the driver's configure script (sz_config.h), with
 * alloc_kiovec()/free_kiovec() on kernels without them; the number of
 * buffer heads is kept per open file.  read() maps with READ and marks
 * the pages dirty, write() maps with WRITE.
 *
 * zcport sample corpus.  The card is simulated: its memory is a
 * vmalloc()ed buffer and "DMA" is a memcpy() to or from the kmap()ed
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

#include "sz_config.h"

#define SZ_NAME		"sz_alloc"
#define SZ_MEM_SIZE	(128 * 1024)

static int sz_major;			/* 0 asks for a dynamic major */
MODULE_PARM(sz_major, "i");
MODULE_PARM_DESC(sz_major, "character major number (default: dynamic)");

static char *sz_mem;			/* the card's sample memory */
static DECLARE_MUTEX(sz_sem);

/* per open file */
struct sz_file {
	struct kiobuf *iobuf;
	int nbh;			/* buffer heads of iobuf, in sectors */
};

/*
 * Move @count bytes between the card memory at @card and the mapped
 * pages of @iobuf.  @to_host selects the direction.
 */
static void sz_dma(struct kiobuf *iobuf, char *card, size_t count,
		   int to_host)
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
		if (to_host)
			memcpy(kaddr + offset, card + done, len);
		else
			memcpy(card + done, kaddr + offset, len);
		kunmap(iobuf->maplist[i]);
		done += len;
		offset = 0;
	}
}

/* clamp a transfer to the card and to one kiobuf's worth */
static size_t sz_clamp(loff_t pos, size_t count)
{
	if (count > SZ_MEM_SIZE - pos)
		count = SZ_MEM_SIZE - pos;
	if (count > KIO_MAX_ATOMIC_IO << 10)
		count = KIO_MAX_ATOMIC_IO << 10;
	return count;
}

static ssize_t sz_read(struct file *file, char *buf, size_t count,
		       loff_t *ppos)
{
	struct sz_file *sf = file->private_data;
	loff_t pos = *ppos;
	int err;

	if (pos >= SZ_MEM_SIZE)
		return 0;
	count = sz_clamp(pos, count);
	if (count == 0)
		return 0;

	down(&sz_sem);
	err = map_user_kiobuf(READ, sf->iobuf, (unsigned long) buf, count);
	if (err) {
		up(&sz_sem);
		return err;
	}
	sz_dma(sf->iobuf, sz_mem + pos, count, 1);
	mark_dirty_kiobuf(sf->iobuf, count);
	unmap_kiobuf(sf->iobuf);
	up(&sz_sem);

	*ppos = pos + count;
	return count;
}

static ssize_t sz_write(struct file *file, const char *buf, size_t count,
			loff_t *ppos)
{
	struct sz_file *sf = file->private_data;
	loff_t pos = *ppos;
	int err;

	if (pos >= SZ_MEM_SIZE)
		return -ENOSPC;
	count = sz_clamp(pos, count);
	if (count == 0)
		return 0;

	down(&sz_sem);
	err = map_user_kiobuf(WRITE, sf->iobuf, (unsigned long) buf, count);
	if (err) {
		up(&sz_sem);
		return err;
	}
	sz_dma(sf->iobuf, sz_mem + pos, count, 0);
	unmap_kiobuf(sf->iobuf);
	up(&sz_sem);

	*ppos = pos + count;
	return count;
}

static int sz_open(struct inode *inode, struct file *file)
{
	struct sz_file *sf;
	int err;

	if (MINOR(inode->i_rdev) != 0)
		return -ENXIO;
	sf = kmalloc(sizeof(*sf), GFP_KERNEL);
	if (!sf)
		return -ENOMEM;
	sf->nbh = KIO_MAX_SECTORS;
#if KIOBUF_WITH_SIZE
	err = alloc_kiovec_sz(1, &sf->iobuf, &sf->nbh);
#else
	err = alloc_kiovec(1, &sf->iobuf);
#endif
	if (err) {
		kfree(sf);
		return err;
	}
	file->private_data = sf;
	return 0;
}

static int sz_release(struct inode *inode, struct file *file)
{
	struct sz_file *sf = file->private_data;

#if KIOBUF_WITH_SIZE
	free_kiovec_sz(1, &sf->iobuf, &sf->nbh);
#else
	free_kiovec(1, &sf->iobuf);
#endif
	kfree(sf);
	return 0;
}

static struct file_operations sz_fops = {
	.owner		= THIS_MODULE,
	.read		= sz_read,
	.write		= sz_write,
	.open		= sz_open,
	.release	= sz_release,
};

static int __init sz_init(void)
{
	int ret;

	sz_mem = vmalloc(SZ_MEM_SIZE);
	if (!sz_mem)
		return -ENOMEM;
	memset(sz_mem, 0, SZ_MEM_SIZE);

	ret = register_chrdev(sz_major, SZ_NAME, &sz_fops);
	if (ret < 0) {
		printk(KERN_ERR SZ_NAME ": cannot get major %d\n", sz_major);
		vfree(sz_mem);
		return ret;
	}
	if (sz_major == 0)
		sz_major = ret;
	printk(KERN_INFO SZ_NAME ": SZ-8 at major %d\n", sz_major);
	return 0;
}

static void __exit sz_exit(void)
{
	unregister_chrdev(sz_major, SZ_NAME);
	vfree(sz_mem);
}

module_init(sz_init);
module_exit(sz_exit);

MODULE_AUTHOR("zcport sample corpus");
MODULE_DESCRIPTION("SZ-8 acquisition card (simulated), sized kiobufs");
MODULE_LICENSE("GPL");
