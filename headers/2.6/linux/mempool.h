/*
 * zcport model of the Linux 2.6 kernel API: <linux/mempool.h>
 */
#ifndef _ZC26_LINUX_MEMPOOL_H
#define _ZC26_LINUX_MEMPOOL_H

#include <linux/list.h>
#include <linux/wait.h>
#include <linux/spinlock.h>

typedef void *(mempool_alloc_t)(int gfp_mask, void *pool_data);
typedef void (mempool_free_t)(void *element, void *pool_data);

typedef struct mempool_s {
	spinlock_t lock;
	int min_nr;
	int curr_nr;
	void **elements;

	void *pool_data;
	mempool_alloc_t *alloc;
	mempool_free_t *free;
	wait_queue_head_t wait;
} mempool_t;

extern mempool_t *mempool_create(int min_nr, mempool_alloc_t *alloc_fn,
				 mempool_free_t *free_fn, void *pool_data);
extern int mempool_resize(mempool_t *pool, int new_min_nr,
			  unsigned int gfp_mask);
extern void mempool_destroy(mempool_t *pool);
extern void *mempool_alloc(mempool_t *pool, unsigned int gfp_mask);
extern void mempool_free(void *element, mempool_t *pool);

/* pools backed by a slab cache (pool_data is the kmem_cache_t *) */
extern void *mempool_alloc_slab(int gfp_mask, void *pool_data);
extern void mempool_free_slab(void *element, void *pool_data);

#endif
