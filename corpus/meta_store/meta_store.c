/*
 * meta_store.c - MS-2 volume metadata store for Linux 2.4
 *
 * The (fictional) MS-2 volume manager keeps its metadata -- the volume
 * descriptor area, 64KB at a fixed place on the metadata disk -- in a
 * vmalloc()ed copy in memory.  MS_IOC_BIND names the metadata disk,
 * MS_IOC_LOAD reads the area from it into the in-memory copy and
 * MS_IOC_COMMIT writes the copy back; MS_IOC_GET/MS_IOC_PUT move bytes
 * between the copy and the caller.
 *
 * kiobuf pattern: a kiobuf as a page vector over vmalloc()ed memory:
 * maplist[] filled with vmalloc_to_page() after expand_kiobuf() makes
 * room, offset/length set by hand, block numbers in iobuf->blocks, the
 * pages locked with lock_kiovec() around the I/O so no reader sees a
 * half-read area, brw_kiovec() on the struct block_device the driver
 * opened (to_kdev_t(bdev->bd_dev)), then kiobuf_wait_for_io().
 *
 * zcport sample corpus.
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/errno.h>
#include <linux/vmalloc.h>
#include <linux/blkdev.h>
#include <linux/iobuf.h>
#include <asm/uaccess.h>
#include <asm/semaphore.h>

#define MS_NAME		"meta_store"
#define MS_AREA_SIZE	(64 * 1024)	/* the descriptor area */
#define MS_AREA_START	16		/* its first 1KB block on disk */
#define MS_BLOCK	1024

struct ms_bind {
	unsigned int	dev;		/* in: the metadata disk */
};

struct ms_xfer {
	unsigned long	offset;		/* in: where in the area */
	unsigned long	len;		/* in */
	char		*buf;		/* in: user buffer */
};

#define MS_IOC_BIND	_IOW('m', 1, struct ms_bind)
#define MS_IOC_LOAD	_IO('m', 2)
#define MS_IOC_COMMIT	_IO('m', 3)
#define MS_IOC_GET	_IOW('m', 4, struct ms_xfer)
#define MS_IOC_PUT	_IOW('m', 5, struct ms_xfer)

static int ms_major;
static DECLARE_MUTEX(ms_sem);
static char *ms_area;			/* the in-memory copy */
static struct block_device *ms_bdev;	/* the metadata disk, when bound */
static struct kiobuf *ms_iobuf;		/* the area's pages */

/* describe the whole area in ms_iobuf */
static int ms_map_area(void)
{
	int nr = MS_AREA_SIZE >> PAGE_SHIFT;
	int i, err;

	err = expand_kiobuf(ms_iobuf, nr);
	if (err)
		return err;
	for (i = 0; i < nr; i++)
		ms_iobuf->maplist[i] = vmalloc_to_page(ms_area + i * PAGE_SIZE);
	ms_iobuf->nr_pages = nr;
	ms_iobuf->offset = 0;
	ms_iobuf->length = MS_AREA_SIZE;
	for (i = 0; i < MS_AREA_SIZE / MS_BLOCK; i++)
		ms_iobuf->blocks[i] = MS_AREA_START + i;
	return 0;
}

/* read or write the whole area; 0 or -errno */
static int ms_area_io(int rw)
{
	int err;

	if (!ms_bdev)
		return -ENXIO;
	err = ms_map_area();
	if (err)
		return err;
	err = lock_kiovec(1, &ms_iobuf, 1);
	if (err)
		return err;
	err = brw_kiovec(rw, 1, &ms_iobuf, to_kdev_t(ms_bdev->bd_dev),
			 ms_iobuf->blocks, MS_BLOCK);
	kiobuf_wait_for_io(ms_iobuf);
	unlock_kiovec(1, &ms_iobuf);
	if (err < 0)
		return err;
	return err == MS_AREA_SIZE ? 0 : -EIO;
}

static int ms_xfer(struct ms_xfer *x, int put)
{
	if (x->offset > MS_AREA_SIZE || x->len > MS_AREA_SIZE - x->offset)
		return -EINVAL;
	if (put)
		return copy_from_user(ms_area + x->offset, x->buf, x->len) ?
			-EFAULT : 0;
	return copy_to_user(x->buf, ms_area + x->offset, x->len) ?
		-EFAULT : 0;
}

static int ms_bind(struct ms_bind *b)
{
	struct block_device *bdev;
	int err;

	if (ms_bdev)
		return -EBUSY;
	bdev = bdget(b->dev);
	if (!bdev)
		return -ENOMEM;
	err = blkdev_get(bdev, FMODE_READ | FMODE_WRITE, 0, BDEV_RAW);
	if (err)
		return err;
	ms_bdev = bdev;
	return 0;
}

static int ms_ioctl(struct inode *inode, struct file *file,
		    unsigned int cmd, unsigned long arg)
{
	union {
		struct ms_bind bind;
		struct ms_xfer xfer;
	} u;
	int err;

	down(&ms_sem);
	switch (cmd) {
	case MS_IOC_BIND:
		err = copy_from_user(&u.bind, (void *) arg, sizeof(u.bind)) ?
			-EFAULT : ms_bind(&u.bind);
		break;
	case MS_IOC_LOAD:
		err = ms_area_io(READ);
		break;
	case MS_IOC_COMMIT:
		err = ms_area_io(WRITE);
		break;
	case MS_IOC_GET:
	case MS_IOC_PUT:
		err = copy_from_user(&u.xfer, (void *) arg, sizeof(u.xfer)) ?
			-EFAULT : ms_xfer(&u.xfer, cmd == MS_IOC_PUT);
		break;
	default:
		err = -ENOTTY;
	}
	up(&ms_sem);
	return err;
}

static struct file_operations ms_fops = {
	.owner		= THIS_MODULE,
	.ioctl		= ms_ioctl,
};

static int __init ms_init(void)
{
	int err;

	ms_area = vmalloc(MS_AREA_SIZE);
	if (!ms_area)
		return -ENOMEM;
	memset(ms_area, 0, MS_AREA_SIZE);
	err = alloc_kiovec(1, &ms_iobuf);
	if (err)
		goto out_area;
	err = register_chrdev(ms_major, MS_NAME, &ms_fops);
	if (err < 0)
		goto out_kiovec;
	if (ms_major == 0)
		ms_major = err;
	return 0;

out_kiovec:
	free_kiovec(1, &ms_iobuf);
out_area:
	vfree(ms_area);
	return err;
}

static void __exit ms_exit(void)
{
	unregister_chrdev(ms_major, MS_NAME);
	if (ms_bdev)
		blkdev_put(ms_bdev, BDEV_RAW);
	free_kiovec(1, &ms_iobuf);
	vfree(ms_area);
}

module_init(ms_init);
module_exit(ms_exit);

MODULE_AUTHOR("zcport sample corpus");
MODULE_DESCRIPTION("MS-2 volume metadata store (simulated), page vector");
MODULE_LICENSE("GPL");
