/*
 * kiobuf24.c: the Linux 2.4 kiobuf API on the model machine, with the
 * semantics of 2.4 (mm/memory.c, fs/iobuf.c) as the corpus drivers rely
 * on them:
 *
 *  - alloc_kiovec() gives empty kiobufs whose maplist is the built-in
 *    map_array of KIO_STATIC_PAGES entries; map_user_kiobuf() grows it
 *    (expand_kiobuf()) for longer buffers.
 *  - map_user_kiobuf(rw, ...) pins every page of [va, va + len) under
 *    mmap_sem, for the device to write when rw is READ; nr_pages,
 *    offset and length describe the buffer.  Pinning for the device to
 *    write faults each page in for writing, which dirties its pte: the
 *    VM will write it back (the page is dirty, its mapping knows), so a
 *    2.4 driver needed no mark_dirty_kiobuf() for that, and many never
 *    called it.  A reserved page's pte is never looked at.  A pin the
 *    model cuts short fails the whole call with -EFAULT and leaves
 *    nothing pinned (nor dirty); real 2.4 kernels passed the short count
 *    through nr_pages, which drivers (the corpus's among them) never
 *    checked, so the model holds the original to what a correct driver
 *    would see.
 *  - mark_dirty_kiobuf(iobuf, bytes) dirties the pages spanned by the
 *    first bytes of the buffer, skipping reserved pages (already dirty
 *    when the kiobuf was mapped for the device to write).
 *  - unmap_kiobuf() drops every pin; free_kiovec() does not unmap.
 *  - alloc_kiovec_sz()/free_kiovec_sz() as alloc_kiovec()/free_kiovec().
 *  - lock_kiovec()/unlock_kiovec() lock and unlock the mapped pages.
 *  - kiobuf_wait_for_io() waits for io_count to drop to zero: brw_kiovec()
 *    (../blkrt/brw24.c, the block layer in blk24.c) waits for its own
 *    buffer heads, so there is never anything left; a count the driver
 *    raised itself would sleep forever.
 * Completions the driver sets up (end_io) are not modelled: drivers that
 * use them are not ported automatically, so they are not run.
 */
#include <linux/kernel.h>
#include <linux/mm.h>
#include <linux/sched.h>
#include <linux/slab.h>
#include <linux/iobuf.h>
#include <linux/pagemap.h>
#include <linux/rwsem.h>
#include "model.h"
#include "kglue.h"

void kiobuf_init(struct kiobuf *iobuf)
{
	memset(iobuf, 0, sizeof(*iobuf));
	iobuf->array_len = KIO_STATIC_PAGES;
	iobuf->maplist = iobuf->map_array;
}

/*
 * 2.4.x allocates each kiobuf's block number array with it (and its
 * buffer heads, which the model's brw_kiovec() keeps for itself): n
 * entries, KIO_MAX_SECTORS unless the sized allocator says otherwise.
 */
static int alloc_kiovec_n(int nr, struct kiobuf **bufp, int *szp)
{
	int i;

	for (i = 0; i < nr; i++) {
		int n = szp ? szp[i] : KIO_MAX_SECTORS;

		bufp[i] = kmalloc(sizeof(struct kiobuf), GFP_KERNEL);
		if (bufp[i]) {
			kiobuf_init(bufp[i]);
			bufp[i]->blocks = kmalloc(n * sizeof(unsigned long),
						  GFP_KERNEL);
			if (!bufp[i]->blocks)
				kfree(bufp[i]);
		}
		if (!bufp[i] || !bufp[i]->blocks) {
			free_kiovec(i, bufp);
			return -ENOMEM;
		}
	}
	return 0;
}

int alloc_kiovec(int nr, struct kiobuf **bufp)
{
	return alloc_kiovec_n(nr, bufp, NULL);
}

void free_kiovec(int nr, struct kiobuf **bufp)
{
	int i;

	for (i = 0; i < nr; i++) {
		struct kiobuf *iobuf = bufp[i];

		if (iobuf->locked)
			unlock_kiovec(1, &iobuf);
		if (iobuf->array_len > KIO_STATIC_PAGES)
			kfree(iobuf->maplist);
		kfree(iobuf->blocks);
		kfree(iobuf);
	}
}

/*
 * The sized allocators of later 2.4 kernels: szp[i] buffer heads and
 * block numbers for kiobuf i; the model checks the sizes are sane.
 */
int alloc_kiovec_sz(int nr, struct kiobuf **bufp, int *szp)
{
	int i;

	for (i = 0; i < nr; i++)
		if (szp[i] <= 0 || szp[i] > KIO_MAX_SECTORS)
			return -EINVAL;
	return alloc_kiovec_n(nr, bufp, szp);
}

void free_kiovec_sz(int nr, struct kiobuf **bufp, int *szp)
{
	(void)szp;
	free_kiovec(nr, bufp);
}

int expand_kiobuf(struct kiobuf *iobuf, int wanted)
{
	struct page **list;

	if (iobuf->array_len >= wanted)
		return 0;
	list = kmalloc(wanted * sizeof(struct page *), GFP_KERNEL);
	if (!list)
		return -ENOMEM;
	memcpy(list, iobuf->maplist, iobuf->array_len * sizeof(*list));
	if (iobuf->array_len > KIO_STATIC_PAGES)
		kfree(iobuf->maplist);
	iobuf->maplist = list;
	iobuf->array_len = wanted;
	return 0;
}

