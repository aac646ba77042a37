/*
 * report: the views of the site records.
 *
 * Each function renders the sites of every unit of a run, in unit order
 * (sorted paths) and site order (line, column): the same records, so text,
 * JSON and summary always agree.  Output goes to the strbuf given; the
 * caller writes it where it belongs (stdout, a --report file).
 *
 * scan text:  "file:line:col: kind: symbol [via MACRO()] [in function()]"
 *	       per site, then "summary:" lines: one per file with sites
 *	       ("summary: FILE: N sites"), the total, one per symbol.
 * scan JSON:  {"files_scanned": N, "sites": [{file, line, column, kind,
 *	       symbol, function[, macro]}...]}
 * port JSON:  {"files_scanned": N, "sites": [{file, line, column, kind,
 *	       symbol, function, state[, reason_code, reason]}...],
 *	       "target": {kernel, helpers, mapping: [{name, port}...]},
 *	       "files": [{file, state, check}...]}
 * port summary (stderr): per-site states, manual reasons, per-file
 *	       validation, and each helper header the port writes
 *	       ("PATH: helper header, new" or "updated"); for a target other
 *	       than 2.6, a line saying which.
 */
#ifndef ZC_REPORT_H
#define ZC_REPORT_H

#include "pipeline.h"
#include "strbuf.h"

void report_scan_text(struct run *r, struct strbuf *out);
void report_scan_json(struct run *r, struct strbuf *out);
void report_port_json(struct run *r, struct strbuf *out);
void report_port_summary(struct run *r, struct strbuf *out);

#endif
