/*
 * fixup: the edits spatch does not make, applied to its output.
 *
 * 1. Include swap: active "#include <linux/iobuf.h>" lines go; the 2.6
 *    headers the new code needs and the file lacks come in their place
 *    (or after the file's system includes).  Include sites become
 *    converted.
 * 2. Helpers: the pieces of semantic-patches/user-pages.helpers that the
 *    ported .c file uses are inserted once, after its system includes and
 *    before its own headers (which may embed struct user_pages).  A file
 *    that already defines struct user_pages gets none.  Headers (.h)
 *    never get helpers.
 * 3. Markers and notes: above each manual site, one comment
 *	"zcport: manual port needed: CODE: REASON"
 *    (wrapped to 80 columns); above each converted site with a note, the
 *    comment "zcport: NOTE".  A marker already there is not repeated, so
 *    porting a ported file changes nothing.
 *
 * fixup_load() reads the helpers file once (call before any thread);
 * fixup_apply() returns the final text in *out (caller frees).
 */
#ifndef ZC_FIXUP_H
#define ZC_FIXUP_H

#include <stddef.h>

#include "linediff.h"
#include "site.h"

void fixup_load(void);
/* context: the ported headers of the driver that the file includes */
void fixup_apply(const char *path, const char *text, size_t len,
		 const struct linediff *d, struct site_list *sites,
		 const char *context, size_t context_len,
		 char **out, size_t *out_len);

#endif
