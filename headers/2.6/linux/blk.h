/*
 * zcport model of early Linux 2.6: <linux/blk.h>
 * In 2.6 this header no longer defines the 2.4 MAJOR_NR machinery
 * (CURRENT, INIT_REQUEST, DEVICE_NAME, the static end_request ...);
 * it only pulls in the block-layer headers, as the early 2.6 kernels'
 * compatibility stub did.
 */
#ifndef _ZC26_LINUX_BLK_H
#define _ZC26_LINUX_BLK_H

#include <linux/blkdev.h>
#include <linux/elevator.h>
#include <linux/config.h>
#include <linux/spinlock.h>
#include <linux/compiler.h>

#endif
