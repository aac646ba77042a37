/*
 * undeclared: what a translation unit never declares, for a file parsed
 * without the headers it was written against.
 *
 * A typedef from a header that is not there ("(sg_id_t *)arg", a
 * parameter "void (*cb)(copy_reason_t, int)") turns the file's own code
 * into a syntax error, and libclang cannot tell a cast of an unknown type
 * from an expression.  Such names get synthetic typedefs in a second
 * parse.
 *
 * undeclared_types(): the names that stand in buf (the main file of tu,
 * len bytes; code in the skipped spans left out) where only a type can
 * stand -- a cast "(T *)x" or "(const T)x", a declaration "T *p;" or
 * "T p", a parameter "(T, int)" of a prototype or function pointer --
 * and that tu declares nowhere (no declaration anywhere, locals
 * included, other than one its parser's recovery made at that very
 * place; no macro; not a keyword).  Names standing on the lines listed
 * in drop[0..ndrop) are left out.  Returns the text of a header of
 * typedefs, "typedef int T;\n" for each (int: casts, arithmetic and
 * pointers to it all parse), or NULL when there is none; the caller
 * frees it.
 *
 * undeclared_near(): the identifier nearest before offset off (on the
 * same line, or the token at off) that tu neither declares (C89's
 * implicit declaration of a called function counts as none) nor defines
 * as a macro; its name into name[0..size), 1 if found.  For saying what
 * a syntax error is about.
 *
 * Spans (skipped.h) are byte ranges of buf.  Thread-safe: no state.
 */
#ifndef ZC_UNDECLARED_H
#define ZC_UNDECLARED_H

#include <clang-c/Index.h>
#include <stddef.h>

#include "skipped.h"

char *undeclared_types(CXTranslationUnit tu, CXFile file, const char *buf,
		       size_t len, const struct span *skipped, size_t nskipped,
		       const unsigned *drop, size_t ndrop);
int undeclared_near(CXTranslationUnit tu, CXFile file, const char *buf,
		    size_t len, size_t off, char *name, size_t size);

#endif
