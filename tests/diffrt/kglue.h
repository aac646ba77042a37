/*
 * kglue.h: what kglue.c gives the two kernel-specific halves of a model
 * kernel (kiobuf24.c, gup26.c).  Kernel side only: include after the
 * kernel model headers.
 */
#ifndef DIFFRT_KGLUE_H
#define DIFFRT_KGLUE_H

#ifndef __user
#define __user
#endif

/* the struct pages of the model's user memory, indexed like model.h */
extern struct page rt_upage[];

/* index of a user page, or -1 for any other page */
int rt_upage_index(struct page *page);

/*
 * The kernel address of a page.  A user page must be pinned; who names
 * the caller's API function for the violation message.
 */
void *rt_page_address(struct page *page, const char *who);

/* a fresh kernel page with one reference, or NULL */
struct page *rt_alloc_kernel_page(void);

/* drop one reference: unpins a user page, frees a kernel page */
void rt_put_page(struct page *page, const char *who);

/*
 * The n-th kernel page (from 0) the driver's module init allocated and
 * still holds, in allocation order, or NULL (card.c's staging area)
 */
struct page *rt_init_kernel_page(int n);

/* the SV-6 card (card.c): the module was loaded, capture a first time */
void rt_card_loaded(void);

/* non-zero when sem is current->mm->mmap_sem */
int rt_is_mmap_sem(void *sem);

/* sleep until *done is non-zero; -1 when nothing can make it so */
int rt_wait_done(unsigned int *done);

/*
 * The block layer of each kernel (blk24.c, ../blkrt/blk26.c, whose
 * blk26.h says more): checks after every system call (nothing left in
 * flight) and at module exit (every bio put, every device closed and
 * its reference dropped); in 2.6, a task that sleeps lets the disk serve
 * what is queued (rt_block_sleep()).
 */
void rt_block_after_call(void);
void rt_block_finish(void);
void rt_block_sleep(void);

#endif /* DIFFRT_KGLUE_H */
