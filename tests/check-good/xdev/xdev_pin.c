/*
 * xdev: pins a user buffer into its device struct; a partial pin is
 * recorded there and released by xdev_free_pages() (xdev_mem.c)
 */
#include <linux/kernel.h>
#include <linux/mm.h>
#include <linux/sched.h>
#include <linux/slab.h>
#include <linux/errno.h>

#include "xdev.h"

int xdev_pin(struct xdev *xd, unsigned long uaddr, int nr, int write)
{
	int got;

	xd->pages = kmalloc(nr * sizeof(struct page *), GFP_KERNEL);
	if (!xd->pages)
		return -ENOMEM;
	down_read(&current->mm->mmap_sem);
	got = get_user_pages(current, current->mm, uaddr & PAGE_MASK, nr,
			     write, 0, xd->pages, NULL);
	up_read(&current->mm->mmap_sem);
	if (got < nr) {
		xd->npages = got > 0 ? got : 0;
		xdev_free_pages(xd);
		return got < 0 ? got : -EFAULT;
	}
	xd->npages = got;
	return 0;
}

/* the same, the error path through a label */
int xdev_pin_user(struct xdev *xd, unsigned long uaddr, int nr)
{
	int got, ret = 0;

	xd->pages = kmalloc(nr * sizeof(struct page *), GFP_KERNEL);
	if (!xd->pages)
		return -ENOMEM;
	down_read(&current->mm->mmap_sem);
	got = get_user_pages(current, current->mm, uaddr & PAGE_MASK, nr, 1,
			     0, xd->pages, NULL);
	up_read(&current->mm->mmap_sem);
	if (got != nr) {
		xd->npages = got > 0 ? got : 0;
		ret = got < 0 ? got : -EFAULT;
		goto out_free;
	}
	xd->npages = got;
	return 0;
out_free:
	xdev_free_pages(xd);
	return ret;
}
