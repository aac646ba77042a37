/*
 * A version test that 2.6 passes too (">= 2.4.0") guards live code: it
 * is ported like any other, not left alone as a 2.4 branch.
 */
#include <linux/version.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#if LINUX_VERSION_CODE >= KERNEL_VERSION(2,4,0)
#include <linux/iobuf.h>
#endif

static int f(char *buf, size_t n)
{
#if LINUX_VERSION_CODE >= KERNEL_VERSION(2,4,0)
	struct kiobuf *kb;
	int err = alloc_kiovec(1, &kb);

	if (err)
		return err;
	err = map_user_kiobuf(READ, kb, (unsigned long)buf, n);
	if (!err)
		unmap_kiobuf(kb);
	free_kiovec(1, &kb);
	return err;
#else
	return -ENOSYS;
#endif
}
