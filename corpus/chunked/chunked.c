/*
 * chunked.c - CK-2 waveform memory driver for Linux 2.4
 *
 * The (fictional) CK-2 arbitrary waveform generator holds 4MB of
 * sample memory.  Its DMA engine takes at most one kiobuf's worth of
 * pages per descriptor, so large read()s and write()s are cut into
 * chunks of KIO_MAX_ATOMIC_IO kilobytes.
 *
 * kiobuf pattern: one kiobuf per call, re-mapped for every chunk of at
 * most KIO_MAX_ATOMIC_IO KB inside a loop (map_user_kiobuf/unmap_kiobuf
 * per chunk), with partial progress reported if a later chunk fails.
 *
 * zcport sample corpus.  The generator's memory is vmalloc()ed and the
 * DMA is a memcpy() through kmap_atomic().
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/vmalloc.h>
#include <linux/highmem.h>
#include <linux/iobuf.h>
#include <asm/uaccess.h>

#define CK_NAME		"chunked"
#define CK_MEM_SIZE	(4 * 1024 * 1024)
#define CK_CHUNK	(KIO_MAX_ATOMIC_IO << 10)	/* bytes per pass */

static int ck_major = 0;
MODULE_PARM(ck_major, "i");

static char *ck_mem;

/* card -> host (to_host != 0) or host -> card for one mapped chunk */
static void ck_dma_chunk(struct kiobuf *iobuf, char *card, int to_host)
{
	int offset = iobuf->offset;
	int left = iobuf->length;
	int i;

	for (i = 0; i < iobuf->nr_pages; i++) {
		int len = min_t(int, PAGE_SIZE - offset, left);
		char *va = kmap_atomic(iobuf->maplist[i], KM_USER0);

		if (to_host)
			memcpy(va + offset, card, len);
		else
			memcpy(card, va + offset, len);
		kunmap_atomic(va, KM_USER0);

		card += len;
		left -= len;
		offset = 0;
	}
}

static ssize_t ck_read(struct file *file, char *buf, size_t count,
		       loff_t *ppos)
{
	struct kiobuf *iobuf;
	unsigned long pos = (unsigned long) *ppos;
	size_t done = 0;
	int err;

	if (pos >= CK_MEM_SIZE)
		return 0;
	if (count > CK_MEM_SIZE - pos)
		count = CK_MEM_SIZE - pos;

	err = alloc_kiovec(1, &iobuf);
	if (err)
		return err;

	while (done < count) {
		size_t chunk = count - done;

		if (chunk > CK_CHUNK)
			chunk = CK_CHUNK;

		err = map_user_kiobuf(READ, iobuf,
				      (unsigned long) buf + done, chunk);
		if (err)
			break;

		ck_dma_chunk(iobuf, ck_mem + pos + done, 1);

		mark_dirty_kiobuf(iobuf, chunk);
		unmap_kiobuf(iobuf);
		done += chunk;
	}

	free_kiovec(1, &iobuf);

	if (done == 0 && err)
		return err;
	*ppos = pos + done;
	return done;
}

static ssize_t ck_write(struct file *file, const char *buf, size_t count,
			loff_t *ppos)
{
	struct kiobuf *iobuf;
	unsigned long pos = (unsigned long) *ppos;
	size_t done = 0;
	int err;

	if (pos >= CK_MEM_SIZE)
		return -ENOSPC;
	if (count > CK_MEM_SIZE - pos)
		count = CK_MEM_SIZE - pos;

	err = alloc_kiovec(1, &iobuf);
	if (err)
		return err;

	for (; done < count; done += CK_CHUNK) {
		size_t chunk = min_t(size_t, count - done, CK_CHUNK);

		err = map_user_kiobuf(WRITE, iobuf,
				      (unsigned long) buf + done, chunk);
		if (err)
			break;
		ck_dma_chunk(iobuf, ck_mem + pos + done, 0);
		unmap_kiobuf(iobuf);

		if (chunk < CK_CHUNK) {
			done += chunk;
			break;
		}
	}

	free_kiovec(1, &iobuf);

	if (done == 0 && err)
		return err;
	*ppos = pos + done;
	return done;
}

static loff_t ck_llseek(struct file *file, loff_t offset, int whence)
{
	loff_t pos;

	switch (whence) {
	case 0:
		pos = offset;
		break;
	case 1:
		pos = file->f_pos + offset;
		break;
	case 2:
		pos = CK_MEM_SIZE + offset;
		break;
	default:
		return -EINVAL;
	}
	if (pos < 0 || pos > CK_MEM_SIZE)
		return -EINVAL;
	file->f_pos = pos;
	return pos;
}

static int ck_open(struct inode *inode, struct file *file)
{
	return MINOR(inode->i_rdev) == 0 ? 0 : -ENODEV;
}

static int ck_release(struct inode *inode, struct file *file)
{
	return 0;
}

static struct file_operations ck_fops = {
	.owner		= THIS_MODULE,
	.llseek		= ck_llseek,
	.read		= ck_read,
	.write		= ck_write,
	.open		= ck_open,
	.release	= ck_release,
};

static int __init ck_init(void)
{
	int major;

	ck_mem = vmalloc(CK_MEM_SIZE);
	if (ck_mem == NULL)
		return -ENOMEM;

	major = register_chrdev(ck_major, CK_NAME, &ck_fops);
	if (major < 0) {
		vfree(ck_mem);
		return major;
	}
	if (ck_major == 0)
		ck_major = major;
	printk(KERN_INFO "CK-2: %dKB per DMA pass, major %d\n",
	       KIO_MAX_ATOMIC_IO, ck_major);
	return 0;
}

static void __exit ck_exit(void)
{
	unregister_chrdev(ck_major, CK_NAME);
	vfree(ck_mem);
}

module_init(ck_init);
module_exit(ck_exit);

MODULE_DESCRIPTION("CK-2 waveform memory (simulated), chunked zero-copy");
MODULE_LICENSE("GPL");
