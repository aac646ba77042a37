/*
 * stray: every change the semantic patches make belongs to a site.
 *
 * A rule matches by shape, and a shape can be too broad: the scatterlist
 * rule once deleted "sclp->address = NULL;" in a function that frees
 * kernel buffers and has none of the 2.4 API in it.  spatch says
 * nothing about what it matched, so its output is checked against the
 * sites, as the cross-check checks each site against the output.
 *
 * stray_revert() compares the text spatch was given (it->before) with
 * what it gave back, hunk by hunk (linediff.h).  A hunk that holds the
 * line of a site, or is next to one (the line before or after), is the
 * port's: a site's line is where the inventory found a use of the API
 * (or, for a macro's use, the macro's line that names it), of any site
 * but a guarded one -- a 2.4 branch is left alone whole.  So is the
 * deletion of one declaration whose variable a site's line names (a
 * local size that only fed the API's sized allocation goes with the
 * call).  Any other hunk is put back to the text spatch was given, and
 * recorded in u->strays.
 * The fix-ups come later and are not checked here: they edit only where
 * they decided to (the include swap, the helper include, markers, notes,
 * kernel-style rewraps of the port's own lines).
 *
 * stray_name_rules() finds the rule that made each recorded hunk: it runs
 * the first k rules again over those files (k = 1, 2, ...: rules apply
 * in order, so the first prefix whose output changes the hunk's lines
 * names it) and then warns, in the order of the run's files,
 * "FILE:LINE:1: warning: RULE deleted "..." outside every kiobuf use
 * zcport ports; put back as it was".  Only files with such a hunk are run again.
 *
 * Calling sequence (port.c): rewrite_batch(); per unit, before anything
 * else reads it->text: stray_revert(u, it); after every unit:
 * stray_name_rules(r, rs, items, idx, n, jobs, timeout_s).
 */
#ifndef ZC_STRAY_H
#define ZC_STRAY_H

#include <stddef.h>

#include "pipeline.h"
#include "rewrite.h"
#include "rules.h"

void stray_revert(struct unit *u, struct rewrite_item *it);
void stray_name_rules(struct run *r, const struct rule_set *rs,
		      const struct rewrite_item *items, const size_t *idx,
		      size_t n, int jobs, int timeout_s);

#endif
