/*
 * A scatterlist filled from a kiobuf's pages beside one that holds
 * kernel buffers (the shape of a SCSI generic driver's direct I/O and
 * its buffer teardown).  Only the first is kiobuf code.
 */
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/slab.h>
#include <linux/iobuf.h>
#include <asm/scatterlist.h>

struct st_hold {
	struct scatterlist *list;
	int nents;
	struct kiobuf *iobuf;
};

/* the entries name the mapped pages */
static int st_build(struct st_hold *h)
{
	int i;

	for (i = 0; i < h->iobuf->nr_pages; i++) {
		h->list[i].address = NULL;
		h->list[i].page = h->iobuf->maplist[i];
		h->list[i].offset = 0;
		h->list[i].length = PAGE_SIZE;
	}
	h->nents = i;
	return i;
}

/* kernel buffers the driver allocated: no kiobuf here */
static void st_free_bounce(struct st_hold *h)
{
	struct scatterlist *sclp = h->list;
	int k;

	for (k = 0; k < h->nents && sclp->address; ++k, ++sclp) {
		kfree(sclp->address);
		sclp->address = NULL;
		sclp->length = 0;
	}
}

int st_map(struct st_hold *h, unsigned long uaddr, size_t len)
{
	int err = map_user_kiobuf(READ, h->iobuf, uaddr, len);

	if (err)
		return err;
	st_build(h);
	st_free_bounce(h);
	unmap_kiobuf(h->iobuf);
	return 0;
}

#if LINUX_VERSION_CODE < KERNEL_VERSION(2,5,0)
/* a 2.4 branch, left alone whole */
static void st_old(struct st_hold *h, struct kiobuf *kb)
{
	h->list[0].address = NULL;
	h->list[0].page = kb->maplist[0];
}
#endif
