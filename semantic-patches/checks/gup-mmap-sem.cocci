/// get_user_pages() must run with the caller's mmap_sem held for read:
/// report a call that no path reaches through a down_read() of an
/// mmap_sem not released again before the call.
//
// Confidence: Moderate
// Options: --no-includes --include-headers

virtual report

@gup_locked exists@
position p;
expression mm;
@@
down_read(&mm->mmap_sem);
... when != up_read(&mm->mmap_sem)
get_user_pages@p(...)

@gup_unlocked@
position p != gup_locked.p;
@@
get_user_pages@p(...)

@script:python depends on report@
p << gup_unlocked.p;
@@
print("%s:%s:%d: warning: get_user_pages() called without mmap_sem held "
      "for read" % (p[0].file, p[0].line, int(p[0].column) + 1))
