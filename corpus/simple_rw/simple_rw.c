/*
 * simple_rw.c - SRW-100 capture card driver for Linux 2.4
 *
 * The (fictional) SRW-100 is an ISA capture card with 64KB of on-board
 * sample memory that it can bus-master straight into host memory.  The
 * driver exposes that memory as a character device: read() DMAs from
 * the card into the caller's buffer, write() DMAs the caller's buffer
 * into the card, both without a bounce buffer.
 *
 * kiobuf pattern: one alloc_kiovec / map_user_kiobuf / unmap_kiobuf /
 * free_kiovec per read() and per write(); read() maps with READ and
 * marks the pages dirty, write() maps with WRITE.
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
#include <linux/errno.h>
#include <linux/vmalloc.h>
#include <linux/highmem.h>
#include <linux/iobuf.h>
#include <asm/uaccess.h>
#include <asm/semaphore.h>

#define SRW_NAME	"simple_rw"
#define SRW_MEM_SIZE	(64 * 1024)

static int srw_major;			/* 0 asks for a dynamic major */
MODULE_PARM(srw_major, "i");
MODULE_PARM_DESC(srw_major, "character major number (default: dynamic)");

static char *srw_mem;			/* the card's sample memory */
static int srw_open_count;
static DECLARE_MUTEX(srw_sem);

/*
 * Move @count bytes between the card memory at @card and the pages
 * described by @iobuf.  @to_host selects the direction.
 */
static void srw_dma(struct kiobuf *iobuf, char *card, size_t count,
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

static ssize_t srw_read(struct file *file, char *buf, size_t count,
			loff_t *ppos)
{
	struct kiobuf *iobuf;
	loff_t pos = *ppos;
	ssize_t ret;
	int err;

	if (pos >= SRW_MEM_SIZE)
		return 0;
	if (count > SRW_MEM_SIZE - pos)
		count = SRW_MEM_SIZE - pos;
	if (count == 0)
		return 0;

	err = alloc_kiovec(1, &iobuf);
	if (err)
		return err;

	err = map_user_kiobuf(READ, iobuf, (unsigned long) buf, count);
	if (err) {
		ret = err;
		goto out_free;
	}

	down(&srw_sem);
	srw_dma(iobuf, srw_mem + pos, count, 1);
	up(&srw_sem);

	mark_dirty_kiobuf(iobuf, count);
	unmap_kiobuf(iobuf);

	*ppos = pos + count;
	ret = count;
out_free:
	free_kiovec(1, &iobuf);
	return ret;
}

static ssize_t srw_write(struct file *file, const char *buf, size_t count,
			 loff_t *ppos)
{
	struct kiobuf *iobuf;
	loff_t pos = *ppos;
	ssize_t ret;
	int err;

	if (pos >= SRW_MEM_SIZE)
		return -ENOSPC;
	if (count > SRW_MEM_SIZE - pos)
		count = SRW_MEM_SIZE - pos;
	if (count == 0)
		return 0;

	err = alloc_kiovec(1, &iobuf);
	if (err)
		return err;

	err = map_user_kiobuf(WRITE, iobuf, (unsigned long) buf, count);
	if (err) {
		ret = err;
		goto out_free;
	}

	down(&srw_sem);
	srw_dma(iobuf, srw_mem + pos, count, 0);
	up(&srw_sem);

	unmap_kiobuf(iobuf);

	*ppos = pos + count;
	ret = count;
out_free:
	free_kiovec(1, &iobuf);
	return ret;
}

static int srw_open(struct inode *inode, struct file *file)
{
	if (MINOR(inode->i_rdev) != 0)
		return -ENXIO;

	down(&srw_sem);
	srw_open_count++;
	up(&srw_sem);
	return 0;
}

static int srw_release(struct inode *inode, struct file *file)
{
	down(&srw_sem);
	srw_open_count--;
	up(&srw_sem);
	return 0;
}

static struct file_operations srw_fops = {
	.owner		= THIS_MODULE,
	.read		= srw_read,
	.write		= srw_write,
	.open		= srw_open,
	.release	= srw_release,
};

static int __init srw_init(void)
{
	int ret;

	srw_mem = vmalloc(SRW_MEM_SIZE);
	if (!srw_mem)
		return -ENOMEM;
	memset(srw_mem, 0, SRW_MEM_SIZE);

	ret = register_chrdev(srw_major, SRW_NAME, &srw_fops);
	if (ret < 0) {
		printk(KERN_ERR SRW_NAME ": cannot get major %d\n", srw_major);
		vfree(srw_mem);
		return ret;
	}
	if (srw_major == 0)
		srw_major = ret;

	printk(KERN_INFO SRW_NAME ": SRW-100 at major %d, %d bytes\n",
	       srw_major, SRW_MEM_SIZE);
	return 0;
}

static void __exit srw_exit(void)
{
	unregister_chrdev(srw_major, SRW_NAME);
	vfree(srw_mem);
}

module_init(srw_init);
module_exit(srw_exit);

MODULE_AUTHOR("zcport sample corpus");
MODULE_DESCRIPTION("SRW-100 capture card (simulated), zero-copy read/write");
MODULE_LICENSE("GPL");
