/*
 * builtin_board.c - BB-2 board status log driver for Linux 2.4
 *
 * The (fictional) BB-2 is an embedded board whose supervisor chip keeps
 * a 32KB event log in its own memory.  The board's kernel has the driver
 * built in (obj-y), never as a module, and its author wrote the module
 * boilerplate accordingly: MODULE_LICENSE() at the end of the file has
 * no ';'.  That is valid C only where 2.4's module macros expand to
 * nothing, in a kernel built with the driver inside; a module build
 * (-DMODULE) stops there.  The exit path is kept for a module build
 * under #ifdef MODULE.
 *
 * kiobuf pattern: one kiobuf allocated at init time and kept (freed in
 * the module exit path only), mapped and unmapped per read() (READ,
 * dirtied) and per write() (WRITE).
 *
 * zcport sample corpus.  The supervisor's memory is a vmalloc()ed buffer
 * and "DMA" is a memcpy() to or from the kmap()ed user pages.
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/errno.h>
#include <linux/vmalloc.h>
#include <linux/highmem.h>
#include <linux/iobuf.h>
#include <asm/uaccess.h>
#include <asm/semaphore.h>

#define BB_NAME		"builtin_board"
#define BB_LOG_SIZE	(32 * 1024)

static char *bb_log;			/* the supervisor's event log */
static struct kiobuf *bb_iobuf;		/* one transfer at a time */
static int bb_major;
static DECLARE_MUTEX(bb_sem);

/* copy between the log at @pos and the mapped pages, @to_user says how */
static void bb_copy(loff_t pos, size_t count, int to_user)
{
	unsigned int offset = bb_iobuf->offset;
	size_t done = 0;
	int i;

	for (i = 0; i < bb_iobuf->nr_pages && done < count; i++) {
		size_t len = PAGE_SIZE - offset;
		char *kaddr;

		if (len > count - done)
			len = count - done;
		kaddr = kmap(bb_iobuf->maplist[i]);
		if (to_user)
			memcpy(kaddr + offset, bb_log + pos + done, len);
		else
			memcpy(bb_log + pos + done, kaddr + offset, len);
		kunmap(bb_iobuf->maplist[i]);
		done += len;
		offset = 0;
	}
}

static ssize_t bb_read(struct file *file, char *buf, size_t count,
		       loff_t *ppos)
{
	int err;

	if (*ppos >= BB_LOG_SIZE)
		return 0;
	if (count > BB_LOG_SIZE - *ppos)
		count = BB_LOG_SIZE - *ppos;
	if (count == 0)
		return 0;

	down(&bb_sem);
	err = map_user_kiobuf(READ, bb_iobuf, (unsigned long) buf, count);
	if (err) {
		up(&bb_sem);
		return err;
	}
	bb_copy(*ppos, count, 1);
	mark_dirty_kiobuf(bb_iobuf, count);
	unmap_kiobuf(bb_iobuf);
	up(&bb_sem);

	*ppos += count;
	return count;
}

static ssize_t bb_write(struct file *file, const char *buf, size_t count,
			loff_t *ppos)
{
	int err;

	if (*ppos >= BB_LOG_SIZE)
		return -ENOSPC;
	if (count > BB_LOG_SIZE - *ppos)
		count = BB_LOG_SIZE - *ppos;
	if (count == 0)
		return 0;

	down(&bb_sem);
	err = map_user_kiobuf(WRITE, bb_iobuf, (unsigned long) buf, count);
	if (err) {
		up(&bb_sem);
		return err;
	}
	bb_copy(*ppos, count, 0);
	unmap_kiobuf(bb_iobuf);
	up(&bb_sem);

	*ppos += count;
	return count;
}

static struct file_operations bb_fops = {
	.owner		= THIS_MODULE,
	.read		= bb_read,
	.write		= bb_write,
};

static int __init bb_init(void)
{
	int ret;

	bb_log = vmalloc(BB_LOG_SIZE);
	if (!bb_log)
		return -ENOMEM;
	memset(bb_log, 0, BB_LOG_SIZE);
	ret = alloc_kiovec(1, &bb_iobuf);
	if (ret)
		goto out_log;
	ret = register_chrdev(bb_major, BB_NAME, &bb_fops);
	if (ret < 0)
		goto out_kiovec;
	if (bb_major == 0)
		bb_major = ret;
	return 0;

out_kiovec:
	free_kiovec(1, &bb_iobuf);
out_log:
	vfree(bb_log);
	return ret;
}

module_init(bb_init);

#ifdef MODULE
static void __exit bb_exit(void)
{
	unregister_chrdev(bb_major, BB_NAME);
	free_kiovec(1, &bb_iobuf);
	vfree(bb_log);
}

module_exit(bb_exit);
#endif

MODULE_AUTHOR("zcport sample corpus");
MODULE_DESCRIPTION("BB-2 board status log (simulated), built in");
MODULE_LICENSE("GPL")
