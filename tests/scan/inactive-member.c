#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/iobuf.h>

/*
 * In a disabled block, a member the replacement lacks is a site (it
 * would break when enabled); members it keeps are not.  Without types
 * there, o->locked of another struct is reported too, for a human to
 * dismiss; in active code it is not.
 */
struct other {
	int locked;
};

#ifdef CONFIG_XX_DEBUG
static void dump(struct kiobuf *kb, struct other *o)
{
	printk("%d %d %d\n", kb->nr_pages, kb->locked, o->locked);
	printk("%p\n", kb->map_array[0]);
}
#endif

static int active(struct other *o)
{
	return o->locked;
}
/*
 * check-name: inactive members without a 2.6 counterpart are sites
 * check-command: zcport scan $file
 *
 * check-output-start
 * scan/inactive-member.c:3:1: include: linux/iobuf.h
 * scan/inactive-member.c:16:25: inactive: kiobuf
 * scan/inactive-member.c:18:41: inactive: locked
 * scan/inactive-member.c:18:52: inactive: locked
 * scan/inactive-member.c:19:21: inactive: map_array
 * summary: scan/inactive-member.c: 5 sites
 * summary: 5 sites in 1 of 1 file
 * summary:      2 locked
 * summary:      1 kiobuf
 * summary:      1 linux/iobuf.h
 * summary:      1 map_array
 * check-output-end
 */
