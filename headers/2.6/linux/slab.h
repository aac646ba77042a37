/*
 * zcport model of the Linux 2.6 kernel API: <linux/slab.h>
 * kmalloc/kfree and the slab caches.
 */
#ifndef _ZC26_LINUX_SLAB_H
#define _ZC26_LINUX_SLAB_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#if defined(__KERNEL__)

typedef struct kmem_cache_s kmem_cache_t;

#include <linux/config.h>
#include <linux/gfp.h>
#include <linux/init.h>
#include <linux/types.h>
#include <asm/page.h>
#include <asm/cache.h>
#include <asm/atomic.h>

/* 2.4-era names for the allocation flags */
#define SLAB_NOFS		GFP_NOFS
#define SLAB_NOIO		GFP_NOIO
#define SLAB_ATOMIC		GFP_ATOMIC
#define SLAB_USER		GFP_USER
#define SLAB_KERNEL		GFP_KERNEL
#define SLAB_DMA		GFP_DMA

#define SLAB_LEVEL_MASK		__GFP_BITS_MASK
#define SLAB_NO_GROW		__GFP_NO_GROW

/* kmem_cache_create() flags */
#define SLAB_DEBUG_FREE		0x00000100UL
#define SLAB_DEBUG_INITIAL	0x00000200UL
#define SLAB_RED_ZONE		0x00000400UL
#define SLAB_POISON		0x00000800UL
#define SLAB_NO_REAP		0x00001000UL
#define SLAB_HWCACHE_ALIGN	0x00002000UL
#define SLAB_CACHE_DMA		0x00004000UL
#define SLAB_MUST_HWCACHE_ALIGN	0x00008000UL
#define SLAB_STORE_USER		0x00010000UL
#define SLAB_RECLAIM_ACCOUNT	0x00020000UL
#define SLAB_PANIC		0x00040000UL

/* flags passed to a cache constructor */
#define SLAB_CTOR_CONSTRUCTOR	0x001UL
#define SLAB_CTOR_ATOMIC	0x002UL
#define SLAB_CTOR_VERIFY	0x004UL

extern void kmem_cache_init(void);

extern kmem_cache_t *kmem_cache_create(const char *, size_t, size_t,
		unsigned long,
		void (*)(void *, kmem_cache_t *, unsigned long),
		void (*)(void *, kmem_cache_t *, unsigned long));
extern int kmem_cache_destroy(kmem_cache_t *);
extern int kmem_cache_shrink(kmem_cache_t *);
extern void *kmem_cache_alloc(kmem_cache_t *, int);
extern void kmem_cache_free(kmem_cache_t *, void *);
extern unsigned int kmem_cache_size(kmem_cache_t *);

struct cache_sizes {
	size_t		cs_size;
	kmem_cache_t	*cs_cachep;
	kmem_cache_t	*cs_dmacachep;
};
extern struct cache_sizes malloc_sizes[];

extern void *kmalloc(size_t size, int flags);
extern void *kcalloc(size_t n, size_t size, int flags);
extern void kfree(const void *);

extern int kmem_cache_reap(int);
extern int kmem_ptr_validate(kmem_cache_t *cachep, void *ptr);

/* system-wide caches */
extern kmem_cache_t *vm_area_cachep;
extern kmem_cache_t *names_cachep;
extern kmem_cache_t *files_cachep;
extern kmem_cache_t *filp_cachep;
extern kmem_cache_t *fs_cachep;
extern kmem_cache_t *signal_cachep;
extern kmem_cache_t *sighand_cachep;
extern kmem_cache_t *bio_cachep;

extern atomic_t slab_reclaim_pages;

#endif /* __KERNEL__ */

#endif
