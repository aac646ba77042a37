/*
 * kglue.c: the parts of a kernel that 2.4 and 2.6 share, for running a
 * driver in user space.  Compiled twice, against headers/2.4 and against
 * headers/2.6 (see model.h); the few differences are under
 * LINUX_VERSION_CODE.  The kiobuf API lives in kiobuf24.c, the 2.6 page
 * API in gup26.c.
 *
 * What it models: one process (current, its mm and mmap_sem), struct
 * pages for the model's user memory and for kernel pages, kmalloc and
 * vmalloc, copying to and from user memory, semaphores in a single
 * thread (a down() that would sleep is a violation: nobody can up()),
 * and one character device whose file_operations the runner calls (or,
 * for a file system's address space operations, vfs.c's O_DIRECT file).
 */
#include <linux/version.h>
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/sched.h>
#include <linux/slab.h>
#include <linux/vmalloc.h>
#include <linux/highmem.h>
#include <linux/ctype.h>
#include <linux/pci.h>
#include <asm/system.h>
#include <linux/wait.h>
#include <linux/uio.h>
#include <linux/dcache.h>
#include <linux/completion.h>
#include <linux/file.h>
#include <linux/pagemap.h>
#include <linux/stat.h>
#include <asm/uaccess.h>
#include <asm/semaphore.h>
#include "model.h"
#include "kglue.h"
#include "vfs.h"

#if LINUX_VERSION_CODE < KERNEL_VERSION(2, 5, 0)
const char *rt_kernel = "2.4";
#else
const char *rt_kernel = "2.6";
#endif

struct module __this_module;
static struct mm_struct rt_mm;
static struct task_struct rt_task;

struct task_struct *get_current(void)
{
	rt_task.mm = &rt_mm;
	return &rt_task;
}

int rt_is_mmap_sem(void *sem)
{
	return sem == (void *) &rt_mm.mmap_sem;
}

/* ---- pages ---- */

struct page rt_upage[RT_UPAGES];
#define RT_KPAGES 1024
static struct page rt_kpage[RT_KPAGES];
static void *rt_kpage_addr[RT_KPAGES];
static char rt_kpage_vmalloc[RT_KPAGES];	/* a page of vmalloc() memory */
static int rt_kpage_cache[RT_KPAGES];	/* page cache page: its references */
static unsigned long rt_kpage_init[RT_KPAGES];	/* alloc_page() order at init */
static unsigned long rt_kpage_seq;

int rt_upage_index(struct page *page)
{
	if (page >= rt_upage && page < rt_upage + RT_UPAGES)
		return page - rt_upage;
	return -1;
}

static int kpage_index(struct page *page)
{
	if (page >= rt_kpage && page < rt_kpage + RT_KPAGES)
		return page - rt_kpage;
	return -1;
}

/* the kernel address of a page; a user page must be pinned */
void *rt_page_address(struct page *page, const char *who)
{
	int idx = rt_upage_index(page);

	if (idx >= 0) {
		if (!rt_pins(idx))
			rt_violation("%s() of user page %d, which is not pinned",
				     who, idx);
		return rt_kview + idx * RT_PAGE_SIZE;
	}
	idx = kpage_index(page);
	if (idx >= 0 && rt_kpage_addr[idx])
		return rt_kpage_addr[idx];
	rt_violation("%s() of a page the model does not know", who);
	return 0;
}

struct page *rt_alloc_kernel_page(void)
{
	int i;

	for (i = 0; i < RT_KPAGES; i++)
		if (!rt_kpage_addr[i]) {
			memset(&rt_kpage[i], 0, sizeof(rt_kpage[i]));
			rt_kpage_addr[i] = rt_kernel_page();
			rt_kpage_init[i] = rt_model_in_init() ? ++rt_kpage_seq : 0;
#if LINUX_VERSION_CODE < KERNEL_VERSION(2, 5, 0)
			rt_kpage[i].virtual = rt_kpage_addr[i];
			atomic_set(&rt_kpage[i].count, 1);
#else
			atomic_set(&rt_kpage[i]._count, 1);
#endif
			return &rt_kpage[i];
		}
	return 0;
}

