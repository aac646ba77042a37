/*
 * zcport model of Linux 2.6 (x86): <asm/cacheflush.h>
 * x86 caches are coherent, so these do nothing; they are inline
 * functions here so that their arguments are still type-checked.
 */
#ifndef _ZC26_ASM_CACHEFLUSH_H
#define _ZC26_ASM_CACHEFLUSH_H

struct mm_struct;
struct vm_area_struct;
struct page;

#include <asm/page.h>

static inline void flush_cache_all(void) { }
static inline void flush_cache_mm(struct mm_struct *mm) { (void)mm; }
static inline void flush_cache_range(struct vm_area_struct *vma,
				     unsigned long start, unsigned long end)
{
	(void)vma; (void)start; (void)end;
}
static inline void flush_cache_page(struct vm_area_struct *vma,
				    unsigned long vmaddr)
{
	(void)vma; (void)vmaddr;
}
static inline void flush_dcache_page(struct page *page) { (void)page; }
static inline void flush_icache_range(unsigned long start, unsigned long end)
{
	(void)start; (void)end;
}
static inline void flush_icache_page(struct vm_area_struct *vma,
				     struct page *page)
{
	(void)vma; (void)page;
}
static inline void flush_icache_user_range(struct vm_area_struct *vma,
					   struct page *page,
					   unsigned long addr, int len)
{
	(void)vma; (void)page; (void)addr; (void)len;
}
static inline void flush_cache_vmap(unsigned long start, unsigned long end)
{
	(void)start; (void)end;
}
static inline void flush_cache_vunmap(unsigned long start, unsigned long end)
{
	(void)start; (void)end;
}
#define flush_dcache_mmap_lock(mapping)		do { } while (0)
#define flush_dcache_mmap_unlock(mapping)	do { } while (0)

#define copy_to_user_page(vma, page, vaddr, dst, src, len) \
	memcpy((dst), (src), (len))
#define copy_from_user_page(vma, page, vaddr, dst, src, len) \
	memcpy((dst), (src), (len))

extern int change_page_attr(struct page *page, int numpages, pgprot_t prot);
extern void global_flush_tlb(void);

#endif
