#ifndef _I386_PAGE_H
#define _I386_PAGE_H

/*
 * zcport model of the Linux 2.4 API: page size and the kernel's
 * direct mapping.  struct page itself lives in <linux/mm.h>, as do
 * page_address() and mem_map.
 */

#define PAGE_SHIFT	12
#define PAGE_SIZE	(1UL << PAGE_SHIFT)
#define PAGE_MASK	(~(PAGE_SIZE - 1))

#ifdef __KERNEL__
#ifndef __ASSEMBLY__

#include <linux/config.h>
#include <linux/compiler.h>

#define clear_page(page)	memset((void *)(page), 0, PAGE_SIZE)
#define copy_page(to, from)	memcpy((void *)(to), (void *)(from), PAGE_SIZE)

#define clear_user_page(page, vaddr)	clear_page(page)
#define copy_user_page(to, from, vaddr)	copy_page(to, from)

/* page table entries (two-level i386 layout, no PAE) */
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

#endif /* !__ASSEMBLY__ */

/* round an address up to the next page boundary */
#define PAGE_ALIGN(addr)	(((addr) + PAGE_SIZE - 1) & PAGE_MASK)

#define __PAGE_OFFSET		(0xC0000000)

#ifndef __ASSEMBLY__

/*
 * BUG() stops the machine with an invalid instruction on i386;
 * the compiler's trap builtin has the same effect.
 */
#define BUG()		__builtin_trap()
#define PAGE_BUG(page)	BUG()
#define BUG_ON(condition) \
	do { if (unlikely((condition) != 0)) BUG(); } while (0)

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

#define PAGE_OFFSET		((unsigned long) __PAGE_OFFSET)
#define VMALLOC_RESERVE		((unsigned long) __VMALLOC_RESERVE)
#define __VMALLOC_RESERVE	(128 << 20)
#define __MAXMEM		(-__PAGE_OFFSET - __VMALLOC_RESERVE)
#define MAXMEM			((unsigned long) (-PAGE_OFFSET - \
						 VMALLOC_RESERVE))

/* kernel virtual <-> physical, for the direct-mapped region */
#define __pa(x)			((unsigned long) (x) - PAGE_OFFSET)
#define __va(x)			((void *) ((unsigned long) (x) + PAGE_OFFSET))

#define virt_to_page(kaddr)	(mem_map + (__pa(kaddr) >> PAGE_SHIFT))
#define VALID_PAGE(page)	((unsigned long) ((page) - mem_map) < max_mapnr)

#define VM_DATA_DEFAULT_FLAGS	(VM_READ | VM_WRITE | VM_EXEC | \
				 VM_MAYREAD | VM_MAYWRITE | VM_MAYEXEC)

#endif /* __KERNEL__ */

#endif /* _I386_PAGE_H */
