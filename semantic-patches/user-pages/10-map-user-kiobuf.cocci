/// Map, dirty and release user pages with get_user_pages() instead of a
/// kiobuf.  map_user_kiobuf(rw, iobuf, va, len) pinned the pages of
/// [va, va+len) and failed as a whole (nothing pinned) when it could not
/// pin them all; unmap_kiobuf() released them; mark_dirty_kiobuf(iobuf, n)
/// dirtied the pages spanned by the first n bytes.  The calls become the
/// user_pages_map/unmap/dirty helpers that zcport writes once per driver
/// directory, in zcport_user_pages.h (see 2.6.helpers):
/// get_user_pages() under mmap_sem held for read, a partial pin released
/// and failed with -EFAULT, PageReserved-guarded set_page_dirty_lock(),
/// page_cache_release() of every page.  The
/// return convention (0 or -errno) is unchanged, so each site keeps its
/// own error path.  rw == READ means the device writes user memory.
//
// Confidence: High
// Options: --no-includes --include-headers
// Ports: function map_user_kiobuf=user_pages_map
// Ports: function unmap_kiobuf=user_pages_unmap
// Ports: function mark_dirty_kiobuf=user_pages_dirty
// Helpers: user_pages_map user_pages_dirty user_pages_unmap

virtual patch
virtual report

// the direction folded when the caller passed a constant
@depends on patch@
expression kb, va, len;
@@
- map_user_kiobuf(READ, kb, va, len)
+ user_pages_map(kb, 1, va, len)

@depends on patch@
expression kb, va, len;
@@
- map_user_kiobuf(WRITE, kb, va, len)
+ user_pages_map(kb, 0, va, len)

// a direction chosen by a condition folds to the condition: the device
// writes user memory (READ) when the condition is false, or true
@depends on patch@
expression c, kb, va, len;
@@
- map_user_kiobuf((c) ? WRITE : READ, kb, va, len)
+ user_pages_map(kb, !(c), va, len)

@depends on patch@
expression c, kb, va, len;
@@
- map_user_kiobuf((c) ? READ : WRITE, kb, va, len)
+ user_pages_map(kb, !!(c), va, len)

// a variable needs no parentheses; anything else, a macro's parameter
// included, does: "f_mode & FMODE_WRITE == READ" would test f_mode & 0
@depends on patch@
local idexpression rw;
expression kb, va, len;
@@
- map_user_kiobuf(rw, kb, va, len)
+ user_pages_map(kb, rw == READ, va, len)

@depends on patch@
expression rw, kb, va, len;
@@
- map_user_kiobuf(rw, kb, va, len)
+ user_pages_map(kb, (rw) == READ, va, len)

@depends on patch@
expression kb;
@@
- unmap_kiobuf(kb)
+ user_pages_unmap(kb)

@depends on patch@
expression kb, n;
@@
- mark_dirty_kiobuf(kb, n)
+ user_pages_dirty(kb, n)

@map_report depends on report@
position p;
@@
(
  map_user_kiobuf@p(...)
|
  unmap_kiobuf@p(...)
|
  mark_dirty_kiobuf@p(...)
)

@script:python depends on report@
p << map_report.p;
@@
coccilib.report.print_report(p[0],
	"kiobuf user-page call: use get_user_pages() and release the pages")
