/* xdev: the pinned pages of the device, released one by one */
#include <linux/kernel.h>
#include <linux/mm.h>
#include <linux/pagemap.h>

#include "xdev.h"

void xdev_put_pages(struct xdev *xd)
{
	int i;

	for (i = 0; i < xd->npages; i++)
		page_cache_release(xd->pages[i]);
	xd->npages = 0;
}
