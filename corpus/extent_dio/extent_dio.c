/*
 * extent_dio.c - direct I/O for the EXF extent file system, Linux 2.4
 *
 * The (fictional) EXF file system stores each file as at most
 * EXF_EXTENTS extents of contiguous blocks, listed in its in-core inode.
 * This is its address_space_operations: page cache I/O through the
 * generic block helpers, and O_DIRECT through its own direct_IO method,
 * which maps the file's blocks through the extent list (no get_block()
 * buffer heads) and sends the caller's kiobuf to the disk.
 *
 * kiobuf pattern: the 2.4 direct_IO method of an address space:
 * direct_IO(rw, inode, iobuf, blocknr, blocksize) receives a kiobuf the
 * VFS (generic_file_direct_IO) has already mapped from user memory,
 * fills iobuf->blocks[] from the extent map and calls
 * brw_kiovec(rw, 1, &iobuf, inode->i_dev, iobuf->blocks, blocksize).
 *
 * zcport sample corpus.
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/errno.h>
#include <linux/iobuf.h>

#define EXF_EXTENTS	4

struct exf_extent {
	unsigned long	file_block;	/* first file block it holds */
	unsigned long	disk_block;	/* where on disk */
	unsigned long	count;		/* blocks */
};

struct exf_inode_info {
	struct exf_extent ext[EXF_EXTENTS];
};

#define EXF_I(inode)	((struct exf_inode_info *) (inode)->u.generic_ip)

/* the disk block of file block fb, or 0 for a hole */
static unsigned long exf_bmap_block(struct inode *inode, unsigned long fb)
{
	struct exf_inode_info *ei = EXF_I(inode);
	int i;

	for (i = 0; i < EXF_EXTENTS; i++)
		if (fb >= ei->ext[i].file_block &&
		    fb < ei->ext[i].file_block + ei->ext[i].count)
			return ei->ext[i].disk_block + fb -
			       ei->ext[i].file_block;
	return 0;
}

static int exf_get_block(struct inode *inode, long block,
			 struct buffer_head *bh, int create)
{
	unsigned long disk = exf_bmap_block(inode, block);

	if (!disk)
		return create ? -ENOSPC : 0;	/* no allocation in this sketch */
	bh->b_dev = inode->i_dev;
	bh->b_blocknr = disk;
	bh->b_state |= (1UL << BH_Mapped);
	return 0;
}

static int exf_direct_IO(int rw, struct inode *inode, struct kiobuf *iobuf,
			 unsigned long blocknr, int blocksize)
{
	int i, nr = iobuf->length / blocksize;

	if (iobuf->length & (blocksize - 1))
		return -EINVAL;
	for (i = 0; i < nr; i++) {
		iobuf->blocks[i] = exf_bmap_block(inode, blocknr + i);
		if (!iobuf->blocks[i]) {
			if (rw == WRITE)
				return -ENOSPC;
			iobuf->blocks[i] = -1UL;	/* a hole reads as zeroes */
		}
	}
	return brw_kiovec(rw, 1, &iobuf, inode->i_dev, iobuf->blocks,
			  blocksize);
}

static int exf_readpage(struct file *file, struct page *page)
{
	return block_read_full_page(page, exf_get_block);
}

static int exf_writepage(struct page *page)
{
	return block_write_full_page(page, exf_get_block);
}

static int exf_bmap(struct address_space *mapping, long block)
{
	return generic_block_bmap(mapping, block, exf_get_block);
}

struct address_space_operations exf_aops = {
	.readpage	= exf_readpage,
	.writepage	= exf_writepage,
	.bmap		= exf_bmap,
	.direct_IO	= exf_direct_IO,
};

MODULE_LICENSE("GPL");
