/*
 * crosscheck: decide, for every site of a file, whether the rewrite
 * really converted it, by looking at spatch's output rather than
 * trusting it.
 *
 * spatch is silent when it cannot parse a function or no rule matches, so
 * a site counts as converted only when the token it stands for (its
 * anchor) is gone from the rewritten text where the site was: the line is
 * located through the line diff of original and rewritten text and the
 * changed region around it is lexed for the token.  Sites of names zcport
 * never converts (the completion calls and members...) are manual with the
 * vocab table's guidance whatever spatch did.  Every site leaves here
 * either STATE_CONVERTED (perhaps with a note to leave in the code) or
 * STATE_MANUAL with a reason code and sentence; none stays STATE_FOUND.
 *
 * Sites already manual (masked before the rewrite, port.c) stay so.
 * Include sites are decided by fixup.h (it does the include swap).
 */
#ifndef ZC_CROSSCHECK_H
#define ZC_CROSSCHECK_H

#include "linediff.h"
#include "rewrite.h"
#include "site.h"

void crosscheck_sites(struct site_list *sites, const struct linediff *d,
		      const char *new_text, size_t new_len,
		      const struct rewrite_item *rw);

/* 1 if identifier tok stands as code on new lines [from, to] (1-based) */
int token_in_lines(const char *text, size_t len, const char *tok,
		   unsigned from, unsigned to);

#endif
