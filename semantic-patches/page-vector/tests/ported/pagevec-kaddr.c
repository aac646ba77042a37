/*
 * A kernel page vector read through page_address(): its one page is an
 * alloc_page(GFP_KERNEL) the driver put there itself, the same page in
 * 2.6 as in 2.4, so the port leaves that address alone (no kmap(), no
 * highmem flag); the block device is a number (kdev_t), looked up.
 */
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/string.h>
#include <linux/iobuf.h>

struct cow_table { unsigned long org, snap; };

struct snapc {
	struct kiobuf *table_iobuf;
	kdev_t dev;
};

static int snapc_alloc(struct snapc *s)
{
	struct page *page;
	int err = alloc_kiovec(1, &s->table_iobuf);

	if (err)
		return err;
	page = alloc_page(GFP_KERNEL);
	if (!page) {
		free_kiovec(1, &s->table_iobuf);
		return -ENOMEM;
	}
	s->table_iobuf->maplist[0] = page;
	s->table_iobuf->nr_pages = 1;
	s->table_iobuf->offset = 0;
	return 0;
}

static int snapc_write_table(struct snapc *s, unsigned long blk, int idx,
			     unsigned long org, unsigned long snap)
{
	struct cow_table *t = (struct cow_table *)
		page_address(s->table_iobuf->maplist[0]);
	unsigned long blocks[1];

	t[idx].org = org;
	t[idx].snap = snap;
	blocks[0] = blk;
	s->table_iobuf->length = 1024;
	if (brw_kiovec(WRITE, 1, &s->table_iobuf, s->dev, blocks, 1024) != 1024)
		return -EIO;
	return 0;
}

static void snapc_free(struct snapc *s)
{
	kiobuf_wait_for_io(s->table_iobuf);
	unmap_kiobuf(s->table_iobuf);
	free_kiovec(1, &s->table_iobuf);
}
