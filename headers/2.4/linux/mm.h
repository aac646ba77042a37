#ifndef _LINUX_MM_H
#define _LINUX_MM_H

/*
 * zcport model of the Linux 2.4 API: struct page, VMAs, the page
 * allocator and the page flag helpers.
 */

#include <linux/sched.h>
#include <linux/errno.h>

#ifdef __KERNEL__

#include <linux/config.h>
#include <linux/string.h>
#include <linux/list.h>
#include <linux/mmzone.h>

#include <asm/page.h>
#include <asm/pgtable.h>
#include <asm/atomic.h>
#include <asm/bitops.h>

struct file;
struct inode;
struct address_space;
struct buffer_head;
struct sysinfo;

extern unsigned long max_mapnr;
extern unsigned long num_physpages;
extern unsigned long num_mappedpages;
extern void *high_memory;
extern int page_cluster;
extern struct list_head active_list;
extern struct list_head inactive_list;

/*
 * A virtual memory area: one contiguous range of a process address
 * space with uniform protection and backing.
 */
struct vm_area_struct {
	struct mm_struct	*vm_mm;		/* owning address space */
	unsigned long		vm_start;	/* first address */
	unsigned long		vm_end;		/* first address past the end */
	struct vm_area_struct	*vm_next;	/* sorted by address */
	pgprot_t		vm_page_prot;
	unsigned long		vm_flags;	/* VM_* */

	/* the i_mmap lists of the backing address_space */
	struct vm_area_struct	*vm_next_share;
	struct vm_area_struct	**vm_pprev_share;

	struct vm_operations_struct *vm_ops;

