/// Dirtying must go the right way: report dirtying (user_pages_dirty(),
/// page_vec_dirty(), or SetPageDirty(), set_page_dirty(),
/// set_page_dirty_lock() of a page of the array) after a mapping made for
/// the device to read (write flag 0, or WRITE to page_vec_map()), whose
/// pages the device never wrote.  The PageReserved() guard of
/// dirtying is checked in C (tool/judge/pageflow.c): whether a condition
/// implies !PageReserved(page) needs the conjuncts of any condition, early
/// exits, helper functions of other files, and where the page came from
/// (get_user_pages() in another function), which one SmPL match cannot
/// follow.
//
// Confidence: High
// Options: --no-includes --include-headers

virtual report

@dirty_wrong_way exists@
expression kb;
position p;
@@
user_pages_map(kb, 0, ...)
... when != user_pages_map(kb, ...)
user_pages_dirty@p(kb, ...)

@script:python depends on report@
p << dirty_wrong_way.p;
@@
print("%s:%s:%d: warning: pages mapped for the device to read are marked "
      "dirty" % (p[0].file, p[0].line, int(p[0].column) + 1))

// The same on a page vector, whose page_vec_map() keeps 2.4's rw
@pv_dirty_wrong_way exists@
expression kb;
position p;
@@
page_vec_map(WRITE, kb, ...)
... when != page_vec_map(..., kb, ...)
page_vec_dirty@p(kb, ...)

@script:python depends on report@
p << pv_dirty_wrong_way.p;
@@
print("%s:%s:%d: warning: pages mapped for the device to read are marked "
      "dirty" % (p[0].file, p[0].line, int(p[0].column) + 1))

// The same with get_user_pages() itself: write flag 0 (argument 5),
// then a page of its array dirtied on some path before it is pinned
// again.
@gup_dirty_wrong_way exists@
expression tsk, mm, start, nr, force, pages, vmas, i;
position p;
@@
get_user_pages(tsk, mm, start, nr, 0, force, pages, vmas)
... when != get_user_pages(...)
(
SetPageDirty@p(pages[i])
|
set_page_dirty@p(pages[i])
|
set_page_dirty_lock@p(pages[i])
)

@script:python depends on report@
p << gup_dirty_wrong_way.p;
@@
print("%s:%s:%d: warning: pages mapped for the device to read are marked "
      "dirty" % (p[0].file, p[0].line, int(p[0].column) + 1))
