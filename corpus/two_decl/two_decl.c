/*
 * two_decl.c - TD-8 sample format converter driver for Linux 2.4
 *
 * The (fictional) TD-8 is a DSP card that converts audio sample
 * buffers between formats: it swaps the byte order of 16-bit or 32-bit
 * samples.  A TD_IOC_CONVERT ioctl names a source buffer, which the
 * card reads, and a destination buffer, which the card writes; both
 * are pinned while the card works.  write() sets the default sample
 * width and read() reports the number of conversions done.
 *
 * kiobuf pattern: two kiobufs declared together as
 * "struct kiobuf *in, *out;", each with its own alloc_kiovec(1, ...),
 * in mapped WRITE, out mapped READ and dirtied, then both unmapped
 * and freed separately.
 *
 * zcport sample corpus.  The card's 64KB staging SRAM is kmalloc()ed;
 * "DMA" goes through kmap()/kunmap().
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/slab.h>
#include <linux/highmem.h>
#include <linux/iobuf.h>
#include <asm/uaccess.h>
#include <asm/byteorder.h>

#define TD_NAME		"two_decl"
#define TD_SRAM_SIZE	(64 * 1024)

struct td_convert {
	unsigned long	src;
	unsigned long	dst;
	unsigned int	len;		/* bytes, a multiple of width */
	unsigned int	width;		/* 2 or 4; 0 for the default */
};

#define TD_IOC_CONVERT	_IOW('t', 1, struct td_convert)

static int td_major;
static u8 *td_sram;
static unsigned int td_width = 2;
static unsigned long td_conversions;

static void td_dma(struct kiobuf *kb, u8 *sram, int to_host)
{
	int offset = kb->offset, left = kb->length, i;

	for (i = 0; i < kb->nr_pages; i++) {
		int n = min_t(int, PAGE_SIZE - offset, left);
		u8 *va = kmap(kb->maplist[i]);

		if (to_host)
			memcpy(va + offset, sram, n);
		else
			memcpy(sram, va + offset, n);
		kunmap(kb->maplist[i]);
		sram += n;
		left -= n;
		offset = 0;
	}
}

static void td_swap(unsigned int len, unsigned int width)
{
	unsigned int i;

	for (i = 0; i < len; i += width) {
		if (width == 2)
			*(u16 *) (td_sram + i) = swab16(*(u16 *) (td_sram + i));
		else
			*(u32 *) (td_sram + i) = swab32(*(u32 *) (td_sram + i));
	}
}

static int td_convert(struct td_convert *req)
{
	struct kiobuf *in, *out;
	unsigned int width = req->width ? req->width : td_width;
	int err;

	if ((width != 2 && width != 4) || req->len == 0 ||
	    req->len > TD_SRAM_SIZE || req->len % width)
		return -EINVAL;

	err = alloc_kiovec(1, &in);
	if (err)
		return err;
	err = alloc_kiovec(1, &out);
	if (err)
		goto free_in;

	err = map_user_kiobuf(WRITE, in, req->src, req->len);
	if (err)
		goto free_out;
	err = map_user_kiobuf(READ, out, req->dst, req->len);
	if (err)
		goto unmap_in;

	td_dma(in, td_sram, 0);
	td_swap(req->len, width);
	td_dma(out, td_sram, 1);
	td_conversions++;

	mark_dirty_kiobuf(out, req->len);
	unmap_kiobuf(out);
unmap_in:
	unmap_kiobuf(in);
free_out:
	free_kiovec(1, &out);
free_in:
	free_kiovec(1, &in);
	return err;
}

static int td_ioctl(struct inode *inode, struct file *file,
		    unsigned int cmd, unsigned long arg)
{
	struct td_convert req;

	if (cmd != TD_IOC_CONVERT)
		return -ENOTTY;
	if (copy_from_user(&req, (struct td_convert *) arg, sizeof(req)))
		return -EFAULT;
	return td_convert(&req);
}

static ssize_t td_read(struct file *file, char *buf, size_t count,
		       loff_t *ppos)
{
	char line[32];
	int len = sprintf(line, "%lu\n", td_conversions);

	if (*ppos >= len)
		return 0;
	if (count > len - *ppos)
		count = len - *ppos;
	if (copy_to_user(buf, line + *ppos, count))
		return -EFAULT;
	*ppos += count;
	return count;
}

static ssize_t td_write(struct file *file, const char *buf, size_t count,
			loff_t *ppos)
{
	char c;

	if (count < 1 || get_user(c, buf))
		return -EFAULT;
	if (c != '2' && c != '4')
		return -EINVAL;
	td_width = c - '0';
	return count;
}

static int td_open(struct inode *inode, struct file *file)
{
	return 0;
}

static int td_release(struct inode *inode, struct file *file)
{
	return 0;
}

static struct file_operations td_fops = {
	.owner		= THIS_MODULE,
	.read		= td_read,
	.write		= td_write,
	.ioctl		= td_ioctl,
	.open		= td_open,
	.release	= td_release,
};

static int __init td_init(void)
{
	td_sram = kmalloc(TD_SRAM_SIZE, GFP_KERNEL);
	if (!td_sram)
		return -ENOMEM;
	td_major = register_chrdev(0, TD_NAME, &td_fops);
	if (td_major < 0) {
		kfree(td_sram);
		return td_major;
	}
	return 0;
}

static void __exit td_exit(void)
{
	unregister_chrdev(td_major, TD_NAME);
	kfree(td_sram);
}

module_init(td_init);
module_exit(td_exit);

MODULE_DESCRIPTION("TD-8 sample format converter (simulated), two kiobufs");
MODULE_LICENSE("GPL");
