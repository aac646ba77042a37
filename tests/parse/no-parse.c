/* a missing ')' and a missing ';' in np_map(), a missing ';' in struct
 * np_dev: libclang cannot parse those two; np_alloc() and np_release()
 * are fine (but spatch reads np_release() as part of the struct) */
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/iobuf.h>

static int np_alloc(struct kiobuf **kb)
{
	return alloc_kiovec(1, kb);
}

static int np_map(struct kiobuf *kb, unsigned long uaddr, size_t len)
{
	int err = map_user_kiobuf(READ, kb, uaddr, len;

	if (!err)
		unmap_kiobuf(kb);
	return err
}

struct np_dev {
	struct kiobuf *kb
	int users;
};

static void np_release(struct kiobuf *kb)
{
	unmap_kiobuf(kb);
	free_kiovec(1, &kb);
}
