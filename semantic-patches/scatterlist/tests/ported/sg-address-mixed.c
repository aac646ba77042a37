/*
 * Two uses of page_address() of pinned pages in one function, neither
 * converted: one kept in the driver's own struct, one stored as a DMA
 * scatterlist entry's address.  Each site gets the advice for its own
 * line: kmap() for the first, sg->page/offset for the second.  A use
 * converted above them (kmap() and kunmap() add a line) must not shift
 * which advice goes to which line.
 */
#include <linux/kernel.h>
#include <linux/mm.h>
#include <linux/string.h>
#include <linux/iobuf.h>
#include <asm/scatterlist.h>

struct mx_req {
	struct scatterlist *sgl;
};

struct mx_buf {
	char *address;			/* the driver's own, no scatterlist */
};

static void mx_peek(struct kiobuf *kb, char *dst)
{
	memcpy(dst, page_address(kb->maplist[0]), 16);
}

static void mx_both(struct mx_req *rq, struct mx_buf *b, struct kiobuf *kb)
{
	b->address = page_address(kb->maplist[1]);
	rq->sgl[0].address = page_address(kb->maplist[0]);
}
