/*
 * kiovec_multi.c - KM-2 command processor driver for Linux 2.4
 *
 * The (fictional) KM-2 is a text-processing offload card.  One ioctl,
 * KM_IOC_EXEC, hands it two user buffers at once: a command buffer
 * (an opcode byte followed by data) that the card reads, and a result
 * buffer that the card writes.  Both are pinned for the duration.
 *
 * kiobuf pattern: a two-element kiovec, struct kiobuf *vec[2], set up
 * with alloc_kiovec(2, vec); vec[0] is mapped WRITE (device reads the
 * command), vec[1] is mapped READ (device writes the result) and is
 * dirtied; both are unmapped and released with free_kiovec(2, vec).
 *
 * zcport sample corpus.  The card's 64KB work memory is kmalloc()ed;
 * "DMA" moves data through page_address() of the mapped pages.
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/slab.h>
#include <linux/ctype.h>
#include <linux/iobuf.h>
#include <asm/uaccess.h>
#include <asm/semaphore.h>

#define KM_NAME		"kiovec_multi"
#define KM_WORK_SIZE	(64 * 1024)

struct km_exec {
	unsigned long	cmd_buf;	/* opcode + data, read by the card */
	unsigned long	cmd_len;
	unsigned long	res_buf;	/* written by the card */
	unsigned long	res_len;
};

#define KM_IOC_EXEC	_IOWR('k', 1, struct km_exec)

#define KM_OP_UPPER	'U'
#define KM_OP_LOWER	'L'
#define KM_OP_INVERT	'X'

static int km_major;
static unsigned char *km_work;		/* the card's work memory */
static DECLARE_MUTEX(km_sem);

/* move data between work memory and a mapped buffer */
static void km_dma(struct kiobuf *kb, unsigned char *work, int to_host)
{
	int offset = kb->offset, left = kb->length, i;

	for (i = 0; i < kb->nr_pages; i++) {
		unsigned char *va = page_address(kb->maplist[i]);
		int n = min_t(int, PAGE_SIZE - offset, left);

		if (to_host)
			memcpy(va + offset, work, n);
		else
			memcpy(work, va + offset, n);
		work += n;
		left -= n;
		offset = 0;
	}
}

/* run the command in work memory in place; returns the result length */
static int km_process(int len)
{
	unsigned char op = km_work[0];
	int i;

	for (i = 1; i < len; i++) {
		unsigned char c = km_work[i];

		switch (op) {
		case KM_OP_UPPER:
			c = toupper(c);
			break;
		case KM_OP_LOWER:
			c = tolower(c);
			break;
		case KM_OP_INVERT:
			c = ~c;
			break;
		default:
			return -EINVAL;
		}
		km_work[i - 1] = c;
	}
	return len - 1;
}

static int km_exec(struct km_exec *req)
{
	struct kiobuf *vec[2];
	int err, n;

	if (req->cmd_len < 2 || req->cmd_len > KM_WORK_SIZE)
		return -EINVAL;
	if (req->res_len < req->cmd_len - 1)
		return -ENOSPC;

	err = alloc_kiovec(2, vec);
	if (err)
		return err;

	err = map_user_kiobuf(WRITE, vec[0], req->cmd_buf, req->cmd_len);
	if (err)
		goto out_free;
	err = map_user_kiobuf(READ, vec[1], req->res_buf, req->cmd_len - 1);
	if (err)
		goto out_unmap_cmd;

	down(&km_sem);
	km_dma(vec[0], km_work, 0);
	n = km_process(req->cmd_len);
	if (n > 0)
		km_dma(vec[1], km_work, 1);
	up(&km_sem);

	if (n > 0)
		mark_dirty_kiobuf(vec[1], n);
	err = n;

	unmap_kiobuf(vec[1]);
out_unmap_cmd:
	unmap_kiobuf(vec[0]);
out_free:
	free_kiovec(2, vec);
	return err;
}

static int km_ioctl(struct inode *inode, struct file *file,
		    unsigned int cmd, unsigned long arg)
{
	struct km_exec req;

	if (cmd != KM_IOC_EXEC)
		return -ENOTTY;
	if (copy_from_user(&req, (void *) arg, sizeof(req)))
		return -EFAULT;
	return km_exec(&req);
}

static int km_open(struct inode *inode, struct file *file)
{
	MOD_INC_USE_COUNT;
	return 0;
}

static int km_release(struct inode *inode, struct file *file)
{
	MOD_DEC_USE_COUNT;
	return 0;
}

static struct file_operations km_fops = {
	.ioctl		= km_ioctl,
	.open		= km_open,
	.release	= km_release,
};

static int __init km_init(void)
{
	km_work = kmalloc(KM_WORK_SIZE, GFP_KERNEL);
	if (!km_work)
		return -ENOMEM;
	km_major = register_chrdev(0, KM_NAME, &km_fops);
	if (km_major < 0) {
		kfree(km_work);
		return km_major;
	}
	return 0;
}

static void __exit km_exit(void)
{
	unregister_chrdev(km_major, KM_NAME);
	kfree(km_work);
}

module_init(km_init);
module_exit(km_exit);

MODULE_DESCRIPTION("KM-2 command processor (simulated), two-buffer kiovec");
MODULE_LICENSE("GPL");
