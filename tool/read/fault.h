/*
 * fault: what a syntax error refuses.
 *
 * A syntax error left in a file (parse24.h, syntaxerr.h) refuses only the
 * function that holds it -- the function definition libclang saw around
 * it -- or, at file scope, the declaration that holds it (from the end of
 * the one before to its ';', or to the closing '}' of a function body
 * libclang did not see).  The rest of the file is read as usual.  Each
 * fault says what went wrong: libclang's words, a name near the error
 * that the translation unit declares nowhere (what a missing header
 * would have declared), and the headers the file includes that were not
 * found.
 *
 * faults_find() appends one fault per function or declaration holding
 * an error of p (the first error in it speaks for it), in file order.
 * fault_what() renders "expected ')', near 'foo_t', which nothing declares
 * (headers not found: 'x.h' at line 3)"; fault_where() "np_map()" or
 * "the declaration at lines 10-12".  Thread-safe: no state.
 */
#ifndef ZC_FAULT_H
#define ZC_FAULT_H

#include <stddef.h>

#include "parse24.h"
#include "strbuf.h"

struct parse_fault {
	unsigned line, col;		/* the (first) syntax error */
	unsigned first_line, last_line;	/* what it refuses */
	char *function;			/* its name; NULL: a declaration */
	char *what;			/* libclang's words */
	char *unknown;			/* a name nothing declares, or NULL */
	char *missing;			/* "'x.h' at line 3, ..." or NULL */
};

struct fault_list {
	struct parse_fault *v;
	size_t nr, alloc;
};

void faults_find(const struct parse24 *p, const char *buf, size_t len,
		 struct fault_list *out);
void fault_what(const struct parse_fault *f, struct strbuf *sb);
void fault_where(const struct parse_fault *f, struct strbuf *sb);
/* both, into emptied strbufs */
void fault_words(const struct parse_fault *f, struct strbuf *what,
		 struct strbuf *where);
/* move l's faults to the end of *to, leaving l empty */
void fault_list_move(struct fault_list *to, struct fault_list *l);
void fault_list_clear(struct fault_list *l);

#endif
