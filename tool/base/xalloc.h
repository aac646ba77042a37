/*
 * xalloc: memory that never fails.
 *
 * x*alloc/xstrdup/xstrndup die on out-of-memory, never return NULL;
 * a request of 0 bytes still gets a block the caller may free().
 * Below strbuf and util, which both allocate through it (util.h
 * includes this header, so a module using util.h has these too).
 */
#ifndef ZC_XALLOC_H
#define ZC_XALLOC_H

#include <stddef.h>

void *xmalloc(size_t n);
void *xcalloc(size_t nmemb, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);

#endif
