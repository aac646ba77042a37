/// Drop lock_kiovec()/unlock_kiovec() around I/O.  2.4 locked the pages
/// of a kiobuf (PG_locked) for the duration of the I/O; pages pinned by
/// get_user_pages() stay put without a page lock in 2.6, so the pair goes
/// away.  A checked lock_kiovec() could fail; its success path is kept by
/// setting the result variable to 0, and an error label that only the
/// lock's failure jumped to goes too.  zcport leaves a one-line comment
/// where the lock was.  Uses in any other shape are not touched and end
/// up flagged for a human.
//
// Confidence: Moderate
// Options: --no-includes --include-headers
// Ports: function lock_kiovec unlock_kiovec
// Flags: member locked -> page-lock
// Reason: page-lock: 2.6 pins pages with get_user_pages() and does not
//	lock them; drop the test

virtual patch
virtual report

@lock_checked depends on patch@
expression e, nr, vec, wait;
identifier l;
@@
(
- e = lock_kiovec(nr, vec, wait);
- if (e)
-	goto l;
+ e = 0;
|
- if ((e = lock_kiovec(nr, vec, wait)) != 0)
-	goto l;
+ e = 0;
|
- if ((e = lock_kiovec(nr, vec, wait)))
-	goto l;
+ e = 0;
|
- if (lock_kiovec(nr, vec, 1))
-	goto l;
)

// the error label may have served only the lock: drop it when unused
@lock_label_used depends on patch@
identifier lock_checked.l;
@@
goto l;

@depends on patch && !lock_label_used@
identifier lock_checked.l;
@@
- l:

@depends on patch@
expression e, nr, vec, wait;
statement S;
@@
(
- e = lock_kiovec(nr, vec, wait);
- if (e) S
+ e = 0;
|
- if ((e = lock_kiovec(nr, vec, wait)) != 0) S
+ e = 0;
|
- if ((e = lock_kiovec(nr, vec, wait))) S
+ e = 0;
|
- if (lock_kiovec(nr, vec, 1)) S
)

@depends on patch@
expression nr, vec, wait;
@@
- lock_kiovec(nr, vec, wait);

// a lock this rule could not remove keeps its unlocks: the pair is the
// human's to port (file-wide, to be safe)
@lock_left depends on patch@
expression nr, vec, wait;
@@
lock_kiovec(nr, vec, wait)

@depends on patch && !lock_left@
expression nr, vec;
@@
- unlock_kiovec(nr, vec);

@lock_report depends on report@
position p;
@@
(
  lock_kiovec@p(...)
|
  unlock_kiovec@p(...)
)

@script:python depends on report@
p << lock_report.p;
@@
coccilib.report.print_report(p[0],
	"kiovec page lock: pinned pages need no lock in 2.6")
