/* rt26.c: see rt26.h. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "rt26.h"

struct mm_struct rt_mm;
struct task_struct rt_task = { &rt_mm };
struct page rt_pages[RT_MAX_PAGES];
unsigned long rt_base = 0x40000000UL;
int rt_pin_limit = -1;
int rt_fail;
int rt_violations;
int rt_last_write = -1;
long rt_allocs;
char rt_report[4096];

void rt_violation(const char *fmt, ...)
{
	size_t n = strlen(rt_report);
	va_list ap;

	rt_violations++;
	va_start(ap, fmt);
	if (n < sizeof(rt_report) - 2)
		vsnprintf(rt_report + n, sizeof(rt_report) - n, fmt, ap);
	va_end(ap);
	n = strlen(rt_report);
	if (n < sizeof(rt_report) - 2)
		strcat(rt_report, "; ");
}

void rt_reset(void)
{
	int i;

	for (i = 0; i < RT_MAX_PAGES; i++) {
		rt_pages[i].count = 1;
		rt_pages[i].dirty = 0;
		rt_pages[i].reserved = 0;
		rt_pages[i].locked = 0;
		memset(rt_pages[i].data, 0, sizeof(rt_pages[i].data));
	}
	rt_mm.mmap_sem.readers = rt_mm.mmap_sem.writers = 0;
	rt_pin_limit = -1;
	rt_fail = 0;
	rt_violations = 0;
	rt_last_write = -1;
	rt_allocs = 0;
	rt_report[0] = '\0';
}

void down_read(struct rw_semaphore *s)
{
	s->readers++;
}

void up_read(struct rw_semaphore *s)
{
	if (s->readers <= 0)
		rt_violation("up_read() without down_read()");
	s->readers--;
}

int get_user_pages(struct task_struct *tsk, struct mm_struct *mm,
		   unsigned long start, int len, int write, int force,
		   struct page **pages, struct vm_area_struct **vmas)
{
	int i, n = len;
	unsigned long first;

	(void)vmas;
	(void)force;
	if (tsk != &rt_task || mm != &rt_mm)
		rt_violation("get_user_pages() for another task or mm");
	if (mm->mmap_sem.readers <= 0)
		rt_violation("get_user_pages() without mmap_sem held for read");
	if (start & ~PAGE_MASK)
		rt_violation("get_user_pages() start not page aligned");
	rt_last_write = write;
	if (rt_fail)
		return -rt_fail;
	if (rt_pin_limit >= 0 && n > rt_pin_limit)
		n = rt_pin_limit;
	first = (start - rt_base) >> PAGE_SHIFT;
	if (start < rt_base || first + (unsigned long)len > RT_MAX_PAGES)
		return -EFAULT;
	for (i = 0; i < n; i++) {
		pages[i] = &rt_pages[first + i];
		pages[i]->count++;
	}
	return n;
}

void page_cache_release(struct page *page)
{
	if (page->count <= 1)
		rt_violation("page %ld released more than pinned",
			  (long)(page - rt_pages));
	page->count--;
}

void flush_dcache_page(struct page *page)
{
	(void)page;
}

void *kmalloc(size_t size, int flags)
{
	(void)flags;
	rt_allocs++;
	return malloc(size);
}

void kfree(const void *p)
{
	if (p)
		rt_allocs--;
	free((void *)p);
}

int set_page_dirty_lock(struct page *page)
{
	int was = page->dirty;

	page->dirty = 1;
	return !was;
}

static int locks_held(void)
{
	int i, n = 0;

	for (i = 0; i < RT_MAX_PAGES; i++)
		n += rt_pages[i].locked == RT_OURS;
	return n;
}

void lock_page(struct page *page)
{
	if (page->locked == RT_OURS) {
		printf("FAIL lock_page() of a page the caller has locked: "
		       "sleeps forever; %s\n", rt_report);
		exit(1);
	}
	if (locks_held())
		rt_violation("lock_page() sleeps holding %d page lock(s): "
			     "ABBA deadlock", locks_held());
	page->locked = RT_OURS;	/* another task's lock: it let go */
}

void unlock_page(struct page *page)
{
	if (page->locked != RT_OURS)
		rt_violation("unlock_page() of a page the caller has not "
			     "locked");
	page->locked = 0;
}

int TestSetPageLocked(struct page *page)
{
	if (page->locked)
		return 1;
	page->locked = RT_OURS;
	return 0;
}

void wait_on_page_locked(struct page *page)
{
	static int idle;

	if (!page->locked && ++idle > 1000) {
		/* 2.6.9 returns at once: the caller would retry forever */
		printf("FAIL wait_on_page_locked() of an unlocked page, "
		       "again and again: livelock\n");
		exit(1);
	}
	if (page->locked == RT_OURS) {
		/* nobody will wake it: the task hangs here */
		printf("FAIL wait_on_page_locked() of a page the caller has "
		       "locked: sleeps forever; %s\n", rt_report);
		exit(1);
	}
	if (locks_held())
		rt_violation("wait_on_page_locked() sleeps holding %d page "
			     "lock(s)", locks_held());
	page->locked = 0;	/* the other task let go */
}

void rt_check_end(void)
{
	int i;

	if (rt_allocs)
		rt_violation("%ld kmalloc() never freed", rt_allocs);
	for (i = 0; i < RT_MAX_PAGES; i++)
		if (rt_pages[i].count != 1) {
			rt_violation("page %d left with %d references", i,
				     rt_pages[i].count);
			break;
		}
	for (i = 0; i < RT_MAX_PAGES; i++)
		if (rt_pages[i].locked == RT_OURS) {
			rt_violation("page %d left locked", i);
			break;
		}
}
