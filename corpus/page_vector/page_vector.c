/*
 * page_vector.c - PV-3 snapshot copy engine for Linux 2.4
 *
 * The (fictional) PV-3 assists a volume manager's snapshots: before an
 * origin chunk is overwritten, PV_IOC_COW copies its old contents to the
 * next free chunk of the exception store and notes it in a remap table.
 *
 * kiobuf pattern: a kiobuf as a plain vector of kernel pages.
 * alloc_kiovec, maplist[i] filled by hand with alloc_page(GFP_KERNEL),
 * nr_pages, offset = 0 and length set by hand; brw_kiovec(READ) from the
 * origin, then brw_kiovec(WRITE) to the store, block numbers in
 * iobuf->blocks; teardown __free_page()s the pages, then free_kiovec.
 *
 * zcport sample corpus.  The remap table (card SRAM) is kmalloc()ed.
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/slab.h>
#include <linux/blkdev.h>
#include <linux/iobuf.h>
#include <asm/uaccess.h>
#include <asm/semaphore.h>

#define PV_NAME		"page_vector"
#define PV_MAX_CHUNK_KB	64
#define PV_TABLE_SIZE	1024		/* exceptions the remap SRAM holds */

struct pv_setup {
	unsigned int	origin;		/* device numbers, as in st_rdev */
	unsigned int	store;
	unsigned int	chunk_kb;	/* power of two, PAGE_SIZE..64KB */
};

struct pv_cow {
	unsigned long	chunk;		/* in: origin chunk about to change */
	unsigned long	store_chunk;	/* out: where its old data went */
};

#define PV_IOC_SETUP	_IOW('p', 1, struct pv_setup)
#define PV_IOC_COW	_IOWR('p', 2, struct pv_cow)

static int pv_major;
static unsigned long pv_busy;
static DECLARE_MUTEX(pv_sem);

static struct kiobuf *pv_iobuf;		/* the page vector; NULL if idle */
static kdev_t pv_origin, pv_store;
static int pv_blocksize;
static unsigned long pv_chunk_size;	/* bytes */
static unsigned long *pv_table;		/* store chunk i holds origin chunk */
static unsigned long pv_used;		/* store chunks in use */

static void pv_teardown(void)
{
	int i;

	if (pv_iobuf) {
		for (i = 0; i < pv_iobuf->nr_pages; i++)
			__free_page(pv_iobuf->maplist[i]);
		free_kiovec(1, &pv_iobuf);
		pv_iobuf = NULL;
	}
	kfree(pv_table);
	pv_table = NULL;
}

static int pv_setup(struct pv_setup *req)
{
	int i, nr_pages, err;

	if (pv_iobuf)
		return -EBUSY;
	if (req->chunk_kb < (PAGE_SIZE >> 10) ||
	    req->chunk_kb > PV_MAX_CHUNK_KB ||
	    (req->chunk_kb & (req->chunk_kb - 1)))
		return -EINVAL;
	pv_origin = to_kdev_t(req->origin);
	pv_store = to_kdev_t(req->store);
	pv_blocksize = max_t(int, block_size(pv_origin), block_size(pv_store));
	pv_chunk_size = req->chunk_kb << 10;
	if (pv_chunk_size % pv_blocksize)
		return -EINVAL;

	pv_table = kmalloc(PV_TABLE_SIZE * sizeof(*pv_table), GFP_KERNEL);
	if (!pv_table)
		return -ENOMEM;
	pv_used = 0;
	err = alloc_kiovec(1, &pv_iobuf);
	if (err) {
		pv_iobuf = NULL;
		goto fail;
	}
	nr_pages = pv_chunk_size >> PAGE_SHIFT;
	for (i = 0; i < nr_pages; i++) {
		struct page *page = alloc_page(GFP_KERNEL);

		if (!page) {
			err = -ENOMEM;
			goto fail;
		}
		pv_iobuf->maplist[i] = page;
		pv_iobuf->nr_pages = i + 1;	/* what pv_teardown frees */
	}
	pv_iobuf->offset = 0;
	pv_iobuf->length = pv_chunk_size;
	return 0;
fail:
	pv_teardown();
	return err;
}

/* one chunk between @dev and the page vector */
static int pv_transfer(int rw, kdev_t dev, unsigned long chunk)
{
	unsigned long *blocks = pv_iobuf->blocks;
	int nr_blocks = pv_chunk_size / pv_blocksize;
	int i, err;

	for (i = 0; i < nr_blocks; i++)
		blocks[i] = chunk * nr_blocks + i;

	err = brw_kiovec(rw, 1, &pv_iobuf, dev, blocks, pv_blocksize);
	if (err < 0)
		return err;
	return (unsigned long) err == pv_chunk_size ? 0 : -EIO;
}

static int pv_cow(struct pv_cow *req)
{
	unsigned long i;
	int err;

	if (!pv_iobuf)
		return -ENXIO;
	for (i = 0; i < pv_used; i++)
		if (pv_table[i] == req->chunk)
			goto found;		/* already preserved */
	if (pv_used == PV_TABLE_SIZE)
		return -ENOSPC;

	err = pv_transfer(READ, pv_origin, req->chunk);
	if (!err)
		err = pv_transfer(WRITE, pv_store, pv_used);
	if (err)
		return err;
	pv_table[pv_used++] = req->chunk;
found:
	req->store_chunk = i;
	return 0;
}

static int pv_ioctl(struct inode *inode, struct file *file,
		    unsigned int cmd, unsigned long arg)
{
	union {
		struct pv_setup setup;
		struct pv_cow cow;
	} u;
	int err;

	if (cmd != PV_IOC_SETUP && cmd != PV_IOC_COW)
		return -ENOTTY;
	if (copy_from_user(&u, (void *) arg, _IOC_SIZE(cmd)))
		return -EFAULT;
	down(&pv_sem);
	if (cmd == PV_IOC_SETUP)
		err = pv_setup(&u.setup);
	else
		err = pv_cow(&u.cow);
	up(&pv_sem);
	if (!err && cmd == PV_IOC_COW &&
	    copy_to_user((void *) arg, &u.cow, sizeof(u.cow)))
		err = -EFAULT;
	return err;
}

static int pv_open(struct inode *inode, struct file *file)
{
	return test_and_set_bit(0, &pv_busy) ? -EBUSY : 0;
}

static int pv_release(struct inode *inode, struct file *file)
{
	/* one user at a time; closing drops the snapshot state */
	down(&pv_sem);
	pv_teardown();
	up(&pv_sem);
	clear_bit(0, &pv_busy);
	return 0;
}

static struct file_operations pv_fops = {
	.owner		= THIS_MODULE,
	.ioctl		= pv_ioctl,
	.open		= pv_open,
	.release	= pv_release,
};

static int __init pv_init(void)
{
	pv_major = register_chrdev(0, PV_NAME, &pv_fops);
	if (pv_major < 0)
		return pv_major;
	return 0;
}

static void __exit pv_exit(void)
{
	unregister_chrdev(pv_major, PV_NAME);
}

module_init(pv_init);
module_exit(pv_exit);

MODULE_DESCRIPTION("PV-3 snapshot copy engine (simulated), kiobuf page vector");
MODULE_LICENSE("GPL");
