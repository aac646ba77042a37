/// Every page pinned by a successful map must be released on every path
/// out of the function: report a user_pages_map() (the helper zcport
/// emits; or page_vec_map(), released by page_vec_unmap()) of a mapping
/// held in a local variable (one kept in a struct,
/// or handed to one, may be released by another function) after whose
/// success some path
/// returns without
/// user_pages_unmap() or user_pages_free() of that mapping, and a
/// get_user_pages() whose partial-pin branch (fewer pages than asked)
/// returns (directly, or through a goto to an error label: "..." follows
/// the jump) without releasing the pages it did pin.  A call of a function
/// that releases pinned pages (directly or through calls, in any file of
/// the run: the driver's free function a partial pin stored in a struct
/// is left to) counts as the release; tool/judge/pageflow.c finds them and
/// hands them over as zc_releasers.
//
// Confidence: Moderate
// Options: --no-includes --include-headers

virtual report

@initialize:python@
@@
# set by zcport (semcheck.c) before this rule; empty when run alone
try:
    zc_releasers
except NameError:
    zc_releasers = set()

@pin_leak exists@
local idexpression kb;
identifier rel : script:python () { rel in zc_releasers };
expression E, E2, E3;
statement S;
position p, q;
@@
(
  E = user_pages_map@p(kb, ...);
  if (E) S
  ... when != user_pages_unmap(kb)
      when != user_pages_free(...)
      when != rel(..., kb, ...)
      when != E2 = kb
  return@q ...;
|
  if (user_pages_map@p(kb, ...)) S
  ... when != user_pages_unmap(kb)
      when != user_pages_free(...)
      when != rel(..., kb, ...)
      when != E2 = kb
  return@q ...;
|
  E = page_vec_map@p(E3, kb, ...);
  if (E) S
  ... when != page_vec_unmap(kb)
      when != rel(..., kb, ...)
      when != E2 = kb
  return@q ...;
|
  if (page_vec_map@p(E3, kb, ...)) S
  ... when != page_vec_unmap(kb)
      when != rel(..., kb, ...)
      when != E2 = kb
  return@q ...;
)

@script:python depends on report@
p << pin_leak.p;
q << pin_leak.q;
@@
print("%s:%s:%d: warning: pages pinned here are not released on the path "
      "that returns at line %s" % (p[0].file, p[0].line,
      int(p[0].column) + 1, q[0].line))

@gup_partial_leak forall@
identifier rel : script:python () { rel in zc_releasers };
expression E, N;
position p, q;
@@
  E = get_user_pages@p(...);
  ...
(
  if (E < N) {
  ... when != page_cache_release(...)
      when != put_page(...)
      when != release_pages(...)
      when != rel(...)
  return@q ...;
  }
|
  if (E != N) {
  ... when != page_cache_release(...)
      when != put_page(...)
      when != release_pages(...)
      when != rel(...)
  return@q ...;
  }
)

@script:python depends on report@
p << gup_partial_leak.p;
q << gup_partial_leak.q;
@@
print("%s:%s:%d: warning: a partial pin by get_user_pages() returns at "
      "line %s without releasing the pages it pinned" % (p[0].file,
      p[0].line, int(p[0].column) + 1, q[0].line))
