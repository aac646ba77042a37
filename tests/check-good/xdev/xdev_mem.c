/* xdev: the device's page array, released here */
#include <linux/kernel.h>
#include <linux/mm.h>
#include <linux/pagemap.h>
#include <linux/slab.h>

#include "xdev.h"

static void xdev_put_pages(struct xdev *xd)
{
	int i;

	for (i = 0; i < xd->npages; i++)
		page_cache_release(xd->pages[i]);
	xd->npages = 0;
}

void xdev_free_pages(struct xdev *xd)
{
	xdev_put_pages(xd);
	kfree(xd->pages);
	xd->pages = NULL;
}
