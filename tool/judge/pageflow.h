/*
 * pageflow: what the semantic checks must know across functions and
 * files: where pinned pages come from, which functions release them,
 * and whether a page is known not to be reserved where it is dirtied.
 *
 * The report-mode rules in semantic-patches/checks/ follow control flow
 * inside one function well, and are used for that (mmap_sem, leaks on a
 * path, the direction of a mapping).  Three facts cross function and
 * file boundaries, which one SmPL match cannot, so they are computed
 * here in C from the tokens of every file of the run:
 *
 *  - pinned arrays: the page array argument of every get_user_pages()
 *    call, named by its last identifier ("pages" in d->pages); a page of
 *    such an array, a local variable or array assigned from one, or a
 *    member some function stores one in ("sg[i].page = pages[i]" makes
 *    every x.page and x->page one), came from get_user_pages();
 *  - releasers: functions whose body releases pinned pages
 *    (page_cache_release(), put_page(), release_pages(), the
 *    user_pages_unmap()/user_pages_free() helpers) or calls a releaser,
 *    to a fixpoint, in any file of the run.  pageflow_releasers() gives
 *    them to the leak rules (as a Python set);
 *  - dirtiers: functions that dirty pages (SetPageDirty(),
 *    set_page_dirty(), set_page_dirty_lock(), the user_pages_dirty()/
 *    page_vec_dirty() helpers) or call a dirtier, likewise;
 *    pageflow_dirtiers() gives them to the rule that wants pages pinned
 *    for writing dirtied before their release;
 *  - the dirty guard: SetPageDirty(), set_page_dirty() and
 *    set_page_dirty_lock() of a page that came from get_user_pages()
 *    must run where !PageReserved(page) holds: in the branch of a
 *    condition that implies it (a conjunct of &&, the else branch of a
 *    test of PageReserved(), a loop condition), after an early exit
 *    "if (PageReserved(page)) continue;" (return, goto, break) in an
 *    enclosing block with no assignment to the page (or its index)
 *    between, or through a helper function of the run each of whose
 *    returns gives 0, implies it, or stands where it holds.
 *    A page that is a parameter of the dirtying function is followed to
 *    every call of that function in the run: each call passing a pinned
 *    page must be guarded there (or inside).  Page-cache pages never
 *    pinned from user space need no guard.
 *
 * Calling sequence:
 *	struct pageflow *pf = pageflow_new();
 *	i = pageflow_add(pf, display, text, len, report);  (each file)
 *	pageflow_dirty_guard(pf, log, bad);  log[i], bad[i] for report files
 *	s = pageflow_releasers(pf);          "'a', 'b'" (caller frees)
 *	s = pageflow_dirtiers(pf);           likewise
 *	pageflow_free(pf);
 * pageflow_add() copies text and returns the file's index among the
 * report files (or -1 for a context-only file).  Findings are
 * "display:line:col: warning: ..." lines, one each, counted in bad[].
 */
#ifndef ZC_PAGEFLOW_H
#define ZC_PAGEFLOW_H

#include <stddef.h>

#include "strbuf.h"

struct pageflow;

/* one text of the run: a file's path and bytes (not owned) */
struct sem_text {
	const char *path;
	const char *text;
	size_t len;
};

struct pageflow *pageflow_new(void);
int pageflow_add(struct pageflow *pf, const char *display, const char *text,
		 size_t len, int report);
void pageflow_dirty_guard(struct pageflow *pf, struct strbuf *log, int *bad);
char *pageflow_releasers(struct pageflow *pf);
char *pageflow_dirtiers(struct pageflow *pf);
void pageflow_free(struct pageflow *pf);

/*
 * 1 when s[0..len) is a name whose use makes a file matter to the page
 * flow: a release or dirtying call of the lists above, get_user_pages(),
 * PageReserved() (pfscope.h)
 */
int pageflow_primitive(const char *s, size_t len);

#endif
