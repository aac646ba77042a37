/*
 * embedded.c - EM-1 audio DSP sample RAM driver for Linux 2.4
 *
 * The (fictional) EM-1 is a sound card whose DSP has 128KB of sample
 * RAM.  Applications upload and download sample data with write() and
 * read(); the card moves it by DMA straight from and to user memory.
 * One transfer at a time, so the driver keeps a single kiobuf inside
 * its device structure and limits each call to what the kiobuf's
 * built-in page array covers.
 *
 * kiobuf pattern: a struct kiobuf embedded by value in struct em_dev,
 * set up once with kiobuf_init(&dev->kio) and then used as &dev->kio
 * (map_user_kiobuf, mark_dirty_kiobuf, unmap_kiobuf) and through
 * dev->kio.maplist / .offset / .length / .nr_pages.  There is no
 * alloc_kiovec or free_kiovec.
 *
 * zcport sample corpus.  The sample RAM is vmalloc()ed; "DMA" goes
 * through kmap_atomic().
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/slab.h>
#include <linux/vmalloc.h>
#include <linux/highmem.h>
#include <linux/iobuf.h>
#include <asm/uaccess.h>
#include <asm/semaphore.h>

#define EM_NAME		"embedded"
#define EM_RAM_SIZE	(128 * 1024)

/* one page of the static map array is kept for a misaligned start */
#define EM_MAX_XFER	((KIO_STATIC_PAGES - 1) * PAGE_SIZE)

struct em_dev {
	struct semaphore sem;		/* one transfer at a time */
	unsigned char	*ram;		/* the DSP's sample RAM */
	unsigned long	xfers;
	struct kiobuf	kio;		/* embedded, not allocated */
};

static struct em_dev *em;
static int em_major;

static void em_dma(struct em_dev *dev, unsigned char *ram, int to_host)
{
	int offset = dev->kio.offset;
	int left = dev->kio.length;
	int i;

	for (i = 0; i < dev->kio.nr_pages; i++) {
		unsigned char *va;
		int n = PAGE_SIZE - offset;

		if (n > left)
			n = left;
		va = kmap_atomic(dev->kio.maplist[i], KM_USER0);
		if (to_host)
			memcpy(va + offset, ram, n);
		else
			memcpy(ram, va + offset, n);
		kunmap_atomic(va, KM_USER0);
		ram += n;
		left -= n;
		offset = 0;
	}
	dev->xfers++;
}

static ssize_t em_read(struct file *file, char *buf, size_t count,
		       loff_t *ppos)
{
	struct em_dev *dev = file->private_data;
	unsigned long pos = *ppos;
	int err;

	if (pos >= EM_RAM_SIZE)
		return 0;
	count = min_t(size_t, count, EM_RAM_SIZE - pos);
	count = min_t(size_t, count, EM_MAX_XFER);

	if (down_interruptible(&dev->sem))
		return -ERESTARTSYS;

	err = map_user_kiobuf(READ, &dev->kio, (unsigned long) buf, count);
	if (err == 0) {
		em_dma(dev, dev->ram + pos, 1);
		mark_dirty_kiobuf(&dev->kio, count);
		unmap_kiobuf(&dev->kio);
		*ppos = pos + count;
		err = count;
	}

	up(&dev->sem);
	return err;
}

static ssize_t em_write(struct file *file, const char *buf, size_t count,
			loff_t *ppos)
{
	struct em_dev *dev = file->private_data;
	unsigned long pos = *ppos;
	int err;

	if (pos >= EM_RAM_SIZE)
		return -ENOSPC;
	count = min_t(size_t, count, EM_RAM_SIZE - pos);
	count = min_t(size_t, count, EM_MAX_XFER);

	if (down_interruptible(&dev->sem))
		return -ERESTARTSYS;

	err = map_user_kiobuf(WRITE, &dev->kio, (unsigned long) buf, count);
	if (err)
		goto out;
	em_dma(dev, dev->ram + pos, 0);
	unmap_kiobuf(&dev->kio);

	*ppos = pos + count;
	err = count;
out:
	up(&dev->sem);
	return err;
}

static int em_open(struct inode *inode, struct file *file)
{
	file->private_data = em;
	return 0;
}

static int em_release(struct inode *inode, struct file *file)
{
	return 0;
}

static struct file_operations em_fops = {
	.owner		= THIS_MODULE,
	.read		= em_read,
	.write		= em_write,
	.open		= em_open,
	.release	= em_release,
};

static int __init em_init(void)
{
	em = kmalloc(sizeof(*em), GFP_KERNEL);
	if (!em)
		return -ENOMEM;
	memset(em, 0, sizeof(*em));
	init_MUTEX(&em->sem);
	kiobuf_init(&em->kio);

	em->ram = vmalloc(EM_RAM_SIZE);
	if (!em->ram) {
		kfree(em);
		return -ENOMEM;
	}

	em_major = register_chrdev(0, EM_NAME, &em_fops);
	if (em_major < 0) {
		vfree(em->ram);
		kfree(em);
		return em_major;
	}
	return 0;
}

static void __exit em_exit(void)
{
	unregister_chrdev(em_major, EM_NAME);
	printk(KERN_INFO "EM-1: %lu transfers\n", em->xfers);
	vfree(em->ram);
	kfree(em);
}

module_init(em_init);
module_exit(em_exit);

MODULE_DESCRIPTION("EM-1 DSP sample RAM (simulated), embedded kiobuf");
MODULE_LICENSE("GPL");
