/* zcport-args: --drop-legacy-branches */
#include <linux/version.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#if LINUX_VERSION_CODE < KERNEL_VERSION(2,5,0)
#include <linux/iobuf.h>
#define HAVE_KIOBUF 1
#else
#include <linux/pagemap.h>
#endif

static int f(char *buf, size_t n)
{
#if LINUX_VERSION_CODE < KERNEL_VERSION(2,5,0)
	struct kiobuf *kb;
	int err = alloc_kiovec(1, &kb);

	if (err)
		return err;
	err = map_user_kiobuf(READ, kb, (unsigned long)buf, n);
	free_kiovec(1, &kb);
	return err;
#else
	return 0;
#endif
}

#ifdef HAVE_KIOBUF
static void g(struct kiobuf *kb)
{
	unmap_kiobuf(kb);
}
#endif

#if defined(CONFIG_XX_FAST) && LINUX_VERSION_CODE >= KERNEL_VERSION(2,4,10)
static void maybe(struct kiobuf *kb)
{
	unmap_kiobuf(kb);
}
#endif

static void h(struct kiobuf *kb)
{
	unmap_kiobuf(kb);
}
