/*
 * This driver used to call map_user_kiobuf() and alloc_kiovec(); it no
 * longer does.  struct kiobuf is gone.  KIO_MAX_ATOMIC_IO too.
 */
#include <linux/kernel.h>

// unmap_kiobuf(iobuf) was here
static const char msg[] = "map_user_kiobuf failed, struct kiobuf *kb";

static int f(void)
{
	printk("alloc_kiovec %s '%c'\n", msg, 'k');
	return 0;
}
/*
 * check-name: vocabulary in comments and strings is not a site
 * check-command: zcport scan $file
 *
 * check-output-start
 * summary: 0 sites in 0 of 1 file
 * check-output-end
 */