/*
 * The n-th kernel page (from 0) that the driver's module init allocated
 * and still holds, in the order of allocation; NULL when there is none.
 */
struct page *rt_init_kernel_page(int n)
{
	unsigned long after = 0;
	int i, next = -1;

	for (; n >= 0; n--) {
		next = -1;
		for (i = 0; i < RT_KPAGES; i++)
			if (rt_kpage_addr[i] && rt_kpage_init[i] > after &&
			    (next < 0 || rt_kpage_init[i] < rt_kpage_init[next]))
				next = i;
		if (next < 0)
			return 0;
		after = rt_kpage_init[next];
	}
	return &rt_kpage[next];
}

/* drop a reference to a page: a pin of a user page, or a kernel page */
void rt_put_page(struct page *page, const char *who)
{
	int idx = rt_upage_index(page);

	if (idx >= 0) {
		rt_unpin(idx, PageDirty(page));
		return;
	}
	idx = kpage_index(page);
	if (idx < 0 || !rt_kpage_addr[idx]) {
		rt_violation("%s() of a page the model does not know", who);
		return;
	}
	if (rt_kpage_vmalloc[idx]) {
		rt_violation("%s() of a page of vmalloc() memory", who);
		return;
	}
	if (rt_kpage_cache[idx]) {
		/* the cache keeps its own reference */
		if (--rt_kpage_cache[idx] < 1) {
			rt_violation("%s() of page cache page %d, released "
				     "more often than taken", who, idx);
			rt_kpage_cache[idx] = 1;
		}
		return;
	}
	rt_kernel_page_free(rt_kpage_addr[idx]);
	rt_kpage_addr[idx] = 0;
	rt_kpage_init[idx] = 0;
}

/*
 * The struct page of a page of vmalloc() memory (page-aligned in the
 * model): one entry per page, kept while the model runs; vfree() does
 * not look at them, as the real one frees pages the driver no longer
 * names.
 */
struct page *vmalloc_to_page(void *addr)
{
	void *base = (void *) ((unsigned long) addr & ~(RT_PAGE_SIZE - 1));
	int i, free = -1;

	for (i = 0; i < RT_KPAGES; i++) {
		if (rt_kpage_addr[i] == base && rt_kpage_vmalloc[i])
			return &rt_kpage[i];
		if (!rt_kpage_addr[i] && free < 0)
			free = i;
	}
	if (free < 0)
		return 0;
	memset(&rt_kpage[free], 0, sizeof(rt_kpage[free]));
	rt_kpage_addr[free] = base;
	rt_kpage_vmalloc[free] = 1;
#if LINUX_VERSION_CODE < KERNEL_VERSION(2, 5, 0)
	rt_kpage[free].virtual = base;
#endif
	return &rt_kpage[free];
}

/*
 * Files the process has open, for fget(): fd 3 is a 64 KB image file,
 * all of it in the page cache (find_lock_page()); fd 4 the block device
 * file of disk 1 (8:16), opened, so its i_bdev is open in 2.6; fd 5 a
 * regular file.  Other descriptors are not open.
 */
#define RT_IMAGE_PAGES 16
static struct inode rt_finode[3];
static struct dentry rt_fdentry[3];
static struct file rt_ffile[3];
static struct address_space rt_image_map;
static int rt_fopened, rt_frefs[3];
static struct page *rt_image_page[RT_IMAGE_PAGES];

static void rt_files_open(void)
{
	int i;

	if (rt_fopened)
		return;
	rt_fopened = 1;
	for (i = 0; i < 3; i++) {
		rt_fdentry[i].d_inode = &rt_finode[i];
		rt_ffile[i].f_dentry = &rt_fdentry[i];
		rt_finode[i].i_mode = i == 1 ? S_IFBLK | 0660 : S_IFREG | 0644;
	}
	rt_finode[0].i_mapping = &rt_image_map;
	rt_image_map.host = &rt_finode[0];
	for (i = 0; i < RT_IMAGE_PAGES; i++) {
		struct page *page = rt_alloc_kernel_page();
		unsigned char *p = rt_page_address(page, "the page cache");
		int j;

		for (j = 0; j < (int) RT_PAGE_SIZE; j++)
			p[j] = (unsigned char) (j * 3 + i * 29 + 1);
		rt_kpage_cache[kpage_index(page)] = 1;
		rt_image_page[i] = page;
	}
	rt_finode[1].i_rdev = MKDEV(8, 16);
#if LINUX_VERSION_CODE >= KERNEL_VERSION(2, 5, 0)
	/* blkdev_open(): the file holds its block device open */
	rt_finode[1].i_bdev = bdget(MKDEV(8, 16));
	blkdev_get(rt_finode[1].i_bdev, FMODE_READ | FMODE_WRITE, 0);
#endif
}

