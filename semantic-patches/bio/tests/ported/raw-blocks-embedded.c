/*
 * The raw-device shape on a kiobuf embedded by value in a per-open
 * struct (kiobuf_init()), the block numbers in the kiobuf's own blocks[]
 * and the device a 2.4 number: the file becomes a struct page_vec, the
 * device is looked up with bdget().
 */
#include <linux/fs.h>
#include <linux/slab.h>
#include <linux/iobuf.h>

struct xr_open {
	kdev_t dev;
	struct kiobuf kio;
};

int xr_open(struct file *f)
{
	struct xr_open *xo = kmalloc(sizeof(*xo), GFP_KERNEL);

	if (!xo)
		return -ENOMEM;
	kiobuf_init(&xo->kio);
	f->private_data = xo;
	return 0;
}

ssize_t xr_rw(int rw, struct xr_open *xo, char *buf, size_t len,
	      unsigned long blocknr)
{
	struct kiobuf *iobuf = &xo->kio;
	int i, err;

	err = map_user_kiobuf(rw, iobuf, (unsigned long) buf, len);
	if (err)
		return err;
	for (i = 0; i < len >> 9; i++)
		iobuf->blocks[i] = blocknr++;
	err = brw_kiovec(rw, 1, &iobuf, xo->dev, iobuf->blocks, 512);
	if (rw == READ && err > 0)
		mark_dirty_kiobuf(iobuf, err);
	unmap_kiobuf(iobuf);
	return err;
}
