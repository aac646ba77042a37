/*
 * shared_vec_io.c - the SV-6 sample buffer card, Linux 2.4: read().
 *
 * kiobuf pattern: map_user_kiobuf(READ, ...) into a kiobuf kept in the
 * struct of the driver's header, a copy from the staging area's pages
 * into the mapped user pages, kmap()ing both, mark_dirty_kiobuf() and
 * unmap_kiobuf().
 *
 * zcport sample corpus.
 */

#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/highmem.h>
#include <linux/errno.h>
#include <asm/semaphore.h>

#include "shared_vec.h"

/* copy n bytes between two pages, either of which may be in high memory */
static void sv_copy_page(struct page *dst, size_t doff, struct page *src,
			 size_t soff, size_t n)
{
	char *d = kmap(dst), *s = kmap(src);

	memcpy(d + doff, s + soff, n);
	kunmap(src);
	kunmap(dst);
}

/* copy n bytes of the staging area from off into the mapped user pages */
static void sv_copy_out(struct sv_dev *sv, size_t off, size_t n)
{
	struct kiobuf *to = sv->user;
	size_t done = 0;

	while (done < n) {
		size_t uo = to->offset + done, so = off + done;
		struct page *up = to->maplist[uo >> PAGE_SHIFT];
		struct page *sp = sv->stage->maplist[so >> PAGE_SHIFT];
		size_t chunk = PAGE_SIZE - (uo & ~PAGE_MASK);

		if (chunk > PAGE_SIZE - (so & ~PAGE_MASK))
			chunk = PAGE_SIZE - (so & ~PAGE_MASK);
		if (chunk > n - done)
			chunk = n - done;
		sv_copy_page(up, uo & ~PAGE_MASK, sp, so & ~PAGE_MASK, chunk);
		done += chunk;
	}
}

ssize_t sv_read(struct file *file, char *buf, size_t count, loff_t *ppos)
{
	struct sv_dev *sv = &sv_dev;
	ssize_t ret;
	int err;

	if (*ppos >= sv->captured)
		return 0;
	if (count > sv->captured - *ppos)
		count = sv->captured - *ppos;
	down(&sv->lock);
	err = map_user_kiobuf(READ, sv->user, (unsigned long)buf, count);
	if (err) {
		ret = err;
		goto out;
	}
	sv_copy_out(sv, *ppos, count);
	mark_dirty_kiobuf(sv->user, count);
	unmap_kiobuf(sv->user);
	*ppos += count;
	ret = count;
out:
	up(&sv->lock);
	return ret;
}
