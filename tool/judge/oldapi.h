/*
 * oldapi: names 2.6 removed, left in code the port converted.
 *
 * The 2.4 API calls of a function can be ported while the function still
 * leans on the rest of 2.4's block and VFS plumbing that went with them:
 * a kdev_t handed to the block I/O, 2.4's per-major blk_size[] arrays,
 * an inode's i_dev, a file's O_DIRECT buffer member, generic_direct_IO(),
 * address_space_operations' direct_fileIO.  A compiler finds these only
 * when the 2.6 headers it is given are complete (and not at all with
 * --no-check), and then says "unknown type name" where a maintainer
 * wants the 2.6 way.  So the port's text is read for them: every
 * function (or declaration) holding a converted site and using one is
 * not converted -- its sites are "unfinished", the reason naming the
 * name, its line and what 2.6 has instead; the port of the 2.4 API code
 * stays for the human finishing the function.  6.1 has none of these
 * names either; with --target=6.1 the advice names 6.1's way.
 *
 * oldapi_check(): text is u's port as the rewrite left it, d the line
 * diff from u's original to it.  Returns how many sites it settled.
 */
#ifndef ZC_OLDAPI_H
#define ZC_OLDAPI_H

#include <stddef.h>

#include "linediff.h"
#include "pipeline.h"

size_t oldapi_check(struct unit *u, const char *text, size_t len,
		    const struct linediff *d);

#endif
