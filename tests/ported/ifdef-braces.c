/*
 * Braces split across #ifdef/#else: each branch opens one '{' that a
 * shared line closes, as in 2.4 drivers that register with devfs when
 * it is configured.  Valid C in every configuration: ported.
 */
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/devfs_fs_kernel.h>
#include <linux/iobuf.h>

static int sb_major;
static struct file_operations sb_fops;

static int sb_fill(struct kiobuf *iobuf, unsigned long uaddr, size_t len)
{
	int err = map_user_kiobuf(READ, iobuf, uaddr, len);

	if (err)
		return err;
	mark_dirty_kiobuf(iobuf, len);
	unmap_kiobuf(iobuf);
	return 0;
}

static int sb_init(void)
{
#ifdef CONFIG_DEVFS_FS
	if (devfs_register_chrdev(0, "split_brace", &sb_fops) < 0) {
#else
	if ((sb_major = register_chrdev(0, "split_brace", &sb_fops)) < 0) {
#endif
		printk(KERN_ERR "split_brace: no major\n");
		return -EIO;
	}
	return 0;
}
