/*
 * semcheck: the semantic checks of validation -- the report-mode rules
 * in semantic-patches/checks/ run by spatch over files on disk.
 *
 * semcheck_files() runs every check of subdir over all the files at once (one
 * spatch per rule, --file-groups, each file its own group) and appends
 * to log[i] every "file:line:col: warning: ..." line about file i,
 * returning in bad[i] how many there were.  Lines name the path as given
 * in files[], or display[] when that is non-NULL (ports checked from a
 * temp copy).  Returns 0, or -1 when spatch cannot be run.
 *
 * For RULES_CHECK, what crosses function and file boundaries is computed
 * in C (pageflow.h) over files[] and ctx[], the other files of the run
 * (the driver's files that are not checked themselves: a release
 * function in another .c file, a helper in a header): the functions
 * that release pinned pages are handed to the leak rules as the Python
 * set zc_releasers, those that dirty pages to the rule that wants pages
 * pinned for writing dirtied before their release as zc_dirtiers, and
 * the dirty guard (SetPageDirty(),
 * set_page_dirty(), set_page_dirty_lock() of a page from
 * get_user_pages() where !PageReserved() does not hold) is checked by
 * pageflow itself.
 */
#ifndef ZC_SEMCHECK_H
#define ZC_SEMCHECK_H

#include <stddef.h>

#include "pageflow.h"
#include "strbuf.h"

/* struct sem_text: one text of the run, pageflow.h */

/* subdir: RULES_CHECK, or RULES_CHECK24 for the 2.4 originals */
int semcheck_files(const char *subdir, char **files, char **display,
		   size_t n, int jobs, const struct sem_text *ctx, size_t nctx,
		   struct strbuf *log, int *bad);

#endif
