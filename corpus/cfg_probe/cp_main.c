/*
 * cp_main.c - CP-6 capture card driver, Linux 2.4 and 2.6: the common part
 *
 * The (fictional) CP-6 capture card fills 128KB of sample memory that
 * read() hands to the caller.  The driver ships with a configure script
 * that probes the kernel and passes HAVE_ macros to the compiler (see
 * the Makefile); the transfer engine is a file per kernel series.
 *
 * kiobuf pattern: configure-style availability macros.  The per-open
 * kiobuf exists only "#if defined(HAVE_KIOVEC_SYMS) && !defined(
 * CP_NO_ZEROCOPY)" (allocated in open(), freed in release()),
 * <linux/iobuf.h> is included under HAVE_LINUX_IOBUF_H, and an ioctl
 * reports the largest transfer from KIO_MAX_ATOMIC_IO when the header
 * defined it.  The transfer itself is in cp_dma24.c, which only the 2.4
 * branch of the Makefile builds (cp_dma26.c is the 2.6 one).
 *
 * zcport sample corpus.  Sample memory is vmalloc()ed.
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/slab.h>
#include <linux/vmalloc.h>
#ifdef HAVE_LINUX_IOBUF_H
#include <linux/iobuf.h>
#endif
#include <asm/uaccess.h>

#include "cp.h"

static int cp_major;
char *cp_mem;

static ssize_t cp_read(struct file *file, char *buf, size_t count,
		       loff_t *ppos)
{
	struct cp_file *cf = file->private_data;
	unsigned long pos = *ppos;
	ssize_t ret;

	if (pos >= CP_MEM_SIZE)
		return 0;
	if (count > CP_MEM_SIZE - pos)
		count = CP_MEM_SIZE - pos;
	ret = cp_engine_read(cf, buf, count, pos);
	if (ret > 0) {
		*ppos = pos + ret;
		cf->reads++;
	}
	return ret;
}

static int cp_ioctl(struct inode *inode, struct file *file,
		    unsigned int cmd, unsigned long arg)
{
	int max;

	if (cmd != CP_IOC_MAXXFER)
		return -ENOTTY;
#ifdef KIO_MAX_ATOMIC_IO
	max = KIO_MAX_ATOMIC_IO << 10;	/* one mapping at most */
#else
	max = CP_MEM_SIZE;
#endif
	return put_user(max, (int *) arg);
}

static int cp_open(struct inode *inode, struct file *file)
{
	struct cp_file *cf;
	int err;

	cf = kmalloc(sizeof(*cf), GFP_KERNEL);
	if (!cf)
		return -ENOMEM;
	memset(cf, 0, sizeof(*cf));
#if defined(HAVE_KIOVEC_SYMS) && !defined(CP_NO_ZEROCOPY)
	err = alloc_kiovec(1, &cf->iobuf);
	if (err) {
		kfree(cf);
		return err;
	}
#endif
	err = cp_engine_open(cf);
	if (err) {
		cp_engine_release(cf);
		kfree(cf);
		return err;
	}
	file->private_data = cf;
	return 0;
}

static int cp_release(struct inode *inode, struct file *file)
{
	struct cp_file *cf = file->private_data;

	cp_engine_release(cf);
#if defined(HAVE_KIOVEC_SYMS) && !defined(CP_NO_ZEROCOPY)
	free_kiovec(1, &cf->iobuf);
#endif
	kfree(cf);
	return 0;
}

static struct file_operations cp_fops = {
	.owner		= THIS_MODULE,
	.read		= cp_read,
	.ioctl		= cp_ioctl,
	.open		= cp_open,
	.release	= cp_release,
};

static int __init cp_init(void)
{
	cp_mem = vmalloc(CP_MEM_SIZE);
	if (!cp_mem)
		return -ENOMEM;
	memset(cp_mem, 0x5a, CP_MEM_SIZE);
	cp_major = register_chrdev(0, CP_NAME, &cp_fops);
	if (cp_major < 0) {
		int err = cp_major;

		vfree(cp_mem);
		return err;
	}
	return 0;
}

static void __exit cp_exit(void)
{
	unregister_chrdev(cp_major, CP_NAME);
	vfree(cp_mem);
}

module_init(cp_init);
module_exit(cp_exit);

MODULE_DESCRIPTION("CP-6 capture card (simulated)");
MODULE_LICENSE("GPL");
