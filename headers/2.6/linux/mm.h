/*
 * zcport model of the Linux 2.6 kernel API: <linux/mm.h>
 *
 * struct page, struct vm_area_struct, get_user_pages() (the 2.6 way to
 * pin user memory), page_address(), reference counting on pages,
 * set_page_dirty(), remap_page_range() (2.6.9 has no remap_pfn_range()).
 * Written for zcport; declarations only.
 */
#ifndef _ZC26_LINUX_MM_H
#define _ZC26_LINUX_MM_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#include <linux/sched.h>
#include <linux/errno.h>

#ifdef __KERNEL__

#include <linux/config.h>
#include <linux/gfp.h>
#include <linux/list.h>
#include <linux/mmzone.h>
#include <linux/fs.h>
#include <asm/page.h>
#include <asm/pgtable.h>
#include <asm/processor.h>
#include <asm/atomic.h>

#ifndef MM_VM_SIZE
#define MM_VM_SIZE(mm)	TASK_SIZE
#endif

extern unsigned long max_mapnr;
extern unsigned long num_physpages;
extern void *high_memory;
extern unsigned long vmalloc_earlyreserve;
extern int page_cluster;

struct address_space;
struct file;
struct anon_vma;
struct mempolicy;
struct writeback_control;

/*
 * One per physical page frame.  Drivers should treat the fields as
 * opaque and use the accessors below.
 */
struct page {
	unsigned long flags;		/* PG_* bits, see <linux/page-flags.h> */
	atomic_t _count;		/* usage count; see page_count() */
	atomic_t _mapcount;		/* number of ptes mapping the page */
	unsigned long private;
	struct address_space *mapping;
	pgoff_t index;
	struct list_head lru;
};

/* a contiguous range of a process's address space */
struct vm_area_struct {
	struct mm_struct *vm_mm;	/* the address space we belong to */
	unsigned long vm_start;		/* first address */
	unsigned long vm_end;		/* first address after the end */
	struct vm_area_struct *vm_next;
	pgprot_t vm_page_prot;
	unsigned long vm_flags;		/* VM_* */
	struct list_head anon_vma_node;
	struct anon_vma *anon_vma;
	struct vm_operations_struct *vm_ops;
	unsigned long vm_pgoff;		/* offset in PAGE_SIZE units */
	struct file *vm_file;
	void *vm_private_data;
	unsigned long vm_truncate_count;
};

#define VM_READ		0x00000001
#define VM_WRITE	0x00000002
#define VM_EXEC		0x00000004
#define VM_SHARED	0x00000008
#define VM_MAYREAD	0x00000010
#define VM_MAYWRITE	0x00000020
#define VM_MAYEXEC	0x00000040
#define VM_MAYSHARE	0x00000080
#define VM_GROWSDOWN	0x00000100
#define VM_GROWSUP	0x00000200
#define VM_SHM		0x00000400
#define VM_DENYWRITE	0x00000800
#define VM_EXECUTABLE	0x00001000
#define VM_LOCKED	0x00002000
#define VM_IO		0x00004000	/* memory-mapped I/O */
#define VM_SEQ_READ	0x00008000
#define VM_RAND_READ	0x00010000
#define VM_DONTCOPY	0x00020000
#define VM_DONTEXPAND	0x00040000
#define VM_RESERVED	0x00080000	/* don't swap out */
#define VM_ACCOUNT	0x00100000
#define VM_HUGETLB	0x00400000
#define VM_NONLINEAR	0x00800000

#define VM_STACK_FLAGS	(VM_GROWSDOWN | VM_DATA_DEFAULT_FLAGS | VM_ACCOUNT)

#define VM_READHINTMASK			(VM_SEQ_READ | VM_RAND_READ)
#define VM_ClearReadHint(v)		(v)->vm_flags &= ~VM_READHINTMASK
#define VM_NormalReadHint(v)		(!((v)->vm_flags & VM_READHINTMASK))
#define VM_SequentialReadHint(v)	((v)->vm_flags & VM_SEQ_READ)
#define VM_RandomReadHint(v)		((v)->vm_flags & VM_RAND_READ)

extern pgprot_t protection_map[16];

