/*
 * differential: one file's compile judged against its original's, and
 * diagnostics said in the original's lines.
 *
 * Implements validate.h's validate_compile() (the one compile step of
 * port and check: the port, and when it has errors the original under
 * the same flags; an error fails the port unless blame.h finds it
 * inherited) and lines_to_original().
 *
 * lines_via(path, d, log): log with every "path:L..." and "at line Q"
 * of path moved from the port's lines to the original's through d, the
 * line diff of port and original (linediff.h); other lines unchanged.
 * to_original_lines(u, log): the same through u's port and original
 * (u->out, u->buf); a copy of log for a unit the port left unchanged or
 * a helper header.  Both return a new string the caller frees; d, u and
 * log are only read.
 */
#ifndef ZC_DIFFERENTIAL_H
#define ZC_DIFFERENTIAL_H

struct linediff;
struct unit;

char *lines_via(const char *path, const struct linediff *d, const char *log);
char *to_original_lines(const struct unit *u, const char *log);

#endif
