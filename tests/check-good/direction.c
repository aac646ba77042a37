/*
 * pages pinned for the device to write are dirtied before their release,
 * in the function that pins them or through a helper; pages pinned for
 * the device to read are released clean (2.6 does not dirty a page when
 * it pins it for writing, as 2.4's map_user_kiobuf() did)
 */
#include <linux/kernel.h>
#include <linux/mm.h>
#include <linux/sched.h>
#include <linux/pagemap.h>
#include <linux/errno.h>
#include <linux/fs.h>

static void dir_dma(struct page **pages, int nr, int to_host)
{
	(void)pages;
	(void)nr;
	(void)to_host;
}

static int dir_pin(unsigned long uaddr, int nr, int write,
		   struct page **pages)
{
	int got;

	down_read(&current->mm->mmap_sem);
	got = get_user_pages(current, current->mm, uaddr & PAGE_MASK, nr,
			     write, 0, pages, NULL);
	up_read(&current->mm->mmap_sem);
	return got;
}

/* the device writes the pages: dirtied, then released */
int dir_capture(unsigned long uaddr, int nr, struct page **pages)
{
	int got, i;

	down_read(&current->mm->mmap_sem);
	got = get_user_pages(current, current->mm, uaddr & PAGE_MASK, nr, 1,
			     0, pages, NULL);
	up_read(&current->mm->mmap_sem);
	if (got < nr) {
		for (i = 0; i < got; i++)
			page_cache_release(pages[i]);
		return got < 0 ? got : -EFAULT;
	}
	dir_dma(pages, nr, 1);
	for (i = 0; i < nr; i++) {
		if (!PageReserved(pages[i]))
			set_page_dirty_lock(pages[i]);
		page_cache_release(pages[i]);
	}
	return nr;
}

/* either way: dirtied only when the device wrote */
int dir_transfer(unsigned long uaddr, int nr, int rw, struct page **pages)
{
	int got, i;

	down_read(&current->mm->mmap_sem);
	got = get_user_pages(current, current->mm, uaddr & PAGE_MASK, nr,
			     rw == READ, 0, pages, NULL);
	up_read(&current->mm->mmap_sem);
	if (got != nr) {
		while (got > 0)
			put_page(pages[--got]);
		return -EFAULT;
	}
	dir_dma(pages, nr, rw == READ);
	if (rw == READ)
		for (i = 0; i < nr; i++)
			if (!PageReserved(pages[i]))
				set_page_dirty_lock(pages[i]);
	for (i = 0; i < nr; i++)
		put_page(pages[i]);
	return nr;
}

/* the device only reads the pages: released clean */
int dir_send(unsigned long uaddr, int nr, struct page **pages)
{
	int got, i;

	down_read(&current->mm->mmap_sem);
	got = get_user_pages(current, current->mm, uaddr & PAGE_MASK, nr, 0,
			     0, pages, NULL);
	up_read(&current->mm->mmap_sem);
	if (got < nr) {
		for (i = 0; i < got; i++)
			page_cache_release(pages[i]);
		return -EFAULT;
	}
	dir_dma(pages, nr, 0);
	for (i = 0; i < nr; i++)
		page_cache_release(pages[i]);
	return nr;
}

/* dirtying in a helper of its own */
static void dir_mark(struct page **pages, int nr)
{
	int i;

	for (i = 0; i < nr; i++)
		if (!PageReserved(pages[i]))
			set_page_dirty_lock(pages[i]);
}

int dir_capture_marked(unsigned long uaddr, int nr, struct page **pages)
{
	int got, i;

	down_read(&current->mm->mmap_sem);
	got = get_user_pages(current, current->mm, uaddr & PAGE_MASK, nr, 1,
			     0, pages, NULL);
	up_read(&current->mm->mmap_sem);
	if (got < nr)
		goto fail;
	dir_dma(pages, nr, 1);
	dir_mark(pages, nr);
	for (i = 0; i < nr; i++)
		page_cache_release(pages[i]);
	return nr;
fail:
	for (i = 0; i < got; i++)
		page_cache_release(pages[i]);
	return -EFAULT;
}

/* pinned in one function, dirtied and released by the caller */
int dir_two_step(unsigned long uaddr, int nr, struct page **pages)
{
	int got = dir_pin(uaddr, nr, 1, pages), i;

	if (got < nr) {
		for (i = 0; i < got; i++)
			page_cache_release(pages[i]);
		return -EFAULT;
	}
	dir_dma(pages, nr, 1);
	for (i = 0; i < nr; i++) {
		if (!PageReserved(pages[i]))
			SetPageDirty(pages[i]);
		page_cache_release(pages[i]);
	}
	return nr;
}
