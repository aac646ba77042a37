/*
 * A 2.4 direct_IO method that only hands its arguments to 2.4's
 * generic_direct_IO(), after a statement of its own: it becomes a 2.6
 * method returning blockdev_direct_IO() on the file system's device,
 * with a get_blocks adapter of its get_block; the statement stays, its
 * indent made kernel style.
 */
#include <linux/fs.h>
#include <linux/iobuf.h>

static int qx_get_block(struct inode *inode, long iblock,
			struct buffer_head *bh, int create)
{
	bh->b_blocknr = iblock + 100;
	return 0;
}

static int qx_direct_IO(int rw, struct inode *ip, struct kiobuf *buf,
			unsigned long first, int bsize)
{
    qx_flush_tail(ip);
    return generic_direct_IO(rw, ip, buf, first, bsize, qx_get_block);
}

struct address_space_operations qx_aops = {
	.direct_IO	= qx_direct_IO,
};
