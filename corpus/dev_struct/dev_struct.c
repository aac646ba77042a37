/*
 * dev_struct.c - DS-4 data logger driver for Linux 2.4
 *
 * The (fictional) DS-4 is a four-channel data logger that streams
 * 32-bit samples by DMA into a ring buffer in the application's own
 * memory.  The application registers the ring once with DS_IOC_MAP,
 * asks for samples with DS_IOC_CAPTURE and reads them in place; the
 * ring stays pinned until the device is closed.
 *
 * kiobuf pattern: the struct kiobuf pointer lives in the per-device
 * struct ds_device (dev_struct.h).  It is allocated in open(), mapped
 * in ioctl(), written by a separate function (ds_capture), and dirtied,
 * unmapped and freed in release().
 *
 * zcport sample corpus.  The ADC is a counter; "DMA" stores samples
 * through page_address() of the mapped pages.
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/iobuf.h>
#include <asm/uaccess.h>

#include "dev_struct.h"

#define DS_NAME		"dev_struct"
#define DS_MAX_RING	(256 * 1024)

static int ds_major;
static struct ds_device ds_devs[DS_NR_DEVS];

/* DMA @nsamples samples into the user ring, wrapping at its end */
static int ds_capture(struct ds_device *dev, int nsamples)
{
	struct kiobuf *iobuf = dev->iobuf;

	if (!dev->mapped)
		return -ENXIO;

	while (nsamples-- > 0) {
		unsigned long off = iobuf->offset + dev->head;
		struct page *page = iobuf->maplist[off >> PAGE_SHIFT];
		u32 *slot;

		slot = (u32 *) ((char *) page_address(page) +
				(off & ~PAGE_MASK));
		*slot = (dev->channel << 28) | (dev->counter++ & 0x0fffffff);

		dev->head += DS_SAMPLE_SIZE;
		if (dev->head >= dev->ring_len)
			dev->head = 0;
		if (dev->filled < dev->ring_len)
			dev->filled += DS_SAMPLE_SIZE;
	}
	return 0;
}

static int ds_map(struct ds_device *dev, unsigned long arg)
{
	struct ds_map_req req;
	int err;

	if (copy_from_user(&req, (void *) arg, sizeof(req)))
		return -EFAULT;
	if (req.len == 0 || req.len > DS_MAX_RING ||
	    (req.len % DS_SAMPLE_SIZE) || (req.addr % DS_SAMPLE_SIZE))
		return -EINVAL;
	if (dev->mapped)
		return -EBUSY;

	err = map_user_kiobuf(READ, dev->iobuf, req.addr, req.len);
	if (err)
		return err;

	dev->mapped = 1;
	dev->ring_len = req.len;
	dev->head = 0;
	dev->filled = 0;
	return 0;
}

static int ds_ioctl(struct inode *inode, struct file *file,
		    unsigned int cmd, unsigned long arg)
{
	struct ds_device *dev = file->private_data;
	int err;

	if (down_interruptible(&dev->sem))
		return -ERESTARTSYS;

	switch (cmd) {
	case DS_IOC_MAP:
		err = ds_map(dev, arg);
		break;
	case DS_IOC_CAPTURE:
		err = ds_capture(dev, (int) arg);
		break;
	case DS_IOC_FILLED:
		err = put_user((unsigned long) dev->filled,
			       (unsigned long *) arg);
		break;
	default:
		err = -ENOTTY;
	}

	up(&dev->sem);
	return err;
}

static int ds_open(struct inode *inode, struct file *file)
{
	unsigned int minor = MINOR(inode->i_rdev);
	struct ds_device *dev;
	int err;

	if (minor >= DS_NR_DEVS)
		return -ENXIO;
	dev = &ds_devs[minor];

	down(&dev->sem);
	if (dev->in_use) {
		up(&dev->sem);
		return -EBUSY;
	}
	err = alloc_kiovec(1, &dev->iobuf);
	if (err) {
		up(&dev->sem);
		return err;
	}
	dev->in_use = 1;
	dev->mapped = 0;
	up(&dev->sem);

	file->private_data = dev;
	return 0;
}

static int ds_release(struct inode *inode, struct file *file)
{
	struct ds_device *dev = file->private_data;

	down(&dev->sem);
	if (dev->mapped) {
		mark_dirty_kiobuf(dev->iobuf, dev->filled);
		unmap_kiobuf(dev->iobuf);
		dev->mapped = 0;
	}
	free_kiovec(1, &dev->iobuf);
	dev->iobuf = NULL;
	dev->in_use = 0;
	up(&dev->sem);
	return 0;
}

static struct file_operations ds_fops = {
	.owner		= THIS_MODULE,
	.ioctl		= ds_ioctl,
	.open		= ds_open,
	.release	= ds_release,
};

static int __init ds_init(void)
{
	int i;

	for (i = 0; i < DS_NR_DEVS; i++) {
		ds_devs[i].channel = i;
		ds_devs[i].iobuf = NULL;
		init_MUTEX(&ds_devs[i].sem);
	}

	ds_major = register_chrdev(0, DS_NAME, &ds_fops);
	if (ds_major < 0)
		return ds_major;
	printk(KERN_INFO "DS-4 data logger, %d channels\n", DS_NR_DEVS);
	return 0;
}

static void __exit ds_exit(void)
{
	unregister_chrdev(ds_major, DS_NAME);
}

module_init(ds_init);
module_exit(ds_exit);

MODULE_DESCRIPTION("DS-4 data logger (simulated), long-lived kiobuf");
MODULE_LICENSE("GPL");
