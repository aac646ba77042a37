#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/iobuf.h>

static int f(struct kiobuf *kb, char *p, size_t n)
{
#ifdef CONFIG_XX_ZEROCOPY
	return map_user_kiobuf(READ, kb, (unsigned long)p, n);
#else
	return -ENOSYS;
#endif
}

#if 0
static void g(struct kiobuf *kb)
{
	unmap_kiobuf(kb);
}
#endif
/*
 * check-name: uses in disabled #if blocks are reported as inactive
 * check-command: zcport scan $file
 *
 * check-output-start
 * scan/inactive.c:3:1: include: linux/iobuf.h
 * scan/inactive.c:5:29: parameter: kiobuf in f()
 * scan/inactive.c:8:9: inactive: map_user_kiobuf in f()
 * scan/inactive.c:15:22: inactive: kiobuf
 * scan/inactive.c:17:2: inactive: unmap_kiobuf
 * summary: scan/inactive.c: 5 sites
 * summary: 5 sites in 1 of 1 file
 * summary:      2 kiobuf
 * summary:      1 linux/iobuf.h
 * summary:      1 map_user_kiobuf
 * summary:      1 unmap_kiobuf
 * check-output-end
 */
