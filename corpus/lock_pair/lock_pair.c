/*
 * lock_pair.c - LP-9 frame grabber driver for Linux 2.4
 *
 * The (fictional) LP-9 is a monochrome frame grabber with one 320x240
 * frame of on-board memory.  read() grabs the frame into the caller's
 * buffer; write() loads an overlay frame from the caller's buffer.
 * Because the grabber's DMA runs asynchronously to the CPU, the driver
 * locks the user pages for the duration of the transfer.
 *
 * kiobuf pattern: lock_kiovec(1, &iobuf, 1) after map_user_kiobuf and
 * unlock_kiovec(1, &iobuf) once the DMA is done, before dirtying and
 * unmapping.  The file_operations use the 2.4-era GNU "field:"
 * initialiser syntax.
 *
 * zcport sample corpus.  The frame memory is vmalloc()ed; "DMA" goes
 * through kmap()/kunmap().
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/vmalloc.h>
#include <linux/highmem.h>
#include <linux/iobuf.h>
#include <asm/uaccess.h>

#define LP_NAME		"lock_pair"
#define LP_WIDTH	320
#define LP_HEIGHT	240
#define LP_FRAME_SIZE	(LP_WIDTH * LP_HEIGHT)

static int lp_major;
static unsigned char *lp_frame;		/* grabbed frame */
static unsigned char *lp_overlay;	/* overlay plane */
static unsigned int lp_frame_no;
static int lp_in_use;

/* simulate the sensor: a moving gradient, mixed with the overlay */
static void lp_capture(void)
{
	int x, y;

	lp_frame_no++;
	for (y = 0; y < LP_HEIGHT; y++)
		for (x = 0; x < LP_WIDTH; x++)
			lp_frame[y * LP_WIDTH + x] =
				(unsigned char) (x + y + lp_frame_no) |
				lp_overlay[y * LP_WIDTH + x];
}

static void lp_dma(struct kiobuf *iobuf, unsigned char *frame, int to_host)
{
	unsigned int offset = iobuf->offset;
	unsigned int left = iobuf->length;
	int i;

	for (i = 0; i < iobuf->nr_pages && left; i++) {
		unsigned int len = PAGE_SIZE - offset;
		unsigned char *kaddr = kmap(iobuf->maplist[i]);

		if (len > left)
			len = left;
		if (to_host)
			memcpy(kaddr + offset, frame, len);
		else
			memcpy(frame, kaddr + offset, len);
		kunmap(iobuf->maplist[i]);
		frame += len;
		left -= len;
		offset = 0;
	}
}

static ssize_t lp_read(struct file *file, char *buf, size_t count,
		       loff_t *ppos)
{
	struct kiobuf *iobuf;
	int err;

	if (count < LP_FRAME_SIZE)
		return -EINVAL;		/* whole frames only */
	count = LP_FRAME_SIZE;

	err = alloc_kiovec(1, &iobuf);
	if (err)
		return err;
	err = map_user_kiobuf(READ, iobuf, (unsigned long) buf, count);
	if (err)
		goto out_free;

	err = lock_kiovec(1, &iobuf, 1);
	if (err)
		goto out_unmap;

	lp_capture();
	lp_dma(iobuf, lp_frame, 1);

	unlock_kiovec(1, &iobuf);
	mark_dirty_kiobuf(iobuf, count);
	err = count;
out_unmap:
	unmap_kiobuf(iobuf);
out_free:
	free_kiovec(1, &iobuf);
	return err;
}

static ssize_t lp_write(struct file *file, const char *buf, size_t count,
			loff_t *ppos)
{
	struct kiobuf *iobuf;
	int err;

	if (count != LP_FRAME_SIZE)
		return -EINVAL;

	err = alloc_kiovec(1, &iobuf);
	if (err)
		return err;
	err = map_user_kiobuf(WRITE, iobuf, (unsigned long) buf, count);
	if (err)
		goto out_free;

	err = lock_kiovec(1, &iobuf, 1);
	if (err)
		goto out_unmap;
	lp_dma(iobuf, lp_overlay, 0);
	unlock_kiovec(1, &iobuf);
	err = count;
out_unmap:
	unmap_kiobuf(iobuf);
out_free:
	free_kiovec(1, &iobuf);
	return err;
}

static int lp_open(struct inode *inode, struct file *file)
{
	if (lp_in_use)
		return -EBUSY;
	lp_in_use = 1;
	MOD_INC_USE_COUNT;
	return 0;
}

static int lp_release(struct inode *inode, struct file *file)
{
	lp_in_use = 0;
	MOD_DEC_USE_COUNT;
	return 0;
}

static struct file_operations lp_fops = {
	read:		lp_read,
	write:		lp_write,
	open:		lp_open,
	release:	lp_release,
};

static int __init lp_init(void)
{
	lp_frame = vmalloc(2 * LP_FRAME_SIZE);
	if (!lp_frame)
		return -ENOMEM;
	lp_overlay = lp_frame + LP_FRAME_SIZE;
	memset(lp_overlay, 0, LP_FRAME_SIZE);

	lp_major = register_chrdev(0, LP_NAME, &lp_fops);
	if (lp_major < 0) {
		vfree(lp_frame);
		return lp_major;
	}
	return 0;
}

static void __exit lp_exit(void)
{
	unregister_chrdev(lp_major, LP_NAME);
	vfree(lp_frame);
}

module_init(lp_init);
module_exit(lp_exit);

MODULE_DESCRIPTION("LP-9 frame grabber (simulated), locked user pages");
MODULE_LICENSE("GPL");
