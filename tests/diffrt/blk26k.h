/*
 * blk26k.h: what ../blkrt/blk26.c (2.6.9's block layer, one model for
 * every block test) needs of the 2.6 model kernel: built with
 * -D__KERNEL__ against headers/2.6 (see blk26.h's head).
 *
 * A device number is the disk rt_disk_of() names (model.h: 8:0 and
 * 8:16), or none.  A segment's page is read and written through
 * rt_page_address(): a pinned user page, a kernel page, a vmalloc()ed
 * one; I/O on a user page released before it was done is a violation,
 * and the segment fails.  The bios are the model kernel's own memory,
 * not the driver's.  A wait yields to the kernel threads (kglue.c).
 */
#ifndef DIFFRT_BLK26K_H
#define DIFFRT_BLK26K_H

#include <linux/kernel.h>
#include <linux/string.h>
#include <linux/mm.h>
#include <linux/fs.h>
#include <linux/bio.h>
#include <linux/blkdev.h>
#include <linux/genhd.h>
#include <linux/completion.h>
#include "model.h"
#include "kglue.h"

#define BLK26_DISK(dev)		rt_disk_of(MAJOR(dev), MINOR(dev))
#define BLK26_DATA(page)	((unsigned char *) rt_page_address(page, "bio I/O"))
#define BLK26_ALLOC(n)		rt_raw_alloc(n)
#define BLK26_FREE(p)		rt_raw_free(p)
/* 0 once *done is set, -1 when nothing can set it */
#define BLK26_WAIT(done)	rt_wait_done(done)
#define BLK26_PROGRESS()	rt_progress()
#define BLK26_PAGE_OK(page)	rt_page_for_io(page)

static inline int rt_page_for_io(struct page *page)
{
	int idx = rt_upage_index(page);

	if (idx >= 0 && !rt_pins(idx)) {
		rt_violation("bio on user page %d, which was released before "
			     "its I/O was done", idx);
		return 0;
	}
	return 1;
}

#endif
