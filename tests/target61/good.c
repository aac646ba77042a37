/*
 * A driver written for Linux 6.1 by hand, as zcport's 6.1 helpers do it:
 * `zcport check --target=6.1` builds it as a module with the tree's
 * Kbuild and passes it; each broken copy t-target61.sh makes must fail.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/mm.h>
#include <linux/highmem.h>
#include <linux/slab.h>
#include <linux/uaccess.h>

/* fill the user buffer [uaddr, uaddr + len) with byte c */
static int tg_fill(unsigned long uaddr, size_t len, int c)
{
	unsigned long first = uaddr >> PAGE_SHIFT;
	int nr = ((uaddr + len - 1) >> PAGE_SHIFT) - first + 1;
	struct page **pages;
	int got, i;

	pages = kmalloc_array(nr, sizeof(*pages), GFP_KERNEL);
	if (!pages)
		return -ENOMEM;
	got = pin_user_pages_fast(uaddr & PAGE_MASK, nr, FOLL_WRITE, pages);
	if (got < nr) {
		if (got > 0)
			unpin_user_pages(pages, got);
		kfree(pages);
		return got < 0 ? got : -EFAULT;
	}
	for (i = 0; i < got; i++) {
		char *kaddr = kmap_local_page(pages[i]);

		memset(kaddr, c, PAGE_SIZE);
		kunmap_local(kaddr);
	}
	unpin_user_pages_dirty_lock(pages, got, true);
	kfree(pages);
	return 0;
}

/* address 0 is nobody's memory: the pin fails */
static int __init tg_init(void)
{
	return tg_fill(0, PAGE_SIZE, 0) == -EFAULT ? 0 : -EIO;
}

static void __exit tg_exit(void)
{
}

module_init(tg_init);
module_exit(tg_exit);
MODULE_LICENSE("GPL");