/* at exit: the process closes them; the page cache keeps the pages */
static void rt_files_close(void)
{
	int i;

	if (!rt_fopened)
		return;
	for (i = 0; i < 3; i++)
		if (rt_frefs[i])
			rt_violation("fget() of fd %d without fput()", i + 3);
#if LINUX_VERSION_CODE >= KERNEL_VERSION(2, 5, 0)
	blkdev_put(rt_finode[1].i_bdev);
#endif
	for (i = 0; i < RT_IMAGE_PAGES; i++) {
		int k = kpage_index(rt_image_page[i]);

		if (rt_kpage_cache[k] != 1)
			rt_violation("page cache page %d: %d reference(s) never "
				     "released", k, rt_kpage_cache[k] - 1);
		rt_kpage_cache[k] = 0;
		rt_put_page(rt_image_page[i], "the page cache");
	}
}

struct file *fget(unsigned int fd)
{
	if (fd < 3 || fd > 5)
		return 0;
	rt_files_open();
	rt_frefs[fd - 3]++;
	return &rt_ffile[fd - 3];
}

void fput(struct file *file)
{
	int i = file - rt_ffile;

	if (file < rt_ffile || i >= 3 || rt_frefs[i] <= 0) {
		rt_violation("fput() of a file not taken with fget()");
		return;
	}
	rt_frefs[i]--;
}

/* the image's page cache: pages 0..15 are there, the others not */
static struct page *rt_find_lock_page(struct address_space *mapping,
				      unsigned long index)
{
	struct page *page;

	if (mapping != &rt_image_map || index >= RT_IMAGE_PAGES)
		return 0;
	page = rt_image_page[index];
	if (PageLocked(page))
		rt_violation("find_lock_page() of a page already locked: "
			     "sleeps forever");
	set_bit(PG_locked, &page->flags);
	rt_kpage_cache[kpage_index(page)]++;
	return page;
}

#if LINUX_VERSION_CODE < KERNEL_VERSION(2, 5, 0)
struct page *__find_lock_page(struct address_space *mapping,
			      unsigned long index, struct page **hash)
{
	(void) hash;
	return rt_find_lock_page(mapping, index);
}

unsigned int page_hash_bits;
struct page **page_hash_table;

void unlock_page(struct page *page)
{
	if (!PageLocked(page))
		rt_violation("unlock_page() of a page not locked");
	clear_bit(PG_locked, &page->flags);
}
#else
struct page *find_lock_page(struct address_space *mapping,
			    unsigned long index)
{
	return rt_find_lock_page(mapping, index);
}

/* one thread holds page locks: locking a locked page sleeps forever */
void lock_page(struct page *page)
{
	if (TestSetPageLocked(page))
		rt_violation("lock_page() of a page already locked: sleeps "
			     "forever");
}

void unlock_page(struct page *page)
{
	if (!TestClearPageLocked(page))
		rt_violation("unlock_page() of a page not locked");
}

/*
 * wait_on_page_locked(): sleeping lets the disk serve what is queued
 * (../blkrt/blk26.c); a page still locked then has no one left to unlock
 * it on the model's one CPU (the drivers' own threads do not hold page
 * locks across a sleep)
 */
void wait_on_page_bit(struct page *page, int bit_nr)
{
	rt_block_sleep();
	if (test_bit(bit_nr, &page->flags))
		rt_violation("wait_on_page_bit() of a page nobody will "
			     "unlock: sleeps forever");
}
#endif

