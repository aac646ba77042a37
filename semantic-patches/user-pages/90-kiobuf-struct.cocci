/// Rename the type: struct kiobuf becomes struct user_pages, which zcport
/// emits once per file with the members drivers read (maplist, nr_pages,
/// offset, length) keeping their 2.4 meaning, so reads of them need no
/// change.  KIO_MAX_ATOMIC_IO, the largest transfer a driver handed to
/// one kiobuf, keeps bounding chunked loops as USER_PAGES_MAX_IO_KB, and
/// KIO_STATIC_PAGES, the pages such a transfer spans, stays the same
/// number as USER_PAGES_STATIC_PAGES (drivers size their own tables by
/// it; the helpers themselves map any length), and KIO_MAX_SECTORS, its
/// 512-byte sectors, as USER_PAGES_MAX_SECTORS.  Runs last, after every
/// call has been converted.
//
// Confidence: High
// Options: --no-includes --include-headers
// Ports: type kiobuf=user_pages
// Ports: constant KIO_MAX_ATOMIC_IO=USER_PAGES_MAX_IO_KB
// Ports: constant KIO_STATIC_PAGES=USER_PAGES_STATIC_PAGES
// Ports: constant KIO_MAX_SECTORS=USER_PAGES_MAX_SECTORS
// Ports: member maplist nr_pages offset length
// Flags: member array_len -> page-vector: the replacement has no
//	array_len; the page array holds exactly nr_pages pages
// Flags: member map_array -> page-vector: the replacement has no static
//	page array; use maplist
// Flags: function expand_kiobuf -> page-vector: the page array is sized
//	by the mapping in 2.6; drop the expansion or allocate a struct page *
//	array yourself
// Reason: page-vector: bio_alloc(), bio_add_page() for each page,
//	submit_bio(), wait for completion, bio_put()
// Reason: offset-write: the kiobuf's offset set by hand;
//	user_pages_dirty() always starts at the first mapped page, so dirty
//	the pages you mean yourself
// Helpers: user_pages USER_PAGES_MAX_IO_KB USER_PAGES_STATIC_PAGES
// Helpers: USER_PAGES_MAX_SECTORS

virtual patch
virtual report

@depends on patch@
@@
- struct kiobuf
+ struct user_pages

@depends on patch@
@@
- KIO_MAX_ATOMIC_IO
+ USER_PAGES_MAX_IO_KB

@depends on patch@
@@
- KIO_STATIC_PAGES
+ USER_PAGES_STATIC_PAGES

@depends on patch@
@@
- KIO_MAX_SECTORS
+ USER_PAGES_MAX_SECTORS

@struct_report depends on report@
position p;
@@
  struct kiobuf@p

@script:python depends on report@
p << struct_report.p;
@@
coccilib.report.print_report(p[0],
	"struct kiobuf: replace with a page array from get_user_pages()")
