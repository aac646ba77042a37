/*
 * raw_block.c - RB-1 solid-state disk with raw access, for Linux 2.4
 *
 * The (fictional) RB-1 is a 4MB battery-backed RAM disk card.  This
 * module registers it twice: as a block device (major allocated at
 * load time), served by a make_request function, and as a raw
 * character device in the style of 2.4's /dev/raw.  Raw read()s and
 * write()s bypass the buffer cache: the user buffer is pinned and the
 * block layer transfers sectors straight between it and the card.
 *
 * kiobuf pattern: the raw-I/O loop.  alloc_kiovec once, then for
 * every chunk of at most KIO_MAX_ATOMIC_IO KB: map_user_kiobuf(rw),
 * fill a block-number array, brw_kiovec(rw, 1, &iobuf, dev, blocks,
 * sector size), mark_dirty_kiobuf on reads, unmap_kiobuf; finally
 * free_kiovec.  The direction is a variable (READ or WRITE).
 *
 * zcport sample corpus.  The card is a vmalloc()ed array.
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/slab.h>
#include <linux/vmalloc.h>
#include <linux/blkdev.h>
#include <linux/highmem.h>
#include <linux/iobuf.h>
#include <asm/uaccess.h>
#include <asm/semaphore.h>

#define RB_NAME		"raw_block"
#define RB_SIZE_KB	4096
#define RB_SECTOR_BITS	9
#define RB_SECTOR_SIZE	(1 << RB_SECTOR_BITS)
#define RB_NR_SECTORS	((RB_SIZE_KB * 1024) >> RB_SECTOR_BITS)

static int rb_major;			/* block device */
static int rb_raw_major;		/* raw character device */
static char *rb_disk;
static int rb_sizes[1] = { RB_SIZE_KB };
static int rb_hardsect[1] = { RB_SECTOR_SIZE };

static struct block_device *rb_bdev;	/* held while raw users exist */
static int rb_raw_users;
static DECLARE_MUTEX(rb_sem);

/* block side: complete each buffer_head synchronously from the card */
static int rb_make_request(request_queue_t *q, int rw, struct buffer_head *bh)
{
	unsigned long offset = bh->b_rsector << RB_SECTOR_BITS;
	char *data;

	if (offset + bh->b_size > (unsigned long) RB_SIZE_KB * 1024) {
		buffer_IO_error(bh);
		return 0;
	}

	data = bh_kmap(bh);
	if (rw == WRITE)
		memcpy(rb_disk + offset, data, bh->b_size);
	else
		memcpy(data, rb_disk + offset, bh->b_size);
	bh_kunmap(bh);

	bh->b_end_io(bh, 1);
	return 0;
}

static int rb_bopen(struct inode *inode, struct file *file)
{
	return MINOR(inode->i_rdev) == 0 ? 0 : -ENXIO;
}

static int rb_brelease(struct inode *inode, struct file *file)
{
	return 0;
}

static struct block_device_operations rb_bdops = {
	.owner		= THIS_MODULE,
	.open		= rb_bopen,
	.release	= rb_brelease,
};

