/*
 * page_address() of a pinned page stored as a DMA scatterlist entry's
 * address (2.4's way to name a segment) gets the 2.6 advice: the entry's
 * page and offset.  Other stores keep the kmap() advice, and a use by the
 * CPU is converted.
 */
#include <linux/kernel.h>
#include <linux/mm.h>
#include <linux/pci.h>
#include <linux/iobuf.h>
#include <asm/scatterlist.h>

struct sa_req {
	struct scatterlist *sgl;	/* handed to pci_map_sg() */
	int nents;
};

struct sa_buf {
	char *address;			/* the driver's own, no scatterlist */
};

/* through a member, with a cast and an offset */
static void sa_fill(struct sa_req *rq, struct kiobuf *kb)
{
	int i, off = kb->offset;

	for (i = 0; i < kb->nr_pages; i++) {
		rq->sgl[i].address = (char *) page_address(kb->maplist[i]) + off;
		rq->sgl[i].length = PAGE_SIZE - off;
		off = 0;
	}
	rq->nents = i;
}

/* through a pointer to the entry, no offset */
static void sa_first(struct scatterlist *sclp, struct kiobuf *kb)
{
	sclp->address = page_address(kb->maplist[0]);
	sclp->length = PAGE_SIZE;
}

/* an address member of the driver's own struct: no scatterlist */
static void sa_keep(struct sa_buf *b, struct kiobuf *kb)
{
	b->address = page_address(kb->maplist[0]);
}

/* written by the CPU: kmap() */
static void sa_zero(struct kiobuf *kb)
{
	memset(page_address(kb->maplist[0]), 0, PAGE_SIZE);
}

int sa_setup(struct sa_req *rq, struct sa_buf *b, struct kiobuf *kb)
{
	sa_fill(rq, kb);
	sa_first(rq->sgl, kb);
	sa_keep(b, kb);
	sa_zero(kb);
	return 0;
}
