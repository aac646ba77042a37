/*
 * gen_dio.c - address space operations of the GDF flat file system,
 * Linux 2.4
 *
 * The (fictional) GDF file system keeps each file in one run of
 * contiguous disk blocks starting at the block its inode names, with a
 * per-inode "dirty map" flag that must be written out before any I/O
 * bypasses the page cache.  This is its address_space_operations: page
 * cache I/O through the generic block helpers, and O_DIRECT through the
 * VFS's own generic_direct_IO(), fed with the file system's get_block().
 *
 * kiobuf pattern: the most common 2.4 direct_IO method of all, a thin
 * wrapper: direct_IO(rw, inode, iobuf, blocknr, blocksize) writes the
 * inode's metadata back, then returns generic_direct_IO(rw, inode,
 * iobuf, blocknr, blocksize, gdf_get_block); 2.4's generic_direct_IO()
 * maps the kiobuf's blocks through get_block() and calls brw_kiovec().
 *
 * zcport sample corpus.
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/errno.h>
#include <linux/iobuf.h>

struct gdf_inode_info {
	unsigned long	first_block;	/* where the file starts on disk */
	unsigned long	nr_blocks;	/* how many it has */
	int		map_dirty;	/* the block map is not on disk yet */
};

#define GDF_I(inode)	((struct gdf_inode_info *) (inode)->u.generic_ip)

/* write the inode's block map back before the cache is bypassed */
static void gdf_sync_map(struct inode *inode)
{
	struct gdf_inode_info *gi = GDF_I(inode);

	if (gi->map_dirty) {
		mark_inode_dirty(inode);
		gi->map_dirty = 0;
	}
}

static int gdf_get_block(struct inode *inode, long block,
			 struct buffer_head *bh, int create)
{
	struct gdf_inode_info *gi = GDF_I(inode);

	if (block < 0 || (unsigned long)block >= gi->nr_blocks)
		return create ? -ENOSPC : 0;	/* a flat file cannot grow */
	bh->b_dev = inode->i_dev;
	bh->b_blocknr = gi->first_block + block;
	bh->b_state |= (1UL << BH_Mapped);
	return 0;
}

static int gdf_direct_IO(int rw, struct inode *inode, struct kiobuf *iobuf,
			 unsigned long blocknr, int blocksize)
{
	gdf_sync_map(inode);
	return generic_direct_IO(rw, inode, iobuf, blocknr, blocksize,
				 gdf_get_block);
}

static int gdf_readpage(struct file *file, struct page *page)
{
	return block_read_full_page(page, gdf_get_block);
}

static int gdf_writepage(struct page *page)
{
	return block_write_full_page(page, gdf_get_block);
}

static int gdf_bmap(struct address_space *mapping, long block)
{
	return generic_block_bmap(mapping, block, gdf_get_block);
}

struct address_space_operations gdf_aops = {
	readpage:	gdf_readpage,
	writepage:	gdf_writepage,
	bmap:		gdf_bmap,
	direct_IO:	gdf_direct_IO,
};

MODULE_LICENSE("GPL");
