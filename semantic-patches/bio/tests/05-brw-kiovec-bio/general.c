/* every other brw_kiovec(): the block device derived where it is at hand */
int xx_snap_copy(struct kiobuf *iobuf, struct block_device *origin,
		 unsigned long *blocks, int size)
{
	return brw_kiovec(READ, 1, &iobuf, to_kdev_t(origin->bd_dev), blocks,
			  size);
}

int xx_direct(int rw, struct inode *inode, struct kiobuf *iobuf,
	      unsigned long *b, int blocksize)
{
	return brw_kiovec(rw, 1, &iobuf, inode->i_dev, b, blocksize);
}

int xx_raw(int rw, struct file *filp, struct kiobuf **vec, int nr,
	   unsigned long *b)
{
	return brw_kiovec(rw, nr, vec, filp->f_dentry->d_inode->i_rdev, b, 512);
}

int xx_meta(struct super_block *sb, struct kiobuf *iobuf, unsigned long *b)
{
	int err;

	err = brw_kiovec(WRITE, 1, &iobuf, sb->s_dev, b, sb->s_blocksize);
	return err;
}

int xx_copy(kdev_t dev, struct kiobuf *kv[2], unsigned long *b)
{
	int err;

	err = brw_kiovec(WRITE, 2, kv, dev, b, 1024);
	if (err < 0)
		return err;
	return brw_kiovec(READ, 2, kv, to_kdev_t(xx_dev_nr), b, 1024);
}
