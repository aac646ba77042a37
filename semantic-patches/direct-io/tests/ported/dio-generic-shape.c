/*
 * generic_direct_IO() called in a shape zcport does not port (its
 * result used, not returned): 2.6 has no such function, so the method
 * is left for a human with the blockdev_direct_IO() recipe, not
 * renamed onto a page vector that would still call it.
 */
#include <linux/fs.h>
#include <linux/iobuf.h>

static int qs_get_block(struct inode *inode, long iblock,
			struct buffer_head *bh, int create)
{
	bh->b_blocknr = iblock;
	return 0;
}

static int qs_direct_IO(int rw, struct inode *inode, struct kiobuf *iobuf,
			unsigned long blocknr, int blocksize)
{
	int ret = generic_direct_IO(rw, inode, iobuf, blocknr, blocksize,
				    qs_get_block);

	if (ret > 0)
		inode->i_atime = CURRENT_TIME;
	return ret;
}

struct address_space_operations qs_aops = {
	.direct_IO	= qs_direct_IO,
};
