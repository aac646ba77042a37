/*
 * zcport model of the Linux 2.6 kernel API: <linux/gfp.h>
 * Allocation flags (plain unsigned int in 2.6.9; gfp_t came later)
 * and the page allocator.
 */
#ifndef _ZC26_LINUX_GFP_H
#define _ZC26_LINUX_GFP_H

#include <linux/config.h>
#include <linux/stddef.h>
#include <linux/linkage.h>
#include <linux/types.h>

struct vm_area_struct;
struct page;

/* zone modifiers */
#define __GFP_DMA	0x01
#define __GFP_HIGHMEM	0x02

/* action modifiers */
#define __GFP_WAIT	0x10	/* may sleep */
#define __GFP_HIGH	0x20	/* may use emergency pools */
#define __GFP_IO	0x40	/* may start physical I/O */
#define __GFP_FS	0x80	/* may call into the file systems */
#define __GFP_COLD	0x100
#define __GFP_NOWARN	0x200
#define __GFP_REPEAT	0x400
#define __GFP_NOFAIL	0x800
#define __GFP_NORETRY	0x1000
#define __GFP_NO_GROW	0x2000
#define __GFP_COMP	0x4000
#define __GFP_ZERO	0x8000

#define __GFP_BITS_SHIFT 16
#define __GFP_BITS_MASK ((1 << __GFP_BITS_SHIFT) - 1)

#define GFP_ATOMIC	(__GFP_HIGH)
#define GFP_NOIO	(__GFP_WAIT)
#define GFP_NOFS	(__GFP_WAIT | __GFP_IO)
#define GFP_KERNEL	(__GFP_WAIT | __GFP_IO | __GFP_FS)
#define GFP_USER	(__GFP_WAIT | __GFP_IO | __GFP_FS)
#define GFP_HIGHUSER	(__GFP_WAIT | __GFP_IO | __GFP_FS | __GFP_HIGHMEM)

#define GFP_DMA		__GFP_DMA

extern struct page *alloc_pages(unsigned int gfp_mask, unsigned int order);
extern struct page *alloc_pages_node(int nid, unsigned int gfp_mask,
				     unsigned int order);
extern struct page *alloc_page_vma(unsigned int gfp_mask,
				   struct vm_area_struct *vma,
				   unsigned long addr);

#define alloc_page(gfp_mask)	alloc_pages((gfp_mask), 0)

extern unsigned long __get_free_pages(unsigned int gfp_mask,
				      unsigned int order);
extern unsigned long get_zeroed_page(unsigned int gfp_mask);

#define __get_free_page(gfp_mask) \
	__get_free_pages((gfp_mask), 0)
#define __get_dma_pages(gfp_mask, order) \
	__get_free_pages((gfp_mask) | GFP_DMA, (order))

extern void __free_pages(struct page *page, unsigned int order);
extern void free_pages(unsigned long addr, unsigned int order);
extern void free_hot_page(struct page *page);
extern void free_cold_page(struct page *page);

#define __free_page(page)	__free_pages((page), 0)
#define free_page(addr)		free_pages((addr), 0)

extern void page_alloc_init(void);

#endif
