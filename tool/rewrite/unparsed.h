/*
 * unparsed: the code spatch could not parse in one file.
 *
 * spatch skips a top-level element (a function) it cannot parse -- a
 * GCC cast used as an lvalue, "(unsigned int) file->private_data = p;",
 * is one -- and exits 0 with the rest of the file rewritten: the uses in
 * that function are just left.  `spatch --parse-c FILE` says where: for
 * each error, its line and column, the token it stopped at, the line
 * where it found its footing again ("found sync '}' at line M") and the
 * lines it gave up on ("bad:"), which end there.
 *
 * spatch_unparsed() runs it on a copy of text (named after path's base
 * name, in a private directory of the run's; timeout_s bounds it) and
 * puts each error's region into *out (the caller frees, with
 * unparsed_free()); it returns their number, 0 when spatch parsed it
 * all or said nothing this code can read.  Thread-safe.
 */
#ifndef ZC_UNPARSED_H
#define ZC_UNPARSED_H

#include <stddef.h>

struct unparsed {
	unsigned first, last;	/* the lines spatch skipped */
	unsigned line, col;	/* where it stopped */
	char *around;		/* the token there, or NULL */
};

size_t spatch_unparsed(const char *path, const char *text, size_t len,
		       int timeout_s, struct unparsed **out);
void unparsed_free(struct unparsed *v, size_t n);

#endif
