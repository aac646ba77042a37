/*
 * cp_dma24.c - CP-6 capture card driver: the 2.4 transfer engine
 *
 * read() maps the caller's buffer into the open file's kiobuf and the
 * "card" copies sample memory straight into the mapped pages.  Only the
 * 2.4 branch of the Makefile builds this file.
 *
 * zcport sample corpus.
 */

#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/highmem.h>
#include <linux/iobuf.h>
#include <asm/semaphore.h>

#include "cp.h"

static DECLARE_MUTEX(cp_dma_sem);

int cp_engine_open(struct cp_file *cf)
{
	return cf->iobuf ? 0 : -EINVAL;
}

void cp_engine_release(struct cp_file *cf)
{
	/* the kiobuf is the open file's: cp_main.c frees it */
}

/* the card writes @count bytes of sample memory into the mapped pages */
static void cp_fill(struct kiobuf *iobuf, unsigned long card_off,
		    size_t count)
{
	unsigned int offset = iobuf->offset;
	size_t done = 0;
	int i;

	for (i = 0; i < iobuf->nr_pages && done < count; i++) {
		size_t len = min_t(size_t, PAGE_SIZE - offset, count - done);
		char *kaddr = kmap(iobuf->maplist[i]);

		memcpy(kaddr + offset, cp_mem + card_off + done, len);
		kunmap(iobuf->maplist[i]);
		done += len;
		offset = 0;
	}
}

ssize_t cp_engine_read(struct cp_file *cf, char *buf, size_t count,
		       unsigned long card_off)
{
	struct kiobuf *iobuf = cf->iobuf;
	int err;

	if (count > (KIO_MAX_ATOMIC_IO << 10))
		count = KIO_MAX_ATOMIC_IO << 10;
	err = map_user_kiobuf(READ, iobuf, (unsigned long) buf, count);
	if (err)
		return err;
	down(&cp_dma_sem);
	cp_fill(iobuf, card_off, count);
	up(&cp_dma_sem);
	mark_dirty_kiobuf(iobuf, count);
	unmap_kiobuf(iobuf);
	return count;
}
