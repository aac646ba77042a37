/*
 * zcb_grab.c - ZCB frame grabber, in the synthetic 2.4 tree of zcport's
 * tests (tests/tree24/Makefile).
 *
 * Its types come from the tree's own headers: zcb_frame_t from
 * <linux/zcb_frame.h>, struct zcb_io from <asm/zcb_io.h>.  Parsed with
 * the tree, f->kb->length and zcb_io.kb->offset are kiobuf member uses;
 * parsed without it, they are not seen as such.
 *
 * kiobuf pattern: the frame's kiobuf mapped per read() (READ, dirtied).
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/errno.h>
#include <linux/iobuf.h>
#include <linux/zcb_frame.h>
#include <asm/zcb_io.h>

static struct zcb_io zcb_io;

static ssize_t zcb_read(struct file *file, char *buf, size_t count,
			loff_t *ppos)
{
	zcb_frame_t *f = (zcb_frame_t *) file->private_data;
	int err;

	err = map_user_kiobuf(READ, f->kb, (unsigned long) buf, count);
	if (err)
		return err;
	zcb_io.kb = f->kb;
	f->len = f->kb->length - zcb_io.kb->offset;
	mark_dirty_kiobuf(f->kb, f->len);
	unmap_kiobuf(f->kb);
	return f->len;
}

static struct file_operations zcb_fops = {
	.owner		= THIS_MODULE,
	.read		= zcb_read,
};

static int __init zcb_init(void)
{
	return register_chrdev(0, "zcb_grab", &zcb_fops);
}

module_init(zcb_init);
MODULE_LICENSE("GPL");
