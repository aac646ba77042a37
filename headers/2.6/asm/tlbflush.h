/* zcport model of Linux 2.6 (x86): <asm/tlbflush.h> (declarations only) */
#ifndef _ZC26_ASM_TLBFLUSH_H
#define _ZC26_ASM_TLBFLUSH_H

struct mm_struct;
struct vm_area_struct;

extern void flush_tlb(void);
extern void flush_tlb_all(void);
extern void flush_tlb_mm(struct mm_struct *mm);
extern void flush_tlb_page(struct vm_area_struct *vma, unsigned long addr);
extern void flush_tlb_range(struct vm_area_struct *vma, unsigned long start,
			    unsigned long end);
extern void flush_tlb_kernel_range(unsigned long start, unsigned long end);
extern void flush_tlb_pgtables(struct mm_struct *mm, unsigned long start,
			       unsigned long end);
#define __flush_tlb()		flush_tlb()
#define __flush_tlb_all()	flush_tlb_all()
#define __flush_tlb_one(addr)	do { (void)(addr); } while (0)

#endif
