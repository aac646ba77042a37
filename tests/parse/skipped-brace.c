/* an unbalanced '{' in a block no configuration compiles is no error */
#include <linux/kernel.h>
#include <linux/iobuf.h>

static void sk_unmap(struct kiobuf *kb)
{
#if 0
	if (kb->nr_pages) {
#endif
	unmap_kiobuf(kb);
}
