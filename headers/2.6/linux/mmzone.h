/* zcport model of Linux 2.6: <linux/mmzone.h> (the parts drivers see) */
#ifndef _ZC26_LINUX_MMZONE_H
#define _ZC26_LINUX_MMZONE_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#ifdef __KERNEL__

#include <linux/config.h>
#include <linux/spinlock.h>
#include <linux/list.h>
#include <linux/wait.h>
#include <linux/cache.h>
#include <asm/atomic.h>

#define MAX_ORDER	11

#define ZONE_DMA	0
#define ZONE_NORMAL	1
#define ZONE_HIGHMEM	2
#define MAX_NR_ZONES	3

struct zone;
struct pglist_data;
typedef struct pglist_data pg_data_t;

extern struct pglist_data contig_page_data;
#define NODE_DATA(nid)		(&contig_page_data)
#define numnodes		1

#endif /* __KERNEL__ */

#endif
