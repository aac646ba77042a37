/*
 * treeplan: the port decisions that span files.
 *
 * A tree is ported as one change: a declaration shared by several files
 * gets one type in all of them.  Each file decides alone whether it is a
 * page vector file (pagevec.h) or a user-pages one; files that share a
 * 2.4 buffer declaration through a header -- a struct field, a global, a
 * prototype that the header declares and the file uses -- must decide
 * together, or the header says struct user_pages where a file fills the
 * field by hand as a struct page_vec.
 *
 * treeplan_before(): before the rewrite.
 *   - Files linked by shared declarations (a header of the run and each
 *     file that includes it, by "x.h" beside it or as <P> from the
 *     tree's include/, and uses one of its 2.4 buffer declarations) are
 *     page vector files all (unit->force_pagevec) when one of them is.
 *     When one of them cannot be (it uses what a page_vec cannot carry),
 *     none is ported: their sites are manual "page-vector", naming it.
 *   - A 2.4 buffer held in a struct field that no file of the run declares
 *     cannot change type with the code that uses it: those uses are
 *     manual "declared-elsewhere", naming the header that declares the
 *     field when one of the file's includes does (beside it, in an
 *     enclosing tree's include/, or where the parse found it: -I, the
 *     --tree's headers), so that the user ports the two together.
 * treeplan_after(): after the rewrite.  A prototype of a function that
 *   another file of the run defines follows the definition: when the
 *   definition's 2.4 buffer parameters are left for a human, so are the
 *   prototype's (refused, unit->refused).  Sets which[i] for the units
 *   to port again (port_again()) and returns how many.
 */
#ifndef ZC_TREEPLAN_H
#define ZC_TREEPLAN_H

#include <stddef.h>

#include "pipeline.h"

void treeplan_before(struct run *r);
size_t treeplan_after(struct run *r, char *which);

#endif
