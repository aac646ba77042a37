/*
 * dio24.c: generic_direct_IO(), the helper a 2.4 file system's direct_IO
 * method hands its kiobuf and its get_block to (2.4.27's fs/buffer.c),
 * on the 2.4 model kernel.  The VFS around the method (2.4's
 * generic_file_direct_IO() loop: alignment, a chunk of at most
 * KIO_MAX_ATOMIC_IO KB mapped per call, dirtying what a read returned)
 * is vfs.c's.  Written from 2.4.27's behaviour:
 *
 *  - the kiobuf's length in whole blocks; a length that is not whole
 *    blocks (a read the VFS cut at an unaligned i_size) leaves the rest
 *    unread;
 *  - a buffer head per block, on the stack, with b_state 0, b_dev the
 *    inode's device and b_size the block size, then get_block(inode,
 *    block, bh, create), create set only for a write at or past i_size
 *    (once a block is past i_size, every later one is: "beyond EOF");
 *  - get_block failing: the error for the first block, else the I/O
 *    goes on with the blocks before it (a short transfer);
 *  - a read of an unmapped block is a hole (block number -1, which
 *    brw_kiovec() zero-fills); a read that gets a new block is a BUG();
 *  - a write to an unmapped block returns -ENOTBLK at once, whatever came
 *    before it (the VFS falls back to buffered I/O); a new block's
 *    buffer cache alias would be cleaned (the model caches nothing);
 *  - then brw_kiovec(rw, 1, &iobuf, inode->i_dev, blocks, blocksize) over
 *    the kiobuf cut to the blocks mapped, i_sem let go around it unless
 *    the transfer is past i_size, and the kiobuf's length restored.
 */
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/iobuf.h>
#include <asm/semaphore.h>
#include "model.h"
#include "kglue.h"

int generic_direct_IO(int rw, struct inode *inode, struct kiobuf *iobuf,
		      unsigned long blocknr, int blocksize,
		      get_block_t *get_block)
{
	int length = iobuf->length, nblocks = length / blocksize;
	int i, ret, past_eof = 0;

	for (i = 0; i < nblocks; i++, blocknr++) {
		struct buffer_head bh;

		memset(&bh, 0, sizeof(bh));
		bh.b_dev = inode->i_dev;
		bh.b_size = blocksize;
		if ((loff_t) blocknr * blocksize >= inode->i_size)
			past_eof = 1;
		ret = get_block(inode, blocknr, &bh, rw != READ && past_eof);
		if (ret) {
			if (!i)
				return ret;
			break;			/* the blocks before it */
		}
		if (rw == READ) {
			if (buffer_new(&bh))
				rt_violation("generic_direct_IO(): get_block() "
					     "made a new block for a read: "
					     "BUG()");
			if (!buffer_mapped(&bh)) {
				iobuf->blocks[i] = -1UL;	/* a hole */
				continue;
			}
		} else if (!buffer_mapped(&bh)) {
			return -ENOTBLK;
		}
		iobuf->blocks[i] = bh.b_blocknr;
	}

	iobuf->length = i * blocksize;
	if (!past_eof)
		up(&inode->i_sem);
	ret = brw_kiovec(rw, 1, &iobuf, inode->i_dev, iobuf->blocks,
			 blocksize);
	if (!past_eof)
		down(&inode->i_sem);
	iobuf->length = length;
	return ret;
}
