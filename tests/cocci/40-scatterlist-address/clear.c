static int build(struct page **pages, int n, struct scatterlist *sg)
{
	struct scatterlist one;
	int i;

	for (i = 0; i < n; i++) {
		sg[i].address = NULL;
		sg[i].page = pages[i];
	}
	one.address = NULL;
	(sg + 1)->address = NULL;
	return n;
}
