#ifndef _LINUX_HIGHMEM_H
#define _LINUX_HIGHMEM_H

/*
 * zcport model of the Linux 2.4 API: temporary kernel mappings of
 * pages.  This tree models a kernel without CONFIG_HIGHMEM, where
 * every page is permanently mapped and kmap() is page_address().
 */

#include <linux/config.h>
#include <linux/mm.h>
#include <linux/fs.h>
#include <asm/pgtable.h>
#include <asm/kmap_types.h>

#ifdef CONFIG_HIGHMEM

extern struct page *highmem_start_page;

extern void *kmap_high(struct page *page);
extern void kunmap_high(struct page *page);
extern void *kmap(struct page *page);
extern void kunmap(struct page *page);
extern void *kmap_atomic(struct page *page, enum km_type type);
extern void kunmap_atomic(void *kvaddr, enum km_type type);

#else /* !CONFIG_HIGHMEM */

static inline unsigned int nr_free_highpages(void)
{
	return 0;
}

static inline void *kmap(struct page *page)
{
	return page_address(page);
}

static inline void kunmap(struct page *page)
{
	(void) page;
}

static inline void *kmap_atomic(struct page *page, enum km_type type)
{
	(void) type;
	return page_address(page);
}

static inline void kunmap_atomic(void *kvaddr, enum km_type type)
{
	(void) kvaddr;
	(void) type;
}

#endif /* CONFIG_HIGHMEM */

extern struct buffer_head *create_bounce(int rw, struct buffer_head *bh_orig);

/* a buffer head's data through a temporary mapping */
static inline char *bh_kmap(struct buffer_head *bh)
{
	return (char *) kmap(bh->b_page) + bh_offset(bh);
}

static inline void bh_kunmap(struct buffer_head *bh)
{
	kunmap(bh->b_page);
}

static inline void clear_user_highpage(struct page *page,
				       unsigned long vaddr)
{
	void *addr = kmap_atomic(page, KM_USER0);

	clear_user_page(addr, vaddr);
	kunmap_atomic(addr, KM_USER0);
}

static inline void clear_highpage(struct page *page)
{
	clear_page(kmap(page));
	kunmap(page);
}

/* zero @size bytes at @offset inside @page */
static inline void memclear_highpage_flush(struct page *page,
					   unsigned int offset,
					   unsigned int size)
{
	char *kaddr;

	kaddr = kmap(page);
	memset(kaddr + offset, 0, size);
	flush_dcache_page(page);
	flush_page_to_ram(page);
	kunmap(page);
}

static inline void copy_user_highpage(struct page *to, struct page *from,
				      unsigned long vaddr)
{
	char *vfrom, *vto;

	vfrom = kmap_atomic(from, KM_USER0);
	vto = kmap_atomic(to, KM_USER1);
	copy_user_page(vto, vfrom, vaddr);
	kunmap_atomic(vfrom, KM_USER0);
	kunmap_atomic(vto, KM_USER1);
}

static inline void copy_highpage(struct page *to, struct page *from)
{
	char *vfrom, *vto;

	vfrom = kmap_atomic(from, KM_USER0);
	vto = kmap_atomic(to, KM_USER1);
	copy_page(vto, vfrom);
	kunmap_atomic(vfrom, KM_USER0);
	kunmap_atomic(vto, KM_USER1);
}

#endif /* _LINUX_HIGHMEM_H */
