/*
 * page-cache pages are not pinned from user space: dirtying them needs
 * no PageReserved() guard; the pinned user pages beside them have it
 */
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/sched.h>
#include <linux/pagemap.h>
#include <linux/errno.h>

static int pc_touch(struct address_space *mapping, unsigned long index)
{
	struct page *page = find_lock_page(mapping, index);

	if (!page)
		return -ENOENT;
	set_page_dirty(page);
	SetPageDirty(page);
	page_cache_release(page);
	return 0;
}

int pc_copy(struct address_space *mapping, unsigned long uaddr)
{
	struct page *user[1];
	int got;

	down_read(&current->mm->mmap_sem);
	got = get_user_pages(current, current->mm, uaddr & PAGE_MASK, 1, 1, 0,
			     user, NULL);
	up_read(&current->mm->mmap_sem);
	if (got != 1) {
		while (got-- > 0)
			page_cache_release(user[got]);
		return -EFAULT;
	}
	if (!PageReserved(user[0]))
		SetPageDirty(user[0]);
	page_cache_release(user[0]);
	return pc_touch(mapping, 0);
}
