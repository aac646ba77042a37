/// Dirtying must be guarded and go the right way: report SetPageDirty()
/// not under "if (!PageReserved(page))", and user_pages_dirty() on a
/// mapping made for the device to read (write flag 0), whose pages the
/// device never wrote.
//
// Confidence: High
// Options: --no-includes --include-headers

virtual report

@dirty_guarded@
expression page;
position p;
@@
if (!PageReserved(page))
	SetPageDirty@p(page);

@dirty_unguarded@
position p != dirty_guarded.p;
@@
SetPageDirty@p(...)

@script:python depends on report@
p << dirty_unguarded.p;
@@
print("%s:%s:%d: warning: SetPageDirty() without a PageReserved() guard"
      % (p[0].file, p[0].line, int(p[0].column) + 1))

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
