/*
 * sarif: the site records as SARIF 2.1.0, for code-scanning CI.
 *
 * One rule per migration (each semantic patch, with its /// description
 * and // Confidence: from the .cocci header), one per reason a site can
 * be left for a human ("manual/<code>"), one for guarded code; one result
 * per site with its location, level "note" (converted), "warning"
 * (manual) or "none" (guarded), and a stable fingerprint (file, function,
 * symbol, kind and the site's rank among equal ones, not its line, so it
 * survives edits elsewhere in the file).  A converted site of a port
 * carries its fix: the changed lines around it as a replacement.
 *
 * report_sarif() appends the document to out; with_fixes is 0 for scan.
 */
#ifndef ZC_SARIF_H
#define ZC_SARIF_H

#include "pipeline.h"
#include "strbuf.h"

void report_sarif(struct run *r, struct strbuf *out, int with_fixes);

#endif
