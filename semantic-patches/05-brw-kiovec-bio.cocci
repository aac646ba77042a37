/// Raw block I/O on a user buffer through one bio.  The 2.4 shape
///	err = map_user_kiobuf(rw, kb, uaddr, len); if (err) ...;
///	for (i = 0; i < n; i++) blocks[i] = block++;
///	err = brw_kiovec(rw, 1, &kb, dev, blocks, size);
///	[if (...) mark_dirty_kiobuf(kb, err);] ... unmap_kiobuf(kb);
/// (one kiobuf, consecutive blocks, the buffer not used and its length
/// not changed in between) becomes
///	err = user_bio_rw(dev, rw, uaddr, len, blocks[0], size);
/// a helper zcport emits once per file: bio_map_user() (2.6.0 form),
/// submit_bio(), wait for completion, bio_unmap_user(), which dirties the
/// pages of a read and releases them; bytes done or -errno, as
/// brw_kiovec() returned.  A mapping failure now takes the I/O error
/// path.  A kiobuf left with nothing but its alloc_kiovec()/free_kiovec()
/// goes with them.  Any other brw_kiovec() shape is not touched, and the
/// file is flagged block-io for a human (see tool/port.c).
//
// Confidence: Moderate
// Options: --no-includes --include-headers
// Ports: function brw_kiovec
// Flags: function alloc_kiobuf_bhs free_kiobuf_bhs -> block-io
// Flags: member bh dovary -> block-io
// Flags: member blocks -> block-io: the replacement has no blocks array:
//	keep the block numbers in an array of your own (user_bio_rw() needs
//	only the first), or give the bio its sector directly
// Flags: function kiobuf_wait_for_io end_kio_request -> completion
// Flags: member io_count errno end_io wait_queue -> completion
// Reason: block-io: 2.6 has no brw_kiovec(): build the I/O with
//	bio_map_user(bdev, uaddr, len, write_to_vm) (check for NULL and a
//	short bi_size), submit_bio() it, wait for completion, then
//	bio_unmap_user()
// Reason: completion: kiobuf completion is gone in 2.6: wait on a struct
//	completion signalled from the bio's bi_end_io instead
// Helpers: user_bio_rw user_bio_done

virtual patch
virtual report

@brw_cast depends on patch disable drop_cast@
expression RW, LEN, DEV, SIZE, ERR, E, E2, N, BN;
identifier KB, X, I, BLOCKS;
type T;
statement S;
@@
- ERR = map_user_kiobuf(RW, KB, (T) X, LEN);
- if (ERR)
-	S
  ... when != KB
      when != BLOCKS
      when != X
      when != LEN = E2
  for (I = 0; I < N; I++)
	BLOCKS[I] = BN++;
  ... when != KB
      when != BLOCKS
      when != X
      when != LEN = E2
- ERR = brw_kiovec(RW, 1, &KB, DEV, BLOCKS, SIZE);
+ ERR = user_bio_rw(DEV, RW, (unsigned long)X, LEN, BLOCKS[0], SIZE);
  ... when != KB
(
- if (E)
-	mark_dirty_kiobuf(KB, ERR);
|
)
  ... when != KB
- unmap_kiobuf(KB);

@brw_id depends on patch@
expression RW, LEN, DEV, SIZE, ERR, E, E2, N, BN;
identifier KB, X, I, BLOCKS;
statement S;
@@
- ERR = map_user_kiobuf(RW, KB, X, LEN);
- if (ERR)
-	S
  ... when != KB
      when != BLOCKS
      when != X
      when != LEN = E2
  for (I = 0; I < N; I++)
	BLOCKS[I] = BN++;
  ... when != KB
      when != BLOCKS
      when != X
      when != LEN = E2
- ERR = brw_kiovec(RW, 1, &KB, DEV, BLOCKS, SIZE);
+ ERR = user_bio_rw(DEV, RW, X, LEN, BLOCKS[0], SIZE);
  ... when != KB
(
- if (E)
-	mark_dirty_kiobuf(KB, ERR);
|
)
  ... when != KB
- unmap_kiobuf(KB);

// the kiobuf is now only allocated and freed
@brw_unused depends on patch@
identifier KB = { brw_cast.KB, brw_id.KB };
expression ERR;
statement S;
@@
- ERR = alloc_kiovec(1, &KB);
- if (ERR)
-	S
  ... when != KB
- free_kiovec(1, &KB);

@depends on patch && brw_unused@
identifier brw_unused.KB;
@@
- struct kiobuf *KB;
  ... when != KB

@brw_report depends on report@
position p;
@@
  brw_kiovec@p(...)

@script:python depends on report@
p << brw_report.p;
@@
coccilib.report.print_report(p[0],
	"brw_kiovec() is gone in 2.6: map the buffer into a bio with "
	"bio_map_user(), submit_bio() it, wait, bio_unmap_user()")
