/*
 * A snapshot store's chunk buffer: kernel pages allocated by hand into a
 * kiobuf, locked by hand, copied with brw_kiovec(), and given back with
 * unmap_kiobuf() (which released every page, unlocking them first, in
 * 2.4) on the error path and at teardown, after kiobuf_wait_for_io().
 */
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/pagemap.h>
#include <linux/iobuf.h>

struct snap_store {
	struct kiobuf *chunk;
	struct block_device *origin, *cow;
	unsigned long blocks[64];
};

static int snap_fill_pages(struct kiobuf *iobuf, int nr)
{
	int err, i;

	err = expand_kiobuf(iobuf, nr);
	if (err)
		return err;
	iobuf->locked = 1;
	iobuf->nr_pages = 0;
	for (i = 0; i < nr; i++) {
		struct page *page = alloc_page(GFP_KERNEL);

		if (!page)
			return -ENOMEM;
		lock_page(page);
		iobuf->maplist[i] = page;
		iobuf->nr_pages++;
	}
	iobuf->offset = 0;
	return 0;
}

static int snap_setup(struct snap_store *st, int nr)
{
	int err;

	err = alloc_kiovec(1, &st->chunk);
	if (err)
		return err;
	err = snap_fill_pages(st->chunk, nr);
	if (err) {
		unmap_kiobuf(st->chunk);
		free_kiovec(1, &st->chunk);
		st->chunk = NULL;
	}
	return err;
}

static int snap_copy(struct snap_store *st, unsigned long from,
		     unsigned long to, int sectors)
{
	int i, len = sectors << 9;

	st->chunk->length = len;
	for (i = 0; i < sectors; i++)
		st->blocks[i] = from + i;
	if (brw_kiovec(READ, 1, &st->chunk, to_kdev_t(st->origin->bd_dev),
		       st->blocks, 512) != len)
		return -EIO;
	for (i = 0; i < sectors; i++)
		st->blocks[i] = to + i;
	if (brw_kiovec(WRITE, 1, &st->chunk, to_kdev_t(st->cow->bd_dev),
		       st->blocks, 512) != len)
		return -EIO;
	return 0;
}

static void snap_teardown(struct snap_store *st)
{
	if (st->chunk) {
		kiobuf_wait_for_io(st->chunk);
		unmap_kiobuf(st->chunk);
		free_kiovec(1, &st->chunk);
		st->chunk = NULL;
	}
}
