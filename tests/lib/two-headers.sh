# two-headers.sh: two driver directories whose ports get helper headers
# with different pieces, and a translation unit that includes both
# (sourced by t-helper-header.sh, against the model headers, and
# t-real-tree.sh, against each real 2.6.9 tree); and the driver of the
# first, which t-helper-header.sh uses on its own too.
#
# drv_map NAME: a driver whose NAME_read() maps, dirties and unmaps a
#	kiobuf, on stdout.
# two_header_drivers DIR: DIR/ta/ta.c maps, dirties and unmaps (pieces
#	user_pages, user_pages_map, user_pages_dirty, user_pages_unmap);
#	DIR/tb/tb.c allocates, frees and sizes chunks (user_pages,
#	user_pages_alloc, user_pages_free, user_pages_unmap,
#	USER_PAGES_MAX_IO_KB).  Port DIR (--in-place) to get the headers.
# two_header_tu FILE FIRST SECOND: FILE includes FIRST/zcport_user_pages.h
#	then SECOND's, and names every piece of both: it compiles only when
#	each piece of each header is defined, and defined once.

drv_map() {
	cat <<C
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/errno.h>
#include <linux/iobuf.h>

int $1_read(struct kiobuf *kb, char *buf, size_t n)
{
	int err = map_user_kiobuf(READ, kb, (unsigned long)buf, n);

	if (err)
		return err;
	mark_dirty_kiobuf(kb, n);
	unmap_kiobuf(kb);
	return 0;
}
C
}

two_header_drivers() {
	mkdir -p "$1/ta" "$1/tb"
	drv_map ta >"$1/ta/ta.c"
	cat >"$1/tb/tb.c" <<'C'
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/errno.h>
#include <linux/iobuf.h>

int tb_chunk = KIO_MAX_ATOMIC_IO;

int tb_open(void)
{
	struct kiobuf *kb;
	int err = alloc_kiovec(1, &kb);

	if (err)
		return err;
	free_kiovec(1, &kb);
	return 0;
}
C
}

two_header_tu() {
	cat >"$1" <<C
#include <linux/module.h>
#include "$2/zcport_user_pages.h"
#include "$3/zcport_user_pages.h"

/* every piece of both headers */
struct user_pages two_up;
int two_kb = USER_PAGES_MAX_IO_KB;
void *two_helpers[] = {
	(void *)user_pages_map, (void *)user_pages_dirty,
	(void *)user_pages_unmap, (void *)user_pages_alloc,
	(void *)user_pages_free,
};
C
}
