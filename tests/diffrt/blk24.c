/*
 * blk24.c: the block device API of the 2.4 model kernel, around the
 * disks of ../blkrt/disk.h (brw_kiovec() itself is ../blkrt/brw24.c).
 *
 *  - bdget(dev) gives the block_device of any device number, with a
 *    reference; bdput() drops it.  blkdev_get(bdev, mode, flags, kind)
 *    opens it, -ENXIO (and the caller's reference dropped) when no
 *    driver serves its major, as 2.4.10 and later do; blkdev_put(bdev,
 *    kind) closes it and drops the reference.  Its bd_inode has the
 *    disk's size once opened, as do_open() sets it.
 *  - block_size(kdev_t) reads blksize_size[][], which the model leaves
 *    empty: BLOCK_SIZE (1024), 2.4's default for a disk nobody set a
 *    block size on.
 *  - the bytes of a kernel page (page_address()) and the page lock are
 *    in headers/2.4.
 * Leaks and unbalanced calls are violations, reported at the end.
 */
#include <linux/kernel.h>
#include <linux/mm.h>
#include <linux/fs.h>
#include <linux/blkdev.h>
#include "model.h"
#include "kglue.h"
#include "disk.h"

int *blksize_size[MAX_BLKDEV];

#define RT_BDEVS 8
static struct block_device rt_bdev[RT_BDEVS];
static struct inode rt_bdev_inode[RT_BDEVS];	/* bd_inode: i_size */
static int rt_bdev_refs[RT_BDEVS];

struct block_device *bdget(dev_t dev)
{
	int i;

	for (i = 0; i < RT_BDEVS; i++)
		if (rt_bdev_refs[i] && rt_bdev[i].bd_dev == dev)
			break;
	if (i == RT_BDEVS)
		for (i = 0; i < RT_BDEVS; i++)
			if (!rt_bdev_refs[i]) {
				memset(&rt_bdev[i], 0, sizeof(rt_bdev[i]));
				memset(&rt_bdev_inode[i], 0,
				       sizeof(rt_bdev_inode[i]));
				rt_bdev[i].bd_dev = dev;
				rt_bdev[i].bd_inode = &rt_bdev_inode[i];
				break;
			}
	if (i == RT_BDEVS)
		return NULL;
	rt_bdev_refs[i]++;
	atomic_inc(&rt_bdev[i].bd_count);
	return &rt_bdev[i];
}

static int bdev_index(struct block_device *bdev, const char *who)
{
	int i = bdev - rt_bdev;

	if (bdev < rt_bdev || i >= RT_BDEVS || !rt_bdev_refs[i]) {
		rt_violation("%s() of a block_device nobody holds", who);
		return -1;
	}
	return i;
}

void bdput(struct block_device *bdev)
{
	int i = bdev_index(bdev, "bdput");

	if (i < 0)
		return;
	rt_bdev_refs[i]--;
	atomic_dec(&bdev->bd_count);
}

int blkdev_get(struct block_device *bdev, mode_t mode, unsigned flags,
	       int kind)
{
	int i = bdev_index(bdev, "blkdev_get");

	(void) mode;
	(void) flags;
	(void) kind;
	if (i < 0)
		return -ENXIO;
	if (rt_disk_of(MAJOR(bdev->bd_dev), MINOR(bdev->bd_dev)) < 0) {
		bdput(bdev);
		return -ENXIO;
	}
	bdev->bd_openers++;
	/* do_open(): the size of the device */
	bdev->bd_inode->i_size = DISK_BYTES;
	return 0;
}

int blkdev_put(struct block_device *bdev, int kind)
{
	int i = bdev_index(bdev, "blkdev_put");

	(void) kind;
	if (i < 0)
		return 0;
	if (bdev->bd_openers-- <= 0)
		rt_violation("blkdev_put() of a block device not open");
	bdput(bdev);
	return 0;
}

/* nothing is ever in flight: brw_kiovec() waits for every head */
void rt_block_after_call(void)
{
}

void rt_block_finish(void)
{
	int i;

	for (i = 0; i < RT_BDEVS; i++)
		if (rt_bdev_refs[i])
			rt_violation("block device %u:%u: %d bdget() reference(s) "
				     "never dropped", MAJOR(rt_bdev[i].bd_dev),
				     MINOR(rt_bdev[i].bd_dev), rt_bdev_refs[i]);
}
