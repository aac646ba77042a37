/*
 * hidden_iobuf.c - a driver that never includes <linux/iobuf.h> itself
 * (in its own 2.4 tree a subsystem header pulled it in), and fills a
 * kiobuf's page vector by hand.
 *
 * zcport test input (tests/t-same-answer.sh): parsed with only the model
 * headers it includes, struct kiobuf is incomplete, its member writes
 * vanish from the AST and the file looked convertible; parsed through
 * the old precompiled header of all model headers, the writes were
 * seen and every site was flagged page-vector.  The right answer is the
 * second, in every run.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/mm.h>

static int hi_fill(struct kiobuf *iobuf, struct page **pages, int n)
{
	int i;

	for (i = 0; i < n; i++)
		iobuf->maplist[i] = pages[i];
	iobuf->nr_pages = n;
	return 0;
}

static int hi_read(char *buf, size_t count)
{
	struct kiobuf *iobuf;
	int err;

	err = alloc_kiovec(1, &iobuf);
	if (err)
		return err;
	err = map_user_kiobuf(READ, iobuf, (unsigned long) buf, count);
	if (!err) {
		mark_dirty_kiobuf(iobuf, count);
		unmap_kiobuf(iobuf);
	}
	free_kiovec(1, &iobuf);
	return err;
}