int map_user_kiobuf(int rw, struct kiobuf *iobuf, unsigned long va,
		    size_t len)
{
	unsigned long first = va >> PAGE_SHIFT;
	int pgcount, i, err;

	if (iobuf->nr_pages)
		return -EINVAL;
	if (len == 0) {
		rt_violation("map_user_kiobuf() of 0 bytes (a BUG() in 2.4)");
		return -EINVAL;
	}
	if (va + len < va)
		return -EINVAL;
	pgcount = (int) (((va + len - 1) >> PAGE_SHIFT) - first + 1);
	err = expand_kiobuf(iobuf, pgcount);
	if (err)
		return err;

	down_read(&current->mm->mmap_sem);
	if (rt_pin_fail) {
		up_read(&current->mm->mmap_sem);
		return -rt_pin_fail;
	}
	for (i = 0; i < pgcount; i++) {
		int idx = rt_upage_of((first + i) << PAGE_SHIFT);

		if (idx < 0 || (rt_pin_limit >= 0 && i >= rt_pin_limit))
			break;
		rt_pin(idx, rw == READ);
		iobuf->maplist[i] = &rt_upage[idx];
	}
	up_read(&current->mm->mmap_sem);
	if (i < pgcount) {
		while (i--)
			rt_put_page(iobuf->maplist[i], "map_user_kiobuf");
		return -EFAULT;
	}
	/* the write faults dirtied the ptes (of a pin that held: see above) */
	for (i = 0; rw == READ && i < pgcount; i++) {
		struct page *page = iobuf->maplist[i];

		if (!PageReserved(page)) {
			SetPageDirty(page);
			rt_mapping_dirty(rt_upage_index(page));
		}
	}
	iobuf->nr_pages = pgcount;
	iobuf->offset = va & ~PAGE_MASK;
	iobuf->length = len;
	iobuf->locked = 0;
	return 0;
}

void mark_dirty_kiobuf(struct kiobuf *iobuf, int bytes)
{
	int index = iobuf->offset >> PAGE_SHIFT;
	int offset = iobuf->offset & ~PAGE_MASK;
	int left = bytes < iobuf->length ? bytes : iobuf->length;

	while (left > 0 && index < iobuf->nr_pages) {
		struct page *page = iobuf->maplist[index];

		if (!PageReserved(page)) {
			SetPageDirty(page);
			/* the reference: the data reaches the file */
			if (rt_upage_index(page) >= 0)
				rt_mapping_dirty(rt_upage_index(page));
		}
		left -= PAGE_SIZE - offset;
		offset = 0;
		index++;
	}
}

void unmap_kiobuf(struct kiobuf *iobuf)
{
	int i;

	for (i = 0; i < iobuf->nr_pages; i++) {
		if (iobuf->locked)
			clear_bit(PG_locked, &iobuf->maplist[i]->flags);
		rt_put_page(iobuf->maplist[i], "unmap_kiobuf");
	}
	iobuf->nr_pages = 0;
	iobuf->locked = 0;
}

int lock_kiovec(int nr, struct kiobuf *iovec[], int wait)
{
	int i, j;

	for (i = 0; i < nr; i++) {
		struct kiobuf *iobuf = iovec[i];

		if (iobuf->locked)
			continue;
		for (j = 0; j < iobuf->nr_pages; j++) {
			if (PageLocked(iobuf->maplist[j])) {
				if (wait)
					rt_violation("lock_kiovec() waits for "
						     "a page it locked itself");
				return -EAGAIN;
			}
			LockPage(iobuf->maplist[j]);
		}
		iobuf->locked = 1;
	}
	return 0;
}

int unlock_kiovec(int nr, struct kiobuf *iovec[])
{
	int i, j;

	for (i = 0; i < nr; i++) {
		struct kiobuf *iobuf = iovec[i];

		if (!iobuf->locked)
			continue;
		for (j = 0; j < iobuf->nr_pages; j++)
			clear_bit(PG_locked, &iobuf->maplist[j]->flags);
		iobuf->locked = 0;
	}
	return 0;
}

void kiobuf_wait_for_io(struct kiobuf *kiobuf)
{
	if (atomic_read(&kiobuf->io_count))
		rt_violation("kiobuf_wait_for_io() of I/O nobody will complete: "
			     "sleeps forever");
}

/* ---- the rest of the 2.4 page API the drivers use ---- */

void down_read(struct rw_semaphore *sem)
{
	if (rt_is_mmap_sem(sem))
		rt_mmap_readers++;
}

void up_read(struct rw_semaphore *sem)
{
	if (rt_is_mmap_sem(sem))
		rt_mmap_readers--;
}

struct page *_alloc_pages(unsigned int gfp_mask, unsigned int order)
{
	(void) gfp_mask;
	return order ? 0 : rt_alloc_kernel_page();
}

void __free_pages(struct page *page, unsigned int order)
{
	(void) order;
	rt_put_page(page, "__free_pages");
}
