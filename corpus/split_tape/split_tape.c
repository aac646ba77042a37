/*
 * split_tape.c -- the ST-7 streaming tape (simulated): module glue and
 * the char device.  Allocates the drive's kiobuf at open() and frees it
 * at release(); the transfers are in split_tape_io.c.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/vmalloc.h>
#include <linux/errno.h>
#include <linux/iobuf.h>

#include "split_tape.h"

#define ST_NAME	"split_tape"

struct st_drive st_drive0;
static int st_major;

static int st_open(struct inode *inode, struct file *file)
{
	int err;

	down(&st_drive0.sem);
	err = alloc_kiovec(1, &st_drive0.kb);
	up(&st_drive0.sem);
	return err;
}

static int st_release(struct inode *inode, struct file *file)
{
	down(&st_drive0.sem);
	free_kiovec(1, &st_drive0.kb);
	st_drive0.kb = NULL;
	up(&st_drive0.sem);
	return 0;
}

static ssize_t st_read(struct file *file, char *buf, size_t count,
		       loff_t *ppos)
{
	ssize_t ret;

	if (count > ST_BLOCK)
		count = ST_BLOCK;
	down(&st_drive0.sem);
	ret = st_transfer(&st_drive0, buf, count, 1);
	up(&st_drive0.sem);
	return ret;
}

static ssize_t st_write(struct file *file, const char *buf, size_t count,
			loff_t *ppos)
{
	ssize_t ret;

	if (count > ST_BLOCK)
		count = ST_BLOCK;
	down(&st_drive0.sem);
	ret = st_transfer(&st_drive0, (char *) buf, count, 0);
	up(&st_drive0.sem);
	return ret;
}

static struct file_operations st_fops = {
	.owner		= THIS_MODULE,
	.read		= st_read,
	.write		= st_write,
	.open		= st_open,
	.release	= st_release,
};

static int __init st_init(void)
{
	init_MUTEX(&st_drive0.sem);
	st_drive0.medium = vmalloc(ST_TAPE_SIZE);
	if (!st_drive0.medium)
		return -ENOMEM;
	memset(st_drive0.medium, 0, ST_TAPE_SIZE);
	st_major = register_chrdev(0, ST_NAME, &st_fops);
	if (st_major < 0) {
		vfree(st_drive0.medium);
		return st_major;
	}
	return 0;
}

static void __exit st_exit(void)
{
	unregister_chrdev(st_major, ST_NAME);
	vfree(st_drive0.medium);
}

module_init(st_init);
module_exit(st_exit);
MODULE_LICENSE("GPL");
