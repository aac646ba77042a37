/* a missing ')' and a missing ';': libclang cannot parse this */
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/iobuf.h>

static int np_map(struct kiobuf *kb, unsigned long uaddr, size_t len)
{
	int err = map_user_kiobuf(READ, kb, uaddr, len;

	if (!err)
		unmap_kiobuf(kb);
	return err
}
