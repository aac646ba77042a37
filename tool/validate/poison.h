/*
 * poison: the "#pragma GCC poison" lines validation compiles a port with.
 *
 * Every function and constant of the 2.4 API (vocab.h) is poisoned, so
 * that any use left in a port is an error that names it.  Not the
 * API's struct tag: a variable may have that name (compile.c checks the
 * tag apart).  Nor a name that the text, or a header beside it, tests
 * in an #if, #ifdef, #ifndef or #elif: GCC rejects a poisoned name there
 * too, and asking whether 2.4's header of the API defined a macro is
 * valid 2.6 code -- the branch it guards is 2.4's (guard.h).  A use of
 * such a name in live code still fails: 2.6 does not define it.
 *
 * poison_pragmas() appends the lines to sb: for text (len bytes of the
 * file at path, whose directory's headers are read too), or for every
 * name when text is NULL.  Returns how many names it kept out.
 */
#ifndef ZC_POISON_H
#define ZC_POISON_H

#include <stddef.h>

#include "strbuf.h"

int poison_pragmas(struct strbuf *sb, const char *path, const char *text,
		   size_t len);

#endif