/* raw side: unbuffered, sector-aligned I/O on the user buffer */
static ssize_t rb_rw(int rw, char *buf, size_t size, loff_t *offp)
{
	struct kiobuf *iobuf;
	unsigned long *blocks;
	unsigned long blocknr;
	kdev_t dev = MKDEV(rb_major, 0);
	size_t transferred = 0;
	int err, i, nr_blocks;

	if ((*offp | size | (unsigned long) buf) & (RB_SECTOR_SIZE - 1))
		return -EINVAL;
	blocknr = *offp >> RB_SECTOR_BITS;
	if (blocknr >= RB_NR_SECTORS)
		return rw == READ ? 0 : -ENOSPC;
	if (size > (RB_NR_SECTORS - blocknr) << RB_SECTOR_BITS)
		size = (RB_NR_SECTORS - blocknr) << RB_SECTOR_BITS;

	err = alloc_kiovec(1, &iobuf);
	if (err)
		return err;
	blocks = kmalloc(KIO_MAX_SECTORS * sizeof(unsigned long), GFP_KERNEL);
	if (!blocks) {
		err = -ENOMEM;
		goto out_free;
	}

	while (size > 0) {
		size_t iosize = min_t(size_t, size, KIO_MAX_ATOMIC_IO << 10);

		err = map_user_kiobuf(rw, iobuf, (unsigned long) buf, iosize);
		if (err)
			break;

		nr_blocks = iosize >> RB_SECTOR_BITS;
		for (i = 0; i < nr_blocks; i++)
			blocks[i] = blocknr++;

		err = brw_kiovec(rw, 1, &iobuf, dev, blocks, RB_SECTOR_SIZE);

		if (rw == READ && err > 0)
			mark_dirty_kiobuf(iobuf, err);
		unmap_kiobuf(iobuf);

		if (err < 0)
			break;
		transferred += err;
		size -= err;
		buf += err;
		if ((size_t) err < iosize)
			break;
	}

	*offp += transferred;
	kfree(blocks);
out_free:
	free_kiovec(1, &iobuf);
	return transferred ? (ssize_t) transferred : err;
}

static ssize_t rb_raw_read(struct file *filp, char *buf, size_t size,
			   loff_t *offp)
{
	return rb_rw(READ, buf, size, offp);
}

static ssize_t rb_raw_write(struct file *filp, const char *buf, size_t size,
			    loff_t *offp)
{
	return rb_rw(WRITE, (char *) buf, size, offp);
}

static int rb_raw_open(struct inode *inode, struct file *filp)
{
	int err = 0;

	down(&rb_sem);
	if (rb_raw_users == 0) {
		rb_bdev = bdget(kdev_t_to_nr(MKDEV(rb_major, 0)));
		if (!rb_bdev) {
			err = -ENOMEM;
			goto out;
		}
		err = blkdev_get(rb_bdev, FMODE_READ | FMODE_WRITE, 0,
				 BDEV_RAW);
		if (err)
			goto out;
	}
	rb_raw_users++;
out:
	up(&rb_sem);
	return err;
}

static int rb_raw_release(struct inode *inode, struct file *filp)
{
	down(&rb_sem);
	if (--rb_raw_users == 0)
		blkdev_put(rb_bdev, BDEV_RAW);
	up(&rb_sem);
	return 0;
}

static struct file_operations rb_raw_fops = {
	.owner		= THIS_MODULE,
	.read		= rb_raw_read,
	.write		= rb_raw_write,
	.open		= rb_raw_open,
	.release	= rb_raw_release,
};

static int __init rb_init(void)
{
	rb_disk = vmalloc(RB_SIZE_KB * 1024);
	if (!rb_disk)
		return -ENOMEM;
	memset(rb_disk, 0, RB_SIZE_KB * 1024);

	rb_major = register_blkdev(0, RB_NAME, &rb_bdops);
	if (rb_major <= 0)
		goto fail_disk;
	blk_queue_make_request(BLK_DEFAULT_QUEUE(rb_major), rb_make_request);
	blk_size[rb_major] = rb_sizes;
	hardsect_size[rb_major] = rb_hardsect;

	rb_raw_major = register_chrdev(0, RB_NAME "_raw", &rb_raw_fops);
	if (rb_raw_major < 0)
		goto fail_blk;
	return 0;

fail_blk:
	blk_size[rb_major] = NULL;
	hardsect_size[rb_major] = NULL;
	unregister_blkdev(rb_major, RB_NAME);
fail_disk:
	vfree(rb_disk);
	return -EIO;
}

static void __exit rb_exit(void)
{
	unregister_chrdev(rb_raw_major, RB_NAME "_raw");
	blk_size[rb_major] = NULL;
	hardsect_size[rb_major] = NULL;
	unregister_blkdev(rb_major, RB_NAME);
	vfree(rb_disk);
}

module_init(rb_init);
module_exit(rb_exit);

MODULE_DESCRIPTION("RB-1 RAM disk (simulated) with raw kiobuf I/O");
MODULE_LICENSE("GPL");
