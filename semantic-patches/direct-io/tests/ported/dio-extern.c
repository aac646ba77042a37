/*
 * A 2.4 direct_IO method that is not static: another file may call it
 * as the 2.4 method, which the port would turn into the 2.6 one, so the
 * file stays whole, flagged block-io.
 */
#include <linux/fs.h>
#include <linux/iobuf.h>

int xe_direct_IO(int rw, struct inode *inode, struct kiobuf *kb,
		 unsigned long blocknr, int blocksize)
{
	int i;

	for (i = 0; i < kb->length / blocksize; i++)
		kb->blocks[i] = blocknr + i;
	return brw_kiovec(rw, 1, &kb, inode->i_dev, kb->blocks, blocksize);
}

struct address_space_operations xe_aops = {
	.direct_IO	= xe_direct_IO,
};
