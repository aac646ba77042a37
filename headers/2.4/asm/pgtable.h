#ifndef _I386_PGTABLE_H
#define _I386_PGTABLE_H

/*
 * zcport model of the Linux 2.4 API: page tables and protections
 * (two-level i386 layout).
 */

#include <linux/config.h>
#include <asm/page.h>
#include <asm/processor.h>

struct mm_struct;
struct vm_area_struct;
struct page;

#define PGDIR_SHIFT	22
#define PTRS_PER_PGD	1024
#define PMD_SHIFT	22
#define PTRS_PER_PMD	1
#define PTRS_PER_PTE	1024

#define PMD_SIZE	(1UL << PMD_SHIFT)
#define PMD_MASK	(~(PMD_SIZE - 1))
#define PGDIR_SIZE	(1UL << PGDIR_SHIFT)
#define PGDIR_MASK	(~(PGDIR_SIZE - 1))

#define USER_PTRS_PER_PGD	(TASK_SIZE / PGDIR_SIZE)

#define VMALLOC_OFFSET	(8 * 1024 * 1024)
extern void *high_memory;
#define VMALLOC_START	(((unsigned long) high_memory + \
			  2 * VMALLOC_OFFSET - 1) & ~(VMALLOC_OFFSET - 1))
#define VMALLOC_VMADDR(x) ((unsigned long) (x))
#define VMALLOC_END	(0xFF000000UL)

#define _PAGE_BIT_PRESENT	0
#define _PAGE_BIT_RW		1
#define _PAGE_BIT_USER		2
#define _PAGE_BIT_PWT		3
#define _PAGE_BIT_PCD		4
#define _PAGE_BIT_ACCESSED	5
#define _PAGE_BIT_DIRTY		6
#define _PAGE_BIT_PSE		7
#define _PAGE_BIT_GLOBAL	8

#define _PAGE_PRESENT	0x001
#define _PAGE_RW	0x002
#define _PAGE_USER	0x004
#define _PAGE_PWT	0x008
#define _PAGE_PCD	0x010
#define _PAGE_ACCESSED	0x020
#define _PAGE_DIRTY	0x040
#define _PAGE_PSE	0x080
#define _PAGE_GLOBAL	0x100
#define _PAGE_PROTNONE	0x080

#define _PAGE_TABLE	(_PAGE_PRESENT | _PAGE_RW | _PAGE_USER | \
			 _PAGE_ACCESSED | _PAGE_DIRTY)
#define _KERNPG_TABLE	(_PAGE_PRESENT | _PAGE_RW | _PAGE_ACCESSED | \
			 _PAGE_DIRTY)
#define _PAGE_CHG_MASK	(PTE_MASK | _PAGE_ACCESSED | _PAGE_DIRTY)
#define PTE_MASK	PAGE_MASK

#define PAGE_NONE	__pgprot(_PAGE_PROTNONE | _PAGE_ACCESSED)
#define PAGE_SHARED	__pgprot(_PAGE_PRESENT | _PAGE_RW | _PAGE_USER | \
				 _PAGE_ACCESSED)
#define PAGE_COPY	__pgprot(_PAGE_PRESENT | _PAGE_USER | _PAGE_ACCESSED)
#define PAGE_READONLY	__pgprot(_PAGE_PRESENT | _PAGE_USER | _PAGE_ACCESSED)

#define __PAGE_KERNEL	(_PAGE_PRESENT | _PAGE_RW | _PAGE_DIRTY | \
			 _PAGE_ACCESSED)
#define __PAGE_KERNEL_NOCACHE	(__PAGE_KERNEL | _PAGE_PCD)
#define __PAGE_KERNEL_RO	(__PAGE_KERNEL & ~_PAGE_RW)

#define PAGE_KERNEL		__pgprot(__PAGE_KERNEL)
#define PAGE_KERNEL_RO		__pgprot(__PAGE_KERNEL_RO)
#define PAGE_KERNEL_NOCACHE	__pgprot(__PAGE_KERNEL_NOCACHE)

extern pgd_t swapper_pg_dir[1024];

/* the zero-filled page shared by all read-only anonymous mappings */
extern unsigned long empty_zero_page[1024];
#define ZERO_PAGE(vaddr) (virt_to_page(empty_zero_page))

