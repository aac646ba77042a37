#ifndef __LINUX_VMALLOC_H
#define __LINUX_VMALLOC_H

/*
 * zcport model of the Linux 2.4 API: virtually contiguous
 * allocations.
 */

#include <linux/sched.h>
#include <linux/mm.h>
#include <linux/spinlock.h>

#include <asm/pgtable.h>

/* bits of vm_struct.flags */
#define VM_IOREMAP	0x00000001	/* from ioremap() */
#define VM_ALLOC	0x00000002	/* from vmalloc() */

struct vm_struct {
	unsigned long flags;
	void *addr;
	unsigned long size;
	struct vm_struct *next;
};

extern struct vm_struct *get_vm_area(unsigned long size,
				     unsigned long flags);
extern void vfree(void *addr);
extern void *__vmalloc(unsigned long size, int gfp_mask, pgprot_t prot);
extern long vread(char *buf, char *addr, unsigned long count);
extern void vmfree_area_pages(unsigned long address, unsigned long size);
extern int vmalloc_area_pages(unsigned long address, unsigned long size,
			      int gfp_mask, pgprot_t prot);

static inline void *vmalloc(unsigned long size)
{
	return __vmalloc(size, GFP_KERNEL | __GFP_HIGHMEM, PAGE_KERNEL);
}

/* memory the ISA DMA controller can reach */
static inline void *vmalloc_dma(unsigned long size)
{
	return __vmalloc(size, GFP_KERNEL | GFP_DMA, PAGE_KERNEL);
}

/* memory below 4GB, for devices with 32-bit DMA */
static inline void *vmalloc_32(unsigned long size)
{
	return __vmalloc(size, GFP_KERNEL, PAGE_KERNEL);
}

extern rwlock_t vmlist_lock;
extern struct vm_struct *vmlist;

#endif /* __LINUX_VMALLOC_H */
