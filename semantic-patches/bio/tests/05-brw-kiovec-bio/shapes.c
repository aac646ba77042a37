/* brw_kiovec() shapes: the first two become user_bio_rw(), the rest not */
#include <linux/iobuf.h>

/* the raw-device loop, buffer as a cast, kiobuf gone with its alloc/free */
static ssize_t raw_rw(int rw, char *buf, size_t size, kdev_t dev,
		      unsigned long *blocks, unsigned long blocknr)
{
	struct kiobuf *iobuf;
	size_t done = 0;
	int err, i, n;

	err = alloc_kiovec(1, &iobuf);
	if (err)
		return err;
	while (size > 0) {
		size_t chunk = size < 65536 ? size : 65536;

		err = map_user_kiobuf(rw, iobuf, (unsigned long) buf, chunk);
		if (err)
			break;
		n = chunk >> 9;
		for (i = 0; i < n; i++)
			blocks[i] = blocknr++;
		err = brw_kiovec(rw, 1, &iobuf, dev, blocks, 512);
		if (rw == READ && err > 0)
			mark_dirty_kiobuf(iobuf, err);
		unmap_kiobuf(iobuf);
		if (err < 0)
			break;
		done += err;
		size -= err;
		buf += err;
	}
	free_kiovec(1, &iobuf);
	return done ? done : err;
}

/* the address already an unsigned long; a write, nothing dirtied */
static int write_once(struct kiobuf *kb, unsigned long uaddr, int len,
		      kdev_t dev, unsigned long *b, unsigned long first)
{
	int err, i;

	err = map_user_kiobuf(WRITE, kb, uaddr, len);
	if (err)
		return err;
	for (i = 0; i < len / 1024; i++)
		b[i] = first++;
	err = brw_kiovec(WRITE, 1, &kb, dev, b, 1024);
	unmap_kiobuf(kb);
	return err;
}

/* raw.c's order: the count is used before the unmap */
static ssize_t raw_between(int rw, char *buf, size_t size, kdev_t dev,
			   struct kiobuf *iobuf, unsigned long *b,
			   unsigned long blocknr)
{
	size_t done = 0;
	int err, i;

	err = map_user_kiobuf(rw, iobuf, (unsigned long) buf, size);
	if (err)
		return err;
	for (i = 0; i < size >> 9; i++)
		b[i] = blocknr++;
	err = brw_kiovec(rw, 1, &iobuf, dev, b, 512);
	if (rw == READ && err > 0)
		mark_dirty_kiobuf(iobuf, err);
	if (err >= 0) {
		done += err;
		buf += err;
	}
	unmap_kiobuf(iobuf);
	return done ? done : err;
}

/* not the raw shape, two kiobufs in one call: user_pages_brw_dev() */
static int two(struct kiobuf **vec, kdev_t dev, unsigned long *b)
{
	return brw_kiovec(READ, 2, vec, dev, b, 512);
}

/* not the raw shape, the blocks are not consecutive: user_pages_brw_dev() */
static int scattered(struct kiobuf *kb, unsigned long uaddr, int len,
		     kdev_t dev, unsigned long *b, unsigned long *map)
{
	int err, i;

	err = map_user_kiobuf(READ, kb, uaddr, len);
	if (err)
		return err;
	for (i = 0; i < len / 512; i++)
		b[i] = map[i];
	err = brw_kiovec(READ, 1, &kb, dev, b, 512);
	mark_dirty_kiobuf(kb, err);
	unmap_kiobuf(kb);
	return err;
}

/* not the raw shape, the buffer moves before the I/O: user_pages_brw_dev() */
static int moved(struct kiobuf *kb, unsigned long uaddr, int len,
		 kdev_t dev, unsigned long *b, unsigned long first)
{
	int err, i;

	err = map_user_kiobuf(READ, kb, uaddr, len);
	if (err)
		return err;
	uaddr += 512;
	for (i = 0; i < len / 512; i++)
		b[i] = first++;
	err = brw_kiovec(READ, 1, &kb, dev, b, 512);
	unmap_kiobuf(kb);
	return err;
}
