/*
 * page_addr.c - PA-5 memory test pattern engine driver for Linux 2.4
 *
 * The (fictional) PA-5 is a bus-master test card used to burn in host
 * memory.  read() makes it fill the caller's buffer with a walking
 * pattern; write() makes it fetch the caller's buffer and compare it
 * against the same pattern, counting mismatches (reported through the
 * PA_IOC_ERRORS ioctl).  The pattern position follows the file offset.
 *
 * kiobuf pattern: each mapped page is reached with page_address() on
 * iobuf->maplist[i] (checking for pages without a kernel mapping)
 * and the data is produced or checked through that pointer.
 *
 * zcport sample corpus.  The engine is simulated by the CPU.
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/iobuf.h>
#include <asm/page.h>
#include <asm/uaccess.h>

#define PA_NAME		"page_addr"
#define PA_IOC_ERRORS	_IOR('p', 1, unsigned long)
#define PA_MAX_XFER	(1024 * 1024)

static int pa_major;
static unsigned long pa_errors;		/* mismatches seen by write() */
static unsigned char pa_seed = 0x5a;
MODULE_PARM(pa_seed, "b");
MODULE_PARM_DESC(pa_seed, "first byte of the test pattern");

static unsigned char pa_pattern(loff_t pos)
{
	return (unsigned char) (pa_seed ^ (pos & 0xff) ^ ((pos >> 8) & 0xff));
}

/*
 * Walk the pages of @iobuf.  If @check is zero, store the pattern for
 * file position @pos onwards; otherwise count bytes that differ.
 */
static int pa_engine(struct kiobuf *iobuf, loff_t pos, int check,
		     unsigned long *bad)
{
	int offset = iobuf->offset;
	int left = iobuf->length;
	int i, n;

	for (i = 0; i < iobuf->nr_pages; i++) {
		struct page *page = iobuf->maplist[i];
		unsigned char *p;

		if (page_address(page) == NULL)
			return -EFAULT;		/* not in kernel space */
		p = (unsigned char *) page_address(page) + offset;

		n = PAGE_SIZE - offset;
		if (n > left)
			n = left;
		left -= n;
		while (n--) {
			if (!check)
				*p = pa_pattern(pos);
			else if (*p != pa_pattern(pos))
				(*bad)++;
			p++;
			pos++;
		}
		offset = 0;
	}
	return 0;
}

static ssize_t pa_read(struct file *file, char *buf, size_t count,
		       loff_t *ppos)
{
	struct kiobuf *iobuf;
	int err;

	if (count > PA_MAX_XFER)
		count = PA_MAX_XFER;

	if ((err = alloc_kiovec(1, &iobuf)) != 0)
		return err;

	if ((err = map_user_kiobuf(READ, iobuf, (unsigned long) buf,
				   count)) != 0) {
		free_kiovec(1, &iobuf);
		return err;
	}

	err = pa_engine(iobuf, *ppos, 0, NULL);
	if (err == 0)
		mark_dirty_kiobuf(iobuf, count);

	unmap_kiobuf(iobuf);
	free_kiovec(1, &iobuf);

	if (err)
		return err;
	*ppos += count;
	return count;
}

static ssize_t pa_write(struct file *file, const char *buf, size_t count,
			loff_t *ppos)
{
	struct kiobuf *iobuf;
	unsigned long bad = 0;
	int err;

	if (count > PA_MAX_XFER)
		count = PA_MAX_XFER;

	if ((err = alloc_kiovec(1, &iobuf)) != 0)
		return err;

	if ((err = map_user_kiobuf(WRITE, iobuf, (unsigned long) buf,
				   count)) != 0) {
		free_kiovec(1, &iobuf);
		return err;
	}

	err = pa_engine(iobuf, *ppos, 1, &bad);

	unmap_kiobuf(iobuf);
	free_kiovec(1, &iobuf);

	if (err)
		return err;
	pa_errors += bad;
	*ppos += count;
	return count;
}

static int pa_ioctl(struct inode *inode, struct file *file,
		    unsigned int cmd, unsigned long arg)
{
	if (cmd != PA_IOC_ERRORS)
		return -ENOTTY;
	return put_user(pa_errors, (unsigned long *) arg);
}

static int pa_open(struct inode *inode, struct file *file)
{
	file->f_pos = 0;
	return 0;
}

static int pa_release(struct inode *inode, struct file *file)
{
	return 0;
}

static struct file_operations pa_fops = {
	.owner		= THIS_MODULE,
	.read		= pa_read,
	.write		= pa_write,
	.ioctl		= pa_ioctl,
	.open		= pa_open,
	.release	= pa_release,
};

static int __init pa_init(void)
{
	pa_major = register_chrdev(0, PA_NAME, &pa_fops);
	if (pa_major < 0)
		return pa_major;
	printk(KERN_INFO "PA-5 pattern engine, seed 0x%02x\n", pa_seed);
	return 0;
}

static void __exit pa_exit(void)
{
	if (pa_errors)
		printk(KERN_NOTICE "PA-5: %lu mismatches\n", pa_errors);
	unregister_chrdev(pa_major, PA_NAME);
}

module_init(pa_init);
module_exit(pa_exit);

MODULE_DESCRIPTION("PA-5 memory test pattern engine (simulated)");
MODULE_LICENSE("GPL");
