/* the dirty guard as an early exit, and in the else of a test */
#include <linux/kernel.h>
#include <linux/mm.h>
#include <linux/sched.h>
#include <linux/pagemap.h>
#include <linux/errno.h>

static struct page *early_pages[16];
static int early_nr;

static int early_pin(unsigned long uaddr, int nr)
{
	int got, i;

	if (nr > 16)
		return -EINVAL;
	down_read(&current->mm->mmap_sem);
	got = get_user_pages(current, current->mm, uaddr & PAGE_MASK, nr, 1,
			     0, early_pages, NULL);
	up_read(&current->mm->mmap_sem);
	if (got != nr) {
		for (i = 0; i < got; i++)
			page_cache_release(early_pages[i]);
		return -EFAULT;
	}
	early_nr = got;
	return 0;
}

static void early_dirty(void)
{
	int i;

	for (i = 0; i < early_nr; i++) {
		if (PageReserved(early_pages[i]))
			continue;
		SetPageDirty(early_pages[i]);
	}
}

static void early_dirty_first(void)
{
	struct page *page = early_pages[0];

	if (!early_nr || PageReserved(page))
		return;
	set_page_dirty_lock(page);
}

static void early_dirty_else(int i)
{
	if (PageReserved(early_pages[i]))
		printk(KERN_DEBUG "early: reserved page %d\n", i);
	else
		set_page_dirty(early_pages[i]);
}

static void early_dirty_one(int i)
{
	if (PageReserved(early_pages[i]))
		return;
	set_page_dirty(early_pages[i]);
}

int early_read(unsigned long uaddr, int nr)
{
	int err = early_pin(uaddr, nr), i;

	if (err)
		return err;
	early_dirty();
	early_dirty_first();
	early_dirty_else(0);
	early_dirty_one(early_nr - 1);
	for (i = 0; i < early_nr; i++)
		page_cache_release(early_pages[i]);
	early_nr = 0;
	return 0;
}
