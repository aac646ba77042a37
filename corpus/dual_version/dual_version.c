/*
 * dual_version.c - DV-2 logic analyser capture driver, Linux 2.4 and 2.6
 *
 * The (fictional) DV-2 logic analyser bus-masters its 64KB trace memory
 * straight into the caller's read() buffer; write() loads a trigger
 * pattern.  The driver is kept out of tree and builds on 2.4 and 2.6.
 *
 * kiobuf pattern: version-conditional code.  Under LINUX_VERSION_CODE <
 * KERNEL_VERSION(2,5,0) it includes <linux/iobuf.h>, defines HAVE_KIOBUF
 * and read() does alloc_kiovec / map_user_kiobuf(READ) /
 * mark_dirty_kiobuf / unmap_kiobuf / free_kiovec; the #else branch is a
 * hand-written 2.6 read() on get_user_pages().  write() has a kiobuf
 * path under #ifdef HAVE_KIOBUF and uses copy_from_user() otherwise.
 *
 * zcport sample corpus.  Trace memory is vmalloc()ed; "DMA" is memcpy().
 */

#include <linux/version.h>
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/sched.h>
#include <linux/slab.h>
#include <linux/vmalloc.h>
#include <linux/highmem.h>
#if LINUX_VERSION_CODE < KERNEL_VERSION(2,5,0)
#include <linux/iobuf.h>
#define HAVE_KIOBUF	1
#else
#include <linux/pagemap.h>
#endif
#include <asm/uaccess.h>
#include <asm/semaphore.h>

#define DV_NAME		"dual_version"
#define DV_MEM_SIZE	(64 * 1024)

static int dv_major;
static char *dv_mem;			/* the card's trace memory */
static DECLARE_MUTEX(dv_sem);

/* move @count bytes between @card and pinned pages, @offset into the first */
static void dv_dma(struct page **pages, int nr_pages, unsigned int offset,
		   char *card, size_t count, int to_host)
{
	size_t done = 0;
	int i;

	for (i = 0; i < nr_pages && done < count; i++) {
		size_t len = min_t(size_t, PAGE_SIZE - offset, count - done);
		char *kaddr;

		kaddr = kmap(pages[i]);
		if (to_host)
			memcpy(kaddr + offset, card + done, len);
		else
			memcpy(card + done, kaddr + offset, len);
		kunmap(pages[i]);
		done += len;
		offset = 0;
	}
}

static ssize_t dv_read(struct file *file, char *buf, size_t count,
		       loff_t *ppos)
{
	unsigned long uaddr = (unsigned long) buf;
	loff_t pos = *ppos;
	ssize_t ret;
#if LINUX_VERSION_CODE < KERNEL_VERSION(2,5,0)
	struct kiobuf *iobuf;
#else
	struct page **pages;
	int nr_pages, got, i;
#endif

	if (pos >= DV_MEM_SIZE)
		return 0;
	if (count > DV_MEM_SIZE - pos)
		count = DV_MEM_SIZE - pos;
	if (count == 0)
		return 0;

#if LINUX_VERSION_CODE < KERNEL_VERSION(2,5,0)
	ret = alloc_kiovec(1, &iobuf);
	if (ret)
		return ret;
	ret = map_user_kiobuf(READ, iobuf, uaddr, count);
	if (ret)
		goto out_free;

	down(&dv_sem);
	dv_dma(iobuf->maplist, iobuf->nr_pages, iobuf->offset,
	       dv_mem + pos, count, 1);
	up(&dv_sem);

	mark_dirty_kiobuf(iobuf, count);
	unmap_kiobuf(iobuf);
	ret = count;
out_free:
	free_kiovec(1, &iobuf);
#else
	nr_pages = ((uaddr + count + PAGE_SIZE - 1) >> PAGE_SHIFT) -
		   (uaddr >> PAGE_SHIFT);
	pages = kmalloc(nr_pages * sizeof(*pages), GFP_KERNEL);
	if (!pages)
		return -ENOMEM;

	down_read(&current->mm->mmap_sem);
	got = get_user_pages(current, current->mm, uaddr & PAGE_MASK,
			     nr_pages, 1, 0, pages, NULL);
	up_read(&current->mm->mmap_sem);

	ret = got < 0 ? got : -EFAULT;
	if (got == nr_pages) {
		down(&dv_sem);
		dv_dma(pages, nr_pages, uaddr & ~PAGE_MASK,
		       dv_mem + pos, count, 1);
		up(&dv_sem);
		ret = count;
	}

	for (i = 0; i < got; i++) {
		if (ret > 0 && !PageReserved(pages[i]))
			SetPageDirty(pages[i]);
		page_cache_release(pages[i]);
	}
	kfree(pages);
#endif
	if (ret > 0)
		*ppos = pos + ret;
	return ret;
}

static ssize_t dv_write(struct file *file, const char *buf,
			size_t count, loff_t *ppos)
{
	loff_t pos = *ppos;
	ssize_t ret;
#ifdef HAVE_KIOBUF
	struct kiobuf *iobuf;
#endif

	if (pos >= DV_MEM_SIZE)
		return -ENOSPC;
	if (count > DV_MEM_SIZE - pos)
		count = DV_MEM_SIZE - pos;
	if (count == 0)
		return 0;

#ifdef HAVE_KIOBUF
	ret = alloc_kiovec(1, &iobuf);
	if (ret)
		return ret;
	ret = map_user_kiobuf(WRITE, iobuf, (unsigned long) buf, count);
	if (ret == 0) {
		down(&dv_sem);
		dv_dma(iobuf->maplist, iobuf->nr_pages, iobuf->offset,
		       dv_mem + pos, count, 0);
		up(&dv_sem);
		unmap_kiobuf(iobuf);
		ret = count;
	}
	free_kiovec(1, &iobuf);
#else
	down(&dv_sem);
	ret = copy_from_user(dv_mem + pos, buf, count) ? -EFAULT : count;
	up(&dv_sem);
#endif
	if (ret > 0)
		*ppos = pos + ret;
	return ret;
}

static int dv_open(struct inode *inode, struct file *file)
{
	return MINOR(inode->i_rdev) == 0 ? 0 : -ENXIO;
}

static int dv_release(struct inode *inode, struct file *file)
{
	return 0;
}

static struct file_operations dv_fops = {
	.owner		= THIS_MODULE,
	.read		= dv_read,
	.write		= dv_write,
	.open		= dv_open,
	.release	= dv_release,
};

static int __init dv_init(void)
{
	dv_mem = vmalloc(DV_MEM_SIZE);
	if (!dv_mem)
		return -ENOMEM;
	memset(dv_mem, 0, DV_MEM_SIZE);

	dv_major = register_chrdev(0, DV_NAME, &dv_fops);
	if (dv_major < 0) {
		vfree(dv_mem);
		return dv_major;
	}
	return 0;
}

static void __exit dv_exit(void)
{
	unregister_chrdev(dv_major, DV_NAME);
	vfree(dv_mem);
}

module_init(dv_init);
module_exit(dv_exit);

MODULE_DESCRIPTION("DV-2 logic analyser (simulated), 2.4 and 2.6 zero-copy");
MODULE_LICENSE("GPL");
