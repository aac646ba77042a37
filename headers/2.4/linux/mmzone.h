#ifndef _LINUX_MMZONE_H
#define _LINUX_MMZONE_H

/*
 * zcport model of the Linux 2.4 API: memory zones (only what the
 * page allocator prototypes need).
 */

#ifdef __KERNEL__

#include <linux/config.h>
#include <linux/spinlock.h>
#include <linux/list.h>

#define MAX_ORDER 10

typedef struct free_area_struct {
	struct list_head	free_list;
	unsigned long		*map;
} free_area_t;

struct pglist_data;

typedef struct zone_struct {
	spinlock_t		lock;
	unsigned long		free_pages;
	unsigned long		pages_min, pages_low, pages_high;
	int			need_balance;
	free_area_t		free_area[MAX_ORDER];
	struct pglist_data	*zone_pgdat;
	struct page		*zone_mem_map;
	unsigned long		zone_start_paddr;
	unsigned long		zone_start_mapnr;
	char			*name;
	unsigned long		size;
} zone_t;

#define ZONE_DMA	0
#define ZONE_NORMAL	1
#define ZONE_HIGHMEM	2
#define MAX_NR_ZONES	3

typedef struct zonelist_struct {
	zone_t *zones[MAX_NR_ZONES + 1];
} zonelist_t;

#define GFP_ZONEMASK	0x0f

typedef struct pglist_data {
	zone_t			node_zones[MAX_NR_ZONES];
	zonelist_t		node_zonelists[GFP_ZONEMASK + 1];
	int			nr_zones;
	struct page		*node_mem_map;
	unsigned long		*valid_addr_bitmap;
	struct bootmem_data	*bdata;
	unsigned long		node_start_paddr;
	unsigned long		node_start_mapnr;
	unsigned long		node_size;
	int			node_id;
	struct pglist_data	*node_next;
} pg_data_t;

extern int numnodes;
extern pg_data_t *pgdat_list;
extern pg_data_t contig_page_data;

#define NODE_DATA(nid)		(&contig_page_data)
#define NODE_MEM_MAP(nid)	mem_map

/* swap entries (used by swapin_readahead) */
typedef struct {
	unsigned long val;
} swp_entry_t;

#endif /* __KERNEL__ */

#endif /* _LINUX_MMZONE_H */
