/*
 * blk24.h: what ../blkrt/brw24.c (2.4's brw_kiovec() over buffer heads,
 * one copy for every block test) needs of the 2.4 model kernel: built
 * with -DBRW24_KERNEL against headers/2.4 (see brw24.c's head).
 *
 * A head's page must be one the kernel can address: a pinned user page,
 * a kernel page, a vmalloc()ed page (rt_page_address() reports any
 * other).  The device is the disk.h disk its major and minor name
 * (rt_disk_of(), model.h), or none.
 */
#ifndef DIFFRT_BLK24_H
#define DIFFRT_BLK24_H

#include <linux/kernel.h>
#include <linux/string.h>
#include <linux/mm.h>
#include <linux/fs.h>
#include <linux/iobuf.h>
#include "model.h"
#include "kglue.h"

#define BRW24_DEV_T		kdev_t
#define BRW24_DATA(page)	((unsigned char *) rt_page_address(page, "brw_kiovec"))
#define BRW24_DISK(dev)		rt_disk_of(MAJOR(dev), MINOR(dev))

#endif
