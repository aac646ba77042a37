/* hdrdrv: a character device whose read is the header's transfer */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/errno.h>
#include <linux/iobuf.h>

#include "hdrdrv.h"

void hd_dma(struct kiobuf *kb, size_t n)
{
	(void)kb;
	(void)n;
}

static ssize_t hd_read(struct file *file, char *buf, size_t count,
		       loff_t *ppos)
{
	int err = hd_fill(buf, count);

	return err ? err : (ssize_t)count;
}

static struct file_operations hd_fops = {
	.owner = THIS_MODULE,
	.read = hd_read,
};

static int __init hd_init(void)
{
	return register_chrdev(241, "hdrdrv", &hd_fops) < 0 ? -EIO : 0;
}

module_init(hd_init);
MODULE_LICENSE("GPL");
