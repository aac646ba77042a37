#include <linux/kernel.h>
#include <linux/mm.h>
#include <linux/iobuf.h>

static void fill(struct kiobuf *kb, struct page **pages, int n)
{
	int i;

	for (i = 0; i < n; i++)
		kb->maplist[i] = pages[i];
	kb->nr_pages = n;
	kb->offset = 0;
	kb->length = n << PAGE_SHIFT;
	kb->errno = 0;
	if (kb->locked)
		kb->end_io(kb);
}
/*
 * check-name: member accesses, read and written, including ones 2.6 lacks
 * check-command: zcport scan --format=json $file
 *
 * check-output-start
 * {
 *   "files_scanned": 1,
 *   "sites": [
 *     {"file": "scan/member-write.c", "line": 3, "column": 1, "kind": "include", "symbol": "linux/iobuf.h", "function": null},
 *     {"file": "scan/member-write.c", "line": 5, "column": 33, "kind": "parameter", "symbol": "kiobuf", "function": "fill"},
 *     {"file": "scan/member-write.c", "line": 10, "column": 7, "kind": "member", "symbol": "maplist", "function": "fill"},
 *     {"file": "scan/member-write.c", "line": 11, "column": 6, "kind": "member", "symbol": "nr_pages", "function": "fill"},
 *     {"file": "scan/member-write.c", "line": 12, "column": 6, "kind": "member", "symbol": "offset", "function": "fill"},
 *     {"file": "scan/member-write.c", "line": 13, "column": 6, "kind": "member", "symbol": "length", "function": "fill"},
 *     {"file": "scan/member-write.c", "line": 14, "column": 6, "kind": "member", "symbol": "errno", "function": "fill"},
 *     {"file": "scan/member-write.c", "line": 15, "column": 10, "kind": "member", "symbol": "locked", "function": "fill"},
 *     {"file": "scan/member-write.c", "line": 16, "column": 7, "kind": "member", "symbol": "end_io", "function": "fill"}
 *   ]
 * }
 * check-output-end
 */
