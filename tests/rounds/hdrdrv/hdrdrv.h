/* hdrdrv: the transfer itself, inline in the driver's header */
#ifndef HDRDRV_H
#define HDRDRV_H

#include <linux/fs.h>
#include <linux/iobuf.h>

void hd_dma(struct kiobuf *kb, size_t n);

static inline int hd_fill(char *buf, size_t n)
{
	struct kiobuf *kb;
	int err;

	err = alloc_kiovec(1, &kb);
	if (err)
		return err;
	err = map_user_kiobuf(READ, kb, (unsigned long)buf, n);
	if (err)
		goto out;
	hd_dma(kb, n);
	mark_dirty_kiobuf(kb, n);
	unmap_kiobuf(kb);
out:
	free_kiovec(1, &kb);
	return err;
}

#endif
