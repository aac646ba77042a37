/*
 * zcport model of Linux 2.6: <linux/swap.h> (the parts drivers use)
 */
#ifndef _ZC26_LINUX_SWAP_H
#define _ZC26_LINUX_SWAP_H

#include <linux/config.h>
#include <linux/spinlock.h>
#include <linux/mmzone.h>
#include <linux/list.h>
#include <linux/sched.h>
#include <asm/atomic.h>
#include <asm/page.h>

#define SWAP_FLAG_PREFER	0x8000
#define SWAP_FLAG_PRIO_MASK	0x7fff
#define SWAP_FLAG_PRIO_SHIFT	0

typedef struct {
	unsigned long val;
} swp_entry_t;

struct page;
struct address_space;
struct sysinfo;
struct writeback_control;
struct zone;

struct reclaim_state {
	unsigned long reclaimed_slab;
};

extern unsigned long totalram_pages;
extern unsigned long totalhigh_pages;
extern long nr_swap_pages;
extern unsigned int nr_free_pages(void);
extern unsigned int nr_free_pages_pgdat(pg_data_t *pgdat);
extern unsigned int nr_free_buffer_pages(void);
extern unsigned int nr_free_pagecache_pages(void);

extern void lru_cache_add(struct page *);
extern void lru_cache_add_active(struct page *);
extern void activate_page(struct page *);
extern void mark_page_accessed(struct page *);
extern void lru_add_drain(void);
extern int rotate_reclaimable_page(struct page *page);
extern void swap_setup(void);

extern int try_to_free_pages(struct zone **, unsigned int, unsigned int);
extern int shrink_all_memory(int);
extern int vm_swappiness;

extern struct address_space swapper_space;
extern void si_swapinfo(struct sysinfo *);

#endif