/* what a driver's mmap() installs in vma->vm_ops */
struct vm_operations_struct {
	void (*open)(struct vm_area_struct *area);
	void (*close)(struct vm_area_struct *area);
	struct page *(*nopage)(struct vm_area_struct *area,
			       unsigned long address, int *type);
	int (*populate)(struct vm_area_struct *area, unsigned long address,
			unsigned long len, pgprot_t prot, unsigned long pgoff,
			int nonblock);
};

/* nopage() return values */
#define NOPAGE_SIGBUS	(NULL)
#define NOPAGE_OOM	((struct page *)(-1))

/* fault types reported through nopage()'s *type */
#define VM_FAULT_OOM	(-1)
#define VM_FAULT_SIGBUS	0
#define VM_FAULT_MINOR	1
#define VM_FAULT_MAJOR	2

#include <linux/page-flags.h>

/* page reference counting: _count holds (references - 1) */
#define page_count(p)		(atomic_read(&(p)->_count) + 1)
#define set_page_count(p, v)	atomic_set(&(p)->_count, (v) - 1)
#define __put_page(p)		atomic_dec(&(p)->_count)

extern int put_page_testzero(struct page *page);

static inline void get_page(struct page *page)
{
	atomic_inc(&page->_count);
}

extern void put_page(struct page *page);

extern unsigned long page_to_pfn(struct page *page);

/* the memory map, indexed by page frame number */
extern struct page *mem_map;

static inline void *lowmem_page_address(struct page *page)
{
	return __va(page_to_pfn(page) << PAGE_SHIFT);
}

/* kernel virtual address of a page; NULL for an unmapped highmem page */
extern void *page_address(struct page *page);
extern void set_page_address(struct page *page, void *virtual);
extern void page_address_init(void);

extern struct address_space swapper_space;
static inline struct address_space *page_mapping(struct page *page)
{
	return page->mapping;
}

static inline int page_mapped(struct page *page)
{
	return atomic_read(&page->_mapcount) >= 0;
}

#define offset_in_page(p)	((unsigned long)(p) & ~PAGE_MASK)

/*
 * Mark a page dirty.  set_page_dirty() needs the page lock held or the
 * mapping pinned; set_page_dirty_lock() takes the page lock itself.
 * Both tell the page's mapping, so writeback sees the page: SetPageDirty()
 * only sets the flag, and on a page of a shared file mapping the data is
 * lost.  Pages pinned with get_user_pages() that a device wrote are
 * dirtied with set_page_dirty_lock() (2.6.9 signature, as direct I/O does).
 */
extern int set_page_dirty(struct page *page);
extern int set_page_dirty_lock(struct page *page);
extern int __set_page_dirty_buffers(struct page *page);
extern int __set_page_dirty_nobuffers(struct page *page);
extern int clear_page_dirty_for_io(struct page *page);
extern int redirty_page_for_writepage(struct writeback_control *wbc,
				      struct page *page);

extern void show_free_areas(void);
extern void show_mem(void);

struct zap_details;
extern void zap_page_range(struct vm_area_struct *vma, unsigned long address,
			   unsigned long size, struct zap_details *details);
extern int unmap_vmas(void *tlbp, struct mm_struct *mm,
		      struct vm_area_struct *start_vma,
		      unsigned long start_addr, unsigned long end_addr,
		      unsigned long *nr_accounted, struct zap_details *);
extern void clear_page_tables(void *tlb, unsigned long first, int nr);
extern int copy_page_range(struct mm_struct *dst, struct mm_struct *src,
			   struct vm_area_struct *vma);
extern int zeromap_page_range(struct vm_area_struct *vma, unsigned long from,
			      unsigned long size, pgprot_t prot);

extern void unmap_mapping_range(struct address_space *mapping,
				loff_t const holebegin, loff_t const holelen,
				int even_cows);

static inline void unmap_shared_mapping_range(struct address_space *mapping,
					      loff_t const holebegin,
					      loff_t const holelen)
{
	unmap_mapping_range(mapping, holebegin, holelen, 0);
}

extern int vmtruncate(struct inode *inode, loff_t offset);
extern pmd_t *__pmd_alloc(struct mm_struct *mm, pgd_t *pgd,
			  unsigned long address);
extern pte_t *pte_alloc_kernel(struct mm_struct *mm, pmd_t *pmd,
			       unsigned long address);
extern pte_t *pte_alloc_map(struct mm_struct *mm, pmd_t *pmd,
			    unsigned long address);
extern int install_page(struct mm_struct *mm, struct vm_area_struct *vma,
			unsigned long addr, struct page *page, pgprot_t prot);
