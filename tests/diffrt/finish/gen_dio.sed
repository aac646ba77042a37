# gen_dio: what a maintainer changes by hand after zcport (README.md)
# get_block_t takes a sector_t block in 2.6
s/^static int gdf_get_block(struct inode \*inode, long block,$/static int gdf_get_block(struct inode *inode, sector_t block,/
# 2.6 has no inode->i_dev nor bh->b_dev: map_bh() takes the super block's
# block device (s_bdev) and sets the block number and BH_Mapped
/^	bh->b_dev = inode->i_dev;$/d
s/^	bh->b_blocknr = gi->first_block + block;$/	map_bh(bh, inode->i_sb, gi->first_block + block);/
/^	bh->b_state |= (1UL << BH_Mapped);$/d
# writepage gets the writeback_control, and passes it on
s/^static int gdf_writepage(struct page \*page)$/static int gdf_writepage(struct page *page, struct writeback_control *wbc)/
s/block_write_full_page(page, gdf_get_block);/block_write_full_page(page, gdf_get_block, wbc);/
# bmap works in sector_t
s/^static int gdf_bmap(struct address_space \*mapping, long block)$/static sector_t gdf_bmap(struct address_space *mapping, sector_t block)/
