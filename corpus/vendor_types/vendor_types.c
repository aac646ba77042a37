/*
 * vendor_types.c - VT-5 video titler driver for Linux 2.4
 *
 * The (fictional) VT-5 is a titling board with 128KB of overlay memory
 * that a DMA engine fills from, or copies to, host memory.  The engine is
 * programmed through the board vendor's development kit: "bdk_dma.h"
 * declares its channel, address, status and descriptor types and
 * bdk_run().  The kit lives outside the driver's tree (the vendor's
 * Makefile adds -I$(BDK)/include), so whoever reads the driver without
 * the kit sees casts to, parameters of and declarations of types that
 * nothing declares.
 *
 * kiobuf pattern: one alloc_kiovec / map_user_kiobuf / unmap_kiobuf /
 * free_kiovec per read() and per write(), the mapped pages described to
 * the engine one descriptor per page; read() maps with READ and marks
 * the pages dirty, write() maps with WRITE.
 *
 * zcport sample corpus.  The board is simulated: its overlay memory is a
 * vmalloc()ed buffer and the engine (bdk_run()) a memcpy().
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/slab.h>
#include <linux/errno.h>
#include <linux/vmalloc.h>
#include <linux/iobuf.h>
#include <asm/uaccess.h>
#include <asm/semaphore.h>

#include "bdk_dma.h"

#define VT_NAME		"vendor_types"
#define VT_MEM_SIZE	(128 * 1024)

struct vt_board {
	char *mem;			/* the overlay memory */
	bdk_chan_t chan;		/* the engine channel we own */
	bdk_status_t last;		/* how the last transfer ended */
	void (*done)(bdk_status_t, void *);
	struct semaphore lock;
};

static struct vt_board vt;
static int vt_major;

static int vt_build(bdk_desc_t *, struct kiobuf *, bdk_addr_t, size_t, int);

static void vt_done(bdk_status_t status, void *arg)
{
	struct vt_board *b = (struct vt_board *) arg;

	b->last = status;
}

/*
 * One descriptor per mapped page: the part of @count bytes at board
 * address @board that page @i holds.  Returns the number built.
 */
static int vt_build(bdk_desc_t *desc, struct kiobuf *iobuf, bdk_addr_t board,
		    size_t count, int to_host)
{
	unsigned int offset = iobuf->offset;
	size_t done = 0;
	int i;

	for (i = 0; i < iobuf->nr_pages && done < count; i++) {
		size_t len = PAGE_SIZE - offset;

		if (len > count - done)
			len = count - done;
		desc[i].page = iobuf->maplist[i];
		desc[i].offset = offset;
		desc[i].len = len;
		desc[i].board = board + (bdk_addr_t) done;
		desc[i].to_host = to_host;
		done += len;
		offset = 0;
	}
	return i;
}

/* move @count bytes between board address @pos and the user buffer */
static ssize_t vt_transfer(char *buf, size_t count, loff_t pos, int to_host)
{
	struct kiobuf *iobuf;
	bdk_desc_t *desc;
	int err, n;

	err = alloc_kiovec(1, &iobuf);
	if (err)
		return err;
	err = map_user_kiobuf(to_host ? READ : WRITE, iobuf,
			      (unsigned long) buf, count);
	if (err)
		goto out_free;

	desc = (bdk_desc_t *) kmalloc(iobuf->nr_pages * sizeof(bdk_desc_t),
				      GFP_KERNEL);
	if (!desc) {
		err = -ENOMEM;
		goto out_unmap;
	}
	n = vt_build(desc, iobuf, (bdk_addr_t) pos, count, to_host);

	down(&vt.lock);
	vt.last = BDK_OK;
	bdk_run(vt.chan, vt.mem, desc, n, vt.done, &vt);
	err = vt.last == BDK_OK ? 0 : -EIO;
	up(&vt.lock);
	kfree(desc);

	if (to_host && !err)
		mark_dirty_kiobuf(iobuf, count);
out_unmap:
	unmap_kiobuf(iobuf);
out_free:
	free_kiovec(1, &iobuf);
	return err ? err : (ssize_t) count;
}

static ssize_t vt_read(struct file *file, char *buf, size_t count,
		       loff_t *ppos)
{
	ssize_t ret;

	if (*ppos >= VT_MEM_SIZE)
		return 0;
	if (count > VT_MEM_SIZE - *ppos)
		count = VT_MEM_SIZE - *ppos;
	if (count == 0)
		return 0;
	ret = vt_transfer(buf, count, *ppos, 1);
	if (ret > 0)
		*ppos += ret;
	return ret;
}

static ssize_t vt_write(struct file *file, const char *buf, size_t count,
			loff_t *ppos)
{
	ssize_t ret;

	if (*ppos >= VT_MEM_SIZE)
		return -ENOSPC;
	if (count > VT_MEM_SIZE - *ppos)
		count = VT_MEM_SIZE - *ppos;
	if (count == 0)
		return 0;
	ret = vt_transfer((char *) buf, count, *ppos, 0);
	if (ret > 0)
		*ppos += ret;
	return ret;
}

static struct file_operations vt_fops = {
	.owner		= THIS_MODULE,
	.read		= vt_read,
	.write		= vt_write,
};

static int __init vt_init(void)
{
	int ret;

	vt.mem = vmalloc(VT_MEM_SIZE);
	if (!vt.mem)
		return -ENOMEM;
	memset(vt.mem, 0, VT_MEM_SIZE);
	vt.chan = (bdk_chan_t) 0;
	vt.done = vt_done;
	init_MUTEX(&vt.lock);

	ret = register_chrdev(vt_major, VT_NAME, &vt_fops);
	if (ret < 0) {
		vfree(vt.mem);
		return ret;
	}
	if (vt_major == 0)
		vt_major = ret;
	return 0;
}

static void __exit vt_exit(void)
{
	unregister_chrdev(vt_major, VT_NAME);
	vfree(vt.mem);
}

module_init(vt_init);
module_exit(vt_exit);

MODULE_AUTHOR("zcport sample corpus");
MODULE_DESCRIPTION("VT-5 video titler (simulated), zero-copy read/write");
MODULE_LICENSE("GPL");
