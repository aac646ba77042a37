/* One of each: include, declaration, calls, member reads, a constant. */
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/iobuf.h>

static int grab(char *buf, size_t count)
{
	struct kiobuf *iobuf;
	int err, n;

	err = alloc_kiovec(1, &iobuf);
	if (err)
		return err;
	err = map_user_kiobuf(READ, iobuf, (unsigned long)buf, count);
	if (err)
		goto out;
	n = iobuf->nr_pages + iobuf->offset + (KIO_MAX_ATOMIC_IO << 10);
	mark_dirty_kiobuf(iobuf, count);
	unmap_kiobuf(iobuf);
out:
	free_kiovec(1, &iobuf);
	return err ? err : n;
}
/*
 * check-name: scan finds each kind of site once
 * check-command: zcport scan $file
 *
 * check-output-start
 * scan/simple-call.c:4:1: include: linux/iobuf.h
 * scan/simple-call.c:8:17: variable: kiobuf in grab()
 * scan/simple-call.c:11:8: call: alloc_kiovec in grab()
 * scan/simple-call.c:14:8: call: map_user_kiobuf in grab()
 * scan/simple-call.c:17:13: member: nr_pages in grab()
 * scan/simple-call.c:17:31: member: offset in grab()
 * scan/simple-call.c:17:41: constant: KIO_MAX_ATOMIC_IO in grab()
 * scan/simple-call.c:18:2: call: mark_dirty_kiobuf in grab()
 * scan/simple-call.c:19:2: call: unmap_kiobuf in grab()
 * scan/simple-call.c:21:2: call: free_kiovec in grab()
 * summary: scan/simple-call.c: 10 sites
 * summary: 10 sites in 1 of 1 file
 * summary:      1 KIO_MAX_ATOMIC_IO
 * summary:      1 alloc_kiovec
 * summary:      1 free_kiovec
 * summary:      1 kiobuf
 * summary:      1 linux/iobuf.h
 * summary:      1 map_user_kiobuf
 * summary:      1 mark_dirty_kiobuf
 * summary:      1 nr_pages
 * summary:      1 offset
 * summary:      1 unmap_kiobuf
 * check-output-end
 */
