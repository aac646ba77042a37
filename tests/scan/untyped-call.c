#include <linux/kernel.h>
#include <linux/iobuf.h>

static int f(struct kiobuf *kb)
{
	/* wrong arity: libclang drops the call, the token scan keeps it */
	return map_user_kiobuf(kb) + brw_kiovec(READ, 1, &kb);
}
/*
 * check-name: calls that do not type-check are still found
 * check-command: zcport scan $file
 *
 * check-output-start
 * scan/untyped-call.c:2:1: include: linux/iobuf.h
 * scan/untyped-call.c:4:29: parameter: kiobuf in f()
 * scan/untyped-call.c:7:9: call: map_user_kiobuf in f()
 * scan/untyped-call.c:7:31: call: brw_kiovec in f()
 * summary: scan/untyped-call.c: 4 sites
 * summary: 4 sites in 1 of 1 file
 * summary:      1 brw_kiovec
 * summary:      1 kiobuf
 * summary:      1 linux/iobuf.h
 * summary:      1 map_user_kiobuf
 * check-output-end
 */
