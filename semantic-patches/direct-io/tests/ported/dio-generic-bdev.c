/*
 * A block device's own direct_IO method on generic_direct_IO(): its
 * get_block maps through the inode's i_rdev, so the inode is the block
 * device's and its device I_BDEV(inode), with no locking against a file
 * system's block allocation (blockdev_direct_IO_no_locking()).
 */
#include <linux/fs.h>
#include <linux/iobuf.h>

static int zb_get_block(struct inode *inode, long iblock,
			struct buffer_head *bh, int create)
{
	bh->b_dev = inode->i_rdev;
	bh->b_blocknr = iblock;
	return 0;
}

static int zb_direct_IO(int rw, struct inode *inode, struct kiobuf *iobuf,
			unsigned long blocknr, int blocksize)
{
	return generic_direct_IO(rw, inode, iobuf, blocknr, blocksize,
				 zb_get_block);
}

struct address_space_operations zb_aops = {
	direct_IO: zb_direct_IO,
};
