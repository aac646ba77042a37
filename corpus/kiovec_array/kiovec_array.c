/*
 * kiovec_array.c - KA-4 packet assembler driver for Linux 2.4
 *
 * The (fictional) KA-4 is a network framing card with 256KB of frame
 * memory and a four-channel scatter-gather DMA engine.  An application
 * hands it up to four user buffers at once with one ioctl: KA_IOC_READV
 * scatters frame memory into them, KA_IOC_WRITEV gathers them into frame
 * memory, one DMA channel per buffer.
 *
 * kiobuf pattern: an array of kiobufs used as a vector.
 * struct kiobuf *vec[KA_NR] comes from alloc_kiovec(KA_NR, vec); each
 * user segment is mapped into its own kiobuf with map_user_kiobuf(rw);
 * lock_kiovec(KA_NR, vec, 1) / unlock_kiovec(KA_NR, vec) bracket the
 * transfer; a loop marks each segment dirty (READV only) and unmaps it;
 * free_kiovec(KA_NR, vec) releases the vector.
 *
 * zcport sample corpus.  Frame memory is vmalloc()ed; each channel's
 * "DMA" copies through page_address() of the mapped pages.
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/vmalloc.h>
#include <linux/iobuf.h>
#include <asm/uaccess.h>
#include <asm/semaphore.h>

#define KA_NAME		"kiovec_array"
#define KA_NR		4			/* DMA channels */
#define KA_MEM_SIZE	(256 * 1024)
#define KA_MAX_SEG	(KIO_MAX_ATOMIC_IO << 10)

struct ka_seg {
	unsigned long	addr;
	unsigned long	len;
};

struct ka_iov {
	unsigned long	pos;		/* offset in frame memory */
	unsigned int	nr_segs;	/* 1 .. KA_NR */
	struct ka_seg	seg[KA_NR];
};

#define KA_IOC_READV	_IOW('a', 1, struct ka_iov)
#define KA_IOC_WRITEV	_IOW('a', 2, struct ka_iov)

static int ka_major;
static char *ka_mem;			/* the card's frame memory */
static DECLARE_MUTEX(ka_sem);

/* one DMA channel: move a mapped segment to or from frame memory */
static void ka_channel(struct kiobuf *kb, char *frame, int to_host)
{
	int offset = kb->offset, left = kb->length, i;

	for (i = 0; i < kb->nr_pages && left > 0; i++) {
		char *va = (char *) page_address(kb->maplist[i]) + offset;
		int n = min_t(int, PAGE_SIZE - offset, left);

		if (to_host)
			memcpy(va, frame, n);
		else
			memcpy(frame, va, n);
		frame += n;
		left -= n;
		offset = 0;
	}
}

static int ka_transfer(int rw, struct ka_iov *iov)
{
	struct kiobuf *vec[KA_NR];
	unsigned long total = 0;
	char *frame;
	int err, i, nr;

	if (iov->nr_segs == 0 || iov->nr_segs > KA_NR)
		return -EINVAL;
	for (i = 0; i < iov->nr_segs; i++) {
		if (iov->seg[i].len == 0 || iov->seg[i].len > KA_MAX_SEG)
			return -EINVAL;
		total += iov->seg[i].len;
	}
	if (iov->pos > KA_MEM_SIZE || total > KA_MEM_SIZE - iov->pos)
		return -ENOSPC;

	err = alloc_kiovec(KA_NR, vec);
	if (err)
		return err;

	/*
	 * Slots past nr_segs stay empty (nr_pages == 0), so locking all
	 * KA_NR is harmless.  Segments must not share a page, or
	 * lock_kiovec() would wait for a page it has locked itself.
	 */
	for (nr = 0; nr < iov->nr_segs; nr++) {
		err = map_user_kiobuf(rw, vec[nr], iov->seg[nr].addr,
				      iov->seg[nr].len);
		if (err)
			goto out_unmap;
	}

	err = lock_kiovec(KA_NR, vec, 1);
	if (err)
		goto out_unmap;

	down(&ka_sem);
	frame = ka_mem + iov->pos;
	for (i = 0; i < nr; i++) {
		ka_channel(vec[i], frame, rw == READ);
		frame += vec[i]->length;
	}
	up(&ka_sem);

	unlock_kiovec(KA_NR, vec);
	err = total;

out_unmap:
	for (i = 0; i < nr; i++) {
		if (rw == READ && err > 0)
			mark_dirty_kiobuf(vec[i], vec[i]->length);
		unmap_kiobuf(vec[i]);
	}
	free_kiovec(KA_NR, vec);
	return err;
}

static int ka_ioctl(struct inode *inode, struct file *file,
		    unsigned int cmd, unsigned long arg)
{
	struct ka_iov iov;

	if (cmd != KA_IOC_READV && cmd != KA_IOC_WRITEV)
		return -ENOTTY;
	if (copy_from_user(&iov, (void *) arg, sizeof(iov)))
		return -EFAULT;
	return ka_transfer(cmd == KA_IOC_READV ? READ : WRITE, &iov);
}

static int ka_open(struct inode *inode, struct file *file)
{
	if (MINOR(inode->i_rdev) != 0)
		return -ENXIO;
	MOD_INC_USE_COUNT;
	return 0;
}

static int ka_release(struct inode *inode, struct file *file)
{
	MOD_DEC_USE_COUNT;
	return 0;
}

static struct file_operations ka_fops = {
	.ioctl		= ka_ioctl,
	.open		= ka_open,
	.release	= ka_release,
};

static int __init ka_init(void)
{
	ka_mem = vmalloc(KA_MEM_SIZE);
	if (!ka_mem)
		return -ENOMEM;
	memset(ka_mem, 0, KA_MEM_SIZE);

	ka_major = register_chrdev(0, KA_NAME, &ka_fops);
	if (ka_major < 0) {
		vfree(ka_mem);
		return ka_major;
	}
	printk(KERN_INFO "KA-4 packet assembler, %d DMA channels\n", KA_NR);
	return 0;
}

static void __exit ka_exit(void)
{
	unregister_chrdev(ka_major, KA_NAME);
	vfree(ka_mem);
}

module_init(ka_init);
module_exit(ka_exit);

MODULE_DESCRIPTION("KA-4 packet assembler (simulated), kiobuf vector");
MODULE_LICENSE("GPL");
