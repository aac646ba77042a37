/// The 2.4 form of the direction part of checks/dirty-guard.cocci, run on
/// the original of a port: mark_dirty_kiobuf() on a kiobuf mapped with
/// WRITE (for the device to read), whose pages the device never wrote.
/// A port that only carries this over is written, with the finding shown.
//
// Confidence: High
// Options: --no-includes --include-headers

virtual report

@dirty_wrong_way_24 exists@
expression kb;
position p;
@@
map_user_kiobuf(WRITE, kb, ...)
... when != map_user_kiobuf(..., kb, ...)
mark_dirty_kiobuf@p(kb, ...)

@script:python depends on report@
p << dirty_wrong_way_24.p;
@@
print("%s:%s:%d: warning: pages mapped for the device to read are marked "
      "dirty" % (p[0].file, p[0].line, int(p[0].column) + 1))
