/*
 * The raw-device loop as 2.4's raw driver wrote it: a per-file kiobuf
 * taken with test_and_set_bit() or allocated, the device number read
 * once into a local kdev_t from the bound block_device, block numbers in
 * the kiobuf's blocks[].  The file becomes a page vector, and the I/O
 * goes to the bound block_device itself, not to a bdget() of the number.
 */
#include <linux/fs.h>
#include <linux/iobuf.h>
#include <asm/bitops.h>

struct xv_minor {
	struct block_device *binding;
	struct kiobuf *iobuf;
	unsigned long busy;
};

static struct xv_minor xv_minors[4];

ssize_t xv_rw(int rw, int minor, char *buf, size_t size,
	      unsigned long blocknr)
{
	struct kiobuf *iobuf;
	kdev_t dev;
	int i, err, mine = 0;
	ssize_t done = 0;

	if (test_and_set_bit(0, &xv_minors[minor].busy)) {
		err = alloc_kiovec(1, &iobuf);
		if (err)
			return err;
		mine = 1;
	} else
		iobuf = xv_minors[minor].iobuf;
	dev = to_kdev_t(xv_minors[minor].binding->bd_dev);
	while (size > 0) {
		size_t n = size > 65536 ? 65536 : size;

		err = map_user_kiobuf(rw, iobuf, (unsigned long) buf, n);
		if (err)
			break;
		for (i = 0; i < n >> 9; i++)
			iobuf->blocks[i] = blocknr++;
		err = brw_kiovec(rw, 1, &iobuf, dev, iobuf->blocks, 512);
		if (rw == READ && err > 0)
			mark_dirty_kiobuf(iobuf, err);
		if (err >= 0) {
			done += err;
			size -= err;
			buf += err;
		}
		unmap_kiobuf(iobuf);
		if (err != n)
			break;
	}
	if (mine)
		free_kiovec(1, &iobuf);
	else
		clear_bit(0, &xv_minors[minor].busy);
	return done ? done : err;
}
