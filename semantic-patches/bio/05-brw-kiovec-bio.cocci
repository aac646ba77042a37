/// Raw block I/O on a user buffer through one bio.  The 2.4 shape
///	err = map_user_kiobuf(rw, kb, uaddr, len); if (err) ...;
///	for (i = 0; i < n; i++) blocks[i] = block++;
///	err = brw_kiovec(rw, 1, &kb, dev, blocks, size);
///	[if (...) mark_dirty_kiobuf(kb, err);] ... unmap_kiobuf(kb);
/// (one kiobuf, consecutive blocks, the buffer not used and its length
/// not changed in between) becomes
///	err = user_bio_rw(dev, rw, uaddr, len, blocks[0], size);
/// a helper zcport emits once per directory: it pins the buffer
/// (user_pages_map()), transfers it at consecutive blocks from blocks[0]
/// through user_pages_brw_dev() (as many bios as the queue needs),
/// dirties the pages of a read and releases them; bytes done (those
/// before the first failed block) or -errno, as brw_kiovec() returned.
/// A mapping failure now takes the I/O error path.  A kiobuf left with nothing but its alloc_kiovec()/free_kiovec()
/// goes with them.  Every other
/// brw_kiovec() becomes user_pages_brw() (or user_pages_brw_dev() when
/// only the device number is at hand), with the same contract on the
/// mappings that replace the kiobufs.
//
// Confidence: Moderate
// Options: --no-includes --include-headers
// Ports: function brw_kiovec=user_bio_rw
// Flags: function alloc_kiobuf_bhs free_kiobuf_bhs -> block-io
// Flags: member bh dovary -> block-io
// Flags: member blocks -> block-io: the replacement has no blocks array:
//	keep the block numbers in an array of your own (user_bio_rw() needs
//	only the first), or give the bio its sector directly
// Flags: function kiobuf_wait_for_io end_kio_request -> completion
// Flags: member io_count errno end_io wait_queue -> completion
// Reason: block-io: 2.6 has no brw_kiovec(): build bios (bio_alloc(),
//	bio_add_page() per block at sector block * (size >> 9), a new bio
//	where it refuses, submit_bio(), wait for every one) as the port's
//	user_pages_brw() does; bio_map_user() fits only one user buffer the
//	queue takes whole
// Reason: completion: kiobuf completion is gone in 2.6: wait on a struct
//	completion signalled from the bio's bi_end_io instead
// Helpers: user_bio_rw user_pages_brw user_pages_brw_dev
// Helpers: user_pages_brw_end user_pages_brw_flush page_vec_brw
// Helpers: page_vec_brw_dev

virtual patch
virtual report

// The names the brw_kiovec() call uses, bound first: a "when != BLOCKS"
// before the loop that binds BLOCKS would make spatch try every identifier
// of the function there (ten times slower on a raw-style read loop).
@brw_names depends on patch@
expression RW, DEV, SIZE;
identifier KB, BLOCKS;
@@
brw_kiovec(RW, 1, &KB, DEV, BLOCKS, SIZE)

@brw_cast depends on patch disable drop_cast@
expression RW, LEN, DEV, SIZE, ERR, E, E2, N, BN;
identifier brw_names.KB, brw_names.BLOCKS;
identifier X, I;
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
identifier brw_names.KB, brw_names.BLOCKS;
identifier X, I;
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

// the kiobuf is now only allocated and freed ("when != KB": any use
// left, converted or not, keeps it)
@brw_unused depends on patch && (brw_cast || brw_id)@
identifier brw_names.KB;
expression ERR;
statement S;
@@
- ERR = alloc_kiovec(1, &KB);
- if (ERR)
-	S
  ... when != KB
- free_kiovec(1, &KB);

@depends on patch && brw_unused@
identifier brw_names.KB;
@@
- struct kiobuf *KB;
  ... when != KB

// Every other brw_kiovec(): the same call of user_pages_brw(), which has
// brw_kiovec()'s contract on the mappings that replace the kiobufs
// (synchronous, consecutive blocks merged into one bio, a new bio where
// the queue refuses a page, bytes done or the first error).  The block
// device is the one the driver already has where the device number is
// read from it: a block_device's bd_dev, an inode's device (i_rdev of a
// device inode, i_dev of a file's inode) or a super block's s_dev;
// otherwise user_pages_brw_dev() looks the number up with bdget().  A
// number made a kdev_t with to_kdev_t() comes from outside (an ioctl, a
// table): 2.6 user space and 2.6 code encode it the new way, so it is
// decoded with new_decode_dev(), which gives what 2.4 did for a 16-bit
// number and keeps majors and minors above 255 (old_decode_dev() would
// cut them: loop256 would be loop0, I/O to the wrong disk).
// The same device number kept in a local variable first (2.4's raw
// driver: dev = to_kdev_t(binding->bd_dev); ... brw_kiovec(..., dev,
// ...)): the block_device it came from, when that assignment is the
// variable's only one in the function, nothing takes its address, and
// the block_device expression is not assigned there either.
@brw_var depends on patch exists@
identifier DEV, fn;
expression BD;
type T;
position q;
@@
fn(...) {
  ... when any
(
  T DEV;
  ... when any
  DEV@q = to_kdev_t(BD->bd_dev);
|
  T DEV@q = to_kdev_t(BD->bd_dev);
)
  ... when any
}

