/*
 * A size that only fed alloc_kiovec_sz() goes with the call
 * (20-kiovec-alloc), though no kiobuf use is on or next to its line.
 */
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/iobuf.h>

struct sl_dev {
	struct kiobuf *iobuf;
	int opened;
};

static int sl_open(struct sl_dev *d)
{
	int nbh = 16;
	int err;
	int tries;

	d->opened = 1;
	tries = 0;
	err = alloc_kiovec_sz(1, &d->iobuf, &nbh);
	return err ? err : tries;
}
