/*
 * A kiobuf's end_io set for the block I/O of brw_kiovec(): in 2.4 the
 * callback ran when the buffer heads completed.
 */
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/iobuf.h>

static int cb_errors;

static void cb_done(struct kiobuf *iobuf)
{
	if (iobuf->errno)
		cb_errors++;
}

static int cb_read(struct block_device *bdev, unsigned long buf, size_t len,
		   unsigned long *blocks)
{
	struct kiobuf *iobuf;
	int err;

	err = alloc_kiovec(1, &iobuf);
	if (err)
		return err;
	err = map_user_kiobuf(READ, iobuf, buf, len);
	if (err)
		goto out;
	iobuf->end_io = cb_done;
	err = brw_kiovec(READ, 1, &iobuf, to_kdev_t(bdev->bd_dev), blocks, 512);
	if (err > 0)
		mark_dirty_kiobuf(iobuf, err);
	unmap_kiobuf(iobuf);
out:
	free_kiovec(1, &iobuf);
	return err;
}
