/*
 * syntaxerr: the syntax errors of a file's own code in one parse.
 *
 * A file is judged as C in the configuration libclang parsed: its
 * "Parse Issue" errors located in the file (spelling location), and the
 * lexical ones that say a comment or literal never ends.  Missing
 * headers and undeclared names are semantic issues, never counted; and
 * an error that a name no header declares explains is set aside, since
 * an unknown macro makes the parser trip where the code is fine
 * ("char __user *buf", "list_for_each(p, head) {",
 * "module_param(x, int, 0)" at file scope): see explained().
 *
 * syntax_errors() returns how many are left and puts them in *out (in
 * libclang's order; NULL when none), for syntax_errors_free().
 * Thread-safe: no state.
 */
#ifndef ZC_SYNTAXERR_H
#define ZC_SYNTAXERR_H

#include <clang-c/Index.h>
#include <stddef.h>

struct syntax_error {
	unsigned line, col;	/* in the file (its spelling) */
	size_t offset;		/* byte offset of line:col */
	size_t expansion;	/* where the code stands, for an error in a
				 * macro body of the file: the expansion */
	char *message;		/* libclang's words */
};

size_t syntax_errors(CXTranslationUnit tu, CXFile file, const char *buf,
		     size_t len, struct syntax_error **out);
void syntax_errors_free(struct syntax_error *v, size_t n);

#endif