/* pages left locked: nobody will ever unlock them */
static void rt_locked_pages(void)
{
	int i;

	for (i = 0; i < RT_UPAGES; i++)
		if (PageLocked(&rt_upage[i]))
			rt_violation("user page %d left locked", i);
	for (i = 0; i < RT_KPAGES; i++)
		if (rt_kpage_addr[i] && PageLocked(&rt_kpage[i]))
			rt_violation("kernel page %d left locked", i);
}

int rt_page_dirty(int idx)
{
	return PageDirty(&rt_upage[idx]) != 0;
}

void rt_page_set_reserved(int idx)
{
	SetPageReserved(&rt_upage[idx]);
}

int rt_page_reserved(int idx)
{
	return PageReserved(&rt_upage[idx]) != 0;
}

/*
 * The classes behind <linux/ctype.h>: ASCII, and ISO 8859-1's upper
 * half as Linux's lib/ctype.c has it (2.4 as 6.1: tolower() folds
 * 0xc0-0xde but 0xd7), so that a driver's case conversion of any byte
 * does here what it does in a real kernel (tests/boot61 compares them).
 */
unsigned char _ctype[256];

static void ctype_setup(void)
{
	int c;

	for (c = 0; c < 128; c++) {
		unsigned char m = 0;

		if (c >= 'A' && c <= 'Z')
			m |= _U;
		if (c >= 'a' && c <= 'z')
			m |= _L;
		if (c >= '0' && c <= '9')
			m |= _D;
		if ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') ||
		    (c >= 'A' && c <= 'F'))
			m |= _X;
		if (c < 32 || c == 127)
			m |= _C;
		if ((c >= 9 && c <= 13) || c == ' ')
			m |= _S;
		if (c == ' ')
			m |= _SP;
		if (c > 32 && c < 127 && !(m & (_U | _L | _D)))
			m |= _P;
		_ctype[c] = m;
	}
	_ctype[160] = _S | _SP;
	for (c = 161; c < 192; c++)
		_ctype[c] = _P;
	for (c = 192; c < 223; c++)
		_ctype[c] = c == 215 ? _P : _U;
	for (c = 223; c < 256; c++)
		_ctype[c] = c == 247 ? _P : _L;
}

void rt_glue_setup(void)
{
#if LINUX_VERSION_CODE < KERNEL_VERSION(2, 5, 0)
	int i;

	/* 2.4's page_address() reads ->virtual */
	for (i = 0; i < RT_UPAGES; i++)
		rt_upage[i].virtual = rt_kview + i * RT_PAGE_SIZE;
#endif
	ctype_setup();
}

/* one thread: nobody ever waits, so there is nobody to wake */
#if LINUX_VERSION_CODE < KERNEL_VERSION(2, 5, 0)
void __wake_up(wait_queue_head_t *q, unsigned int mode, int nr)
#else
void __wake_up(wait_queue_head_t *q, unsigned int mode, int nr, void *key)
#endif
{
	(void) q;
	(void) mode;
	(void) nr;
}

#if LINUX_VERSION_CODE < KERNEL_VERSION(2, 5, 0)
/* interrupts: one thread, nothing to mask */
static unsigned long rt_irq_flags;

unsigned long __zc_save_flags(void)
{
	return rt_irq_flags;
}

void __zc_restore_flags(unsigned long flags)
{
	rt_irq_flags = flags;
}

void __zc_cli(void)
{
	rt_irq_flags = 0;
}

void __zc_sti(void)
{
	rt_irq_flags = 1;
}

/* an IOMMU-less bus: the DMA address of an entry is its kernel address */
int pci_map_sg(struct pci_dev *hwdev, struct scatterlist *sg, int nents,
	       int direction)
{
	int i;

	(void) hwdev;
	(void) direction;
	for (i = 0; i < nents; i++) {
		char *va = sg[i].address;

		if (!va)
			va = (char *) rt_page_address(sg[i].page, "pci_map_sg") +
			     sg[i].offset;
		sg[i].dma_address = (dma_addr_t) (unsigned long) va;
	}
	return nents;
}