/* TLB and cache maintenance: only the TLB matters on i386 */
extern void flush_tlb_all(void);
extern void flush_tlb_mm(struct mm_struct *mm);
extern void flush_tlb_page(struct vm_area_struct *vma, unsigned long addr);
extern void flush_tlb_range(struct mm_struct *mm, unsigned long start,
			    unsigned long end);
#define flush_tlb()			flush_tlb_all()

#define flush_cache_all()			do { } while (0)
#define flush_cache_mm(mm)			do { } while (0)
#define flush_cache_range(mm, start, end)	do { } while (0)
#define flush_cache_page(vma, vmaddr)		do { } while (0)
#define flush_page_to_ram(page)			do { } while (0)
#define flush_dcache_page(page)			do { } while (0)
#define flush_icache_range(start, end)		do { } while (0)
#define flush_icache_page(vma, pg)		do { } while (0)
#define flush_icache_user_range(vma, pg, adr, len) do { } while (0)

#define pte_none(x)		(!pte_val(x))
#define pte_present(x)		(pte_val(x) & (_PAGE_PRESENT | _PAGE_PROTNONE))
#define pte_clear(xp)		do { (xp)->pte_low = 0; } while (0)

#define pmd_none(x)		(!pmd_val(x))
#define pmd_present(x)		(pmd_val(x) & _PAGE_PRESENT)
#define pmd_clear(xp)		do { (xp)->pmd = 0; } while (0)
#define pmd_bad(x)		((pmd_val(x) & (~PAGE_MASK & ~_PAGE_USER)) \
				 != _KERNPG_TABLE)

#define pgd_none(x)		0
#define pgd_bad(x)		0
#define pgd_present(x)		1
#define pgd_clear(xp)		do { } while (0)

static inline int pte_read(pte_t pte)
{
	return pte.pte_low & _PAGE_USER;
}

static inline int pte_exec(pte_t pte)
{
	return pte.pte_low & _PAGE_USER;
}

static inline int pte_dirty(pte_t pte)
{
	return pte.pte_low & _PAGE_DIRTY;
}

static inline int pte_young(pte_t pte)
{
	return pte.pte_low & _PAGE_ACCESSED;
}

static inline int pte_write(pte_t pte)
{
	return pte.pte_low & _PAGE_RW;
}

static inline pte_t pte_mkdirty(pte_t pte)
{
	pte.pte_low |= _PAGE_DIRTY;
	return pte;
}

static inline pte_t pte_mkyoung(pte_t pte)
{
	pte.pte_low |= _PAGE_ACCESSED;
	return pte;
}

static inline pte_t pte_mkwrite(pte_t pte)
{
	pte.pte_low |= _PAGE_RW;
	return pte;
}

static inline pte_t pte_wrprotect(pte_t pte)
{
	pte.pte_low &= ~_PAGE_RW;
	return pte;
}

#define pte_page(x) \
	(mem_map + ((unsigned long) ((x).pte_low >> PAGE_SHIFT)))

#define mk_pte(page, pgprot) \
	__pte(((unsigned long) ((page) - mem_map) << PAGE_SHIFT) | \
	      pgprot_val(pgprot))
#define mk_pte_phys(physpage, pgprot) \
	__pte((physpage) | pgprot_val(pgprot))

static inline pte_t pte_modify(pte_t pte, pgprot_t newprot)
{
	pte.pte_low &= _PAGE_CHG_MASK;
	pte.pte_low |= pgprot_val(newprot);
	return pte;
}

#define pmd_page(pmd) \
	((unsigned long) __va(pmd_val(pmd) & PAGE_MASK))

#define pgd_index(address) \
	(((address) >> PGDIR_SHIFT) & (PTRS_PER_PGD - 1))
#define pgd_offset(mm, address)	((mm)->pgd + pgd_index(address))
#define pgd_offset_k(address)	pgd_offset(&init_mm, address)

static inline pmd_t *pmd_offset(pgd_t *dir, unsigned long address)
{
	(void) address;
	return (pmd_t *) dir;
}

#define __pte_offset(address) \
	(((address) >> PAGE_SHIFT) & (PTRS_PER_PTE - 1))
#define pte_offset(dir, address) \
	((pte_t *) pmd_page(*(dir)) + __pte_offset(address))

#define update_mmu_cache(vma, address, pte)	do { } while (0)

#define kern_addr_valid(addr)	(1)

#define io_remap_page_range	remap_page_range

#endif /* _I386_PGTABLE_H */
