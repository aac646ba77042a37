/*
 * zcport model of Linux 2.6 (x86, 4 KiB pages): <asm/page.h>
 * PAGE_SHIFT/PAGE_SIZE/PAGE_MASK/PAGE_ALIGN, __pa/__va, virt_to_page,
 * pfn_to_page/page_to_pfn, the page-table entry types and get_order().
 */
#ifndef _ZC26_ASM_PAGE_H
#define _ZC26_ASM_PAGE_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#define PAGE_SHIFT	12
#define PAGE_SIZE	(1UL << PAGE_SHIFT)
#define PAGE_MASK	(~(PAGE_SIZE - 1))

#define LARGE_PAGE_MASK	(~(LARGE_PAGE_SIZE - 1))
#define LARGE_PAGE_SIZE	(1UL << PMD_SHIFT)

#ifdef __KERNEL__
#ifndef __ASSEMBLY__

#include <linux/config.h>

struct page;

extern void clear_page(void *page);
extern void copy_page(void *to, void *from);
#define clear_user_page(page, vaddr, pg)	clear_page(page)
#define copy_user_page(to, from, vaddr, pg)	copy_page(to, from)

/* page-table entry types (two-level, non-PAE) */
typedef struct { unsigned long pte_low; } pte_t;
typedef struct { unsigned long pmd; } pmd_t;
typedef struct { unsigned long pgd; } pgd_t;
typedef struct { unsigned long pgprot; } pgprot_t;

#define pte_val(x)	((x).pte_low)
#define pmd_val(x)	((x).pmd)
#define pgd_val(x)	((x).pgd)
#define pgprot_val(x)	((x).pgprot)

#define __pte(x)	((pte_t) { (x) })
#define __pmd(x)	((pmd_t) { (x) })
#define __pgd(x)	((pgd_t) { (x) })
#define __pgprot(x)	((pgprot_t) { (x) })

/* round an address up to the next page boundary */
#define PAGE_ALIGN(addr)	(((addr) + PAGE_SIZE - 1) & PAGE_MASK)

/* smallest order such that (PAGE_SIZE << order) >= size */
static inline int get_order(unsigned long size)
{
	int order = 0;

	size = (size - 1) >> (PAGE_SHIFT - 1);
	do {
		size >>= 1;
		order++;
	} while (size);
	return order - 1;
}

#endif /* !__ASSEMBLY__ */

#define __PAGE_OFFSET		(0xC0000000UL)
#define PAGE_OFFSET		((unsigned long)__PAGE_OFFSET)
#define VMALLOC_RESERVE		((unsigned long)__VMALLOC_RESERVE)
#define __VMALLOC_RESERVE	(128 << 20)
#define MAXMEM			(-__PAGE_OFFSET - __VMALLOC_RESERVE)

#define __pa(x)			((unsigned long)(x) - PAGE_OFFSET)
#define __va(x)			((void *)((unsigned long)(x) + PAGE_OFFSET))

#ifndef __ASSEMBLY__
extern struct page *pfn_to_page(unsigned long pfn);
extern unsigned long page_to_pfn(struct page *page);
extern int pfn_valid(unsigned long pfn);
#endif

#define pfn_to_kaddr(pfn)	__va((pfn) << PAGE_SHIFT)
#define virt_to_page(kaddr)	pfn_to_page(__pa(kaddr) >> PAGE_SHIFT)
#define virt_addr_valid(kaddr)	pfn_valid(__pa(kaddr) >> PAGE_SHIFT)

#define VM_DATA_DEFAULT_FLAGS \
	(VM_READ | VM_WRITE | VM_EXEC | VM_MAYREAD | VM_MAYWRITE | VM_MAYEXEC)

#endif /* __KERNEL__ */

#endif
