/*
 * zcport model of Linux 2.6 (x86, two-level, non-PAE): <asm/pgtable.h>
 * Page protections, page-table walking, remapping helpers.
 */
#ifndef _ZC26_ASM_PGTABLE_H
#define _ZC26_ASM_PGTABLE_H

#include <linux/config.h>
#include <asm/page.h>
#include <asm/processor.h>
#include <asm/cacheflush.h>
#include <asm/tlbflush.h>

struct mm_struct;
struct vm_area_struct;
struct page;

extern pgd_t swapper_pg_dir[1024];
extern void paging_init(void);

/* the shared zero page */
extern unsigned long empty_zero_page[1024];
#define ZERO_PAGE(vaddr) (virt_to_page(empty_zero_page))

#define PGDIR_SHIFT	22
#define PTRS_PER_PGD	1024
#define PMD_SHIFT	22
#define PTRS_PER_PMD	1
#define PTRS_PER_PTE	1024

#define PMD_SIZE	(1UL << PMD_SHIFT)
#define PMD_MASK	(~(PMD_SIZE - 1))
#define PGDIR_SIZE	(1UL << PGDIR_SHIFT)
#define PGDIR_MASK	(~(PGDIR_SIZE - 1))

#define USER_PTRS_PER_PGD (TASK_SIZE / PGDIR_SIZE)
#define FIRST_USER_PGD_NR 0

#define VMALLOC_OFFSET	(8 * 1024 * 1024)
extern unsigned long __zc_vmalloc_start;
#define VMALLOC_START	(__zc_vmalloc_start)
#define VMALLOC_END	(0xFF800000UL)

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
#define _PAGE_FILE	0x040
#define _PAGE_PROTNONE	0x080

#define _PAGE_TABLE	(_PAGE_PRESENT | _PAGE_RW | _PAGE_USER | _PAGE_ACCESSED | _PAGE_DIRTY)
#define _KERNPG_TABLE	(_PAGE_PRESENT | _PAGE_RW | _PAGE_ACCESSED | _PAGE_DIRTY)
#define _PAGE_CHG_MASK	(PTE_MASK | _PAGE_ACCESSED | _PAGE_DIRTY)
#define PTE_MASK	PAGE_MASK

#define PAGE_NONE \
	__pgprot(_PAGE_PROTNONE | _PAGE_ACCESSED)
#define PAGE_SHARED \
	__pgprot(_PAGE_PRESENT | _PAGE_RW | _PAGE_USER | _PAGE_ACCESSED)
#define PAGE_SHARED_EXEC	PAGE_SHARED
#define PAGE_COPY \
	__pgprot(_PAGE_PRESENT | _PAGE_USER | _PAGE_ACCESSED)
#define PAGE_COPY_EXEC		PAGE_COPY
#define PAGE_READONLY \
	__pgprot(_PAGE_PRESENT | _PAGE_USER | _PAGE_ACCESSED)
#define PAGE_READONLY_EXEC	PAGE_READONLY

#define _PAGE_KERNEL \
	(_PAGE_PRESENT | _PAGE_RW | _PAGE_DIRTY | _PAGE_ACCESSED)
#define __PAGE_KERNEL		_PAGE_KERNEL
#define __PAGE_KERNEL_RO	(_PAGE_KERNEL & ~_PAGE_RW)
#define __PAGE_KERNEL_NOCACHE	(_PAGE_KERNEL | _PAGE_PCD)

#define PAGE_KERNEL		__pgprot(__PAGE_KERNEL)
#define PAGE_KERNEL_RO		__pgprot(__PAGE_KERNEL_RO)
#define PAGE_KERNEL_NOCACHE	__pgprot(__PAGE_KERNEL_NOCACHE)
#define PAGE_KERNEL_EXEC	__pgprot(__PAGE_KERNEL)

/* indexes and walking (the pmd level is folded into the pgd) */
#define pgd_index(address)	(((address) >> PGDIR_SHIFT) & (PTRS_PER_PGD - 1))
#define pgd_index_k(addr)	pgd_index(addr)
#define pgd_offset(mm, address)	((mm)->pgd + pgd_index(address))
#define pgd_offset_k(address)	pgd_offset(&init_mm, address)
#define pmd_index(address)	0
#define pte_index(address)	(((address) >> PAGE_SHIFT) & (PTRS_PER_PTE - 1))

extern pmd_t *pmd_offset(pgd_t *dir, unsigned long address);
extern pte_t *pte_offset_kernel(pmd_t *dir, unsigned long address);
extern pte_t *pte_offset_map(pmd_t *dir, unsigned long address);
extern pte_t *pte_offset_map_nested(pmd_t *dir, unsigned long address);
extern void pte_unmap(pte_t *pte);
extern void pte_unmap_nested(pte_t *pte);

