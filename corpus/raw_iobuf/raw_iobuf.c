/*
 * raw_iobuf.c - RI-3 raw block access for Linux 2.4
 *
 * The (fictional) RI-3 driver gives each of its minors raw, unbuffered
 * access to a block device it is bound to (RI_IOC_BIND): read() and
 * write() move data straight between the caller's buffer and the disk,
 * with no page cache in between, in blocks of the size chosen at bind
 * time.  Offsets and lengths must be multiples of that size.
 *
 * kiobuf pattern: the raw-device loop of drivers/char/raw.c.  Each minor
 * caches one kiobuf, allocated at its first open(); a transfer takes it
 * with test_and_set_bit() and allocates a kiobuf of its own with
 * alloc_kiovec() when another transfer holds it.  Per chunk of at most
 * KIO_MAX_SECTORS sectors: map_user_kiobuf(rw, iobuf, buf, len), the
 * block numbers from the file offset into iobuf->blocks[] (the kiobuf's
 * own array), brw_kiovec(rw, 1, &iobuf, to_kdev_t(bdev->bd_dev),
 * iobuf->blocks, blksize) on the bound device, mark_dirty_kiobuf() on a
 * read by the bytes done, unmap_kiobuf().
 *
 * zcport sample corpus.
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/errno.h>
#include <linux/blkdev.h>
#include <linux/iobuf.h>
#include <asm/bitops.h>
#include <asm/uaccess.h>
#include <asm/semaphore.h>

#define RI_NAME		"raw_iobuf"
#define RI_MINORS	4

struct ri_bind {
	unsigned int	dev;		/* in: the block device */
	unsigned int	blksize;	/* in: 512 .. PAGE_SIZE, a power of 2 */
};

#define RI_IOC_BIND	_IOW('i', 1, struct ri_bind)

struct ri_minor {
	struct semaphore	mutex;		/* bind, open, the cache */
	struct block_device	*bdev;		/* bound device, or NULL */
	int			blkbits;	/* log2 of the block size */
	struct kiobuf		*iobuf;		/* cached for transfers */
	unsigned long		iobuf_busy;	/* bit 0: iobuf is taken */
};

static int ri_major;
static struct ri_minor ri_minors[RI_MINORS];

/*
 * One chunk: nblk blocks from block first, to or from the user's buf.
 * Returns the bytes done, or -errno.
 */
static ssize_t ri_chunk(int rw, struct kiobuf *iobuf,
			struct block_device *bdev, int blkbits, char *buf,
			unsigned long first, int nblk)
{
	ssize_t ret;
	int i;

	ret = map_user_kiobuf(rw, iobuf, (unsigned long) buf,
			      (size_t) nblk << blkbits);
	if (ret)
		return ret;
	for (i = 0; i < nblk; i++)
		iobuf->blocks[i] = first + i;
	ret = brw_kiovec(rw, 1, &iobuf, to_kdev_t(bdev->bd_dev),
			 iobuf->blocks, 1 << blkbits);
	/* the disk wrote the first ret bytes of the buffer */
	if (rw == READ && ret > 0)
		mark_dirty_kiobuf(iobuf, ret);
	unmap_kiobuf(iobuf);
	return ret;
}

static ssize_t ri_transfer(int rw, struct file *filp, char *buf,
			   size_t count, loff_t *ppos)
{
	struct ri_minor *rm = filp->private_data;
	struct block_device *bdev = rm->bdev;
	struct kiobuf *iobuf;
	unsigned long first, end;
	int own = 0, blkbits, max_blk, nblk;
	ssize_t done = 0, ret = 0;

	if (!bdev)
		return -ENXIO;
	blkbits = rm->blkbits;
	if ((*ppos | count) & ((1 << blkbits) - 1))
		return -EINVAL;
	end = bdev->bd_inode->i_size >> blkbits;
	first = *ppos >> blkbits;
	if (count && first >= end)
		return -ENXIO;

	if (test_and_set_bit(0, &rm->iobuf_busy)) {
		/* another transfer has the cached one */
		ret = alloc_kiovec(1, &iobuf);
		if (ret)
			return ret;
		own = 1;
	} else {
		iobuf = rm->iobuf;
	}

	max_blk = KIO_MAX_SECTORS >> (blkbits - 9);
	while (count > 0 && first < end) {
		nblk = count >> blkbits;
		if (nblk > max_blk)
			nblk = max_blk;
		if (nblk > end - first)
			nblk = end - first;
		ret = ri_chunk(rw, iobuf, bdev, blkbits, buf + done, first,
			       nblk);
		if (ret < 0)
			break;
		done += ret;
		count -= ret;
		first += ret >> blkbits;
		if (ret != (ssize_t) nblk << blkbits)
			break;
	}

	if (own)
		free_kiovec(1, &iobuf);
	else
		clear_bit(0, &rm->iobuf_busy);
	if (done) {
		*ppos += done;
		return done;
	}
	return ret;
}

