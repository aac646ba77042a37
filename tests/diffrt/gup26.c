/*
 * gup26.c: the Linux 2.6 page API a port uses, on the model machine.
 *
 *  - get_user_pages() must be called with current->mm->mmap_sem held for
 *    read (a violation otherwise).  It takes one reference per page,
 *    for the device to write when write is set, and returns the number
 *    of pages pinned: fewer than asked when the model cuts the pin short
 *    or the buffer leaves user memory, -EFAULT when it pins none, and
 *    -err when told to fail.
 *  - page_cache_release() (put_page()) drops a reference; a page
 *    released more often than pinned is a violation.
 *  - set_page_dirty() and set_page_dirty_lock() set the dirty flag and
 *    tell the page's mapping (rt_mapping_dirty()), so a page of a shared
 *    file mapping reaches the file; SetPageDirty() (a macro on the flag)
 *    does not.  Pinning for write does not dirty anything: 2.6 must be
 *    told.  Dirtying a user page the driver no longer holds pinned is a
 *    violation (the page may be gone).
 *  - User pages are in high memory (CONFIG_HIGHMEM, as on a 32-bit
 *    machine with more than 896 MB): page_address() of one is NULL, and
 *    a violation, since a driver must kmap() it.  kmap() and
 *    kmap_atomic() of a user page that is not pinned are violations; the
 *    page's kernel view is inaccessible then, so any other access faults.
 *    Every kmap() needs its kunmap(), every kmap_atomic() its
 *    kunmap_atomic().
 *  - The driver runs in process context with interrupts on:
 *    preempt_count() is 0, so in_interrupt() is false, and
 *    irqs_disabled() too.
 */
#include <linux/kernel.h>
#include <linux/mm.h>
#include <linux/sched.h>
#include <linux/highmem.h>
#include <linux/pagemap.h>
#include <linux/rwsem.h>
#include "model.h"
#include "kglue.h"

int get_user_pages(struct task_struct *tsk, struct mm_struct *mm,
		   unsigned long start, int len, int write, int force,
		   struct page **pages, struct vm_area_struct **vmas)
{
	int i;

	(void) force;
	(void) vmas;
	if (!rt_mmap_readers)
		rt_violation("get_user_pages() called without mmap_sem held "
			     "for read");
	if (tsk != current || mm != current->mm)
		rt_violation("get_user_pages() of another process");
	if (rt_pin_fail)
		return -rt_pin_fail;
	for (i = 0; i < len; i++) {
		int idx = rt_upage_of(start + (unsigned long) i * PAGE_SIZE);

		if (idx < 0 || (rt_pin_limit >= 0 && i >= rt_pin_limit))
			break;
		if (pages) {
			rt_pin(idx, write);
			pages[i] = &rt_upage[idx];
		}
	}
	return i ? i : -EFAULT;
}

void down_read(struct rw_semaphore *sem)
{
	if (rt_is_mmap_sem(sem))
		rt_mmap_readers++;
}

void up_read(struct rw_semaphore *sem)
{
	if (rt_is_mmap_sem(sem) && rt_mmap_readers-- <= 0)
		rt_violation("up_read() of mmap_sem not held");
}

void down_write(struct rw_semaphore *sem)
{
	if (rt_is_mmap_sem(sem))
		rt_violation("mmap_sem taken for write around page pinning");
}

void up_write(struct rw_semaphore *sem)
{
	(void) sem;
}

void put_page(struct page *page)
{
	rt_put_page(page, "page_cache_release");
}

static int dirty_through_mapping(struct page *page, const char *who)
{
	int idx = rt_upage_index(page);
	int was;

	if (idx >= 0 && !rt_pins(idx))
		rt_violation("user page %d marked dirty after it was released "
			     "(%s() of a page not pinned)", idx, who);
	was = TestSetPageDirty(page) != 0;

	if (idx >= 0)
		rt_mapping_dirty(idx);
	return !was;
}

int set_page_dirty(struct page *page)
{
	return dirty_through_mapping(page, "set_page_dirty");
}

/* process context, always (see above), interrupts on */
int preempt_count(void)
{
	return 0;
}

int irqs_disabled(void)
{
	return 0;
}

int set_page_dirty_lock(struct page *page)
{
	return dirty_through_mapping(page, "set_page_dirty_lock");
}

void *page_address(struct page *page)
{
	int idx = rt_upage_index(page);

	if (idx >= 0) {
		rt_violation("page_address() of user page %d, which is in high "
			     "memory: NULL (kmap() it)", idx);
		return NULL;
	}
	return rt_page_address(page, "page_address");
}

void *kmap(struct page *page)
{
	int idx = rt_upage_index(page);

	if (idx >= 0)
		rt_kmapped(idx, 1, "kmap");
	return rt_page_address(page, "kmap");
}

void kunmap(struct page *page)
{
	int idx = rt_upage_index(page);

	if (idx < 0)
		return;
	if (!rt_pins(idx))
		rt_violation("kunmap() of user page %d after its release", idx);
	rt_kmapped(idx, -1, "kunmap");
}

void *kmap_atomic(struct page *page, enum km_type type)
{
	int idx = rt_upage_index(page);

	(void) type;
	if (idx >= 0)
		rt_kmapped(idx, 1, "kmap_atomic");
	return rt_page_address(page, "kmap_atomic");
}

/* the page is the one whose kernel view holds kvaddr */
void kunmap_atomic(void *kvaddr, enum km_type type)
{
	char *a = kvaddr;

	(void) type;
	if (a >= rt_kview && a < rt_kview + RT_UPAGES * RT_PAGE_SIZE)
		rt_kmapped((int) ((a - rt_kview) / RT_PAGE_SIZE), -1,
			   "kunmap_atomic");
}

struct page *alloc_pages(unsigned int gfp_mask, unsigned int order)
{
	(void) gfp_mask;
	return order ? 0 : rt_alloc_kernel_page();
}

void __free_pages(struct page *page, unsigned int order)
{
	(void) order;
	rt_put_page(page, "__free_pages");
}
