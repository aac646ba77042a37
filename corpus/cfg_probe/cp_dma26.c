/*
 * cp_dma26.c - CP-6 capture card driver: the 2.6 transfer engine
 *
 * read() pins the caller's pages with get_user_pages() and the "card"
 * copies sample memory straight into them; pages it wrote are marked
 * dirty before they are released.  Only the 2.6 branch of the Makefile
 * builds this file.
 *
 * zcport sample corpus.
 */

#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/sched.h>
#include <linux/slab.h>
#include <linux/highmem.h>
#include <linux/pagemap.h>
#include <asm/semaphore.h>

#include "cp.h"

static DECLARE_MUTEX(cp_dma_sem);

int cp_engine_open(struct cp_file *cf)
{
	return 0;
}

void cp_engine_release(struct cp_file *cf)
{
}

ssize_t cp_engine_read(struct cp_file *cf, char *buf, size_t count,
		       unsigned long card_off)
{
	unsigned long uaddr = (unsigned long) buf;
	unsigned int offset = uaddr & ~PAGE_MASK;
	struct page **pages;
	int nr_pages, got, i;
	size_t done = 0;

	if (!count)
		return 0;
	nr_pages = ((uaddr + count - 1) >> PAGE_SHIFT) - (uaddr >> PAGE_SHIFT)
		   + 1;
	pages = kmalloc(nr_pages * sizeof(*pages), GFP_KERNEL);
	if (!pages)
		return -ENOMEM;
	down_read(&current->mm->mmap_sem);
	got = get_user_pages(current, current->mm, uaddr & PAGE_MASK,
			     nr_pages, 1, 0, pages, NULL);
	up_read(&current->mm->mmap_sem);
	if (got == nr_pages) {
		down(&cp_dma_sem);
		for (i = 0; i < nr_pages; i++) {
			size_t len = min_t(size_t, PAGE_SIZE - offset,
					   count - done);
			char *kaddr = kmap(pages[i]);

			memcpy(kaddr + offset, cp_mem + card_off + done, len);
			kunmap(pages[i]);
			done += len;
			offset = 0;
		}
		up(&cp_dma_sem);
	}
	for (i = 0; i < got; i++) {
		if (done && !PageReserved(pages[i]))
			set_page_dirty_lock(pages[i]);
		page_cache_release(pages[i]);
	}
	kfree(pages);
	if (got < 0)
		return got;
	return got == nr_pages ? (ssize_t) count : -EFAULT;
}