	unsigned long		vm_pgoff;	/* offset in PAGE_SIZE units */
	struct file		*vm_file;
	unsigned long		vm_raend;
	void			*vm_private_data;
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
#define VM_IO		0x00004000

#define VM_SEQ_READ	0x00008000
#define VM_RAND_READ	0x00010000

#define VM_DONTCOPY	0x00020000
#define VM_DONTEXPAND	0x00040000
#define VM_RESERVED	0x00080000

#define VM_STACK_FLAGS	0x00000177

#define VM_READHINTMASK			(VM_SEQ_READ | VM_RAND_READ)
#define VM_ClearReadHint(v)		(v)->vm_flags &= ~VM_READHINTMASK
#define VM_NormalReadHint(v)		(!((v)->vm_flags & VM_READHINTMASK))
#define VM_SequentialReadHint(v)	((v)->vm_flags & VM_SEQ_READ)
#define VM_RandomReadHint(v)		((v)->vm_flags & VM_RAND_READ)

extern pgprot_t protection_map[16];

struct vm_operations_struct {
	void (*open)(struct vm_area_struct *area);
	void (*close)(struct vm_area_struct *area);
	struct page *(*nopage)(struct vm_area_struct *area,
			       unsigned long address, int unused);
};

/*
 * One struct page per physical page frame, in the mem_map array.
 */
typedef struct page {
	struct list_head	list;		/* owner's list */
	struct address_space	*mapping;	/* inode or swap owning this */
	unsigned long		index;		/* offset within mapping */
	struct page		*next_hash;	/* page cache hash chain */
	atomic_t		count;		/* usage count */
	unsigned long		flags;		/* PG_*, atomic updates */
	struct list_head	lru;		/* active/inactive list */
	struct page		**pprev_hash;
	struct buffer_head	*buffers;	/* buffer ring, if any */
	void			*virtual;	/* kernel address, or NULL */
	struct zone_struct	*zone;
} mem_map_t;

extern mem_map_t *mem_map;

/* reference counting */
#define get_page(p)		atomic_inc(&(p)->count)
#define put_page(p)		__free_page(p)
#define put_page_testzero(p)	atomic_dec_and_test(&(p)->count)
#define page_count(p)		atomic_read(&(p)->count)
#define set_page_count(p, v)	atomic_set(&(p)->count, v)

/* page->flags bits */
#define PG_locked		 0
#define PG_error		 1
#define PG_referenced		 2
#define PG_uptodate		 3
#define PG_dirty		 4
#define PG_unused		 5
#define PG_lru			 6
#define PG_active		 7
#define PG_slab			 8
#define PG_skip			10
#define PG_highmem		11
#define PG_checked		12
#define PG_arch_1		13
#define PG_reserved		14
#define PG_launder		15

#define PG_fs_1			PG_unused

/* kernel virtual address of a page (direct map or kmap'ed) */
#define page_address(page)	((page)->virtual)

#define UnlockPage(page)	unlock_page(page)
#define Page_Uptodate(page)	test_bit(PG_uptodate, &(page)->flags)
#define SetPageUptodate(page)	set_bit(PG_uptodate, &(page)->flags)
#define ClearPageUptodate(page)	clear_bit(PG_uptodate, &(page)->flags)
#define PageDirty(page)		test_bit(PG_dirty, &(page)->flags)
#define SetPageDirty(page)	set_bit(PG_dirty, &(page)->flags)
#define ClearPageDirty(page)	clear_bit(PG_dirty, &(page)->flags)
#define PageLocked(page)	test_bit(PG_locked, &(page)->flags)
#define LockPage(page)		set_bit(PG_locked, &(page)->flags)
#define TryLockPage(page)	test_and_set_bit(PG_locked, &(page)->flags)
#define PageChecked(page)	test_bit(PG_checked, &(page)->flags)
#define SetPageChecked(page)	set_bit(PG_checked, &(page)->flags)
#define PageLaunder(page)	test_bit(PG_launder, &(page)->flags)
#define SetPageLaunder(page)	set_bit(PG_launder, &(page)->flags)
#define ClearPageLaunder(page)	clear_bit(PG_launder, &(page)->flags)
#define PageError(page)		test_bit(PG_error, &(page)->flags)
#define SetPageError(page)	set_bit(PG_error, &(page)->flags)
#define ClearPageError(page)	clear_bit(PG_error, &(page)->flags)
#define PageReferenced(page)	test_bit(PG_referenced, &(page)->flags)
#define SetPageReferenced(page)	set_bit(PG_referenced, &(page)->flags)
#define ClearPageReferenced(page) clear_bit(PG_referenced, &(page)->flags)
#define PageTestandClearReferenced(page) \
	test_and_clear_bit(PG_referenced, &(page)->flags)
#define PageSlab(page)		test_bit(PG_slab, &(page)->flags)
#define PageSetSlab(page)	set_bit(PG_slab, &(page)->flags)
#define PageClearSlab(page)	clear_bit(PG_slab, &(page)->flags)
#define PageReserved(page)	test_bit(PG_reserved, &(page)->flags)
#define SetPageReserved(page)	set_bit(PG_reserved, &(page)->flags)
#define ClearPageReserved(page)	clear_bit(PG_reserved, &(page)->flags)

#define PageActive(page)	test_bit(PG_active, &(page)->flags)
#define SetPageActive(page)	set_bit(PG_active, &(page)->flags)
#define ClearPageActive(page)	clear_bit(PG_active, &(page)->flags)

#define PageLRU(page)		test_bit(PG_lru, &(page)->flags)
#define TestSetPageLRU(page)	test_and_set_bit(PG_lru, &(page)->flags)
#define TestClearPageLRU(page)	test_and_clear_bit(PG_lru, &(page)->flags)

#ifdef CONFIG_HIGHMEM
#define PageHighMem(page)	test_bit(PG_highmem, &(page)->flags)
#else
#define PageHighMem(page)	0
#endif

extern void FASTCALL(unlock_page(struct page *page));
extern void FASTCALL(__set_page_dirty(struct page *page));

static inline void set_page_dirty(struct page *page)
{
	if (!test_and_set_bit(PG_dirty, &page->flags))
		__set_page_dirty(page);
}

/* the page allocator */
/* the page behind a vmalloc() address (2.4.19 on) */
extern struct page *vmalloc_to_page(void *addr);
extern struct page *FASTCALL(_alloc_pages(unsigned int gfp_mask,
					  unsigned int order));
extern struct page *FASTCALL(__alloc_pages(unsigned int gfp_mask,
					   unsigned int order,
					   zonelist_t *zonelist));
extern struct page *alloc_pages_node(int nid, unsigned int gfp_mask,
				     unsigned int order);

static inline struct page *alloc_pages(unsigned int gfp_mask,
				       unsigned int order)
{
	if (order >= MAX_ORDER)
		return (struct page *) 0;
	return _alloc_pages(gfp_mask, order);
}

#define alloc_page(gfp_mask)	alloc_pages(gfp_mask, 0)

extern unsigned long FASTCALL(__get_free_pages(unsigned int gfp_mask,
					       unsigned int order));
extern unsigned long FASTCALL(get_zeroed_page(unsigned int gfp_mask));

#define __get_free_page(gfp_mask) \
	__get_free_pages((gfp_mask), 0)
#define __get_dma_pages(gfp_mask, order) \
	__get_free_pages((gfp_mask) | GFP_DMA, (order))

extern void FASTCALL(__free_pages(struct page *page, unsigned int order));
extern void FASTCALL(free_pages(unsigned long addr, unsigned int order));

#define __free_page(page)	__free_pages((page), 0)
#define free_page(addr)		free_pages((addr), 0)

extern void show_free_areas(void);
extern void show_free_areas_node(pg_data_t *pgdat);

extern void clear_page_tables(struct mm_struct *, unsigned long, int);

extern int fail_writepage(struct page *);
extern struct page *shmem_nopage(struct vm_area_struct *vma,
				 unsigned long address, int unused);
extern struct file *shmem_file_setup(char *name, loff_t size);
extern void shmem_lock(struct file *file, int lock);
extern int shmem_zero_setup(struct vm_area_struct *);

extern void zap_page_range(struct mm_struct *mm, unsigned long address,
			   unsigned long size);
extern int copy_page_range(struct mm_struct *dst, struct mm_struct *src,
			   struct vm_area_struct *vma);
extern int remap_page_range(unsigned long from, unsigned long to,
			    unsigned long size, pgprot_t prot);
extern int zeromap_page_range(unsigned long from, unsigned long size,
			      pgprot_t prot);

extern int vmtruncate(struct inode *inode, loff_t offset);
extern pmd_t *FASTCALL(__pmd_alloc(struct mm_struct *mm, pgd_t *pgd,
				   unsigned long address));
extern pte_t *FASTCALL(pte_alloc(struct mm_struct *mm, pmd_t *pmd,
				 unsigned long address));
extern int handle_mm_fault(struct mm_struct *mm, struct vm_area_struct *vma,
			   unsigned long address, int write_access);
extern int make_pages_present(unsigned long addr, unsigned long end);
extern int access_process_vm(struct task_struct *tsk, unsigned long addr,
			     void *buf, int len, int write);
extern int ptrace_readdata(struct task_struct *tsk, unsigned long src,
			   char *dst, int len);
extern int ptrace_writedata(struct task_struct *tsk, char *src,
			    unsigned long dst, int len);
extern int ptrace_attach(struct task_struct *tsk);
extern int ptrace_detach(struct task_struct *, unsigned int);
extern void ptrace_disable(struct task_struct *);
extern int ptrace_check_attach(struct task_struct *task, int kill);

/*
 * Fault in and pin user pages.  2.4 has this too (map_user_kiobuf
 * is built on it); it became the driver-facing interface in 2.6.
 */
extern int get_user_pages(struct task_struct *tsk, struct mm_struct *mm,
			  unsigned long start, int len, int write, int force,
			  struct page **pages, struct vm_area_struct **vmas);

static inline pmd_t *pmd_alloc(struct mm_struct *mm, pgd_t *pgd,
			       unsigned long address)
{
	if (pgd_none(*pgd))
		return __pmd_alloc(mm, pgd, address);
	return pmd_offset(pgd, address);
}

extern int pgt_cache_water[2];
extern int check_pgt_cache(void);

extern void free_area_init(unsigned long *zones_size);
extern void free_area_init_node(int nid, pg_data_t *pgdat, struct page *pmap,
				unsigned long *zones_size,
				unsigned long zone_start_paddr,
				unsigned long *zholes_size);
extern void mem_init(void);
extern void show_mem(void);
extern void si_meminfo(struct sysinfo *val);
extern void swapin_readahead(swp_entry_t);

extern struct address_space swapper_space;
#define PageSwapCache(page)	((page)->mapping == &swapper_space)

static inline int is_page_cache_freeable(struct page *page)
{
	return page_count(page) - !!page->buffers == 1;
}

extern int can_share_swap_page(struct page *);
extern int remove_exclusive_swap_page(struct page *);

extern void __free_pte(pte_t);

/* mmap.c */
extern void lock_vma_mappings(struct vm_area_struct *);
extern void unlock_vma_mappings(struct vm_area_struct *);
extern void insert_vm_struct(struct mm_struct *, struct vm_area_struct *);
extern void __insert_vm_struct(struct mm_struct *, struct vm_area_struct *);
extern void build_mmap_rb(struct mm_struct *);
extern void exit_mmap(struct mm_struct *);

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
	if ((offset + PAGE_ALIGN(len)) < offset)
		return -EINVAL;
	if (offset & ~PAGE_MASK)
		return -EINVAL;
	return do_mmap_pgoff(file, addr, len, prot, flag,
			     offset >> PAGE_SHIFT);
}