#define pgd_none(x)		0
#define pgd_bad(x)		0
#define pgd_present(x)		1
#define pgd_clear(xp)		do { } while (0)

#define pmd_none(x)		(!pmd_val(x))
#define pmd_present(x)		(pmd_val(x) & _PAGE_PRESENT)
#define pmd_clear(xp)		do { set_pmd((xp), __pmd(0)); } while (0)
#define pmd_bad(x)		((pmd_val(x) & (~PAGE_MASK & ~_PAGE_USER)) != _KERNPG_TABLE)
#define pmd_page(pmd)		(pfn_to_page(pmd_val(pmd) >> PAGE_SHIFT))
#define pmd_page_kernel(pmd)	((unsigned long)__va(pmd_val(pmd) & PAGE_MASK))

#define pte_none(x)		(!(x).pte_low)
#define pte_present(x)		((x).pte_low & (_PAGE_PRESENT | _PAGE_PROTNONE))
#define pte_clear(xp)		do { set_pte((xp), __pte(0)); } while (0)
#define pte_pfn(x)		((unsigned long)((x).pte_low >> PAGE_SHIFT))
#define pte_page(x)		pfn_to_page(pte_pfn(x))
#define pfn_pte(pfn, prot) \
	__pte(((pfn) << PAGE_SHIFT) | pgprot_val(prot))
#define pfn_pmd(pfn, prot) \
	__pmd(((pfn) << PAGE_SHIFT) | pgprot_val(prot))
#define mk_pte(page, pgprot)	pfn_pte(page_to_pfn(page), (pgprot))
#define mk_pte_phys(physpage, pgprot) \
	pfn_pte((physpage) >> PAGE_SHIFT, pgprot)
#define pte_same(a, b)		((a).pte_low == (b).pte_low)

#define set_pte(pteptr, pteval)	(*(pteptr) = (pteval))
#define set_pte_atomic(pteptr, pteval) set_pte(pteptr, pteval)
#define set_pmd(pmdptr, pmdval)	(*(pmdptr) = (pmdval))
#define set_pgd(pgdptr, pgdval)	(*(pgdptr) = (pgdval))

static inline int pte_user(pte_t pte)	{ return pte.pte_low & _PAGE_USER; }
static inline int pte_read(pte_t pte)	{ return pte.pte_low & _PAGE_USER; }
static inline int pte_exec(pte_t pte)	{ return pte.pte_low & _PAGE_USER; }
static inline int pte_dirty(pte_t pte)	{ return pte.pte_low & _PAGE_DIRTY; }
static inline int pte_young(pte_t pte)	{ return pte.pte_low & _PAGE_ACCESSED; }
static inline int pte_write(pte_t pte)	{ return pte.pte_low & _PAGE_RW; }
static inline int pte_file(pte_t pte)	{ return pte.pte_low & _PAGE_FILE; }

static inline pte_t pte_rdprotect(pte_t pte) { pte.pte_low &= ~_PAGE_USER; return pte; }
static inline pte_t pte_exprotect(pte_t pte) { pte.pte_low &= ~_PAGE_USER; return pte; }
static inline pte_t pte_mkclean(pte_t pte)   { pte.pte_low &= ~_PAGE_DIRTY; return pte; }
static inline pte_t pte_mkold(pte_t pte)     { pte.pte_low &= ~_PAGE_ACCESSED; return pte; }
static inline pte_t pte_wrprotect(pte_t pte) { pte.pte_low &= ~_PAGE_RW; return pte; }
static inline pte_t pte_mkread(pte_t pte)    { pte.pte_low |= _PAGE_USER; return pte; }
static inline pte_t pte_mkexec(pte_t pte)    { pte.pte_low |= _PAGE_USER; return pte; }
static inline pte_t pte_mkdirty(pte_t pte)   { pte.pte_low |= _PAGE_DIRTY; return pte; }
static inline pte_t pte_mkyoung(pte_t pte)   { pte.pte_low |= _PAGE_ACCESSED; return pte; }
static inline pte_t pte_mkwrite(pte_t pte)   { pte.pte_low |= _PAGE_RW; return pte; }

static inline pte_t pte_modify(pte_t pte, pgprot_t newprot)
{
	pte.pte_low &= _PAGE_CHG_MASK;
	pte.pte_low |= pgprot_val(newprot);
	return pte;
}

/* uncached mappings, e.g. for device memory mapped to user space */
#define pgprot_noncached(prot) \
	__pgprot(pgprot_val(prot) | _PAGE_PCD | _PAGE_PWT)

#define update_mmu_cache(vma, address, pte)	do { } while (0)

#define kern_addr_valid(addr)	(1)

/* map device (bus) memory into user space: 2.6.9 form */
#define io_remap_page_range remap_page_range

#define pgtable_cache_init()	do { } while (0)

#endif
