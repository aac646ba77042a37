/*
 * xdev: the device's page array, freed here (the pages are released by
 * xdev_put_pages(), in xdev_put.c)
 */
#include <linux/kernel.h>
#include <linux/slab.h>

#include "xdev.h"

void xdev_free_pages(struct xdev *xd)
{
	xdev_put_pages(xd);
	kfree(xd->pages);
	xd->pages = NULL;
}
