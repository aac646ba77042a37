/*
 * tokscan: find the 2.4 API's vocabulary in a file's tokens, outside
 * comments and strings.
 *
 * This is the cross-check for libclang (which drops calls whose arguments
 * do not type-check and never sees disabled #if blocks) and the leftover
 * test after a rewrite.  A hit is an identifier from the vocab table
 * (the API's struct tag only after "struct"), or the header name in an
 * #include line.
 *
 * tokscan() fills hits (caller frees hits->v); it cannot fail.
 */
#ifndef ZC_TOKSCAN_H
#define ZC_TOKSCAN_H

#include <stddef.h>

#include "vocab.h"

struct vocab_hit {
	const struct vocab *voc;
	unsigned line, col;
	size_t offset, len;
	int in_define;		/* inside a #define body */
	int in_directive;	/* inside any preprocessor line */
	int ifdef_in_args;	/* a call whose argument list has # lines */
};

struct hit_list {
	struct vocab_hit *v;
	size_t nr, alloc;
};

void tokscan(const char *buf, size_t len, struct hit_list *hits);

#endif
