/*
 * zcport model of the Linux 2.6 kernel API: <linux/vmalloc.h>
 */
#ifndef _ZC26_LINUX_VMALLOC_H
#define _ZC26_LINUX_VMALLOC_H

#include <linux/spinlock.h>
#include <asm/page.h>

#define VM_IOREMAP	0x00000001
#define VM_ALLOC	0x00000002
#define VM_MAP		0x00000004

struct page;

struct vm_struct {
	void			*addr;
	unsigned long		size;
	unsigned long		flags;
	struct page		**pages;
	unsigned int		nr_pages;
	unsigned long		phys_addr;
	struct vm_struct	*next;
};

extern void *vmalloc(unsigned long size);
extern void *vmalloc_exec(unsigned long size);
extern void *vmalloc_32(unsigned long size);
extern void *__vmalloc(unsigned long size, int gfp_mask, pgprot_t prot);
extern void vfree(void *addr);

extern void *vmap(struct page **pages, unsigned int count,
		  unsigned long flags, pgprot_t prot);
extern void vunmap(void *addr);

extern struct vm_struct *get_vm_area(unsigned long size, unsigned long flags);
extern struct vm_struct *__get_vm_area(unsigned long size, unsigned long flags,
				       unsigned long start, unsigned long end);
extern struct vm_struct *remove_vm_area(void *addr);
extern int map_vm_area(struct vm_struct *area, pgprot_t prot,
		       struct page ***pages);
extern void unmap_vm_area(struct vm_struct *area);

extern rwlock_t vmlist_lock;
extern struct vm_struct *vmlist;

#endif
