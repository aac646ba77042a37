/*
 * wholefn: a function is converted whole or not at all.
 *
 * A site is converted only when the function holding it is done for
 * 2.6 (blame.h).  A function that keeps a use left for a human -- a
 * call whose arguments hold #if lines, a 2.4 buffer's completion, a page
 * address the kmap pass could not prove safe -- is not, whatever became
 * of its other uses: those are "unfinished" too, the reason naming the
 * use that holds the function back.  Their port stays in
 * place for the human finishing the function.  Uses in disabled #if
 * blocks and in the 2.4 branch of dual-version code hold nothing back:
 * no 2.6 build compiles them.
 *
 * wholefn_settle(): over u's sites as the cross-check left them; the
 * functions are cut from u's original text.  Returns how many sites it
 * made unfinished.
 */
#ifndef ZC_WHOLEFN_H
#define ZC_WHOLEFN_H

#include <stddef.h>

#include "pipeline.h"

size_t wholefn_settle(struct unit *u);

#endif
