#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/iobuf.h>

#define XX_MAP(kb, p, n)	map_user_kiobuf(READ, kb, (unsigned long)(p), n)
#define XX_DONE(kb)		do { \
		mark_dirty_kiobuf(kb, (kb)->length); \
		unmap_kiobuf(kb); \
	} while (0)
#define XX_UNUSED(kb)		lock_kiovec(1, &(kb), 1)

static int f(struct kiobuf *kb, char *p, size_t n)
{
	int err = XX_MAP(kb, p, n);

	if (!err)
		XX_DONE(kb);
	return err;
}
/*
 * check-name: uses produced by driver macros are reported at the macro use
 * check-command: zcport scan $file
 *
 * check-output-start
 * scan/macro.c:3:1: include: linux/iobuf.h
 * scan/macro.c:10:24: define: lock_kiovec
 * scan/macro.c:12:29: parameter: kiobuf in f()
 * scan/macro.c:14:12: macro: map_user_kiobuf via XX_MAP() in f()
 * scan/macro.c:17:3: macro: length via XX_DONE() in f()
 * scan/macro.c:17:3: macro: mark_dirty_kiobuf via XX_DONE() in f()
 * scan/macro.c:17:3: macro: unmap_kiobuf via XX_DONE() in f()
 * summary: scan/macro.c: 7 sites
 * summary: 7 sites in 1 of 1 file
 * summary:      1 kiobuf
 * summary:      1 length
 * summary:      1 linux/iobuf.h
 * summary:      1 lock_kiovec
 * summary:      1 map_user_kiobuf
 * summary:      1 mark_dirty_kiobuf
 * summary:      1 unmap_kiobuf
 * check-output-end
 */
