/*
 * A flash-over-block writer: page-cache pages of the flash image, found
 * with find_lock_page() (so already locked), written to the super
 * block's device; the kiobuf only carries the pages.
 */
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/pagemap.h>
#include <linux/iobuf.h>

int xx_flush(struct super_block *sb, struct address_space *map,
	     unsigned long first, int n, unsigned long block)
{
	struct kiobuf *kb;
	int i, err;

	err = alloc_kiovec(1, &kb);
	if (err)
		return err;
	for (i = 0; i < n; i++) {
		kb->maplist[i] = find_lock_page(map, first + i);
		if (!kb->maplist[i])
			break;
		kb->nr_pages++;
	}
	kb->offset = 0;
	kb->length = kb->nr_pages << PAGE_SHIFT;
	for (i = 0; i < kb->length / 1024; i++)
		kb->blocks[i] = block + i;
	err = brw_kiovec(WRITE, 1, &kb, sb->s_dev, kb->blocks, 1024);
	kiobuf_wait_for_io(kb);
	for (i = 0; i < kb->nr_pages; i++) {
		UnlockPage(kb->maplist[i]);
		page_cache_release(kb->maplist[i]);
	}
	free_kiovec(1, &kb);
	return err;
}
