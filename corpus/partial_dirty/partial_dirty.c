/*
 * partial_dirty.c - PD-1 packet receiver driver for Linux 2.4
 *
 * The (fictional) PD-1 is a network capture card with a 16KB receive
 * FIFO.  A read() hands the card the whole user buffer, but the card
 * only fills as many bytes as it currently holds, so the transfer is
 * usually short.  In this simulation write() feeds the FIFO (loopback
 * mode), DMAing from the user buffer into the card.
 *
 * kiobuf pattern: the user buffer is mapped for the full count, but
 * mark_dirty_kiobuf(iobuf, got) is passed only the number of bytes
 * the device actually wrote, which is smaller than the mapped length.
 *
 * zcport sample corpus.  The FIFO is a kmalloc()ed ring; "DMA" copies
 * through page_address() of the mapped pages.
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/iobuf.h>
#include <asm/uaccess.h>

#define PD_NAME		"partial_dirty"
#define PD_FIFO_SIZE	(16 * 1024)	/* power of two */

static int pd_major;
static unsigned char *pd_fifo;
static unsigned int pd_head, pd_tail;	/* free-running indices */
static spinlock_t pd_lock = SPIN_LOCK_UNLOCKED;

static unsigned int pd_fill(void)
{
	return pd_head - pd_tail;
}

/*
 * Drain up to iobuf->length bytes from the FIFO into the mapped pages.
 * Returns the number of bytes the card delivered.
 */
static int pd_rx_dma(struct kiobuf *iobuf)
{
	int want = iobuf->length;
	int offset = iobuf->offset;
	int got = 0;
	int i;

	spin_lock_irq(&pd_lock);
	if (want > pd_fill())
		want = pd_fill();

	for (i = 0; i < iobuf->nr_pages && got < want; i++) {
		unsigned char *dst = page_address(iobuf->maplist[i]);
		int n = PAGE_SIZE - offset;

		if (n > want - got)
			n = want - got;
		got += n;
		while (n--)
			dst[offset++] = pd_fifo[pd_tail++ & (PD_FIFO_SIZE - 1)];
		offset = 0;
	}
	spin_unlock_irq(&pd_lock);
	return got;
}

/* loopback: push the mapped user bytes into the FIFO, as far as room */
static int pd_tx_dma(struct kiobuf *iobuf)
{
	int room, offset = iobuf->offset;
	int sent = 0;
	int i;

	spin_lock_irq(&pd_lock);
	room = PD_FIFO_SIZE - pd_fill();
	if (room > iobuf->length)
		room = iobuf->length;

	for (i = 0; i < iobuf->nr_pages && sent < room; i++) {
		unsigned char *src = page_address(iobuf->maplist[i]);

		for (; offset < PAGE_SIZE && sent < room; offset++, sent++)
			pd_fifo[pd_head++ & (PD_FIFO_SIZE - 1)] = src[offset];
		offset = 0;
	}
	spin_unlock_irq(&pd_lock);
	return sent;
}

static ssize_t pd_read(struct file *file, char *buf, size_t count,
		       loff_t *ppos)
{
	struct kiobuf *iobuf;
	int got, err;

	if (count == 0)
		return 0;
	if (count > PD_FIFO_SIZE)
		count = PD_FIFO_SIZE;

	err = alloc_kiovec(1, &iobuf);
	if (err)
		return err;

	err = map_user_kiobuf(READ, iobuf, (unsigned long) buf, count);
	if (err) {
		free_kiovec(1, &iobuf);
		return err;
	}

	got = pd_rx_dma(iobuf);

	/* only the bytes the card wrote are dirty, not the whole mapping */
	mark_dirty_kiobuf(iobuf, got);
	unmap_kiobuf(iobuf);
	free_kiovec(1, &iobuf);

	if (got == 0 && (file->f_flags & O_NONBLOCK))
		return -EAGAIN;
	return got;
}

static ssize_t pd_write(struct file *file, const char *buf, size_t count,
			loff_t *ppos)
{
	struct kiobuf *iobuf;
	int sent, err;

	if (count > PD_FIFO_SIZE)
		count = PD_FIFO_SIZE;

	err = alloc_kiovec(1, &iobuf);
	if (err)
		return err;

	err = map_user_kiobuf(WRITE, iobuf, (unsigned long) buf, count);
	if (err == 0) {
		sent = pd_tx_dma(iobuf);
		unmap_kiobuf(iobuf);
		err = sent ? sent : -EAGAIN;
	}
	free_kiovec(1, &iobuf);
	return err;
}

static int pd_open(struct inode *inode, struct file *file)
{
	if (MINOR(inode->i_rdev) != 0)
		return -ENODEV;
	MOD_INC_USE_COUNT;
	return 0;
}

static int pd_release(struct inode *inode, struct file *file)
{
	MOD_DEC_USE_COUNT;
	return 0;
}

static struct file_operations pd_fops = {
	.read		= pd_read,
	.write		= pd_write,
	.open		= pd_open,
	.release	= pd_release,
};

static int __init pd_init(void)
{
	pd_fifo = kmalloc(PD_FIFO_SIZE, GFP_KERNEL);
	if (!pd_fifo)
		return -ENOMEM;
	pd_head = pd_tail = 0;

	pd_major = register_chrdev(0, PD_NAME, &pd_fops);
	if (pd_major < 0) {
		kfree(pd_fifo);
		return pd_major;
	}
	return 0;
}

static void __exit pd_exit(void)
{
	unregister_chrdev(pd_major, PD_NAME);
	kfree(pd_fifo);
}

module_init(pd_init);
module_exit(pd_exit);

MODULE_DESCRIPTION("PD-1 packet receiver (simulated), short-read dirtying");
MODULE_LICENSE("GPL");
