/*
 * sg_addr.c - SG-4 scatter-gather DMA controller driver for Linux 2.4
 *
 * The (fictional) SG-4 is an older sibling of the SG-3 (sg_list): a PCI
 * staging card with 256KB of buffer memory whose DMA engine walks a
 * scatter-gather list.  read() and write() of at least SGA_ZC_MIN bytes
 * pin the user buffer and give the engine its pages; smaller transfers
 * go through bounce buffers the driver allocates per page.
 *
 * kiobuf pattern: a struct scatterlist built the way 2.4 drivers did
 * before entries had a page member: sg[i].address = page_address(
 * iobuf->maplist[i]) + offset, handed to pci_map_sg().  The bounce path
 * fills the same kind of list with kmalloc()ed buffers, and its
 * teardown frees them and clears sg->address = NULL: no kiobuf there.
 *
 * zcport sample corpus.  The card memory is vmalloc()ed; the "engine"
 * copies through each entry's address.
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

#define SGA_NAME	"sg_addr"
#define SGA_MEM_SIZE	(256 * 1024)
#define SGA_ZC_MIN	4096		/* smaller transfers are bounced */

static int sga_major;
static char *sga_mem;
static struct pci_dev *sga_pdev;	/* none in the simulation */

/* one entry per page of the mapped buffer, named by its address */
static int sga_map_user(struct kiobuf *iobuf, struct scatterlist *sg)
{
	int offset = iobuf->offset;
	int left = iobuf->length;
	int i;

	for (i = 0; i < iobuf->nr_pages; i++) {
		sg[i].address = page_address(iobuf->maplist[i]) + offset;
		sg[i].length = PAGE_SIZE - offset;
		if (sg[i].length > left)
			sg[i].length = left;
		left -= sg[i].length;
		offset = 0;
	}
	return iobuf->nr_pages;
}

/* bounce buffers of the driver's own, one per page of the transfer */
static int sga_map_bounce(struct scatterlist *sg, size_t count)
{
	int n = 0;

	while (count) {
		size_t len = count < PAGE_SIZE ? count : PAGE_SIZE;

		sg[n].address = kmalloc(len, GFP_KERNEL);
		if (!sg[n].address)
			return -ENOMEM;
		sg[n].length = len;
		count -= len;
		n++;
	}
	return n;
}

static void sga_unmap_bounce(struct scatterlist *sg, int n)
{
	int i;

	for (i = 0; i < n && sg[i].address; i++) {
		kfree(sg[i].address);
		sg[i].address = NULL;
		sg[i].length = 0;
	}
}

/* the engine: walk the list, moving data to or from card memory */
static void sga_engine_run(struct scatterlist *sg, int nents, char *card,
			   int direction)
{
	int i;

	for (i = 0; i < nents; i++) {
		if (direction == PCI_DMA_FROMDEVICE)
			memcpy(sg[i].address, card, sg[i].length);
		else
			memcpy(card, sg[i].address, sg[i].length);
		card += sg[i].length;
	}
}

static int sga_transfer_user(char *buf, size_t count, char *card,
			     int direction)
{
	struct scatterlist *sg;
	struct kiobuf *iobuf;
	int nents, err;

	err = alloc_kiovec(1, &iobuf);
	if (err)
		return err;
	err = map_user_kiobuf(direction == PCI_DMA_FROMDEVICE ? READ : WRITE,
			      iobuf, (unsigned long) buf, count);
	if (err)
		goto out_free;
	sg = kmalloc(iobuf->nr_pages * sizeof(*sg), GFP_KERNEL);
	if (!sg) {
		err = -ENOMEM;
		goto out_unmap;
	}
	memset(sg, 0, iobuf->nr_pages * sizeof(*sg));
	nents = sga_map_user(iobuf, sg);
	nents = pci_map_sg(sga_pdev, sg, nents, direction);
	sga_engine_run(sg, nents, card, direction);
	pci_unmap_sg(sga_pdev, sg, iobuf->nr_pages, direction);
	kfree(sg);
	if (direction == PCI_DMA_FROMDEVICE)
		mark_dirty_kiobuf(iobuf, count);
out_unmap:
	unmap_kiobuf(iobuf);
out_free:
	free_kiovec(1, &iobuf);
	return err;
}

static int sga_transfer_bounce(char *buf, size_t count, char *card,
			       int direction)
{
	struct scatterlist sg[SGA_ZC_MIN / PAGE_SIZE + 1];
	int nents, i, err = 0;
	size_t done = 0;

	memset(sg, 0, sizeof(sg));
	nents = sga_map_bounce(sg, count);
	if (nents < 0) {
		sga_unmap_bounce(sg, SGA_ZC_MIN / PAGE_SIZE + 1);
		return nents;
	}
	for (i = 0; direction == PCI_DMA_TODEVICE && i < nents; i++) {
		if (copy_from_user(sg[i].address, buf + done, sg[i].length))
			err = -EFAULT;
		done += sg[i].length;
	}
	if (!err)
		sga_engine_run(sg, nents, card, direction);
	for (i = 0, done = 0; direction == PCI_DMA_FROMDEVICE && i < nents;
	     i++) {
		if (!err && copy_to_user(buf + done, sg[i].address,
					 sg[i].length))
			err = -EFAULT;
		done += sg[i].length;
	}
	sga_unmap_bounce(sg, nents);
	return err;
}

static ssize_t sga_rw(char *buf, size_t count, loff_t *ppos, int direction)
{
	unsigned long pos = *ppos;
	int err;

	if (pos >= SGA_MEM_SIZE)
		return direction == PCI_DMA_FROMDEVICE ? 0 : -ENOSPC;
	if (count > SGA_MEM_SIZE - pos)
		count = SGA_MEM_SIZE - pos;
	if (count >= SGA_ZC_MIN)
		err = sga_transfer_user(buf, count, sga_mem + pos, direction);
	else
		err = sga_transfer_bounce(buf, count, sga_mem + pos, direction);
	if (err)
		return err;
	*ppos += count;
	return count;
}

static ssize_t sga_read(struct file *file, char *buf, size_t count,
			loff_t *ppos)
{
	return sga_rw(buf, count, ppos, PCI_DMA_FROMDEVICE);
}

static ssize_t sga_write(struct file *file, const char *buf, size_t count,
			 loff_t *ppos)
{
	return sga_rw((char *) buf, count, ppos, PCI_DMA_TODEVICE);
}

static int sga_open(struct inode *inode, struct file *file)
{
	return 0;
}

static int sga_release(struct inode *inode, struct file *file)
{
	return 0;
}

static struct file_operations sga_fops = {
	.owner		= THIS_MODULE,
	.read		= sga_read,
	.write		= sga_write,
	.open		= sga_open,
	.release	= sga_release,
};

static int __init sga_init(void)
{
	sga_mem = vmalloc(SGA_MEM_SIZE);
	if (!sga_mem)
		return -ENOMEM;
	sga_major = register_chrdev(0, SGA_NAME, &sga_fops);
	if (sga_major < 0) {
		int err = sga_major;

		vfree(sga_mem);
		return err;
	}
	return 0;
}

static void __exit sga_exit(void)
{
	unregister_chrdev(sga_major, SGA_NAME);
	vfree(sga_mem);
}

module_init(sga_init);
module_exit(sga_exit);

MODULE_DESCRIPTION("SG-4 scatter-gather DMA controller (simulated)");
MODULE_LICENSE("GPL");
