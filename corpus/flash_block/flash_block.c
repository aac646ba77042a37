/*
 * flash_block.c - FB-1 flash-over-block writer for Linux 2.4
 *
 * The (fictional) FB-1 is a flash translation layer that keeps the image
 * of a flash part in the page cache of a file (the "image file") and
 * writes it, an erase block at a time, to a block device that stands in
 * for the flash chip.  FB_IOC_ATTACH takes the image file and the device
 * file (file descriptors); FB_IOC_SYNC writes one erase block out.
 *
 * kiobuf pattern: a kiobuf as a vector of page-cache pages:
 * find_lock_page() fills maplist[] (the pages come back locked and
 * referenced), nr_pages/offset/length and iobuf->blocks[] by hand, then
 * brw_kiovec(WRITE, 1, &iobuf, inode->i_rdev, ...) to the device file's
 * block device; the pages are unlocked and released after the I/O.
 *
 * zcport sample corpus.
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/pagemap.h>
#include <linux/file.h>
#include <linux/errno.h>
#include <linux/iobuf.h>
#include <asm/uaccess.h>
#include <asm/semaphore.h>

#define FB_NAME		"flash_block"
#define FB_ERASE_SIZE	(16 * 1024)	/* one erase block */
#define FB_SECTOR	512

struct fb_attach {
	int		image_fd;	/* in: the image file */
	int		dev_fd;		/* in: the block device file */
};

#define FB_IOC_ATTACH	_IOW('f', 1, struct fb_attach)
#define FB_IOC_SYNC	_IO('f', 2)	/* arg: erase block number */

static int fb_major;
static DECLARE_MUTEX(fb_sem);
static struct file *fb_image, *fb_dev;
static struct kiobuf *fb_iobuf;

/* write erase block eb of the image to the device; 0 or -errno */
static int fb_sync(unsigned long eb)
{
	struct address_space *map = fb_image->f_dentry->d_inode->i_mapping;
	struct inode *dev_inode = fb_dev->f_dentry->d_inode;
	unsigned long first = eb * (FB_ERASE_SIZE >> PAGE_SHIFT);
	int i, n = FB_ERASE_SIZE >> PAGE_SHIFT, err;

	fb_iobuf->nr_pages = 0;
	for (i = 0; i < n; i++) {
		struct page *page = find_lock_page(map, first + i);

		if (!page) {
			err = -EIO;	/* not in the cache: nothing to write */
			goto out;
		}
		fb_iobuf->maplist[i] = page;
		fb_iobuf->nr_pages++;
	}
	fb_iobuf->offset = 0;
	fb_iobuf->length = FB_ERASE_SIZE;
	for (i = 0; i < FB_ERASE_SIZE / FB_SECTOR; i++)
		fb_iobuf->blocks[i] = eb * (FB_ERASE_SIZE / FB_SECTOR) + i;
	err = brw_kiovec(WRITE, 1, &fb_iobuf, dev_inode->i_rdev,
			 fb_iobuf->blocks, FB_SECTOR);
	if (err >= 0)
		err = err == FB_ERASE_SIZE ? 0 : -EIO;
out:
	for (i = 0; i < fb_iobuf->nr_pages; i++) {
		UnlockPage(fb_iobuf->maplist[i]);
		page_cache_release(fb_iobuf->maplist[i]);
	}
	fb_iobuf->nr_pages = 0;
	return err;
}

static int fb_attach(struct fb_attach *a)
{
	if (fb_image)
		return -EBUSY;
	fb_image = fget(a->image_fd);
	fb_dev = fget(a->dev_fd);
	if (!fb_image || !fb_dev ||
	    !S_ISBLK(fb_dev->f_dentry->d_inode->i_mode)) {
		if (fb_image)
			fput(fb_image);
		if (fb_dev)
			fput(fb_dev);
		fb_image = fb_dev = NULL;
		return -EBADF;
	}
	return 0;
}

static int fb_ioctl(struct inode *inode, struct file *file,
		    unsigned int cmd, unsigned long arg)
{
	struct fb_attach a;
	int err;

	down(&fb_sem);
	switch (cmd) {
	case FB_IOC_ATTACH:
		err = copy_from_user(&a, (void *) arg, sizeof(a)) ?
			-EFAULT : fb_attach(&a);
		break;
	case FB_IOC_SYNC:
		err = fb_image ? fb_sync(arg) : -ENXIO;
		break;
	default:
		err = -ENOTTY;
	}
	up(&fb_sem);
	return err;
}

static struct file_operations fb_fops = {
	.owner		= THIS_MODULE,
	.ioctl		= fb_ioctl,
};

static int __init fb_init(void)
{
	int err;

	err = alloc_kiovec(1, &fb_iobuf);
	if (err)
		return err;
	err = register_chrdev(fb_major, FB_NAME, &fb_fops);
	if (err < 0) {
		free_kiovec(1, &fb_iobuf);
		return err;
	}
	if (fb_major == 0)
		fb_major = err;
	return 0;
}

static void __exit fb_exit(void)
{
	unregister_chrdev(fb_major, FB_NAME);
	if (fb_image) {
		fput(fb_image);
		fput(fb_dev);
	}
	free_kiovec(1, &fb_iobuf);
}

module_init(fb_init);
module_exit(fb_exit);

MODULE_AUTHOR("zcport sample corpus");
MODULE_DESCRIPTION("FB-1 flash-over-block writer (simulated)");
MODULE_LICENSE("GPL");
