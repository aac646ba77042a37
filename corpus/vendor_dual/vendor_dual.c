/*
 * vendor_dual.c - Acme VX-9 frame store, Linux 2.4 and 2.6
 *
 * Copyright (c) 2003 Acme Imaging (fictional).  The VX-9 keeps 128KB of
 * frame memory that it moves to and from the caller's buffer by DMA.
 * One source for both kernels, in the style of vendor SDK drivers:
 * "kcompat.h", from the SDK's common directory (not shipped with the
 * driver), defines LINUX_24 or LINUX_26 from the kernel version.
 *
 * kiobuf pattern: dual-version code selected by vendor macros, never by
 * LINUX_VERSION_CODE in this file.  A kiobuf in the per-device struct
 * (#if defined(LINUX_24) / #elif defined(LINUX_26)), allocated at open()
 * and freed at release() under #if defined(LINUX_24) alone; pinning as
 * a pair of #if blocks, map_user_kiobuf() under LINUX_24 and
 * get_user_pages() under LINUX_26; release as an #if/#elif pair,
 * mark_dirty_kiobuf/unmap_kiobuf or SetPageDirty/page_cache_release;
 * the pages found through maplist/offset or the 2.6 page array.
 *
 * zcport sample corpus.  Frame memory is vmalloc()ed; "DMA" is memcpy().
 */

#include "kcompat.h"
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/sched.h>
#include <linux/slab.h>
#include <linux/vmalloc.h>
#include <linux/highmem.h>
#if defined(LINUX_24)
#include <linux/iobuf.h>
#endif
#if defined(LINUX_26)
#include <linux/pagemap.h>
#endif
#include <asm/uaccess.h>
#include <asm/semaphore.h>

#define VX_NAME		"vendor_dual"
#define VX_MEM_SIZE	(128 * 1024)

typedef struct vx_dev {
	char			*mem;		/* frame memory */
	struct semaphore	sem;
#if defined(LINUX_24)
	struct kiobuf		*iobuf;
#elif defined(LINUX_26)
	struct page		**pages;
	int			nr_pages;
	unsigned int		offset;
#endif
} VX_DEV;

static int vx_major;
static VX_DEV vx_dev;

/* pin the user buffer for one transfer */
static int vx_pin(VX_DEV *dev, unsigned long uaddr, size_t len, int to_user)
{
	int ret;
#if defined(LINUX_26)
	int n, got;
#endif

#if defined(LINUX_24)
	ret = map_user_kiobuf(to_user ? READ : WRITE, dev->iobuf, uaddr, len);
#endif
#if defined(LINUX_26)
	n = ((uaddr + len + PAGE_SIZE - 1) >> PAGE_SHIFT) -
	    (uaddr >> PAGE_SHIFT);
	dev->pages = kmalloc(n * sizeof(*dev->pages), GFP_KERNEL);
	if (!dev->pages)
		return -ENOMEM;
	down_read(&current->mm->mmap_sem);
	got = get_user_pages(current, current->mm, uaddr & PAGE_MASK, n,
			     to_user, 0, dev->pages, NULL);
	up_read(&current->mm->mmap_sem);
	if (got == n) {
		dev->nr_pages = n;
		dev->offset = uaddr & ~PAGE_MASK;
		ret = 0;
	} else {
		while (got > 0)
			page_cache_release(dev->pages[--got]);
		kfree(dev->pages);
		dev->pages = NULL;
		ret = got < 0 ? got : -EFAULT;
	}
#endif
	return ret;
}

/* release the pages of a transfer; @done bytes came from the device */
static void vx_unpin(VX_DEV *dev, size_t done, int to_user)
{
#if defined(LINUX_24)
	if (to_user)
		mark_dirty_kiobuf(dev->iobuf, done);
	unmap_kiobuf(dev->iobuf);
#elif defined(LINUX_26)
	int i;

	for (i = 0; i < dev->nr_pages; i++) {
		if (to_user && !PageReserved(dev->pages[i]))
			SetPageDirty(dev->pages[i]);
		page_cache_release(dev->pages[i]);
	}
	kfree(dev->pages);
	dev->pages = NULL;
	dev->nr_pages = 0;
#endif
}

/* the "DMA": @count bytes between frame memory at @pos and the pages */
static void vx_dma(VX_DEV *dev, loff_t pos, size_t count, int to_user)
{
	struct page **pages;
	unsigned int offset;
	size_t done = 0;
	int i;

#if defined(LINUX_24)
	pages = dev->iobuf->maplist;
	offset = dev->iobuf->offset;
#else
	pages = dev->pages;
	offset = dev->offset;
#endif
	for (i = 0; done < count; i++) {
		size_t len = min_t(size_t, PAGE_SIZE - offset, count - done);
		char *kaddr = kmap(pages[i]);

		if (to_user)
			memcpy(kaddr + offset, dev->mem + pos + done, len);
		else
			memcpy(dev->mem + pos + done, kaddr + offset, len);
		kunmap(pages[i]);
		done += len;
		offset = 0;
	}
}

static ssize_t vx_xfer(VX_DEV *dev, char *buf, size_t count, loff_t *ppos,
		       int to_user)
{
	loff_t pos = *ppos;
	int ret;

	if (pos >= VX_MEM_SIZE)
		return to_user ? 0 : -ENOSPC;
	if (count > VX_MEM_SIZE - pos)
		count = VX_MEM_SIZE - pos;
	if (count == 0)
		return 0;

	down(&dev->sem);
	ret = vx_pin(dev, (unsigned long) buf, count, to_user);
	if (ret) {
		up(&dev->sem);
		return ret;
	}
	vx_dma(dev, pos, count, to_user);
	vx_unpin(dev, count, to_user);
	up(&dev->sem);
	*ppos = pos + count;
	return count;
}

static ssize_t vx_read(struct file *file, char *buf, size_t count,
		       loff_t *ppos)
{
	return vx_xfer(&vx_dev, buf, count, ppos, 1);
}

static ssize_t vx_write(struct file *file, const char *buf, size_t count,
			loff_t *ppos)
{
	return vx_xfer(&vx_dev, (char *) buf, count, ppos, 0);
}

static int vx_open(struct inode *inode, struct file *file)
{
	if (MINOR(inode->i_rdev) != 0)
		return -ENXIO;
#if defined(LINUX_24)
	if (alloc_kiovec(1, &vx_dev.iobuf))
		return -ENOMEM;
#endif
	return 0;
}

static int vx_release(struct inode *inode, struct file *file)
{
#if defined(LINUX_24)
	free_kiovec(1, &vx_dev.iobuf);
#endif
	return 0;
}

static struct file_operations vx_fops = {
	.owner		= THIS_MODULE,
	.read		= vx_read,
	.write		= vx_write,
	.open		= vx_open,
	.release	= vx_release,
};

static int __init vx_init(void)
{
	vx_dev.mem = vmalloc(VX_MEM_SIZE);
	if (!vx_dev.mem)
		return -ENOMEM;
	memset(vx_dev.mem, 0, VX_MEM_SIZE);
	sema_init(&vx_dev.sem, 1);
	vx_major = register_chrdev(0, VX_NAME, &vx_fops);
	if (vx_major < 0) {
		vfree(vx_dev.mem);
		return vx_major;
	}
	return 0;
}

static void __exit vx_exit(void)
{
	unregister_chrdev(vx_major, VX_NAME);
	vfree(vx_dev.mem);
}

module_init(vx_init);
module_exit(vx_exit);
MODULE_LICENSE("GPL");
