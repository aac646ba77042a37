/*
 * goto_errors.c - GE-7 DSP coprocessor driver for Linux 2.4
 *
 * The (fictional) GE-7 is a PCI DSP card.  The host write()s a job and
 * read()s the result; the card DMAs straight to and from user pages.
 * It needs word-aligned buffers and latches a fault bit when a job
 * fails, so a transfer can fail after the user buffer is mapped.
 *
 * kiobuf pattern: goto-based cleanup with separate labels for an
 * alloc_kiovec failure, a map_user_kiobuf failure, and device errors
 * discovered after mapping (unmap_kiobuf then free_kiovec).
 *
 * zcport sample corpus.  The card memory is kmalloc()ed, "DMA" is a
 * memcpy() through page_address(), and faults can be injected with
 * the GE_IOC_FAULT ioctl.
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/slab.h>
#include <linux/ioctl.h>
#include <linux/iobuf.h>
#include <asm/uaccess.h>
#include <asm/semaphore.h>

#define GE_NAME		"goto_errors"
#define GE_MEM_SIZE	(32 * 1024)

#define GE_IOC_MAGIC	'g'
#define GE_IOC_FAULT	_IOW(GE_IOC_MAGIC, 1, int)	/* inject a fault */

#define GE_STAT_FAULT	0x01

static int ge_major;
static char *ge_in;		/* job memory, written by the host */
static char *ge_out;		/* result memory, read by the host */
static size_t ge_out_len;
static unsigned int ge_status;
static DECLARE_MUTEX(ge_sem);

/* run the DSP over the job: the "result" is the job with bytes inverted */
static void ge_run_job(size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		ge_out[i] = ~ge_in[i];
	ge_out_len = len;
}

/* start a transfer; fails if the card has latched a fault */
static int ge_dma(struct kiobuf *iobuf, char *card, int to_host)
{
	int offset = iobuf->offset;
	int left = iobuf->length;
	int i;

	if (ge_status & GE_STAT_FAULT)
		return -EIO;

	for (i = 0; i < iobuf->nr_pages; i++) {
		int len = PAGE_SIZE - offset;
		char *va = (char *) page_address(iobuf->maplist[i]) + offset;

		if (len > left)
			len = left;
		if (to_host)
			memcpy(va, card, len);
		else
			memcpy(card, va, len);
		card += len;
		left -= len;
		offset = 0;
	}
	return 0;
}

static ssize_t ge_read(struct file *file, char *buf, size_t count,
		       loff_t *ppos)
{
	struct kiobuf *iobuf;
	ssize_t ret;
	int err;

	if (down_interruptible(&ge_sem))
		return -ERESTARTSYS;

	if (count > ge_out_len)
		count = ge_out_len;
	ret = 0;
	if (count == 0)
		goto out_unlock;

	err = alloc_kiovec(1, &iobuf);
	if (err) {
		ret = err;
		goto out_unlock;
	}

	err = map_user_kiobuf(READ, iobuf, (unsigned long) buf, count);
	if (err) {
		ret = err;
		goto out_free;
	}

	/* the DMA engine cannot start on an odd address */
	if (iobuf->offset & 3) {
		ret = -EINVAL;
		goto out_unmap;
	}

	err = ge_dma(iobuf, ge_out, 1);
	if (err) {
		printk(KERN_WARNING GE_NAME ": result DMA failed\n");
		ret = err;
		goto out_unmap;
	}

	mark_dirty_kiobuf(iobuf, count);
	ret = count;

out_unmap:
	unmap_kiobuf(iobuf);
out_free:
	free_kiovec(1, &iobuf);
out_unlock:
	up(&ge_sem);
	return ret;
}

static ssize_t ge_write(struct file *file, const char *buf, size_t count,
			loff_t *ppos)
{
	struct kiobuf *iobuf;
	int err;

	if (count == 0)
		return 0;
	if (count > GE_MEM_SIZE)
		return -EFBIG;

	if (down_interruptible(&ge_sem))
		return -ERESTARTSYS;

	err = alloc_kiovec(1, &iobuf);
	if (err)
		goto out;

	err = map_user_kiobuf(WRITE, iobuf, (unsigned long) buf, count);
	if (err)
		goto out_free;

	if (iobuf->offset & 3) {
		err = -EINVAL;
		goto out_unmap;
	}

	err = ge_dma(iobuf, ge_in, 0);
	if (err)
		goto out_unmap;

	ge_run_job(count);
	err = count;

out_unmap:
	unmap_kiobuf(iobuf);
out_free:
	free_kiovec(1, &iobuf);
out:
	up(&ge_sem);
	return err;
}

static int ge_ioctl(struct inode *inode, struct file *file,
		    unsigned int cmd, unsigned long arg)
{
	int fault;

	if (cmd != GE_IOC_FAULT)
		return -ENOTTY;
	if (get_user(fault, (int *) arg))
		return -EFAULT;
	if (fault)
		ge_status |= GE_STAT_FAULT;
	else
		ge_status &= ~GE_STAT_FAULT;
	return 0;
}

static int ge_open(struct inode *inode, struct file *file)
{
	MOD_INC_USE_COUNT;
	return 0;
}

static int ge_release(struct inode *inode, struct file *file)
{
	MOD_DEC_USE_COUNT;
	return 0;
}

static struct file_operations ge_fops = {
	.read		= ge_read,
	.write		= ge_write,
	.ioctl		= ge_ioctl,
	.open		= ge_open,
	.release	= ge_release,
};

static int __init ge_init(void)
{
	int err = -ENOMEM;

	ge_in = kmalloc(GE_MEM_SIZE, GFP_KERNEL);
	if (!ge_in)
		goto fail;
	ge_out = kmalloc(GE_MEM_SIZE, GFP_KERNEL);
	if (!ge_out)
		goto fail_in;

	err = register_chrdev(0, GE_NAME, &ge_fops);
	if (err < 0)
		goto fail_out;
	ge_major = err;
	return 0;

fail_out:
	kfree(ge_out);
fail_in:
	kfree(ge_in);
fail:
	return err;
}

static void __exit ge_exit(void)
{
	unregister_chrdev(ge_major, GE_NAME);
	kfree(ge_out);
	kfree(ge_in);
}

module_init(ge_init);
module_exit(ge_exit);

MODULE_DESCRIPTION("GE-7 DSP coprocessor (simulated), goto error paths");
MODULE_LICENSE("GPL");
