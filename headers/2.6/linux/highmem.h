/*
 * zcport model of the Linux 2.6 kernel API: <linux/highmem.h>
 * kmap()/kunmap() (may sleep) and kmap_atomic()/kunmap_atomic() (per-CPU
 * slot named by enum km_type; no sleeping while mapped).
 */
#ifndef _ZC26_LINUX_HIGHMEM_H
#define _ZC26_LINUX_HIGHMEM_H

#include <linux/config.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/string.h>
#include <asm/cacheflush.h>
#include <asm/kmap_types.h>

extern unsigned long totalhigh_pages;
extern unsigned int nr_free_highpages(void);

extern void *kmap(struct page *page);
extern void kunmap(struct page *page);
extern void *kmap_atomic(struct page *page, enum km_type type);
extern void kunmap_atomic(void *kvaddr, enum km_type type);
extern struct page *kmap_atomic_to_page(void *ptr);
extern void *kmap_high(struct page *page);
extern void kunmap_high(struct page *page);

#define flush_cache_kmaps()	do { } while (0)

static inline void clear_user_highpage(struct page *page, unsigned long vaddr)
{
	void *addr = kmap_atomic(page, KM_USER0);
	(void)vaddr;
	clear_user_page(addr, vaddr, page);
	kunmap_atomic(addr, KM_USER0);
}

static inline void clear_highpage(struct page *page)
{
	void *kaddr = kmap_atomic(page, KM_USER0);
	clear_page(kaddr);
	kunmap_atomic(kaddr, KM_USER0);
}

/* zero part of a page and flush the dcache for it */
static inline void memclear_highpage_flush(struct page *page,
					   unsigned int offset,
					   unsigned int size)
{
	void *kaddr = kmap_atomic(page, KM_USER0);
	memset((char *)kaddr + offset, 0, size);
	flush_dcache_page(page);
	kunmap_atomic(kaddr, KM_USER0);
}

static inline void copy_user_highpage(struct page *to, struct page *from,
				      unsigned long vaddr)
{
	char *vfrom = kmap_atomic(from, KM_USER0);
	char *vto = kmap_atomic(to, KM_USER1);
	(void)vaddr;
	copy_user_page(vto, vfrom, vaddr, to);
	kunmap_atomic(vfrom, KM_USER0);
	kunmap_atomic(vto, KM_USER1);
}

static inline void copy_highpage(struct page *to, struct page *from)
{
	char *vfrom = kmap_atomic(from, KM_USER0);
	char *vto = kmap_atomic(to, KM_USER1);
	copy_page(vto, vfrom);
	kunmap_atomic(vfrom, KM_USER0);
	kunmap_atomic(vto, KM_USER1);
}

#endif
