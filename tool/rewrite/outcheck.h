/*
 * outcheck: is spatch's output a port of its input, or did it lose code?
 *
 * spatch's exit status is no evidence: a spatch that exits 0 after
 * emptying a file, or after a rule ran wild, would have its output
 * written over the user's file.  A rewrite only changes code around
 * uses of the 2.4 API, so outcheck() refuses an output that
 *
 *  - keeps fewer than half of the input's non-blank lines, or
 *  - deletes or changes a non-blank line of a top-level construct (a
 *    function, a declaration, a preprocessor directive outside any
 *    function) that holds no 2.4 API name, no name the port put there
 *    before spatch (its masks, the page_vec_ renames), no user_pages or
 *    page_vec name.  Blank and comment-only lines between constructs
 *    count as part of both neighbours.
 *
 * in/out: spatch's input and output texts.  Returns NULL when the output
 * may be a port, else the reason (newly allocated), which the port
 * reports as a spatch failure: the sites manual, the file not written.
 */
#ifndef ZC_OUTCHECK_H
#define ZC_OUTCHECK_H

#include <stddef.h>

char *outcheck(const char *in, size_t in_len, const char *out,
	       size_t out_len);

#endif