extern int do_munmap(struct mm_struct *, unsigned long, size_t);
extern unsigned long do_brk(unsigned long, unsigned long);

static inline void __vma_unlink(struct mm_struct *mm,
				struct vm_area_struct *vma,
				struct vm_area_struct *prev)
{
	prev->vm_next = vma->vm_next;
	if (mm->mmap_cache == vma)
		mm->mmap_cache = prev;
}

static inline int can_vma_merge(struct vm_area_struct *vma,
				unsigned long vm_flags)
{
	if (!vma->vm_file && vma->vm_flags == vm_flags)
		return 1;
	return 0;
}

/* filemap.c */
extern void remove_inode_page(struct page *);
extern unsigned long page_unuse(struct page *);
extern void truncate_inode_pages(struct address_space *, loff_t);

/* generic vm_area_ops exported for stackable file systems */
extern int filemap_sync(struct vm_area_struct *, unsigned long, size_t,
			unsigned int);
extern struct page *filemap_nopage(struct vm_area_struct *, unsigned long,
				   int);

/*
 * GFP bitmasks.
 */
#define __GFP_DMA	0x01
#define __GFP_HIGHMEM	0x02

#define __GFP_WAIT	0x10	/* may sleep */
#define __GFP_HIGH	0x20	/* may use emergency pools */
#define __GFP_IO	0x40	/* may start low-level I/O */
#define __GFP_HIGHIO	0x80	/* may start high-memory I/O */
#define __GFP_FS	0x100	/* may call into the file system */

