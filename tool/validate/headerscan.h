/*
 * headerscan: the headers a text reaches that no directory of its
 * compile has, found before the first compile (compile.h stands in for
 * them), so that one compile sees the whole file instead of stopping
 * once per missing header.
 *
 * The scan reads the #include lines of the text and, recursively (16
 * deep), of the driver's own headers it reaches by "h" or <h> (found
 * beside the includer or in the compile's -iquote/-I/-isystem/
 * -idirafter directories; a header below hs->skip[] -- the kernel tree,
 * the model -- is not the driver's and is not read; each is read once).
 * A name with ".." in it is never reported.
 *
 *	struct hscan hs = { &argv, { kernel_dir, model_dir },
 *			    &miss, &where, ARGV_INIT };
 *	missing_headers(&hs, text, len, dir_of_text, path, 0);
 *	argv_clear(&hs.seen);
 *
 * appends to miss each missing name once ("linux/locks.h") and to where
 * where it is included ("file:line:col", path naming the text); both
 * lists are the caller's (argv_clear()).  The argv and the skip paths
 * are only read.
 */
#ifndef ZC_HEADERSCAN_H
#define ZC_HEADERSCAN_H

#include <stddef.h>

#include "runcmd.h"

struct hscan {
	const struct argv_list *a;	/* the compile's flags */
	const char *skip[2];		/* trees not the driver's: kernel, model */
	struct argv_list *miss, *where;
	struct argv_list seen;		/* headers of the driver's own read */
};

void missing_headers(struct hscan *hs, const char *text, size_t len,
		     const char *here, const char *display, int depth);

#endif
