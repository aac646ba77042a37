/* the dirty guard as a conjunct of the condition */
#include <linux/kernel.h>
#include <linux/mm.h>
#include <linux/sched.h>
#include <linux/slab.h>
#include <linux/pagemap.h>
#include <linux/errno.h>

static int conj_pin(unsigned long uaddr, int nr, int write,
		    struct page **pages)
{
	int got, i;

	down_read(&current->mm->mmap_sem);
	got = get_user_pages(current, current->mm, uaddr & PAGE_MASK, nr,
			     write, 0, pages, NULL);
	up_read(&current->mm->mmap_sem);
	if (got < nr) {
		for (i = 0; i < got; i++)
			page_cache_release(pages[i]);
		return got < 0 ? got : -EFAULT;
	}
	return 0;
}

static void conj_release(struct page **pages, int nr, int ndirty)
{
	int i;

	for (i = 0; i < nr; i++) {
		if (i < ndirty && !PageReserved(pages[i]))
			set_page_dirty_lock(pages[i]);
		page_cache_release(pages[i]);
	}
}

static void conj_release_one(struct page **pages, int i, int dirtied)
{
	struct page *p = pages[i];

	if (dirtied && !PageReserved(p) && p)
		SetPageDirty(p);
	page_cache_release(p);
}

int conj_read(unsigned long uaddr, size_t len)
{
	struct page *pages[8];
	int nr = (int)(len >> PAGE_SHIFT) + 1, err;

	if (nr > 8)
		return -EINVAL;
	err = conj_pin(uaddr, nr, 1, pages);
	if (err)
		return err;
	conj_release_one(pages, 0, 1);
	conj_release(pages + 1, nr - 1, nr - 1);
	return 0;
}
