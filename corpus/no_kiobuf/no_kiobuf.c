/*
 * no_kiobuf.c - NK-0 status mailbox driver for Linux 2.4
 *
 * The (fictional) NK-0 is a small management controller with a 4KB
 * mailbox.  read() returns the controller's status page and write()
 * posts a message into the mailbox.  Transfers are tiny, so the driver
 * deliberately does NOT pin user memory with map_user_kiobuf() into a
 * struct kiobuf (nor alloc_kiovec()/free_kiovec()); it simply bounces
 * through copy_to_user() and copy_from_user().
 *
 * Pattern: none.  This driver contains no kiobuf code at all; the
 * words kiobuf, map_user_kiobuf and alloc_kiovec appear only in
 * comments and string literals, and <linux/iobuf.h> is not included.
 * A porting tool must leave it unchanged.  The file_operations use
 * the 2.4-era GNU "field:" initialiser syntax.
 *
 * zcport sample corpus.  The mailbox is a static array.
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/sched.h>
#include <linux/wait.h>
#include <asm/uaccess.h>
#include <asm/semaphore.h>

#define NK_NAME		"no_kiobuf"
#define NK_MBOX_SIZE	4096

static int nk_major;
static char nk_status[NK_MBOX_SIZE];
static char nk_mbox[NK_MBOX_SIZE];
static size_t nk_mbox_len;
static unsigned long nk_messages;
static DECLARE_MUTEX(nk_sem);
static DECLARE_WAIT_QUEUE_HEAD(nk_wait);

static const char *nk_mode_msg =
	"nk: small transfers, map_user_kiobuf() not used\n";

static void nk_update_status(void)
{
	sprintf(nk_status,
		"messages: %lu\n"
		"mailbox:  %lu bytes\n"
		"zero-copy: off (no kiobuf, no alloc_kiovec)\n",
		nk_messages, (unsigned long) nk_mbox_len);
}

static ssize_t nk_read(struct file *file, char *buf, size_t count,
		       loff_t *ppos)
{
	size_t len;
	ssize_t ret;

	if (down_interruptible(&nk_sem))
		return -ERESTARTSYS;

	nk_update_status();
	len = strlen(nk_status);
	ret = 0;
	if (*ppos < len) {
		if (count > len - *ppos)
			count = len - *ppos;
		/* a bounce copy; a kiobuf mapping would cost more here */
		if (copy_to_user(buf, nk_status + *ppos, count)) {
			ret = -EFAULT;
		} else {
			*ppos += count;
			ret = count;
		}
	}

	up(&nk_sem);
	return ret;
}

static ssize_t nk_write(struct file *file, const char *buf, size_t count,
			loff_t *ppos)
{
	if (count > NK_MBOX_SIZE)
		return -EFBIG;

	if (down_interruptible(&nk_sem))
		return -ERESTARTSYS;

	if (copy_from_user(nk_mbox, buf, count)) {
		up(&nk_sem);
		return -EFAULT;
	}
	nk_mbox_len = count;
	nk_messages++;
	up(&nk_sem);

	wake_up_interruptible(&nk_wait);
	return count;
}

static int nk_open(struct inode *inode, struct file *file)
{
	if (MINOR(inode->i_rdev) != 0)
		return -ENODEV;
	MOD_INC_USE_COUNT;
	return 0;
}

static int nk_release(struct inode *inode, struct file *file)
{
	MOD_DEC_USE_COUNT;
	return 0;
}

static struct file_operations nk_fops = {
	read:		nk_read,
	write:		nk_write,
	open:		nk_open,
	release:	nk_release,
};

static int __init nk_init(void)
{
	nk_major = register_chrdev(0, NK_NAME, &nk_fops);
	if (nk_major < 0) {
		printk(KERN_ERR "nk: register_chrdev failed (%d)\n",
		       nk_major);
		return nk_major;
	}
	printk(KERN_INFO "%s", nk_mode_msg);
	printk(KERN_DEBUG "nk: struct kiobuf / alloc_kiovec unused\n");
	return 0;
}

static void __exit nk_exit(void)
{
	unregister_chrdev(nk_major, NK_NAME);
}

module_init(nk_init);
module_exit(nk_exit);

MODULE_DESCRIPTION("NK-0 status mailbox (simulated), no kiobuf use");
MODULE_LICENSE("GPL");