static ssize_t ri_read(struct file *filp, char *buf, size_t count,
		       loff_t *ppos)
{
	return ri_transfer(READ, filp, buf, count, ppos);
}

static ssize_t ri_write(struct file *filp, const char *buf, size_t count,
			loff_t *ppos)
{
	return ri_transfer(WRITE, filp, (char *) buf, count, ppos);
}

static int ri_bind(struct ri_minor *rm, struct ri_bind *b)
{
	struct block_device *bdev;
	int err, bits;

	for (bits = 9; bits <= PAGE_SHIFT && (1U << bits) != b->blksize;
	     bits++)
		;
	if (bits > PAGE_SHIFT)
		return -EINVAL;
	if (rm->bdev)
		return -EBUSY;
	bdev = bdget(b->dev);
	if (!bdev)
		return -ENOMEM;
	err = blkdev_get(bdev, FMODE_READ | FMODE_WRITE, 0, BDEV_RAW);
	if (err)
		return err;
	rm->bdev = bdev;
	rm->blkbits = bits;
	return 0;
}

static int ri_ioctl(struct inode *inode, struct file *filp,
		    unsigned int cmd, unsigned long arg)
{
	struct ri_minor *rm = filp->private_data;
	struct ri_bind b;
	int err;

	if (cmd != RI_IOC_BIND)
		return -ENOTTY;
	if (copy_from_user(&b, (void *) arg, sizeof(b)))
		return -EFAULT;
	down(&rm->mutex);
	err = ri_bind(rm, &b);
	up(&rm->mutex);
	return err;
}

static int ri_open(struct inode *inode, struct file *filp)
{
	int minor = MINOR(inode->i_rdev);
	struct ri_minor *rm;
	int err = 0;

	if (minor >= RI_MINORS)
		return -ENXIO;
	rm = &ri_minors[minor];
	down(&rm->mutex);
	if (!rm->iobuf)
		err = alloc_kiovec(1, &rm->iobuf);
	up(&rm->mutex);
	if (err)
		return err;
	filp->private_data = rm;
	return 0;
}

static struct file_operations ri_fops = {
	.owner		= THIS_MODULE,
	.read		= ri_read,
	.write		= ri_write,
	.ioctl		= ri_ioctl,
	.open		= ri_open,
};

static int __init ri_init(void)
{
	int i, ret;

	for (i = 0; i < RI_MINORS; i++)
		init_MUTEX(&ri_minors[i].mutex);
	ret = register_chrdev(ri_major, RI_NAME, &ri_fops);
	if (ret < 0)
		return ret;
	if (ri_major == 0)
		ri_major = ret;
	return 0;
}

static void __exit ri_exit(void)
{
	int i;

	for (i = 0; i < RI_MINORS; i++) {
		if (ri_minors[i].bdev)
			blkdev_put(ri_minors[i].bdev, BDEV_RAW);
		if (ri_minors[i].iobuf)
			free_kiovec(1, &ri_minors[i].iobuf);
	}
	unregister_chrdev(ri_major, RI_NAME);
}

module_init(ri_init);
module_exit(ri_exit);

MODULE_AUTHOR("zcport sample corpus");
MODULE_DESCRIPTION("RI-3 raw block access (simulated)");
MODULE_LICENSE("GPL");
