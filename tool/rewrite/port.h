/*
 * port: the rewrite and cross-check stages over a whole run.
 *
 * For every candidate unit: let the migrations plan it, mask the sites
 * that must not be rewritten (calls with #if lines in their arguments,
 * the 2.4 branch of dual-version code, which stays as it is: state
 * guarded; what a migration's plan leaves for a human) and let them
 * rewrite the masked text; run the semantic patches (rewrite.h), unmask,
 * run the migrations' C passes over the output, cross-check every site
 * against it (crosscheck.h), let the passes settle their sites, apply
 * the include swap, helpers and markers (fixup.h).  Each migration's
 * part is its hooks in the table (migrations.h, migpass.h): nothing
 * here knows one.  Afterwards every site is converted or manual, and
 * unit->out holds the ported text (NULL when the port changed nothing).
 * A unit that could not be read or is not C gets no port; its sites are
 * manual ("input").
 *
 * Returns 0, or -1 when spatch could not be run at all.
 */
#ifndef ZC_PORT_H
#define ZC_PORT_H

#include "pipeline.h"

/* drop_legacy_branches: see guard.h and --drop-legacy-branches */
int port_run(struct run *r, int timeout_s, int drop_legacy_branches);

/*
 * Port again the units with which[i] set, after validation refused some
 * of their sites (unit->refused): each starts from the sites the
 * inventory left (unit->pristine), the refused ones hidden from the
 * rewrite and manual with their reason, and goes through the same
 * stages as in port_run(), with its options; the helper headers follow.
 * Returns as port_run().
 */
int port_again(struct run *r, const char *which);

#endif
