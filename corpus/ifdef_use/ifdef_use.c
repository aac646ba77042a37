/*
 * ifdef_use.c - IU-6 telemetry buffer driver for Linux 2.4
 *
 * The (fictional) IU-6 collects telemetry into 32KB of dual-ported
 * memory.  read() returns telemetry; write() loads a command script
 * into the card.  Zero-copy reads are an option (CONFIG_IU_ZEROCOPY)
 * because early boards could not bus-master to user pages; by default
 * read() uses copy_to_user().  write() always uses zero-copy, padding
 * the transfer to whole words on boards built with
 * CONFIG_IU_PAD_TO_WORD.
 *
 * kiobuf pattern: read() has its kiobuf code inside
 * #ifdef CONFIG_IU_ZEROCOPY ... #else copy_to_user() ... #endif, and
 * CONFIG_IU_ZEROCOPY is not defined, so that kiobuf code is a
 * disabled block.  write() is active kiobuf code whose
 * map_user_kiobuf() call has an #ifdef/#else/#endif inside its
 * argument list.
 *
 * zcport sample corpus.  The card memory is kmalloc()ed; "DMA" goes
 * through page_address().
 */

#include <linux/config.h>
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/slab.h>
#include <linux/iobuf.h>
#include <asm/uaccess.h>

#define IU_NAME		"ifdef_use"
#define IU_MEM_SIZE	(32 * 1024)

static int iu_major;
static char *iu_mem;

#ifdef CONFIG_IU_ZEROCOPY
static void iu_to_pages(struct kiobuf *iobuf, char *src)
{
	int offset = iobuf->offset, left = iobuf->length, i;

	for (i = 0; i < iobuf->nr_pages; i++) {
		int n = min_t(int, PAGE_SIZE - offset, left);

		memcpy((char *) page_address(iobuf->maplist[i]) + offset,
		       src, n);
		src += n;
		left -= n;
		offset = 0;
	}
}
#endif

static void iu_from_pages(struct kiobuf *iobuf, char *dst, size_t count)
{
	int offset = iobuf->offset, i;

	for (i = 0; i < iobuf->nr_pages && count; i++) {
		size_t n = PAGE_SIZE - offset;

		if (n > count)
			n = count;
		memcpy(dst, (char *) page_address(iobuf->maplist[i]) + offset,
		       n);
		dst += n;
		count -= n;
		offset = 0;
	}
}

static ssize_t iu_read(struct file *file, char *buf, size_t count,
		       loff_t *ppos)
{
	unsigned long pos = *ppos;
#ifdef CONFIG_IU_ZEROCOPY
	struct kiobuf *iobuf;
	int err;
#endif

	if (pos >= IU_MEM_SIZE)
		return 0;
	if (count > IU_MEM_SIZE - pos)
		count = IU_MEM_SIZE - pos;

#ifdef CONFIG_IU_ZEROCOPY
	err = alloc_kiovec(1, &iobuf);
	if (err)
		return err;
	err = map_user_kiobuf(READ, iobuf, (unsigned long) buf, count);
	if (err) {
		free_kiovec(1, &iobuf);
		return err;
	}
	iu_to_pages(iobuf, iu_mem + pos);
	mark_dirty_kiobuf(iobuf, count);
	unmap_kiobuf(iobuf);
	free_kiovec(1, &iobuf);
#else
	if (copy_to_user(buf, iu_mem + pos, count))
		return -EFAULT;
#endif

	*ppos = pos + count;
	return count;
}

static ssize_t iu_write(struct file *file, const char *buf, size_t count,
			loff_t *ppos)
{
	struct kiobuf *iobuf;
	int err;

	if (count == 0 || count > IU_MEM_SIZE - 4)
		return -EINVAL;

	err = alloc_kiovec(1, &iobuf);
	if (err)
		return err;

	err = map_user_kiobuf(WRITE, iobuf, (unsigned long) buf,
#ifdef CONFIG_IU_PAD_TO_WORD
			      (count + 3) & ~3
#else
			      count
#endif
			      );
	if (err)
		goto out;

	iu_from_pages(iobuf, iu_mem, iobuf->length);
	unmap_kiobuf(iobuf);
	err = count;
out:
	free_kiovec(1, &iobuf);
	return err;
}

static int iu_open(struct inode *inode, struct file *file)
{
	MOD_INC_USE_COUNT;
	return 0;
}

static int iu_release(struct inode *inode, struct file *file)
{
	MOD_DEC_USE_COUNT;
	return 0;
}

static struct file_operations iu_fops = {
	.read		= iu_read,
	.write		= iu_write,
	.open		= iu_open,
	.release	= iu_release,
};

static int __init iu_init(void)
{
	iu_mem = kmalloc(IU_MEM_SIZE, GFP_KERNEL);
	if (!iu_mem)
		return -ENOMEM;
	memset(iu_mem, 0, IU_MEM_SIZE);

	iu_major = register_chrdev(0, IU_NAME, &iu_fops);
	if (iu_major < 0) {
		kfree(iu_mem);
		return iu_major;
	}
#ifdef CONFIG_IU_ZEROCOPY
	printk(KERN_INFO "IU-6: zero-copy reads enabled\n");
#endif
	return 0;
}

static void __exit iu_exit(void)
{
	unregister_chrdev(iu_major, IU_NAME);
	kfree(iu_mem);
}

module_init(iu_init);
module_exit(iu_exit);

MODULE_DESCRIPTION("IU-6 telemetry buffer (simulated), conditional zero-copy");
MODULE_LICENSE("GPL");