void pci_unmap_sg(struct pci_dev *hwdev, struct scatterlist *sg, int nents,
		  int direction)
{
	(void) hwdev;
	(void) sg;
	(void) nents;
	(void) direction;
}
#else
#include <linux/dma-mapping.h>

/*
 * Spinlocks in one thread: taking a held one would spin forever.  As on
 * x86, 1 is unlocked (SPIN_LOCK_UNLOCKED) and 0 held.
 */
void spin_lock(spinlock_t *lock)
{
	if (lock->lock != 1)
		rt_violation("spin_lock() of a spinlock already held: "
			     "deadlock");
	lock->lock = 0;
}

void spin_unlock(spinlock_t *lock)
{
	if (lock->lock != 0)
		rt_violation("spin_unlock() of a spinlock not held");
	lock->lock = 1;
}

void spin_lock_irq(spinlock_t *lock)
{
	spin_lock(lock);
}

void spin_unlock_irq(spinlock_t *lock)
{
	spin_unlock(lock);
}

void spin_lock_bh(spinlock_t *lock)
{
	spin_lock(lock);
}

void spin_unlock_bh(spinlock_t *lock)
{
	spin_unlock(lock);
}

/* an IOMMU-less bus: the DMA address of an entry is its kernel address */
int dma_map_sg(struct device *dev, struct scatterlist *sg, int nents,
	       enum dma_data_direction direction)
{
	int i;

	(void) dev;
	(void) direction;
	for (i = 0; i < nents; i++)
		sg[i].dma_address = (dma_addr_t) (unsigned long)
			((char *) rt_page_address(sg[i].page, "dma_map_sg") +
			 sg[i].offset);
	return nents;
}

void dma_unmap_sg(struct device *dev, struct scatterlist *sg, int nents,
		  enum dma_data_direction direction)
{
	(void) dev;
	(void) sg;
	(void) nents;
	(void) direction;
}

void __module_get(struct module *module)
{
	(void) module;
}

void module_put(struct module *module)
{
	(void) module;
}
#endif

/* ---- memory ---- */

#if LINUX_VERSION_CODE >= KERNEL_VERSION(2, 5, 0)
/* 2.6's are functions of the arch (2.4's are macros in <asm/page.h>) */
void clear_page(void *page)
{
	memset(page, 0, PAGE_SIZE);
}

void copy_page(void *to, void *from)
{
	memcpy(to, from, PAGE_SIZE);
}
#endif

void *kmalloc(size_t size, int flags)
{
	(void) flags;
	return rt_alloc(size, 'k');
}

void kfree(const void *p)
{
	rt_free(p, 'k');
}

#if LINUX_VERSION_CODE < KERNEL_VERSION(2, 5, 0)
void *__vmalloc(unsigned long size, int gfp_mask, pgprot_t prot)
{
	(void) gfp_mask;
	(void) prot;
	return rt_alloc(size, 'v');
}
#else
void *vmalloc(unsigned long size)
{
	return rt_alloc(size, 'v');
}
#endif

void vfree(void *p)
{
	rt_free(p, 'v');
}

#if LINUX_VERSION_CODE < KERNEL_VERSION(2, 5, 0)
unsigned long __generic_copy_to_user(void *to, const void *from,
				     unsigned long n)
#else
unsigned long copy_to_user(void __user *to, const void *from,
			   unsigned long n)
#endif
{
	return rt_copy_to_user((unsigned long) to, from, n);
}

#if LINUX_VERSION_CODE < KERNEL_VERSION(2, 5, 0)
unsigned long __generic_copy_from_user(void *to, const void *from,
				       unsigned long n)
#else
unsigned long copy_from_user(void *to, const void __user *from,
			     unsigned long n)
#endif
{
	return rt_copy_from_user(to, (unsigned long) from, n);
}

#if LINUX_VERSION_CODE < KERNEL_VERSION(2, 5, 0)
long __zc_get_user(void *kdst, const void *usrc, unsigned long size)
#else
long __zc_get_user(void *kdst, const volatile void __user *usrc,
		   unsigned long size)
#endif
{
	return rt_copy_from_user(kdst, (unsigned long) usrc, size) ? -EFAULT : 0;
}

