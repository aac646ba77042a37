/*
 * macro_use.c - MU-3 spectrum analyser capture driver for Linux 2.4
 *
 * The (fictional) MU-3 captures FFT frames into 96KB of on-board
 * memory.  read() DMAs frames to the application; write() uploads a
 * window-function table to the card.  The driver was written against
 * an in-house "zero-copy" wrapper layer, so the kiobuf API is only
 * ever reached through the MU_* macros below.
 *
 * kiobuf pattern: every kiobuf call is hidden in a driver macro --
 * allocation, READ and WRITE mappings, dirtying, unmapping, freeing,
 * and page access -- including a do { } while (0) macro that expands
 * to two kiobuf calls.  The functions themselves contain no direct
 * kiobuf call.
 *
 * zcport sample corpus.  The card memory is vmalloc()ed; "DMA" goes
 * through page_address().
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/vmalloc.h>
#include <linux/iobuf.h>
#include <asm/uaccess.h>

#define MU_NAME		"macro_use"
#define MU_MEM_SIZE	(96 * 1024)
#define MU_WINDOW_OFF	(MU_MEM_SIZE - 4096)	/* window table lives here */

/* the zero-copy wrapper layer */
#define MU_KIO_ALLOC(kb)	alloc_kiovec(1, &(kb))
#define MU_KIO_FREE(kb)		free_kiovec(1, &(kb))
#define MU_MAP_IN(kb, buf, len) \
	map_user_kiobuf(READ, (kb), (unsigned long) (buf), (len))
#define MU_MAP_OUT(kb, buf, len) \
	map_user_kiobuf(WRITE, (kb), (unsigned long) (buf), (len))
#define MU_UNMAP(kb)		unmap_kiobuf(kb)
#define MU_DIRTY(kb, n)		mark_dirty_kiobuf((kb), (n))
#define MU_PAGE_VA(kb, i)	((char *) page_address((kb)->maplist[(i)]))

/* finish a mapping: dirty it if the card wrote to it, then unmap */
#define MU_RELEASE(kb, written, n) \
	do { \
		if (written) \
			MU_DIRTY(kb, n); \
		MU_UNMAP(kb); \
	} while (0)

static int mu_major;
static char *mu_mem;

static void mu_copy(struct kiobuf *kb, char *card, int to_host)
{
	int off = kb->offset, left = kb->length, i;

	for (i = 0; i < kb->nr_pages; i++) {
		int n = min_t(int, PAGE_SIZE - off, left);

		if (to_host)
			memcpy(MU_PAGE_VA(kb, i) + off, card, n);
		else
			memcpy(card, MU_PAGE_VA(kb, i) + off, n);
		card += n;
		left -= n;
		off = 0;
	}
}

static ssize_t mu_read(struct file *file, char *buf, size_t count,
		       loff_t *ppos)
{
	struct kiobuf *kb;
	unsigned long pos = *ppos;
	int err;

	if (pos >= MU_WINDOW_OFF)
		return 0;
	if (count > MU_WINDOW_OFF - pos)
		count = MU_WINDOW_OFF - pos;

	err = MU_KIO_ALLOC(kb);
	if (err)
		return err;

	err = MU_MAP_IN(kb, buf, count);
	if (err) {
		MU_KIO_FREE(kb);
		return err;
	}

	mu_copy(kb, mu_mem + pos, 1);
	MU_RELEASE(kb, 1, count);
	MU_KIO_FREE(kb);

	*ppos = pos + count;
	return count;
}

static ssize_t mu_write(struct file *file, const char *buf, size_t count,
			loff_t *ppos)
{
	struct kiobuf *kb;
	int err;

	if (count > MU_MEM_SIZE - MU_WINDOW_OFF)
		return -EFBIG;

	if ((err = MU_KIO_ALLOC(kb)))
		return err;
	if ((err = MU_MAP_OUT(kb, buf, count)) == 0) {
		mu_copy(kb, mu_mem + MU_WINDOW_OFF, 0);
		MU_RELEASE(kb, 0, 0);
		err = count;
	}
	MU_KIO_FREE(kb);
	return err;
}

static int mu_open(struct inode *inode, struct file *file)
{
	return 0;
}

static int mu_release(struct inode *inode, struct file *file)
{
	return 0;
}

static struct file_operations mu_fops = {
	.owner		= THIS_MODULE,
	.read		= mu_read,
	.write		= mu_write,
	.open		= mu_open,
	.release	= mu_release,
};

static int __init mu_init(void)
{
	int i;

	mu_mem = vmalloc(MU_MEM_SIZE);
	if (!mu_mem)
		return -ENOMEM;
	for (i = 0; i < MU_WINDOW_OFF; i++)	/* a fake spectrum */
		mu_mem[i] = (char) (i % 251);

	mu_major = register_chrdev(0, MU_NAME, &mu_fops);
	if (mu_major < 0) {
		vfree(mu_mem);
		return mu_major;
	}
	return 0;
}

static void __exit mu_exit(void)
{
	unregister_chrdev(mu_major, MU_NAME);
	vfree(mu_mem);
}

module_init(mu_init);
module_exit(mu_exit);

MODULE_DESCRIPTION("MU-3 spectrum analyser (simulated), macro-wrapped kiobufs");
MODULE_LICENSE("GPL");
