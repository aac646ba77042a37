/*
 * A user-mapped kiobuf that keeps its block numbers in blocks[] and
 * completes through the kiobuf (end_io): struct page_vec has no
 * completion, so the file stays whole and each site names end_io.
 */
#include <linux/fs.h>
#include <linux/iobuf.h>

static void xb_done(struct kiobuf *kb)
{
}

int xb_read(struct kiobuf *kb, kdev_t dev, char *buf, size_t len,
	    unsigned long blocknr)
{
	int i, err;

	err = map_user_kiobuf(READ, kb, (unsigned long) buf, len);
	if (err)
		return err;
	for (i = 0; i < len >> 9; i++)
		kb->blocks[i] = blocknr + i;
	kb->end_io = xb_done;
	err = brw_kiovec(READ, 1, &kb, dev, kb->blocks, 512);
	if (err > 0)
		mark_dirty_kiobuf(kb, err);
	unmap_kiobuf(kb);
	return err;
}