#define GFP_NOHIGHIO	(__GFP_HIGH | __GFP_WAIT | __GFP_IO)
#define GFP_NOIO	(__GFP_HIGH | __GFP_WAIT)
#define GFP_NOFS	(__GFP_HIGH | __GFP_WAIT | __GFP_IO | __GFP_HIGHIO)
#define GFP_ATOMIC	(__GFP_HIGH)
#define GFP_USER	(__GFP_WAIT | __GFP_IO | __GFP_HIGHIO | __GFP_FS)
#define GFP_HIGHUSER	(__GFP_WAIT | __GFP_IO | __GFP_HIGHIO | __GFP_FS | \
			 __GFP_HIGHMEM)
#define GFP_KERNEL	(__GFP_HIGH | __GFP_WAIT | __GFP_IO | __GFP_HIGHIO | \
			 __GFP_FS)
#define GFP_NFS		(__GFP_HIGH | __GFP_WAIT | __GFP_IO | __GFP_HIGHIO | \
			 __GFP_FS)
#define GFP_KSWAPD	(__GFP_WAIT | __GFP_IO | __GFP_HIGHIO | __GFP_FS)

#define GFP_DMA		__GFP_DMA

static inline unsigned int pf_gfp_mask(unsigned int gfp_mask)
{
	if (current->flags & PF_NOIO)
		gfp_mask &= ~(__GFP_IO | __GFP_HIGHIO | __GFP_FS);
	return gfp_mask;
}

/* grow the stack VMA down to cover @address */
static inline int expand_stack(struct vm_area_struct *vma,
			       unsigned long address)
{
	unsigned long grow;

	address &= PAGE_MASK;
	grow = (vma->vm_start - address) >> PAGE_SHIFT;
	vma->vm_start = address;
	vma->vm_pgoff -= grow;
	vma->vm_mm->total_vm += grow;
	if (vma->vm_flags & VM_LOCKED)
		vma->vm_mm->locked_vm += grow;
	return 0;
}

extern struct vm_area_struct *find_vma(struct mm_struct *mm,
				       unsigned long addr);
extern struct vm_area_struct *find_vma_prev(struct mm_struct *mm,
					    unsigned long addr,
					    struct vm_area_struct **pprev);

static inline struct vm_area_struct *find_vma_intersection(
	struct mm_struct *mm, unsigned long start_addr,
	unsigned long end_addr)
{
	struct vm_area_struct *vma = find_vma(mm, start_addr);

	if (vma && end_addr <= vma->vm_start)
		vma = (struct vm_area_struct *) 0;
	return vma;
}

extern struct vm_area_struct *find_extend_vma(struct mm_struct *mm,
					      unsigned long addr);

#define buffer_under_min()	0
#define pgcache_under_min()	0

/* special return values of vm_operations_struct.nopage */
#define NOPAGE_SIGBUS	((struct page *) 0)
#define NOPAGE_OOM	((struct page *) (-1))

#endif /* __KERNEL__ */

#endif /* _LINUX_MM_H */
