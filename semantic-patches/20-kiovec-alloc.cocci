/// Allocate and free what replaces a kiobuf.  alloc_kiovec(nr, vec) and
/// free_kiovec(nr, vec) become user_pages_alloc()/user_pages_free(),
/// emitted once per file, with the same return convention (0 or
/// -ENOMEM); user_pages_free() also releases pages a driver left pinned.
/// kiobuf_init() on an embedded kiobuf becomes a memset() to zero, which
/// is the empty state the helpers expect.
//
// Confidence: High
// Options: --no-includes --include-headers
// Ports: function alloc_kiovec free_kiovec kiobuf_init
// Helpers: user_pages_alloc user_pages_free

virtual patch
virtual report

@depends on patch@
expression nr, vec;
@@
- alloc_kiovec(nr, vec)
+ user_pages_alloc(nr, vec)

@depends on patch@
expression nr, vec;
@@
- free_kiovec(nr, vec)
+ user_pages_free(nr, vec)

@depends on patch@
expression e;
@@
(
- kiobuf_init(&e)
+ memset(&e, 0, sizeof(e))
|
- kiobuf_init(e)
+ memset(e, 0, sizeof(*e))
)

@alloc_report depends on report@
position p;
@@
(
  alloc_kiovec@p(...)
|
  free_kiovec@p(...)
|
  kiobuf_init@p(...)
)

@script:python depends on report@
p << alloc_report.p;
@@
coccilib.report.print_report(p[0],
	"kiobuf allocation: allocate a page array for get_user_pages()")
