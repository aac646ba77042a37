/*
 * A wait for a kiobuf that this file neither starts nor completes: the
 * I/O is queued by another part of the driver.
 */
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/iobuf.h>

extern int cw_queue(struct kiobuf *iobuf);

static int cw_read(struct kiobuf *iobuf)
{
	int err = cw_queue(iobuf);

	if (err)
		return err;
	kiobuf_wait_for_io(iobuf);
	return iobuf->errno;
}
