/*
 * kbf: a capture driver whose headers are found only through the
 * -I flags of its own Makefile (EXTRA_CFLAGS, ccflags-y), and whose
 * queue count is a -D there; it pins the user buffer with a kiobuf.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/highmem.h>
#include <linux/string.h>
#include <linux/iobuf.h>
#include <asm/uaccess.h>

#include "kbf_regs.h"
#include "kbf_common.h"

#ifndef KBF_FILE_FLAG
#error "CFLAGS_kbf.o was not applied"
#endif

static char kbf_mem[KBF_QUEUES][4096];

static ssize_t kbf_read(struct file *file, char *buf, size_t count,
			loff_t *ppos)
{
	struct kiobuf *iobuf;
	int err, i, done = 0;

	if (count > KBF_MAX_XFER || count > sizeof(kbf_mem))
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
		memcpy(va + off, &kbf_mem[0][0] + done, n);
		kunmap(iobuf->maplist[i]);
		done += n;
	}
	mark_dirty_kiobuf(iobuf, done);
	unmap_kiobuf(iobuf);
	err = done + KBF_REG_CTRL;
out:
	free_kiovec(1, &iobuf);
	return err;
}

static struct file_operations kbf_fops = {
	.owner	= THIS_MODULE,
	.read	= kbf_read,
};

static int __init kbf_init(void)
{
	return register_chrdev(240, "kbf", &kbf_fops);
}

static void __exit kbf_exit(void)
{
	unregister_chrdev(240, "kbf");
}

module_init(kbf_init);
module_exit(kbf_exit);
MODULE_LICENSE("GPL");
