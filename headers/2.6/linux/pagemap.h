/*
 * zcport model of the Linux 2.6 kernel API: <linux/pagemap.h>
 * Page-cache helpers; page_cache_release() drops the reference that
 * get_user_pages() took.
 */
#ifndef _ZC26_LINUX_PAGEMAP_H
#define _ZC26_LINUX_PAGEMAP_H

#include <linux/mm.h>
#include <linux/fs.h>
#include <linux/list.h>
#include <linux/highmem.h>
#include <linux/compiler.h>
#include <asm/uaccess.h>
#include <linux/gfp.h>

#define AS_EIO		(__GFP_BITS_SHIFT + 0)
#define AS_ENOSPC	(__GFP_BITS_SHIFT + 1)

static inline int mapping_gfp_mask(struct address_space *mapping)
{
	return mapping->flags & __GFP_BITS_MASK;
}

static inline void mapping_set_gfp_mask(struct address_space *m, int mask)
{
	m->flags = (m->flags & ~__GFP_BITS_MASK) | mask;
}

#define PAGE_CACHE_SHIFT	PAGE_SHIFT
#define PAGE_CACHE_SIZE		PAGE_SIZE
#define PAGE_CACHE_MASK		PAGE_MASK
#define PAGE_CACHE_ALIGN(addr)	(((addr) + PAGE_CACHE_SIZE - 1) & PAGE_CACHE_MASK)

#define page_cache_get(page)		get_page(page)
#define page_cache_release(page)	put_page(page)
extern void release_pages(struct page **pages, int nr, int cold);

static inline struct page *page_cache_alloc(struct address_space *x)
{
	return alloc_pages(mapping_gfp_mask(x), 0);
}

static inline struct page *page_cache_alloc_cold(struct address_space *x)
{
	return alloc_pages(mapping_gfp_mask(x) | __GFP_COLD, 0);
}

typedef int filler_t(void *, struct page *);

extern struct page *find_get_page(struct address_space *mapping,
				  unsigned long index);
extern struct page *find_lock_page(struct address_space *mapping,
				   unsigned long index);
extern struct page *find_trylock_page(struct address_space *mapping,
				      unsigned long index);
extern struct page *find_or_create_page(struct address_space *mapping,
					unsigned long index,
					unsigned int gfp_mask);
extern unsigned find_get_pages(struct address_space *mapping, pgoff_t start,
			       unsigned int nr_pages, struct page **pages);

static inline struct page *grab_cache_page(struct address_space *mapping,
					   unsigned long index)
{
	return find_or_create_page(mapping, index, mapping_gfp_mask(mapping));
}

extern struct page *grab_cache_page_nowait(struct address_space *mapping,
					   unsigned long index);
extern struct page *read_cache_page(struct address_space *mapping,
				    unsigned long index, filler_t *filler,
				    void *data);
extern int read_cache_pages(struct address_space *mapping,
			    struct list_head *pages, filler_t *filler,
			    void *data);

extern int add_to_page_cache(struct page *page, struct address_space *mapping,
			     unsigned long index, int gfp_mask);
extern int add_to_page_cache_lru(struct page *page,
				 struct address_space *mapping,
				 unsigned long index, int gfp_mask);
extern void remove_from_page_cache(struct page *page);
extern void __remove_from_page_cache(struct page *page);

extern atomic_t nr_pagecache;

static inline unsigned long get_page_cache_size(void)
{
	return atomic_read(&nr_pagecache);
}

static inline pgoff_t linear_page_index(struct vm_area_struct *vma,
					unsigned long address)
{
	pgoff_t pgoff = (address - vma->vm_start) >> PAGE_SHIFT;

	pgoff += vma->vm_pgoff >> (PAGE_CACHE_SHIFT - PAGE_SHIFT);
	return pgoff;
}

/* page lock: held while a page is under I/O */
extern void lock_page(struct page *page);
extern void unlock_page(struct page *page);
extern void wait_on_page_bit(struct page *page, int bit_nr);

static inline void wait_on_page_locked(struct page *page)
{
	if (PageLocked(page))
		wait_on_page_bit(page, PG_locked);
}

static inline void wait_on_page_writeback(struct page *page)
{
	if (PageWriteback(page))
		wait_on_page_bit(page, PG_writeback);
}

extern void end_page_writeback(struct page *page);

#endif
