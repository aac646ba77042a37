#define XX_SECTORS 128

static struct kiobuf *xx_iobuf;

int xx_open_sz(void)
{
	int sz[2] = { XX_SECTORS, XX_SECTORS };
	struct kiobuf *vec[2];
	int err;

	err = alloc_kiovec_sz(2, vec, sz);
	if (err)
		return err;
	free_kiovec_sz(2, vec, sz);
	return 0;
}

int xx_open_one(void)
{
	int nbh = XX_SECTORS;

	if (alloc_kiovec_sz(1, &xx_iobuf, &nbh))
		return -ENOMEM;
	return 0;
}

/* the size array is used for more than the calls: it stays */
int xx_open_kept(int *out)
{
	int sz[1] = { XX_SECTORS };
	int err;

	err = alloc_kiovec_sz(1, &xx_iobuf, sz);
	*out = sz[0];
	return err;
}

void xx_close(int *sizes)
{
	free_kiovec_sz(1, &xx_iobuf, sizes + 0);
}

/* a size from a call keeps its declaration: the call may matter */
int xx_open_call(void)
{
	int nbh = xx_sectors_for(xx_iobuf);

	return alloc_kiovec_sz(1, &xx_iobuf, &nbh);
}