@brw_var_other depends on patch exists@
identifier brw_var.DEV, brw_var.fn;
expression brw_var.BD, E;
position r != brw_var.q;
@@
fn(...) {
  ... when any
(
  DEV@r = E
|
  &DEV@r
|
  BD = E
|
  &BD
)
  ... when any
}

@depends on patch && !brw_var_other exists@
identifier brw_var.DEV, brw_var.fn;
expression brw_var.BD, RW, NR, VEC, B, SIZE;
@@
fn(...) {
  ... when any
(
- brw_kiovec(RW, NR, VEC, DEV, B, SIZE)
+ user_pages_brw(RW, NR, VEC, BD, B, SIZE)
|
- page_vec_brw_dev(RW, NR, VEC, DEV, B, SIZE)
+ page_vec_brw(RW, NR, VEC, BD, B, SIZE)
)
  ... when any
}

@brw_bdev depends on patch@
expression RW, NR, VEC, B, SIZE, BD;
@@
- brw_kiovec(RW, NR, VEC, to_kdev_t(BD->bd_dev), B, SIZE)
+ user_pages_brw(RW, NR, VEC, BD, B, SIZE)

@brw_inode depends on patch@
expression RW, NR, VEC, B, SIZE, I;
@@
(
- brw_kiovec(RW, NR, VEC, I->i_rdev, B, SIZE)
+ user_pages_brw(RW, NR, VEC, I->i_bdev, B, SIZE)
|
- brw_kiovec(RW, NR, VEC, I->i_dev, B, SIZE)
+ user_pages_brw(RW, NR, VEC, I->i_sb->s_bdev, B, SIZE)
|
- brw_kiovec(RW, NR, VEC, I->s_dev, B, SIZE)
+ user_pages_brw(RW, NR, VEC, I->s_bdev, B, SIZE)
)

@brw_nr depends on patch@
expression RW, NR, VEC, B, SIZE, DEV, N;
@@
(
- brw_kiovec(RW, NR, VEC, to_kdev_t(N), B, SIZE)
+ user_pages_brw_dev(RW, NR, VEC, new_decode_dev(N), B, SIZE)
|
- brw_kiovec(RW, NR, VEC, DEV, B, SIZE)
+ user_pages_brw_dev(RW, NR, VEC, DEV, B, SIZE)
)

// A page vector's brw_kiovec() was renamed page_vec_brw_dev() with the
// rest of its kiobuf names (page-vector/pagevec.c): the same derivations.
@pv_bdev depends on patch@
expression RW, NR, VEC, B, SIZE, BD, I, N;
@@
(
- page_vec_brw_dev(RW, NR, VEC, to_kdev_t(BD->bd_dev), B, SIZE)
+ page_vec_brw(RW, NR, VEC, BD, B, SIZE)
|
- page_vec_brw_dev(RW, NR, VEC, I->i_rdev, B, SIZE)
+ page_vec_brw(RW, NR, VEC, I->i_bdev, B, SIZE)
|
- page_vec_brw_dev(RW, NR, VEC, I->i_dev, B, SIZE)
+ page_vec_brw(RW, NR, VEC, I->i_sb->s_bdev, B, SIZE)
|
- page_vec_brw_dev(RW, NR, VEC, I->s_dev, B, SIZE)
+ page_vec_brw(RW, NR, VEC, I->s_bdev, B, SIZE)
|
- page_vec_brw_dev(RW, NR, VEC, to_kdev_t(N), B, SIZE)
+ page_vec_brw_dev(RW, NR, VEC, new_decode_dev(N), B, SIZE)
)

@brw_report depends on report@
position p;
@@
  brw_kiovec@p(...)

@script:python depends on report@
p << brw_report.p;
@@
coccilib.report.print_report(p[0],
	"brw_kiovec() is gone in 2.6: build bios with bio_alloc() and "
	"bio_add_page(), submit_bio() them and wait for every one")
