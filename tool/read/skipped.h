/*
 * skipped: the blocks of a file that a parse skipped (a disabled #if
 * branch), as byte spans of the file.
 *
 * skipped_spans(): libclang's skipped ranges of file in tu, in order,
 * as byte offsets [start, end); the caller frees *out.  spans_hold():
 * does one of s[0..n) hold offset off?  Used by the parse (parse24),
 * the names it makes up types for (undeclared), the inventory and the
 * fault finder alike.  Thread-safe: no state.
 */
#ifndef ZC_SKIPPED_H
#define ZC_SKIPPED_H

#include <clang-c/Index.h>
#include <stddef.h>

/* byte ranges [start, end) of a file */
struct span {
	size_t start, end;
};

size_t skipped_spans(CXTranslationUnit tu, CXFile file, struct span **out);
int spans_hold(const struct span *s, size_t n, size_t off);

#endif
