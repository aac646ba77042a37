/// Allocate and free what replaces a kiobuf.  alloc_kiovec(nr, vec) and
/// free_kiovec(nr, vec) become user_pages_alloc()/user_pages_free(),
/// emitted once per file, with the same return convention (0 or
/// -ENOMEM); user_pages_free() also releases pages a driver left pinned.
/// kiobuf_init() on an embedded kiobuf becomes a memset() to zero, which
/// is the empty state the helpers expect.  The _sz variants of later
/// 2.4 kernels, alloc_kiovec_sz(nr, vec, szp) and free_kiovec_sz(nr,
/// vec, szp), become the same calls without szp: it sized each kiobuf's
/// buffer heads, which 2.6 does not have.  A local size variable or
/// array that nothing else uses then goes too.
//
// Confidence: High
// Options: --no-includes --include-headers
// Ports: function alloc_kiovec=user_pages_alloc
// Ports: function free_kiovec=user_pages_free kiobuf_init
// Ports: function alloc_kiovec_sz=user_pages_alloc
// Ports: function free_kiovec_sz=user_pages_free
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

@sz depends on patch@
expression nr, vec;
identifier SZ;
@@
(
- alloc_kiovec_sz(nr, vec, SZ)
+ user_pages_alloc(nr, vec)
|
- alloc_kiovec_sz(nr, vec, &SZ)
+ user_pages_alloc(nr, vec)
|
- free_kiovec_sz(nr, vec, SZ)
+ user_pages_free(nr, vec)
|
- free_kiovec_sz(nr, vec, &SZ)
+ user_pages_free(nr, vec)
)

@depends on patch@
expression nr, vec, szp;
@@
(
- alloc_kiovec_sz(nr, vec, szp)
+ user_pages_alloc(nr, vec)
|
- free_kiovec_sz(nr, vec, szp)
+ user_pages_free(nr, vec)
)

// a size given by constants and names: its declaration can go (one
// computed by a call stays, the call may matter)
@szpure depends on patch@
identifier sz.SZ, K, K2;
type T;
constant C, C2;
position q;
@@
(
  T SZ@q = \(C\|K\);
|
  T SZ@q = \(C\|K\) * \(C2\|K2\);
|
  T SZ@q[C] = { \(C2\|K2\), ... };
|
  T SZ@q[K] = { \(C2\|K2\), ... };
)

// the sizes only fed the _sz calls
@depends on patch@
identifier sz.SZ;
type T;
expression E;
initializer I;
position szpure.q;
@@
(
- T SZ[E];
|
- T SZ;
|
- T SZ@q = I;
|
- T SZ@q[E] = I;
)
  ... when != SZ

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
  alloc_kiovec_sz@p(...)
|
  free_kiovec_sz@p(...)
|
  kiobuf_init@p(...)
)

@script:python depends on report@
p << alloc_report.p;
@@
coccilib.report.print_report(p[0],
	"kiobuf allocation: allocate a page array for get_user_pages()")
