/*
 * A driver that borrows the file's O_DIRECT kiobuf (f_iobuf) for its own
 * transfers, as 2.4's raw driver did: 2.6's struct file has none, so its
 * preallocation is left for a human (f-iobuf), and the transfer that
 * still names f_iobuf is unfinished.
 */
#include <linux/fs.h>
#include <linux/iobuf.h>

static int bw_open(struct inode *inode, struct file *filp)
{
	if (!filp->f_iobuf)
		return alloc_kiovec(1, &filp->f_iobuf);
	return 0;
}

static ssize_t bw_read(struct file *filp, char *buf, size_t size)
{
	struct kiobuf *iobuf = filp->f_iobuf;
	int err;

	err = map_user_kiobuf(READ, iobuf, (unsigned long)buf, size);
	if (err)
		return err;
	bw_transfer(iobuf);
	mark_dirty_kiobuf(iobuf, size);
	unmap_kiobuf(iobuf);
	return size;
}
