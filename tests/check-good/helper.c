/* the dirty guard in a helper, or at the callers of a dirtying helper */
#include <linux/kernel.h>
#include <linux/mm.h>
#include <linux/sched.h>
#include <linux/pagemap.h>
#include <linux/errno.h>

struct hbuf {
	struct page **pages;
	int nr;
};

static inline int hbuf_page_dirtyable(struct page *page)
{
	return page && !PageReserved(page);
}

static int hbuf_can_dirty(struct page *page)
{
	if (!page || PageReserved(page))
		return 0;
	return 1;
}

static void hbuf_dirty_page(struct page *page)
{
	set_page_dirty_lock(page);
}

static int hbuf_pin(struct hbuf *hb, unsigned long uaddr, int nr)
{
	int got;

	down_read(&current->mm->mmap_sem);
	got = get_user_pages(current, current->mm, uaddr & PAGE_MASK, nr, 1,
			     0, hb->pages, NULL);
	up_read(&current->mm->mmap_sem);
	if (got < nr) {
		while (got > 0)
			page_cache_release(hb->pages[--got]);
		return -EFAULT;
	}
	hb->nr = got;
	return 0;
}

static void hbuf_done(struct hbuf *hb, int dirty)
{
	int i;

	for (i = 0; i < hb->nr; i++) {
		if (dirty && hbuf_page_dirtyable(hb->pages[i]))
			SetPageDirty(hb->pages[i]);
		page_cache_release(hb->pages[i]);
	}
	hb->nr = 0;
}

static void hbuf_done_lock(struct hbuf *hb)
{
	int i;

	for (i = 0; i < hb->nr; i++) {
		if (!PageReserved(hb->pages[i]))
			hbuf_dirty_page(hb->pages[i]);
		page_cache_release(hb->pages[i]);
	}
	hb->nr = 0;
}

static void hbuf_done_first(struct hbuf *hb)
{
	if (hb->nr && hbuf_can_dirty(hb->pages[0]))
		set_page_dirty(hb->pages[0]);
}

int hbuf_read(struct hbuf *hb, unsigned long uaddr, int nr, int lock)
{
	int err = hbuf_pin(hb, uaddr, nr);

	if (err)
		return err;
	hbuf_done_first(hb);
	if (lock)
		hbuf_done_lock(hb);
	else
		hbuf_done(hb, 1);
	return 0;
}
