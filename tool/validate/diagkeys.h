/*
 * diagkeys: a compile's diagnostics read as keys and as located errors,
 * and compared with its original's.
 *
 * Implements validate.h's diag_keys(), diag_mentions_kiobuf(),
 * diag_rename(), diag_rename_keys() and diag_new(): a key is a
 * diagnostic without its "file:line:col: " (and without gcc's "; did
 * you mean ...?" hint); logs are compared as multisets of keys, so that
 * the same error on another line (the port moved it) is the same.
 *
 * errors_of(log, base, el): the errors of log (fatal ones too, and with
 * --target=6.1 warnings: a Kbuild build's warnings fail a port), each
 * located (path, line, column), keyed, marked kio when it names the
 * API's vocabulary and orig_has when base, the original's log (or
 * NULL), has one with the same key (each of base's counted once).  el
 * is the caller's, freed with errors_free(); log and base are only
 * read.
 *
 * orig_has(e, ov, b): does the original (its errors ov, of the port's
 * blame b, blame.h) have e -- the same words, or any error on the line
 * of the original the port kept e's line from?  kept_warning(e, path,
 * b): is e a 6.1 warning, in the compiled file path, on a line the port
 * kept as the original has it (the driver's own, not the port's)?
 *
 * port_names(): the names a port brings in (the vocab's replacements,
 * fixup.h's helper pieces), NULL-terminated, made once (thread-safe),
 * never freed.  ident_char(): may c be part of a C identifier?
 */
#ifndef ZC_DIAGKEYS_H
#define ZC_DIAGKEYS_H

#include <stddef.h>

#include "lookup.h"

struct blame;

/* one error of a compile, located, with what the judgement needs */
struct verr {
	char *path;
	unsigned line, col;
	char *key;		/* "error: ..." without its location */
	char *text;		/* the whole diagnostic line */
	int fatal;		/* the compile stopped there */
	int orig_has;		/* the original has the same error */
	int kio;		/* it names the API's vocabulary */
	int warn;		/* a warning (6.1: fails as an error does) */
};

/* a log's errors, indexed by where they stand (orig_error_at()) */
struct errlist {
	struct verr *v;
	size_t n;
	struct sorted_index at;	/* by line, then path */
};

void errors_of(const char *log, const char *base, struct errlist *el);
void errors_free(struct errlist *el);
int orig_has(const struct verr *e, const struct errlist *ov,
	     const struct blame *b);
int kept_warning(const struct verr *e, const char *path,
		 const struct blame *b);
const char *const *port_names(void);
int ident_char(char c);

#endif
