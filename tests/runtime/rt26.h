/*
 * rt26.h: a user-space model of the Linux 2.6 API the user_pages helpers
 * use, for running them: user memory as pages with a reference count, a
 * dirty bit and a reserved bit; mmap_sem as a counted rw-semaphore;
 * get_user_pages() that takes references and can be told to pin fewer
 * pages than asked, or fail; kmalloc()/kfree() that count.
 *
 * Page locks know their owner (page->locked: RT_OURS, or RT_OTHER for
 * another task's): lock_page() sleeping while the caller holds other
 * page locks (ABBA), or on one it holds, is a violation; a page another
 * task locked is released when the caller waits on it.
 *
 * It enforces what a correct caller must do and records what it saw, so
 * a test can check it: get_user_pages() only with mmap_sem held for read
 * (rt_violations), no reference dropped that was not taken, every
 * allocation freed (rt_check_end()).  The block layer on top of it is
 * tests/blkrt/blk.h's.
 */
#ifndef RT26_H
#define RT26_H

#include <limits.h>
#include <stddef.h>
#include <string.h>

#define PAGE_SHIFT	12
#define PAGE_SIZE	(1UL << PAGE_SHIFT)
#define PAGE_MASK	(~(PAGE_SIZE - 1))
#define GFP_KERNEL	0
#define EINVAL		22
#define EFAULT		14
#define ENOMEM		12
#define EAGAIN		11

struct page {
	int count;		/* 1 while mapped in the process */
	int dirty;
	int reserved;
	int locked;		/* page lock: 0, RT_OURS, RT_OTHER */
	unsigned char data[1 << 12];
};

struct rw_semaphore {
	int readers, writers;
};

struct mm_struct {
	struct rw_semaphore mmap_sem;
};

struct task_struct {
	struct mm_struct *mm;
};

struct vm_area_struct;

extern struct mm_struct rt_mm;
extern struct task_struct rt_task;
#define current (&rt_task)

/* the model's user memory: rt_npages pages starting at rt_base */
#define RT_MAX_PAGES 1024
extern struct page rt_pages[RT_MAX_PAGES];
extern unsigned long rt_base;
extern int rt_pin_limit;	/* pin at most this many (-1: all) */
extern int rt_fail;		/* get_user_pages() returns -rt_fail */
extern int rt_violations;	/* rules broken, see rt_report */
extern int rt_last_write;	/* the write flag of the last pin */
extern long rt_allocs;		/* kmalloc()s not yet kfree()d */
extern char rt_report[4096];

void down_read(struct rw_semaphore *s);
void up_read(struct rw_semaphore *s);
int get_user_pages(struct task_struct *tsk, struct mm_struct *mm,
		   unsigned long start, int len, int write, int force,
		   struct page **pages, struct vm_area_struct **vmas);
void page_cache_release(struct page *page);
void flush_dcache_page(struct page *page);
void *kmalloc(size_t size, int flags);
void kfree(const void *p);

#define PageReserved(page)	((page)->reserved)
#define SetPageDirty(page)	((page)->dirty = 1)
/* the model runs the helpers in process context */
#define in_interrupt()		0
#define irqs_disabled()		0
/* the dirty bit, and the mapping told (not modelled here: tests/diffrt) */
int set_page_dirty_lock(struct page *page);

#define RT_OURS		1
#define RT_OTHER	2
void lock_page(struct page *page);
void unlock_page(struct page *page);
int TestSetPageLocked(struct page *page);
void wait_on_page_locked(struct page *page);

void rt_reset(void);
void rt_violation(const char *fmt, ...);
/* after a call: every allocation freed, every pin released, no page
 * left locked by the caller */
void rt_check_end(void);

#endif
