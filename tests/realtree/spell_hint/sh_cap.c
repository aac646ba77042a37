/*
 * sh_cap: a capture driver that also calls user_page_unmap(), a helper
 * of the vendor's 2.4 support layer that 2.6 does not have.  Against 2.6
 * that call is an error before the port and after it; after the port
 * gcc adds "did you mean 'user_pages_unmap'?" because the port brought
 * a helper of that name.  Still the original's error, in a function the
 * port does not touch.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/highmem.h>
#include <linux/string.h>
#include <linux/iobuf.h>

static char sh_mem[8192];

static ssize_t sh_read(struct file *file, char *buf, size_t count,
		       loff_t *ppos)
{
	struct kiobuf *iobuf;
	int err, i, done = 0;

	if (count > sizeof(sh_mem))
		return -EINVAL;
	err = alloc_kiovec(1, &iobuf);
	if (err)
		return err;
	err = map_user_kiobuf(READ, iobuf, (unsigned long) buf, count);
	if (err)
		goto out;
	for (i = 0; i < iobuf->nr_pages; i++) {
		int off = i ? 0 : iobuf->offset;
		int n = PAGE_SIZE - off;
		char *va;

		if (n > (int) count - done)
			n = count - done;
		va = kmap(iobuf->maplist[i]);
		memcpy(va + off, sh_mem + done, n);
		kunmap(iobuf->maplist[i]);
		done += n;
	}
	mark_dirty_kiobuf(iobuf, done);
	unmap_kiobuf(iobuf);
	err = done;
out:
	free_kiovec(1, &iobuf);
	return err;
}

static int sh_release(struct inode *inode, struct file *file)
{
	user_page_unmap(file);
	return 0;
}

static struct file_operations sh_fops = {
	.owner		= THIS_MODULE,
	.read		= sh_read,
	.release	= sh_release,
};

static int __init sh_init(void)
{
	return register_chrdev(241, "sh_cap", &sh_fops);
}

static void __exit sh_exit(void)
{
	unregister_chrdev(241, "sh_cap");
}

module_init(sh_init);
module_exit(sh_exit);
MODULE_LICENSE("GPL");
