/*
 * verdict: the one owner of a site's state.
 *
 * The stages do not set a site's state; they report what they found
 * about it -- evidence -- and this module decides.  Each report appends
 * one piece of evidence to the site and settles it again: the state,
 * reason code, reason and note are always a function of the evidence,
 * whatever order the stages ran in.
 *
 * The strongest evidence wins, in the order of enum evidence_kind (the
 * first report of that kind, when there are several).  So a failed
 * validation outweighs a conversion, a file put back whole outweighs
 * what spatch did to one of its sites, and a guarded site stays guarded
 * unless --drop-legacy-branches deleted it.
 *
 * Calling sequence: verdict_*() from any stage, on a site of a unit that
 * stage owns (units are never shared between threads).  Strings are
 * copied; the site owns its evidence (site_release() frees it).  Reason
 * codes must be declared (vocab.h): an undeclared code dies, so a code
 * cannot reach the report without its guidance and SARIF rule.
 */
#ifndef ZC_VERDICT_H
#define ZC_VERDICT_H

#include "site.h"

/* the site was left for a human because of kind/code (printf-style why) */
void verdict_manual(struct site *s, enum evidence_kind kind,
		    const char *code, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
/*
 * 2.4's own code of the API (its implementation, its VFS plumbing),
 * which 2.6 deleted: state removed-in-2.6, reason code "removed-in-2.6"
 * (apiimpl.h); why says what it is and that it is to be deleted
 */
void verdict_removed(struct site *s, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* the rewrite removed it (EV_DONE); note: a comment left in the code */
void verdict_converted(struct site *s, const char *note);
/* the 2.4 branch of dual-version code, left alone; why: the evidence */
void verdict_guarded(struct site *s, const char *why);
/* --drop-legacy-branches deleted the branch holding it */
void verdict_dropped(struct site *s);

/* the evidence of that kind, or NULL */
const struct evidence *verdict_find(const struct site *s,
				    enum evidence_kind kind);

#endif
