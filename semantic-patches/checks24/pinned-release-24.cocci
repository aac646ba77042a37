/// The 2.4 form of checks/pinned-release.cocci, run on the original of a
/// port: a mapped kiobuf held in a local variable that some path leaves
/// mapped.  A leak the port only carries over from the original is
/// reported, but does not stop the port being written.
//
// Confidence: Moderate
// Options: --no-includes --include-headers

virtual report

@pin_leak_24 exists@
local idexpression kb;
expression E, E2, rw;
statement S;
position p, q;
@@
(
  E = map_user_kiobuf@p(rw, kb, ...);
  if (E) S
  ... when != unmap_kiobuf(kb)
      when != free_kiovec(...)
      when != E2 = kb
  return@q ...;
|
  if (map_user_kiobuf@p(rw, kb, ...)) S
  ... when != unmap_kiobuf(kb)
      when != free_kiovec(...)
      when != E2 = kb
  return@q ...;
)

@script:python depends on report@
p << pin_leak_24.p;
q << pin_leak_24.q;
@@
print("%s:%s:%d: warning: pages pinned here are not released on the path "
      "that returns at line %s" % (p[0].file, p[0].line,
      int(p[0].column) + 1, q[0].line))
