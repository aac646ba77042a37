/*
 * The longer type name keeps a struct's members aligned: what follows
 * the tabs stays in its column when there is room.
 */
#include <linux/kernel.h>
#include <linux/iobuf.h>

struct xf_job {
	int			id;		/* job number */
	struct kiobuf		*kv[2];		/* source, destination */
	struct kiobuf	*spare;			/* one tab: no room */
	unsigned long		flags;
};
