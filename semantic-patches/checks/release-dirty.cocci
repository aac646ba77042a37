/// Pages pinned for the device to write must be dirtied before they are
/// released: 2.4's map_user_kiobuf() dirtied the ptes of pages it pinned
/// for writing, and its drivers often never marked them dirty; 2.6's
/// get_user_pages() leaves that to the caller, and writeback drops what
/// the device wrote into a page nobody dirtied (a shared file mapping
/// reads its old contents back).  Report a get_user_pages() whose write
/// flag is not 0 when the same function releases a page of its array
/// (page_cache_release(), put_page()) other than in the branch that
/// gives back a partial pin (an if on the count pinned that ends in a
/// return, directly or after a goto), and nothing in that function
/// dirties a page: no SetPageDirty(), set_page_dirty(),
/// set_page_dirty_lock(), user_pages_dirty() or page_vec_dirty(), and no
/// call of a function of the run that dirties pages (directly or
/// through calls: tool/judge/pageflow.c hands them over as zc_dirtiers).
/// A dirtying under a condition counts: which transfers wrote is the
/// driver's to know.  Releases in another function (an unmap function
/// given the pages) are not judged, nor the helpers zcport emits:
/// user_pages_unmap() and page_vec_unmap() dirty what the device could
/// write themselves.
//
// Confidence: Moderate
// Options: --no-includes --include-headers

virtual report

@initialize:python@
@@
# set by zcport (semcheck.c) before this rule; empty when run alone
try:
    zc_dirtiers
except NameError:
    zc_dirtiers = set()
# (file, function) of every dirtying in the files checked
zc_dirtying = set()
zc_reported = set()

// pinned for the device to read: nothing to dirty
@pin_read@
expression T, M, S, N, F, P, V;
position p;
@@
get_user_pages@p(T, M, S, N, 0, F, P, V)

// the release of a partial pin, in a branch on the count pinned
@partial exists@
expression E, pages, i;
position q;
@@
E = get_user_pages(...);
...
if (<+... E ...+>) {
... when != E = get_user_pages(...)
(
page_cache_release@q(pages[i])
|
put_page@q(pages[i])
)
...
return ...;
}

@dirties@
identifier d : script:python () { d in zc_dirtiers };
position p;
@@
(
SetPageDirty@p(...)
|
set_page_dirty@p(...)
|
set_page_dirty_lock@p(...)
|
user_pages_dirty@p(...)
|
page_vec_dirty@p(...)
|
d@p(...)
)

@script:python@
p << dirties.p;
@@
zc_dirtying.add((p[0].file, p[0].current_element))

@released_clean exists@
expression E, T, M, S, N, W, F, V, pages, i;
position p != pin_read.p, q != partial.q;
@@
E = get_user_pages@p(T, M, S, N, W, F, pages, V);
...
(
page_cache_release@q(pages[i])
|
put_page@q(pages[i])
)

@script:python depends on report@
p << released_clean.p;
q << released_clean.q;
@@
key = (p[0].file, p[0].line, p[0].column)
if (p[0].file, p[0].current_element) not in zc_dirtying and \
   key not in zc_reported:
    zc_reported.add(key)
    print("%s:%s:%d: warning: pages pinned here for the device to write "
          "are released at line %s without being marked dirty (2.6 does "
          "not dirty them when it pins them, as 2.4 did)" % (p[0].file,
          p[0].line, int(p[0].column) + 1, q[0].line))
