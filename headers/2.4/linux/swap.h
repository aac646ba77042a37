#ifndef _LINUX_SWAP_H
#define _LINUX_SWAP_H

/*
 * zcport model of the Linux 2.4 API: swap and page reclaim entry
 * points (the parts drivers touch).
 */

#include <linux/linkage.h>
#include <linux/spinlock.h>
#include <linux/wait.h>
#include <asm/atomic.h>
#include <asm/page.h>

#define SWAP_FLAG_PREFER	0x8000
#define SWAP_FLAG_PRIO_MASK	0x7fff
#define SWAP_FLAG_PRIO_SHIFT	0

#define MAX_SWAPFILES		32

#ifdef __KERNEL__

struct page;
struct sysinfo;

extern int nr_swap_pages;

extern unsigned int nr_free_pages(void);
extern unsigned int nr_free_buffer_pages(void);
extern int nr_active_pages;
extern int nr_inactive_pages;
extern atomic_t nr_async_pages;
extern atomic_t page_cache_size;
extern atomic_t buffermem_pages;
extern spinlock_t pagecache_lock;

extern void FASTCALL(lru_cache_add(struct page *));
extern void FASTCALL(__lru_cache_del(struct page *));
extern void FASTCALL(lru_cache_del(struct page *));

extern void FASTCALL(activate_page(struct page *));

extern void swap_setup(void);

extern wait_queue_head_t kswapd_wait;

extern void si_swapinfo(struct sysinfo *);
extern spinlock_t pagemap_lru_lock;

extern void FASTCALL(mark_page_accessed(struct page *));

#endif /* __KERNEL__ */

#endif /* _LINUX_SWAP_H */
