/*
 * parse24: parse a 2.4 file with libclang in the configuration that
 * reads it best.
 *
 * The file is parsed as the 2.4 kernel would compile it: gnu89,
 * -D__KERNEL__, the include path of parsecfg.h (the 2.4 tree it sits in,
 * else the model headers), and first as a module (-DMODULE).  Then, only
 * while libclang still finds syntax errors in the file's own code
 * (syntaxerr.h):
 *
 *   1. with synthetic typedefs (undeclared.h) for the names the file uses
 *      as types and nothing declares, force-included from an unsaved
 *      file: a cast "(sg_id_t *)arg" to a type of a header that is not
 *      there is then a cast.  Taken when it has fewer errors; a name on
 *      a line where a typedef made a new error is left out and the parse
 *      tried again (three tries at most).
 *   2. built into the kernel: without -DMODULE (with the typedefs taken).
 *      2.4's module macros expand to nothing there, so
 *      "MODULE_LICENSE("GPL")" with no ';' is valid C (a board's driver
 *      that was only ever built in).  Taken when it has fewer errors.
 *
 * A file that needs none of this is parsed once (twice when it never
 * reads the API's header: see needs_iobuf()).
 *
 * Sites keep their meaning: when the built-in parse is taken and the
 * file's own #if blocks come out otherwise than in the module parse (the
 * file tests MODULE), the module parse is kept too (module_tu): code only
 * a module build compiles is still code, not a disabled block.
 *
 * parse24() fills *p and returns 0, or -1 when libclang could not parse
 * the file at all (p->tu NULL).  p->errors are the syntax errors left in
 * p->tu.  parse24_release() disposes of everything.  One CXIndex per
 * thread.
 */
#ifndef ZC_PARSE24_H
#define ZC_PARSE24_H

#include <clang-c/Index.h>
#include <stddef.h>

#include "parsecfg.h"
#include "syntaxerr.h"

struct parse24 {
	CXTranslationUnit tu;
	CXFile file;
	int builtin;		/* parsed without -DMODULE */
	int synthetic;		/* with typedefs for undeclared type names */
	CXTranslationUnit module_tu;	/* see above, or NULL */
	CXFile module_file;
	struct syntax_error *errors;
	size_t nerrors;
};

int parse24(CXIndex index, struct parse_config *pc, const char *headers_dir,
	    const char *path, const char *buf, size_t len, struct parse24 *p);
void parse24_release(struct parse24 *p);

#endif
