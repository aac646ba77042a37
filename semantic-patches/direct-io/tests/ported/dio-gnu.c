/*
 * A 2.4 direct_IO method named in a GNU-style initializer (direct_IO:
 * fn), with the block numbers in the kiobuf's blocks[] and
 * the name of no convention: found by its use and its signature, its
 * body kept as xd_raw_io_pages() on a page vector, and a 2.6 method of
 * its name added.
 */
#include <linux/fs.h>
#include <linux/iobuf.h>

static int xd_raw_io(int rw, struct inode *ino, struct kiobuf *kb,
		     unsigned long first, int bsize)
{
	int i;

	for (i = 0; i < kb->length / bsize; i++)
		kb->blocks[i] = first + i;
	return brw_kiovec(rw, 1, &kb, ino->i_dev, kb->blocks, bsize);
}

static struct address_space_operations xd_aops = {
	direct_IO:	xd_raw_io,
};
