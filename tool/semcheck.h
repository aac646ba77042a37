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
 */
#ifndef ZC_SEMCHECK_H
#define ZC_SEMCHECK_H

#include <stddef.h>

#include "strbuf.h"

/* subdir: RULES_CHECK, or RULES_CHECK24 for the 2.4 originals */
int semcheck_files(const char *subdir, char **files, char **display,
		   size_t n, int jobs, struct strbuf *log, int *bad);

#endif
