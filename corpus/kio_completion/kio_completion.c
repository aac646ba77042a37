/*
 * kio_completion.c - KC-5 acquisition board driver for Linux 2.4
 *
 * The (fictional) KC-5 has 128KB of sample memory and an asynchronous
 * DMA engine fed from a 16-entry queue of page descriptors; it raises an
 * interrupt as each completes.  read() pins the caller's buffer, queues
 * its pages, starts the engine and sleeps until all are done.
 *
 * kiobuf pattern: completion through the kiobuf.  After
 * map_user_kiobuf(READ), read() sets iobuf->end_io to its own callback,
 * clears iobuf->errno, does atomic_inc(&iobuf->io_count) per queued
 * descriptor (atomic_dec if the queue is full) and sleeps in
 * kiobuf_wait_for_io(); the interrupt calls end_kio_request(iobuf,
 * uptodate).  Then iobuf->errno, mark_dirty_kiobuf, unmap_kiobuf,
 * free_kiovec.  Sample memory is vmalloc()ed; the interrupt is a kernel
 * timer completing one descriptor per tick (zcport sample corpus).
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/sched.h>
#include <linux/timer.h>
#include <linux/spinlock.h>
#include <linux/vmalloc.h>
#include <linux/highmem.h>
#include <linux/iobuf.h>
#include <asm/uaccess.h>
#include <asm/semaphore.h>

#define KC_NAME		"kio_completion"
#define KC_MEM_SIZE	(128 * 1024)
#define KC_QUEUE_LEN	16
#define KC_MAX_XFER	(KC_QUEUE_LEN * PAGE_SIZE)

static int kc_fault;			/* simulate a bus error on each page */
MODULE_PARM(kc_fault, "i");
MODULE_PARM_DESC(kc_fault, "make every DMA descriptor fail (default: 0)");

struct kc_desc {
	struct kiobuf	*iobuf;		/* whose io_count this holds */
	struct page	*page;
	unsigned int	offset, len;	/* within the page */
	unsigned long	src;		/* offset in sample memory */
};

static int kc_major;
static unsigned char *kc_mem;		/* the board's sample memory */
static DECLARE_MUTEX(kc_sem);		/* one read() at a time */

static spinlock_t kc_lock = SPIN_LOCK_UNLOCKED;
static struct kc_desc kc_queue[KC_QUEUE_LEN];
static int kc_queued, kc_done;		/* descriptors queued, completed */
static struct timer_list kc_timer;
static unsigned long kc_transfers, kc_errors;

/* the engine: complete one descriptor per "interrupt" */
static void kc_interrupt(unsigned long data)
{
	struct kc_desc desc;
	unsigned long flags;
	unsigned char *kaddr;
	int more;

	spin_lock_irqsave(&kc_lock, flags);
	desc = kc_queue[kc_done++];
	more = kc_done < kc_queued;
	if (!more)
		kc_queued = kc_done = 0;
	spin_unlock_irqrestore(&kc_lock, flags);

	kaddr = kmap_atomic(desc.page, KM_BH_IRQ);
	memcpy(kaddr + desc.offset, kc_mem + desc.src, desc.len);
	kunmap_atomic(kaddr, KM_BH_IRQ);

	if (more)
		mod_timer(&kc_timer, jiffies + 1);
	end_kio_request(desc.iobuf, !kc_fault);
}

/* called by end_kio_request() once io_count drops to zero */
static void kc_end_io(struct kiobuf *iobuf)
{
	kc_transfers++;
	if (iobuf->errno)
		kc_errors++;
}

static int kc_queue_desc(struct kiobuf *iobuf, struct page *page,
			 unsigned int offset, unsigned int len,
			 unsigned long src)
{
	struct kc_desc *d;
	unsigned long flags;

	spin_lock_irqsave(&kc_lock, flags);
	if (kc_queued == KC_QUEUE_LEN) {
		spin_unlock_irqrestore(&kc_lock, flags);
		return -EBUSY;
	}
	d = &kc_queue[kc_queued++];
	d->iobuf = iobuf;
	d->page = page;
	d->offset = offset;
	d->len = len;
	d->src = src;
	spin_unlock_irqrestore(&kc_lock, flags);
	return 0;
}

static ssize_t kc_read(struct file *file, char *buf, size_t count,
		       loff_t *ppos)
{
	struct kiobuf *iobuf;
	loff_t pos = *ppos;
	size_t queued = 0;
	unsigned int offset;
	ssize_t ret;
	int i;

	if (pos >= KC_MEM_SIZE)
		return 0;
	count = min_t(size_t, count, KC_MEM_SIZE - pos);
	count = min_t(size_t, count, KC_MAX_XFER);
	if (count == 0)
		return 0;

	ret = alloc_kiovec(1, &iobuf);
	if (ret)
		return ret;
	ret = map_user_kiobuf(READ, iobuf, (unsigned long) buf, count);
	if (ret)
		goto out_free;

	down(&kc_sem);
	iobuf->end_io = kc_end_io;
	iobuf->errno = 0;
	offset = iobuf->offset;
	for (i = 0; i < iobuf->nr_pages && queued < count; i++) {
		unsigned int len = min_t(size_t, PAGE_SIZE - offset,
					 count - queued);

		atomic_inc(&iobuf->io_count);
		if (kc_queue_desc(iobuf, iobuf->maplist[i], offset, len,
				  pos + queued)) {
			/* queue full (unaligned buffer): a short read */
			atomic_dec(&iobuf->io_count);
			break;
		}
		queued += len;
		offset = 0;
	}
	mod_timer(&kc_timer, jiffies + 1);	/* start the engine */
	kiobuf_wait_for_io(iobuf);
	up(&kc_sem);

	ret = iobuf->errno;		/* -EIO if any descriptor failed */
	if (!ret) {
		mark_dirty_kiobuf(iobuf, queued);
		*ppos = pos + queued;
		ret = queued;
	}
	unmap_kiobuf(iobuf);
out_free:
	free_kiovec(1, &iobuf);
	return ret;
}

static int kc_open(struct inode *inode, struct file *file)
{
	return MINOR(inode->i_rdev) == 0 ? 0 : -ENXIO;
}

static int kc_release(struct inode *inode, struct file *file)
{
	return 0;
}

static struct file_operations kc_fops = {
	.owner		= THIS_MODULE,
	.read		= kc_read,
	.open		= kc_open,
	.release	= kc_release,
};

static int __init kc_init(void)
{
	int i;

	kc_mem = vmalloc(KC_MEM_SIZE);
	if (!kc_mem)
		return -ENOMEM;
	for (i = 0; i < KC_MEM_SIZE; i++)	/* a test ramp */
		kc_mem[i] = i & 0xff;
	init_timer(&kc_timer);
	kc_timer.function = kc_interrupt;
	kc_major = register_chrdev(0, KC_NAME, &kc_fops);
	if (kc_major < 0) {
		vfree(kc_mem);
		return kc_major;
	}
	return 0;
}

static void __exit kc_exit(void)
{
	unregister_chrdev(kc_major, KC_NAME);
	del_timer_sync(&kc_timer);
	printk(KERN_INFO KC_NAME ": %lu transfers, %lu failed\n",
	       kc_transfers, kc_errors);
	vfree(kc_mem);
}

module_init(kc_init);
module_exit(kc_exit);

MODULE_DESCRIPTION("KC-5 acquisition board (simulated), async kiobuf I/O");
MODULE_LICENSE("GPL");
