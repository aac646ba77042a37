# extent_dio: what a maintainer changes by hand after zcport (README.md)
# 2.6 buffer heads are in <linux/buffer_head.h>
s/^#include <linux\/fs.h>$/&\n#include <linux\/buffer_head.h>/
# get_block_t takes a sector_t block in 2.6
s/^static int exf_get_block(struct inode \*inode, long block,$/static int exf_get_block(struct inode *inode, sector_t block,/
# 2.6 has no inode->i_dev nor bh->b_dev: map_bh() takes the super block's
# block device (s_bdev) and sets the block number and BH_Mapped
/^	bh->b_dev = inode->i_dev;$/d
s/^	bh->b_blocknr = disk;$/	map_bh(bh, inode->i_sb, disk);/
/^	bh->b_state |= (1UL << BH_Mapped);$/d
# writepage gets the writeback_control, and passes it on
s/^static int exf_writepage(struct page \*page)$/static int exf_writepage(struct page *page, struct writeback_control *wbc)/
s/block_write_full_page(page, exf_get_block);/block_write_full_page(page, exf_get_block, wbc);/
# bmap works in sector_t
s/^static int exf_bmap(struct address_space \*mapping, long block)$/static sector_t exf_bmap(struct address_space *mapping, sector_t block)/