#if LINUX_VERSION_CODE < KERNEL_VERSION(2, 5, 0)
long __zc_put_user(const void *ksrc, void *udst, unsigned long size)
#else
long __zc_put_user(const void *ksrc, volatile void __user *udst,
		   unsigned long size)
#endif
{
	return rt_copy_to_user((unsigned long) udst, ksrc, size) ? -EFAULT : 0;
}

/* ---- one thread: a down() that would sleep never returns ---- */

/*
 * Sleeping, on the one CPU: a thread that cannot go on lets the other
 * (a kernel thread, model.h) run until what it waits for happens; when
 * nothing can, it would sleep forever.
 */
void down(struct semaphore *sem)
{
	while (atomic_read(&sem->count) <= 0)
		if (!rt_yield()) {
			rt_violation("down() of a semaphore already held: "
				     "deadlock");
			break;
		}
	atomic_dec(&sem->count);
}

int down_interruptible(struct semaphore *sem)
{
	down(sem);
	return 0;
}

int down_trylock(struct semaphore *sem)
{
	if (atomic_read(&sem->count) <= 0)
		return 1;
	atomic_dec(&sem->count);
	return 0;
}

void up(struct semaphore *sem)
{
	atomic_inc(&sem->count);
	rt_progress();
}

/* wait until *done is set; 0, or -1 when that can never happen */
int rt_wait_done(unsigned int *done)
{
	while (!*done)
		if (!rt_yield())
			return -1;
	return 0;
}

#if LINUX_VERSION_CODE < KERNEL_VERSION(2, 5, 0)
/* 2.6's are in ../blkrt/blk26.c: a wait there lets the disk serve the bios */
void wait_for_completion(struct completion *x)
{
	if (rt_wait_done(&x->done))
		rt_violation("wait_for_completion() of something never "
			     "completed: sleeps forever");
	else
		x->done--;
}

void complete(struct completion *x)
{
	x->done++;
	rt_progress();
}

void daemonize(void)
{
}
#else
void daemonize(const char *name, ...)
{
	strncpy(current->comm, name, sizeof(current->comm) - 1);
}
#endif

int kernel_thread(int (*fn)(void *), void *arg, unsigned long flags)
{
	(void) flags;
	return rt_thread_start(fn, arg);
}

void complete_and_exit(struct completion *comp, long code)
{
	(void) code;
	if (comp)
		complete(comp);
	rt_thread_exit();
	for (;;)
		;
}

/* ---- the character device ---- */

static struct file_operations *rt_fops;
static unsigned int rt_major;
static struct inode rt_inode;
static struct dentry rt_dentry;
static struct file rt_file;

int register_chrdev(unsigned int major, const char *name,
		    struct file_operations *fops)
{
	(void) name;
	if (rt_fops)
		return -EBUSY;
	rt_fops = fops;
	rt_major = major ? major : 254;
	return major ? 0 : (int) rt_major;
}

int unregister_chrdev(unsigned int major, const char *name)
{
	(void) name;
	if (!rt_fops || major != rt_major) {
		rt_violation("unregister_chrdev(%u) of a major not registered",
			     major);
		return -EINVAL;
	}
	rt_fops = 0;
	return 0;
}

/*
 * A driver without module_init()/module_exit() (extent_dio: a file
 * system's address space operations) loads and unloads doing nothing.
 */
int __attribute__((weak)) init_module(void)
{
	return 0;
}

void __attribute__((weak)) cleanup_module(void)
{
}

int rt_module_init(void)
{
	int ret;

	rt_glue_setup();
	ret = init_module();
	if (!ret)
		rt_card_loaded();
	return ret;
}

void rt_module_exit(void)
{
	cleanup_module();
	if (rt_fops)
		rt_violation("module exit left its character device registered");
	rt_locked_pages();
	rt_files_close();
	rt_block_finish();
	if (rt_threads_live())
		rt_violation("a kernel thread still runs after module exit");
}

