/*
 * fixup: the edits spatch does not make, applied to its output.
 *
 * 1. Include swap: active #include lines of the API's header go (the helper
 *    header of item 2 includes what the helpers need); <linux/highmem.h>
 *    comes in their place when the kmap pass added kmap() and the file
 *    lacks it.  Include sites become converted.
 * 2. Helpers: the pieces of the helper code (the migrations' helpers
 *    files, target_helpers_text(), target.h) live in
 *    one header per driver directory, FIXUP_HELPER_HEADER, which includes
 *    what they need.  A ported file (.c or .h) that names a piece gets
 *    #include "zcport_user_pages.h" after its last #include outside any
 *    #if (an include guard around the whole file aside) that comes before
 *    the first code naming a helper, or after the #endif of a later #if
 *    block of includes; without includes, after its leading comment.
 *    A header with a user-space part (one that tests __KERNEL__) gets it
 *    in its kernel-side part only: inside the top-level #ifdef __KERNEL__
 *    (or #if defined(__KERNEL__), or the #else of #ifndef __KERNEL__)
 *    block holding the first use of a helper, after that block's last
 *    #include before the use, or after its #if line; where no such
 *    block holds the use, after the last #include of an earlier such
 *    block, or else in an #ifdef __KERNEL__ of its own at the place
 *    above.  The include is looked for at any depth, so porting a
 *    port adds none.
 *    *helpers says which pieces it uses (bit k: piece k, with the pieces
 *    those need); 0 for a file that defines struct user_pages itself.
 *    The kmap pass's code gets <linux/highmem.h> in the .c file.
 * 3. Markers and notes: above each manual site, one comment
 *	"zcport: manual port needed: CODE: REASON"
 *    (wrapped to 80 columns); above each converted site with a note, the
 *    comment "zcport: NOTE".  A marker already there is not repeated, so
 *    porting a ported file changes nothing.
 *
 * fixup_load() reads the helper code once (call before any thread);
 * fixup_apply() returns the final text in *out (caller frees).
 * fixup_helpers_in() is the pieces a text names (an existing helper
 * header, say); fixup_helper_header() appends the helper header holding
 * the pieces of a mask: the API contract comment, the includes the
 * pieces need, the pieces (static inline), in their order, each under
 * its own include guard, fixup_piece_guard() of its name (the header has
 * no guard of its own: a file may include those of several directories,
 * and gets each piece once).  fixup_piece_guard() returns a new string.
 */
#ifndef ZC_FIXUP_H
#define ZC_FIXUP_H

#include <stddef.h>

#include "linediff.h"
#include "site.h"
#include "strbuf.h"

/* the helper header's name, in the directory of the files it serves */
#define FIXUP_HELPER_HEADER "zcport_user_pages.h"
/* a piece's guard: this, then its name in capitals */
#define FIXUP_PIECE_GUARD "ZCPORT_PIECE_"

void fixup_load(void);
void fixup_apply(const char *path, const char *text, size_t len,
		 const struct linediff *d, struct site_list *sites,
		 char **out, size_t *out_len, piece_mask *helpers);
/*
 * fixup_mark(): text (a port of orig, which the sites' lines are of)
 * with step 3's markers added above the manual sites of reason code
 * code that validation settled (EV_VALIDATION), nothing else changed:
 * validation settles "unfinished" after the fixups ran.  Returns the
 * new text (caller frees).
 */
char *fixup_mark(const char *orig, size_t orig_len, const char *text,
		 size_t len, struct site_list *sites, const char *code,
		 size_t *out_len);
piece_mask fixup_helpers_in(const char *text, size_t len);
/* the names the pieces define (a piece is named by what it defines);
 * after fixup_load() */
const char *const *fixup_piece_names(size_t *nr);
void fixup_helper_header(piece_mask helpers, struct strbuf *out);
char *fixup_piece_guard(const char *name);

#endif
