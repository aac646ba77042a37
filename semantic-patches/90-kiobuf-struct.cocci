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
