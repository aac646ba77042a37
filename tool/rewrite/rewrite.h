/*
 * rewrite: run the semantic patches over a batch of files with spatch.
 *
 * The texts are copied into a private temp directory under the run's
 * (runtmp.h; one subdirectory per item, so equal base names never
 * clash), which is also spatch's working and --tmp-dir directory, so
 * nothing spatch writes is left behind; the rules, combined into
 * one semantic patch (rules_combine()), run once over the whole batch in
 * patch mode (--file-groups: each file its own
 * group; --jobs; spatch's own per-file --timeout), rewriting the copies
 * in place.  The user's files are never touched here.
 *
 * spatch exits 0 even when it could not parse a file or matched nothing;
 * the caller must compare what it expected to change with what did
 * (crosscheck.h).  When a batch run fails as a whole (crash, hang, a
 * non-zero exit) every file of the batch is run alone for that rule, so
 * one bad file cannot cost the others their port; that file gets
 * REWRITE_TIMEOUT or REWRITE_CRASH and no later rule sees it.  So does
 * a file spatch gives up on inside a run that exits 0: its own per-file
 * timeout, or an exception ("EXN: Stack overflow in FILE"); log holds
 * spatch's words.  And so does a file whose output outcheck.h refuses
 * (emptied, or code lost outside every kiobuf use): REWRITE_CRASH with
 * garbled set, log saying what was lost; the port writes no such file.
 *
 * Calling sequence:
 *	items[i].path/text/len set, before NULL;
 *	rewrite_batch(&rules, items, n, jobs, timeout_s);
 *	items[i].status, text/len (the rewritten text when status is OK),
 *	before/before_len (then the text spatch was given; NULL when it
 *	gave nothing back; the caller frees it)
 * Returns 0, or -1 when spatch cannot be run at all (error printed).
 */
#ifndef ZC_REWRITE_H
#define ZC_REWRITE_H

#include <stddef.h>

#include "rules.h"

enum rewrite_status { REWRITE_OK, REWRITE_TIMEOUT, REWRITE_CRASH };

struct rewrite_item {
	const char *path;
	char *text;
	size_t len;
	enum rewrite_status status;
	char *log;		/* what spatch said about a failure */
	char *before;		/* the text spatch was given */
	size_t before_len;
	int garbled;		/* its output was refused (outcheck.h) */
};

int rewrite_batch(const struct rule_set *rs, struct rewrite_item *items,
		  size_t n, int jobs, int timeout_s);

#endif
