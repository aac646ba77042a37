/* zcport-exit: 1 */
/*
 * A driver carrying its own copy of two kiobuf API functions (a compat
 * shim for a kernel that lacked them) beside a user of the API: the
 * shim is 2.4's own kiobuf code, removed-in-2.6 and left as it is (2.6
 * has nothing to port it to: delete it); the user is ported.
 */
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/iobuf.h>

int map_user_kiobuf(int rw, struct kiobuf *iobuf, unsigned long va,
		    size_t len)
{
	iobuf->offset = va & ~PAGE_MASK;
	iobuf->length = len;
	return shim_pin(iobuf, va, len, rw);
}

void unmap_kiobuf(struct kiobuf *iobuf)
{
	shim_release(iobuf->maplist, iobuf->nr_pages);
	iobuf->nr_pages = 0;
}

EXPORT_SYMBOL(map_user_kiobuf);
EXPORT_SYMBOL(unmap_kiobuf);

static int sh_read(struct kiobuf *iobuf, char *buf, size_t count)
{
	int err = map_user_kiobuf(READ, iobuf, (unsigned long)buf, count);

	if (err)
		return err;
	sh_fill(iobuf);
	mark_dirty_kiobuf(iobuf, count);
	unmap_kiobuf(iobuf);
	return count;
}
