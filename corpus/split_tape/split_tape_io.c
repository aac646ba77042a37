/*
 * split_tape_io.c -- the ST-7's data path: moves one block between the
 * simulated medium and the user's pages through the drive's kiobuf,
 * which it reaches only through split_tape.h.
 */
#include <linux/kernel.h>
#include <linux/mm.h>
#include <linux/highmem.h>
#include <linux/string.h>
#include <linux/errno.h>

#include "split_tape.h"

static void st_copy(struct st_drive *d, size_t len, int reading)
{
	int offset = d->kb->offset, i;
	size_t done = 0;

	for (i = 0; i < d->kb->nr_pages && done < len; i++) {
		size_t n = PAGE_SIZE - offset;
		char *va;

		if (n > len - done)
			n = len - done;
		va = (char *) kmap(d->kb->maplist[i]) + offset;
		if (reading)
			memcpy(va, d->medium + d->pos + done, n);
		else
			memcpy(d->medium + d->pos + done, va, n);
		kunmap(d->kb->maplist[i]);
		done += n;
		offset = 0;
	}
}

ssize_t st_transfer(struct st_drive *d, char *buf, size_t len, int reading)
{
	int err;

	if (d->pos + len > ST_TAPE_SIZE)
		len = ST_TAPE_SIZE - d->pos;
	if (!len)
		return 0;
	err = ST_MAP(d, buf, len, reading);
	if (err)
		return err;
	st_copy(d, len, reading);
	ST_DONE(d, len, reading);
	d->pos += len;
	return len;
}
