/* a half-edited line in um_fill(), next to a name of a header that is
 * not there: libclang cannot parse it, and says which name and which
 * header */
#include <linux/kernel.h>
#include <linux/iobuf.h>
#include <vendor/um_sync.h>

static int um_fill(struct kiobuf *kb, int len)
{
	len = UM_ALIGN(len) + ;
	kb->length = len;
	return len;
}

static void um_done(struct kiobuf *kb)
{
	unmap_kiobuf(kb);
}
