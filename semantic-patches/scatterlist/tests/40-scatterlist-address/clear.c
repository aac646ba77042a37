/* entries filled from a kiobuf's pages: the clearing goes */
static int build(struct kiobuf *iobuf, struct scatterlist *sg)
{
	int i;

	for (i = 0; i < iobuf->nr_pages; i++) {
		sg[i].address = NULL;
		sg[i].page = iobuf->maplist[i];
		sg[i].length = PAGE_SIZE;
	}
	return i;
}

/* the page set first, through a pointer */
static void one(struct kiobuf *kb, struct scatterlist *sgp)
{
	sgp->page = kb->maplist[0];
	sgp->offset = kb->offset;
	sgp->address = NULL;
}

/* kernel buffers: no kiobuf, nothing to port */
static void teardown(struct scatterlist *sclp, int n)
{
	int k;

	for (k = 0; k < n && sclp->address; ++k, ++sclp) {
		kfree(sclp->address);
		sclp->address = NULL;
		sclp->length = 0;
	}
}

/* pages of the driver's own, not a kiobuf's */
static int own(struct page **pages, int n, struct scatterlist *sg)
{
	struct scatterlist tail;
	int i;

	for (i = 0; i < n; i++) {
		sg[i].address = NULL;
		sg[i].page = pages[i];
	}
	tail.address = NULL;
	return n;
}
