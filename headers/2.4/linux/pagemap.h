#ifndef _LINUX_PAGEMAP_H
#define _LINUX_PAGEMAP_H

/*
 * zcport model of the Linux 2.4 API: the page cache.
 */

#include <linux/mm.h>
#include <linux/fs.h>
#include <linux/list.h>

#include <asm/system.h>
#include <asm/pgtable.h>
#include <linux/highmem.h>

/*
 * The page cache works in PAGE_CACHE_SIZE units, which in 2.4 are
 * always the same as PAGE_SIZE.
 */
#define PAGE_CACHE_SHIFT	PAGE_SHIFT
#define PAGE_CACHE_SIZE		PAGE_SIZE
#define PAGE_CACHE_MASK		PAGE_MASK
#define PAGE_CACHE_ALIGN(addr) \
	(((addr) + PAGE_CACHE_SIZE - 1) & PAGE_CACHE_MASK)

#define page_cache_get(x)	get_page(x)
#define page_cache_release(x)	__free_page(x)

static inline struct page *page_cache_alloc(struct address_space *x)
{
	return alloc_pages(x->gfp_mask, 0);
}

extern unsigned int page_hash_bits;
#define PAGE_HASH_BITS	(page_hash_bits)
#define PAGE_HASH_SIZE	(1 << PAGE_HASH_BITS)

extern atomic_t page_cache_size;
extern struct page **page_hash_table;

extern void page_cache_init(unsigned long);

extern struct page *__find_get_page(struct address_space *mapping,
				    unsigned long index,
				    struct page **hash);
#define find_get_page(mapping, index) \
	__find_get_page(mapping, index, page_hash(mapping, index))
extern struct page *__find_lock_page(struct address_space *mapping,
				     unsigned long index,
				     struct page **hash);
extern struct page *find_or_create_page(struct address_space *mapping,
					unsigned long index,
					unsigned int gfp_mask);

extern void FASTCALL(lock_page(struct page *page));
extern void FASTCALL(unlock_page(struct page *page));
#define find_lock_page(mapping, index) \
	__find_lock_page(mapping, index, page_hash(mapping, index))
extern struct page *find_trylock_page(struct address_space *,
				      unsigned long);

extern void add_to_page_cache(struct page *page,
			      struct address_space *mapping,
			      unsigned long index);
extern void add_to_page_cache_locked(struct page *page,
				     struct address_space *mapping,
				     unsigned long index);
extern int add_to_page_cache_unique(struct page *page,
				    struct address_space *mapping,
				    unsigned long index,
				    struct page **hash);

extern void ___wait_on_page(struct page *);

static inline void wait_on_page(struct page *page)
{
	if (PageLocked(page))
		___wait_on_page(page);
}

extern void wake_up_page(struct page *);

extern struct page *grab_cache_page(struct address_space *,
				    unsigned long);
extern struct page *grab_cache_page_nowait(struct address_space *,
					   unsigned long);

typedef int filler_t(void *, struct page *);

extern struct page *read_cache_page(struct address_space *, unsigned long,
				    filler_t *, void *);

/* hash of (mapping, index) into page_hash_table */
static inline struct page **page_hash(struct address_space *mapping,
				      unsigned long index)
{
	unsigned long h = (unsigned long) mapping / sizeof(struct inode);

	h = (h ^ (h >> PAGE_HASH_BITS) ^ index) & (PAGE_HASH_SIZE - 1);
	return page_hash_table + h;
}

extern void mark_page_accessed(struct page *);

#endif /* _LINUX_PAGEMAP_H */
