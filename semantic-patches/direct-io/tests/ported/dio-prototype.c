/*
 * A 2.4 direct_IO method declared before the initializer that names it:
 * the prototype would have to name the 2.4 method or the 2.6 one, so the
 * file stays whole, flagged block-io with the prototype's line.
 */
#include <linux/fs.h>
#include <linux/iobuf.h>

static int xp_direct_IO(int rw, struct inode *inode, struct kiobuf *kb,
			unsigned long blocknr, int blocksize);

static struct address_space_operations xp_aops = {
	.direct_IO	= xp_direct_IO,
};

static int xp_direct_IO(int rw, struct inode *inode, struct kiobuf *kb,
			unsigned long blocknr, int blocksize)
{
	int i;

	for (i = 0; i < kb->length / blocksize; i++)
		kb->blocks[i] = blocknr + i;
	return brw_kiovec(rw, 1, &kb, inode->i_dev, kb->blocks, blocksize);
}
