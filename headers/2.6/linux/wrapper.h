/*
 * zcport model of early Linux 2.6: <linux/wrapper.h>
 * mem_map_reserve()/mem_map_unreserve() as early 2.6 still had them:
 * thin wrappers around SetPageReserved()/ClearPageReserved().
 */
#ifndef _ZC26_LINUX_WRAPPER_H
#define _ZC26_LINUX_WRAPPER_H

#include <linux/mm.h>

#define mem_map_reserve(p)	SetPageReserved(p)
#define mem_map_unreserve(p)	ClearPageReserved(p)

#endif
