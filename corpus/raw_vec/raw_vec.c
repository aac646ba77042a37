/*
 * raw_vec.c - RV-2 vectored raw block device for Linux 2.4
 *
 * The (fictional) RV-2 driver is a raw character device in the style of
 * drivers/char/raw.c: each minor is bound (RV_IOC_BIND) to a block
 * device, whose struct block_device it keeps, and readv()/writev() move
 * data between the caller's buffers and the disk with no page cache in
 * between.  All the segments of one call go to the disk in one
 * brw_kiovec(), in rounds of at most KIO_MAX_SECTORS sectors.
 *
 * kiobuf pattern: several kiobufs in one brw_kiovec(): one per iovec
 * segment (alloc_kiovec(RV_MAX_SEGS, vec) per call), each mapped with
 * map_user_kiobuf(rw, ...), block numbers in an array of our own,
 * brw_kiovec(rw, nr, vec, to_kdev_t(bdev->bd_dev), blocks, 512), then
 * mark_dirty_kiobuf() on a read and unmap_kiobuf() of each.
 *
 * zcport sample corpus.
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/slab.h>
#include <linux/uio.h>
#include <linux/errno.h>
#include <linux/blkdev.h>
#include <linux/iobuf.h>
#include <asm/uaccess.h>
#include <asm/semaphore.h>

#define RV_NAME		"raw_vec"
#define RV_MINORS	4
#define RV_MAX_SEGS	8
#define RV_SECTOR	512

struct rv_bind {
	unsigned int	dev;		/* in: the block device */
};

#define RV_IOC_BIND	_IOW('r', 1, struct rv_bind)

static int rv_major;
static DECLARE_MUTEX(rv_sem);
static struct block_device *rv_binding[RV_MINORS];

/* one round: up to RV_MAX_SEGS segments, KIO_MAX_SECTORS sectors */
static ssize_t rv_round(int rw, struct block_device *bdev,
			const struct iovec *iov, int nseg,
			unsigned long sector, unsigned long *blocks)
{
	struct kiobuf *vec[RV_MAX_SEGS];
	unsigned long n = 0;
	int i, mapped = 0;
	ssize_t err, left;

	err = alloc_kiovec(nseg, vec);
	if (err)
		return err;
	for (i = 0; i < nseg; i++) {
		err = map_user_kiobuf(rw, vec[i],
				      (unsigned long) iov[i].iov_base,
				      iov[i].iov_len);
		if (err)
			goto out;
		mapped++;
	}
	for (i = 0; i < nseg; i++) {
		unsigned long s;

		for (s = 0; s < iov[i].iov_len / RV_SECTOR; s++)
			blocks[n++] = sector++;
	}
	err = brw_kiovec(rw, nseg, vec, to_kdev_t(bdev->bd_dev), blocks,
			 RV_SECTOR);
out:
	/* a read dirties what the disk wrote: the first err bytes */
	left = err > 0 ? err : 0;
	for (i = 0; i < mapped; i++) {
		int bytes = left < vec[i]->length ? left : vec[i]->length;

		if (rw == READ && bytes > 0)
			mark_dirty_kiobuf(vec[i], bytes);
		left -= vec[i]->length;
		unmap_kiobuf(vec[i]);
	}
	free_kiovec(nseg, vec);
	return err;
}

static ssize_t rv_rw(int rw, struct file *filp, const struct iovec *iov,
		     unsigned long count, loff_t *ppos)
{
	int minor = MINOR(filp->f_dentry->d_inode->i_rdev);
	struct block_device *bdev = rv_binding[minor];
	unsigned long *blocks, sectors, i;
	ssize_t done = 0, err = 0;
	int first = 0;

	if (!bdev)
		return -ENXIO;
	if (*ppos & (RV_SECTOR - 1))
		return -EINVAL;
	for (i = 0; i < count; i++)
		if (((unsigned long) iov[i].iov_base & (RV_SECTOR - 1)) ||
		    (iov[i].iov_len & (RV_SECTOR - 1)) ||
		    iov[i].iov_len > (KIO_MAX_SECTORS * RV_SECTOR))
			return -EINVAL;
	blocks = kmalloc(KIO_MAX_SECTORS * sizeof(*blocks), GFP_KERNEL);
	if (!blocks)
		return -ENOMEM;
	while (first < (int) count) {
		int nseg = 0;

		/* as many segments as fit in one round */
		for (sectors = 0; first + nseg < (int) count &&
		     nseg < RV_MAX_SEGS; nseg++) {
			unsigned long s = iov[first + nseg].iov_len / RV_SECTOR;

			if (sectors + s > KIO_MAX_SECTORS)
				break;
			sectors += s;
		}
		err = rv_round(rw, bdev, iov + first, nseg,
			       (unsigned long) (*ppos >> 9), blocks);
		if (err <= 0)
			break;
		done += err;
		*ppos += err;
		if ((unsigned long) err != sectors * RV_SECTOR)
			break;
		first += nseg;
	}
	kfree(blocks);
	return done ? done : err;
}

static ssize_t rv_readv(struct file *filp, const struct iovec *iov,
			unsigned long count, loff_t *ppos)
{
	return rv_rw(READ, filp, iov, count, ppos);
}

static ssize_t rv_writev(struct file *filp, const struct iovec *iov,
			 unsigned long count, loff_t *ppos)
{
	return rv_rw(WRITE, filp, iov, count, ppos);
}

static int rv_bind(int minor, struct rv_bind *b)
{
	struct block_device *bdev;
	int err;

	if (rv_binding[minor])
		return -EBUSY;
	bdev = bdget(b->dev);
	if (!bdev)
		return -ENOMEM;
	err = blkdev_get(bdev, FMODE_READ | FMODE_WRITE, 0, BDEV_RAW);
	if (err)
		return err;
	rv_binding[minor] = bdev;
	return 0;
}

static int rv_ioctl(struct inode *inode, struct file *file,
		    unsigned int cmd, unsigned long arg)
{
	struct rv_bind b;
	int err;

	if (cmd != RV_IOC_BIND)
		return -ENOTTY;
	if (copy_from_user(&b, (void *) arg, sizeof(b)))
		return -EFAULT;
	down(&rv_sem);
	err = rv_bind(MINOR(inode->i_rdev), &b);
	up(&rv_sem);
	return err;
}

static int rv_open(struct inode *inode, struct file *file)
{
	return MINOR(inode->i_rdev) < RV_MINORS ? 0 : -ENXIO;
}

static struct file_operations rv_fops = {
	.owner		= THIS_MODULE,
	.readv		= rv_readv,
	.writev		= rv_writev,
	.ioctl		= rv_ioctl,
	.open		= rv_open,
};

static int __init rv_init(void)
{
	int ret = register_chrdev(rv_major, RV_NAME, &rv_fops);

	if (ret < 0)
		return ret;
	if (rv_major == 0)
		rv_major = ret;
	return 0;
}

static void __exit rv_exit(void)
{
	int i;

	for (i = 0; i < RV_MINORS; i++)
		if (rv_binding[i])
			blkdev_put(rv_binding[i], BDEV_RAW);
	unregister_chrdev(rv_major, RV_NAME);
}

module_init(rv_init);
module_exit(rv_exit);

MODULE_AUTHOR("zcport sample corpus");
MODULE_DESCRIPTION("RV-2 vectored raw block device (simulated)");
MODULE_LICENSE("GPL");