extern int install_file_pte(struct mm_struct *mm, struct vm_area_struct *vma,
			    unsigned long addr, unsigned long pgoff,
			    pgprot_t prot);
extern int handle_mm_fault(struct mm_struct *mm, struct vm_area_struct *vma,
			   unsigned long address, int write_access);
extern int make_pages_present(unsigned long addr, unsigned long end);
extern int access_process_vm(struct task_struct *tsk, unsigned long addr,
			     void *buf, int len, int write);

/*
 * Pin user pages.  Call with mm->mmap_sem held for reading.  Returns the
 * number of pages pinned (possibly fewer than len) or a negative errno;
 * each pinned page carries a reference to drop with page_cache_release()
 * (put_page()).
 */
extern int get_user_pages(struct task_struct *tsk, struct mm_struct *mm,
			  unsigned long start, int len, int write, int force,
			  struct page **pages, struct vm_area_struct **vmas);

extern struct page *vmalloc_to_page(void *addr);

/* map kernel or device pages into a user vma from a driver's mmap() */
extern int remap_page_range(struct vm_area_struct *vma, unsigned long from,
			    unsigned long to, unsigned long size,
			    pgprot_t prot);

extern struct page *follow_page(struct mm_struct *mm, unsigned long address,
				int write);
extern struct vm_area_struct *find_vma(struct mm_struct *mm,
				       unsigned long addr);
extern struct vm_area_struct *find_vma_prev(struct mm_struct *mm,
					    unsigned long addr,
					    struct vm_area_struct **pprev);
extern struct vm_area_struct *find_extend_vma(struct mm_struct *mm,
					      unsigned long addr);

static inline struct vm_area_struct *find_vma_intersection(
	struct mm_struct *mm, unsigned long start_addr, unsigned long end_addr)
{
	struct vm_area_struct *vma = find_vma(mm, start_addr);

	if (vma && end_addr <= vma->vm_start)
		vma = NULL;
	return vma;
}

static inline unsigned long vma_pages(struct vm_area_struct *vma)
{
	return (vma->vm_end - vma->vm_start) >> PAGE_SHIFT;
}

extern unsigned long get_unmapped_area(struct file *, unsigned long,
				       unsigned long, unsigned long,
				       unsigned long);
extern unsigned long do_mmap_pgoff(struct file *file, unsigned long addr,
				   unsigned long len, unsigned long prot,
				   unsigned long flag, unsigned long pgoff);

static inline unsigned long do_mmap(struct file *file, unsigned long addr,
				    unsigned long len, unsigned long prot,
				    unsigned long flag, unsigned long offset)
{
	unsigned long ret = -EINVAL;

	if ((offset + PAGE_ALIGN(len)) < offset)
		goto out;
	if (!(offset & ~PAGE_MASK))
		ret = do_mmap_pgoff(file, addr, len, prot, flag,
				    offset >> PAGE_SHIFT);
out:
	return ret;
}

extern int do_munmap(struct mm_struct *, unsigned long, size_t);
extern unsigned long do_brk(unsigned long, unsigned long);

extern void insert_vm_struct(struct mm_struct *, struct vm_area_struct *);
extern void exit_mmap(struct mm_struct *);

/* filemap.c */
extern unsigned long page_unuse(struct page *);
extern void truncate_inode_pages(struct address_space *, loff_t);
extern struct page *filemap_nopage(struct vm_area_struct *, unsigned long,
				   int *);

/* readahead */
extern int do_page_cache_readahead(struct address_space *mapping,
				   struct file *filp, unsigned long offset,
				   unsigned long nr_to_read);
extern unsigned long max_sane_readahead(unsigned long nr);

extern int expand_stack(struct vm_area_struct *vma, unsigned long address);


extern int shmem_zero_setup(struct vm_area_struct *);
extern struct file *shmem_file_setup(char *name, loff_t size,
				     unsigned long flags);
extern int shmem_lock(struct file *file, int lock, struct user_struct *user);

extern int can_do_mlock(void);
extern int user_shm_lock(size_t, struct user_struct *);
extern void user_shm_unlock(size_t, struct user_struct *);

extern void si_meminfo(struct sysinfo *val);
extern void si_meminfo_node(struct sysinfo *val, int nid);


#endif /* __KERNEL__ */

#endif /* _ZC26_LINUX_MM_H */
