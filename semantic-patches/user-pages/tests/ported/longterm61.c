/* zcport-args: --target=6.1 */
/*
 * For Linux 6.1 a pin the driver keeps past the call that makes it gets
 * FOLL_LONGTERM: user_pages_map_longterm() (semantic-patches/user-pages/longterm.h).
 */
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/iobuf.h>

struct lt_dev {
	struct kiobuf *ring;
	int mapped;
};

static struct lt_dev lt;

/* kept: release() unmaps it */
static int lt_map(unsigned long addr, size_t len)
{
	int err = map_user_kiobuf(READ, lt.ring, addr, len);

	if (err)
		return err;
	lt.mapped = 1;
	return 0;
}

/* for the call only: unmapped before it returns */
static int lt_once(unsigned long addr, size_t len)
{
	struct kiobuf *kb;
	int err = alloc_kiovec(1, &kb);

	if (err)
		return err;
	err = map_user_kiobuf(WRITE, kb, addr, len);
	if (!err)
		unmap_kiobuf(kb);
	free_kiovec(1, &kb);
	return err;
}

/* the vector is freed in the function: for the call only */
static int lt_vec(unsigned long a, unsigned long b, size_t len)
{
	struct kiobuf *vec[2];
	int err = alloc_kiovec(2, vec);

	if (err)
		return err;
	err = map_user_kiobuf(WRITE, vec[0], a, len);
	if (!err)
		err = map_user_kiobuf(READ, vec[1], b, len);
	free_kiovec(2, vec);
	return err;
}

static int lt_release(void)
{
	if (lt.mapped) {
		mark_dirty_kiobuf(lt.ring, lt.ring->length);
		unmap_kiobuf(lt.ring);
		lt.mapped = 0;
	}
	return 0;
}