int rt_has_fop(const char *name)
{
	if (!rt_fops)
		return 0;
	if (!strcmp(name, "read"))
		return rt_fops->read != 0;
	if (!strcmp(name, "write"))
		return rt_fops->write != 0;
	if (!strcmp(name, "ioctl"))
		return rt_fops->ioctl != 0;
	if (!strcmp(name, "readv"))
		return rt_fops->readv != 0 || rt_fops->writev != 0;
	return 0;
}

long rt_sys_open(int minor)
{
	if (!rt_fops && rt_fs_present())
		return rt_fs_open(minor);
	if (!rt_fops)
		return -ENODEV;
	rt_inode.i_rdev = MKDEV(rt_major, minor);
	rt_dentry.d_inode = &rt_inode;
	rt_file.f_dentry = &rt_dentry;
	rt_file.f_pos = 0;
	rt_file.f_op = rt_fops;
	rt_file.private_data = 0;
	return rt_fops->open ? rt_fops->open(&rt_inode, &rt_file) : 0;
}

long rt_sys_release(void)
{
	if (!rt_fops && rt_fs_present())
		return rt_fs_release();
	return rt_fops->release ? rt_fops->release(&rt_inode, &rt_file) : 0;
}

long rt_sys_read(unsigned long ubuf, unsigned long count, long long *pos)
{
	loff_t p = *pos;
	long ret;

	if (!rt_fops && rt_fs_present()) {
		ret = rt_fs_read(ubuf, count, pos);
		rt_block_after_call();
		return ret;
	}
	if (!rt_fops->read)
		return -EINVAL;
	ret = rt_fops->read(&rt_file, (char __user *) ubuf, count, &p);
	*pos = p;
	rt_block_after_call();
	return ret;
}

long rt_sys_write(unsigned long ubuf, unsigned long count, long long *pos)
{
	loff_t p = *pos;
	long ret;

	if (!rt_fops && rt_fs_present()) {
		ret = rt_fs_write(ubuf, count, pos);
		rt_block_after_call();
		return ret;
	}
	if (!rt_fops->write)
		return -EINVAL;
	ret = rt_fops->write(&rt_file, (const char __user *) ubuf, count, &p);
	*pos = p;
	rt_block_after_call();
	return ret;
}

long rt_sys_ioctl(unsigned int cmd, unsigned long arg)
{
	long ret;

	if (!rt_fops->ioctl)
		return -ENOTTY;
	ret = rt_fops->ioctl(&rt_inode, &rt_file, cmd, arg);
	rt_block_after_call();
	return ret;
}

/*
 * readv()/writev(): the system call copies the iovec array into the
 * kernel (-EFAULT if it cannot, -EINVAL for more than UIO_MAXIOV
 * segments or a total that overflows) and hands it to the driver, the
 * same in both kernels.
 */
#define RT_UIO_MAXIOV 1024
static long rt_sys_rwv(int write, unsigned long uiov, unsigned long nr,
		       long long *pos)
{
	static struct iovec iov[RT_UIO_MAXIOV];
	unsigned long i;
	long total = 0;
	loff_t p = *pos;
	long ret;

	if (nr > RT_UIO_MAXIOV)
		return -EINVAL;
	if (rt_copy_from_user(iov, uiov, nr * sizeof(struct iovec)))
		return -EFAULT;
	for (i = 0; i < nr; i++) {
		if ((long) iov[i].iov_len < 0 ||
		    total + (long) iov[i].iov_len < total)
			return -EINVAL;
		total += iov[i].iov_len;
	}
	if (!rt_fops && rt_fs_present())
		ret = rt_fs_rwv(write, iov, nr, &p);
	else if (write ? !rt_fops->writev : !rt_fops->readv)
		return -EINVAL;
	else
		ret = write ? rt_fops->writev(&rt_file, iov, nr, &p) :
			      rt_fops->readv(&rt_file, iov, nr, &p);
	*pos = p;
	rt_block_after_call();
	return ret;
}

long rt_sys_readv(unsigned long iov, unsigned long nr, long long *pos)
{
	return rt_sys_rwv(0, iov, nr, pos);
}

long rt_sys_writev(unsigned long iov, unsigned long nr, long long *pos)
{
	return rt_sys_rwv(1, iov, nr, pos);
}
