/*
 * sg_list.c - SG-3 scatter-gather DMA controller driver for Linux 2.4
 *
 * The (fictional) SG-3 is a PCI mass-storage staging card with 256KB
 * of buffer memory and a descriptor-driven DMA engine that walks a
 * scatter-gather list.  read() and write() pin the user buffer, turn
 * its pages into a struct scatterlist array, map that for DMA and let
 * the engine run the list.
 *
 * kiobuf pattern: a scatterlist is built from iobuf->maplist,
 * iobuf->offset, iobuf->length and iobuf->nr_pages (one entry per
 * page, first entry starting at the offset, last entry trimmed), then
 * handed to pci_map_sg()/pci_unmap_sg().
 *
 * zcport sample corpus.  The card memory is vmalloc()ed; the "engine"
 * copies through page_address(sg->page) + sg->offset.
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/slab.h>
#include <linux/vmalloc.h>
#include <linux/pci.h>
#include <linux/iobuf.h>
#include <asm/scatterlist.h>
#include <asm/uaccess.h>

#define SGD_NAME	"sg_list"
#define SGD_MEM_SIZE	(256 * 1024)

static int sgd_major;
static char *sgd_mem;
static struct pci_dev *sgd_pdev;	/* none in the simulation */

/* one scatterlist entry per page of the mapped buffer */
static int sgd_build_sg(struct kiobuf *iobuf, struct scatterlist *sg)
{
	int offset = iobuf->offset;
	int left = iobuf->length;
	int i;

	for (i = 0; i < iobuf->nr_pages; i++) {
		sg[i].address = NULL;
		sg[i].page = iobuf->maplist[i];
		sg[i].offset = offset;
		sg[i].length = PAGE_SIZE - offset;
		if (sg[i].length > left)
			sg[i].length = left;
		left -= sg[i].length;
		offset = 0;
	}
	return iobuf->nr_pages;
}

/* the engine: walk the list, moving data to or from card memory */
static void sgd_engine_run(struct scatterlist *sg, int nents, char *card,
			   int direction)
{
	int i;

	for (i = 0; i < nents; i++) {
		char *va = (char *) page_address(sg[i].page) + sg[i].offset;

		if (direction == PCI_DMA_FROMDEVICE)
			memcpy(va, card, sg[i].length);
		else
			memcpy(card, va, sg[i].length);
		card += sg[i].length;
	}
}

static int sgd_transfer(struct kiobuf *iobuf, char *card, int direction)
{
	struct scatterlist *sg;
	int nents;

	sg = kmalloc(iobuf->nr_pages * sizeof(*sg), GFP_KERNEL);
	if (!sg)
		return -ENOMEM;
	memset(sg, 0, iobuf->nr_pages * sizeof(*sg));

	nents = sgd_build_sg(iobuf, sg);
	nents = pci_map_sg(sgd_pdev, sg, nents, direction);
	sgd_engine_run(sg, nents, card, direction);
	pci_unmap_sg(sgd_pdev, sg, iobuf->nr_pages, direction);

	kfree(sg);
	return 0;
}

static ssize_t sgd_read(struct file *file, char *buf, size_t count,
			loff_t *ppos)
{
	struct kiobuf *iobuf;
	unsigned long pos = *ppos;
	int err;

	if (pos >= SGD_MEM_SIZE)
		return 0;
	if (count > SGD_MEM_SIZE - pos)
		count = SGD_MEM_SIZE - pos;

	err = alloc_kiovec(1, &iobuf);
	if (err)
		return err;

	err = map_user_kiobuf(READ, iobuf, (unsigned long) buf, count);
	if (err)
		goto out;

	err = sgd_transfer(iobuf, sgd_mem + pos, PCI_DMA_FROMDEVICE);
	if (!err)
		mark_dirty_kiobuf(iobuf, iobuf->length);
	unmap_kiobuf(iobuf);
out:
	free_kiovec(1, &iobuf);
	if (err)
		return err;
	*ppos += count;
	return count;
}

static ssize_t sgd_write(struct file *file, const char *buf, size_t count,
			 loff_t *ppos)
{
	struct kiobuf *iobuf;
	unsigned long pos = *ppos;
	int err;

	if (pos >= SGD_MEM_SIZE)
		return -ENOSPC;
	if (count > SGD_MEM_SIZE - pos)
		count = SGD_MEM_SIZE - pos;

	err = alloc_kiovec(1, &iobuf);
	if (err)
		return err;

	err = map_user_kiobuf(WRITE, iobuf, (unsigned long) buf, count);
	if (err)
		goto out;

	err = sgd_transfer(iobuf, sgd_mem + pos, PCI_DMA_TODEVICE);
	unmap_kiobuf(iobuf);
out:
	free_kiovec(1, &iobuf);
	if (err)
		return err;
	*ppos += count;
	return count;
}

static int sgd_open(struct inode *inode, struct file *file)
{
	return 0;
}

static int sgd_release(struct inode *inode, struct file *file)
{
	return 0;
}

static struct file_operations sgd_fops = {
	.owner		= THIS_MODULE,
	.read		= sgd_read,
	.write		= sgd_write,
	.open		= sgd_open,
	.release	= sgd_release,
};

static int __init sgd_init(void)
{
	sgd_mem = vmalloc(SGD_MEM_SIZE);
	if (!sgd_mem)
		return -ENOMEM;

	sgd_major = register_chrdev(0, SGD_NAME, &sgd_fops);
	if (sgd_major < 0) {
		int err = sgd_major;

		vfree(sgd_mem);
		return err;
	}
	printk(KERN_INFO "SG-3: up to %d sg entries per transfer\n",
	       (int) KIO_STATIC_PAGES);
	return 0;
}

static void __exit sgd_exit(void)
{
	unregister_chrdev(sgd_major, SGD_NAME);
	vfree(sgd_mem);
}

module_init(sgd_init);
module_exit(sgd_exit);

MODULE_DESCRIPTION("SG-3 scatter-gather DMA controller (simulated)");
MODULE_LICENSE("GPL");
