/*
 * never_dirty.c - ND-6 video capture board driver for Linux 2.4
 *
 * The (fictional) ND-6 digitises one camera into a 41960-byte frame
 * store on the board and bus-masters finished frames straight into
 * host memory.  read() grabs one frame into the caller's buffer; the
 * ND_IOC_GRAB ioctl grabs a burst of frames into a ring of equal slots
 * in one buffer, the way capture programs fill an mmap()ed ring file.
 *
 * kiobuf pattern: one kiobuf per open file (alloc_kiovec() in open(),
 * free_kiovec() in release(), kept in file->private_data), mapped with
 * map_user_kiobuf(READ, ...) for every grab and unmapped with
 * unmap_kiobuf(), and never marked dirty: in 2.4, pinning the pages for
 * the device to write faults them in writable and dirties their ptes,
 * so the VM already knows, and this driver, like many of its time,
 * never calls mark_dirty_kiobuf().
 *
 * zcport sample corpus.  The board is simulated: the frame store is a
 * vmalloc()ed buffer the "sensor" paints, and "DMA" is a memcpy() into
 * the kmap()ed user pages.
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/slab.h>
#include <linux/errno.h>
#include <linux/ioctl.h>
#include <linux/vmalloc.h>
#include <linux/highmem.h>
#include <linux/iobuf.h>
#include <asm/uaccess.h>
#include <asm/semaphore.h>

#define ND_NAME		"never_dirty"
#define ND_FRAME_SIZE	(10 * 4096 + 1000)	/* bytes of one frame */
#define ND_MAX_FRAMES	8			/* frames of one burst */

/* ND_IOC_GRAB: nframes frames, frame_len bytes each, back to back */
struct nd_grab {
	unsigned long buf;		/* user address of the ring */
	unsigned int frame_len;		/* slot size, 1..ND_FRAME_SIZE */
	unsigned int nframes;		/* 1..ND_MAX_FRAMES */
};
#define ND_IOC_GRAB	_IOW('n', 1, struct nd_grab)

static int nd_major;
MODULE_PARM(nd_major, "i");
MODULE_PARM_DESC(nd_major, "character major number (default: dynamic)");

static unsigned char *nd_store;		/* the board's frame store */
static unsigned int nd_frame_no;	/* frames the sensor has taken */
static DECLARE_MUTEX(nd_sem);		/* one grab at a time */

/* per open file: the kiobuf its grabs map */
struct nd_file {
	struct kiobuf *iobuf;
};

/* the sensor takes the next frame into the frame store */
static void nd_expose(void)
{
	unsigned int i;

	nd_frame_no++;
	for (i = 0; i < ND_FRAME_SIZE; i++)
		nd_store[i] = (unsigned char) (i * 13 + (i >> 9) +
					       nd_frame_no * 29);
}

/*
 * The board bus-masters @count bytes of the frame store into the mapped
 * pages, starting @skip bytes into the mapped buffer.
 */
static void nd_dma(struct kiobuf *iobuf, unsigned long skip, size_t count)
{
	unsigned long pos = iobuf->offset + skip;
	size_t done = 0;

	while (done < count) {
		int pg = pos >> PAGE_SHIFT;
		unsigned int off = pos & ~PAGE_MASK;
		size_t len = PAGE_SIZE - off;
		char *kaddr;

		if (pg >= iobuf->nr_pages)
			break;
		if (len > count - done)
			len = count - done;
		kaddr = kmap(iobuf->maplist[pg]);
		memcpy(kaddr + off, nd_store + done, len);
		kunmap(iobuf->maplist[pg]);
		done += len;
		pos += len;
	}
}

static ssize_t nd_read(struct file *file, char *buf, size_t count,
		       loff_t *ppos)
{
	struct nd_file *nf = file->private_data;
	int err;

	if (count == 0)
		return 0;
	if (count > ND_FRAME_SIZE)
		count = ND_FRAME_SIZE;

	down(&nd_sem);
	err = map_user_kiobuf(READ, nf->iobuf, (unsigned long) buf, count);
	if (err) {
		up(&nd_sem);
		return err;
	}
	nd_expose();
	nd_dma(nf->iobuf, 0, count);
	/*
	 * No mark_dirty_kiobuf(): map_user_kiobuf(READ, ...) faulted the
	 * pages in for writing, so their ptes are dirty already.
	 */
	unmap_kiobuf(nf->iobuf);
	up(&nd_sem);

	*ppos += count;
	return count;
}

static int nd_grab_frames(struct nd_file *nf, struct nd_grab *g)
{
	unsigned int k;
	int err;

	if (g->nframes < 1 || g->nframes > ND_MAX_FRAMES ||
	    g->frame_len < 1 || g->frame_len > ND_FRAME_SIZE)
		return -EINVAL;

	down(&nd_sem);
	err = map_user_kiobuf(READ, nf->iobuf, g->buf,
			      (size_t) g->frame_len * g->nframes);
	if (err) {
		up(&nd_sem);
		return err;
	}
	for (k = 0; k < g->nframes; k++) {
		nd_expose();
		nd_dma(nf->iobuf, (unsigned long) k * g->frame_len,
		       g->frame_len);
	}
	unmap_kiobuf(nf->iobuf);
	up(&nd_sem);
	return g->nframes;
}

static int nd_ioctl(struct inode *inode, struct file *file,
		    unsigned int cmd, unsigned long arg)
{
	struct nd_grab g;

	switch (cmd) {
	case ND_IOC_GRAB:
		if (copy_from_user(&g, (void *) arg, sizeof(g)))
			return -EFAULT;
		return nd_grab_frames(file->private_data, &g);
	default:
		return -ENOTTY;
	}
}

static int nd_open(struct inode *inode, struct file *file)
{
	struct nd_file *nf;
	int err;

	if (MINOR(inode->i_rdev) != 0)
		return -ENXIO;
	nf = kmalloc(sizeof(*nf), GFP_KERNEL);
	if (!nf)
		return -ENOMEM;
	err = alloc_kiovec(1, &nf->iobuf);
	if (err) {
		kfree(nf);
		return err;
	}
	file->private_data = nf;
	return 0;
}

static int nd_release(struct inode *inode, struct file *file)
{
	struct nd_file *nf = file->private_data;

	free_kiovec(1, &nf->iobuf);
	kfree(nf);
	return 0;
}

static struct file_operations nd_fops = {
	.owner		= THIS_MODULE,
	.read		= nd_read,
	.ioctl		= nd_ioctl,
	.open		= nd_open,
	.release	= nd_release,
};

static int __init nd_init(void)
{
	int ret;

	nd_store = vmalloc(ND_FRAME_SIZE);
	if (!nd_store)
		return -ENOMEM;
	memset(nd_store, 0, ND_FRAME_SIZE);

	ret = register_chrdev(nd_major, ND_NAME, &nd_fops);
	if (ret < 0) {
		printk(KERN_ERR ND_NAME ": cannot get major %d\n", nd_major);
		vfree(nd_store);
		return ret;
	}
	if (nd_major == 0)
		nd_major = ret;

	printk(KERN_INFO ND_NAME ": ND-6 at major %d, %d-byte frames\n",
	       nd_major, ND_FRAME_SIZE);
	return 0;
}

static void __exit nd_exit(void)
{
	unregister_chrdev(nd_major, ND_NAME);
	vfree(nd_store);
}

module_init(nd_init);
module_exit(nd_exit);

MODULE_AUTHOR("zcport sample corpus");
MODULE_DESCRIPTION("ND-6 video capture board (simulated), zero-copy grabs");
MODULE_LICENSE("GPL");
