/*
 * blk26.h: the Linux 2.6.9 block layer of every block test, one model
 * (blk26.c) built in two environments:
 *
 *  - user space (tests/t-brw.sh, tests/t-runtime.sh), with blk.h: the
 *    kernel types written out there, user memory as tests/runtime/rt26.h
 *    has it; the tests run the block I/O helpers of
 *    semantic-patches/bio/2.6.helpers (user_pages_brw(),
 *    user_bio_rw(), the page vector helpers) on it;
 *  - the 2.6 model kernel of tests/diffrt (tests/t-differential.sh),
 *    with -D__KERNEL__ against headers/2.6 and ../diffrt/blk26k.h: a
 *    ported driver runs on it, its 2.4 original on 2.4's brw24.c.
 *
 * Plain C types here, no includes: it is read under -nostdinc next to
 * the kernel model headers as well as next to the C library.
 *
 * What it models, with 2.6.9's signatures and rules:
 *  - A gendisk and a request queue per disk of disk.h.  bio_add_page()
 *    refuses a page past the queue's limits (every page a new segment:
 *    2.6.9 merges none on adding) and bio_get_nr_vecs() computes the
 *    vecs from them as 2.6.9 does; bio_alloc() gives NULL outside 1 to
 *    BIO_MAX_PAGES vecs (and a violation: a caller must ask for what
 *    bio_get_nr_vecs() said, capped).
 *  - submit_bio() queues.  The "interrupt" serves the queue when the
 *    submitter sleeps (wait_for_completion(), rt_block_sleep()), last
 *    submitted first, each bio a segment at a time (two halves with
 *    rt_bio_halves) through bio_endio() as 2.6.9 has it: bi_size and
 *    bi_sector advanced, BIO_UPTODATE cleared on an error, then
 *    bi_end_io(bio, bytes done now, error), which returns 1 while bytes
 *    are left and 0 when the bio is done.  The completion thus runs in
 *    the sleeping task's stead, never beside it.  A segment on a bad
 *    sector (disk_set_bad()) fails alone; a bio crossing the disk's end
 *    fails whole with -EIO, as generic_make_request() ends it.
 *  - bdget() gives the block_device of any number, a slot per number;
 *    bd_disk is set only while the device is open: by its owner
 *    (rt_disk_held[], a mounted file system or a volume manager) or by
 *    blkdev_get(bdev, mode, flags), which fails with -ENXIO and drops
 *    the caller's reference when no disk has the number (2.6.9's
 *    do_open()).  blkdev_put() closes and drops the reference.
 *    bd_block_size is 1024 while the owner holds the disk (its file
 *    system's), else 4096 (bd_set_size()); bd_inode's i_size is the
 *    disk's size, its i_mapping the device's own.  I_BDEV() of any
 *    other inode is a violation (2.6.9 returns garbage).
 *
 * Which disk a device number is, a bio's page's bytes, and whether a
 * page may still be the target of I/O are the environment's (blk.h,
 * blk26k.h).  Page locks are too: rt26.c's, kglue.c's.
 *
 * What a test may observe: the disks (disk_store[], disk.h), each
 * block_device's bd_disk, the counters below, and the violations.
 *
 * Violations (rt_violation()): a bio submitted to a device not open,
 * twice, empty or without bi_end_io; a page added to a bio for a device
 * not open or after submission; bi_end_io breaking the 1/0 convention;
 * a bio put while in flight or never put; I/O on a user page released
 * before it was done (the environment says); a wait nothing can end; a
 * bio still in flight when the call under test returns; a device left
 * open or referenced at the end; unbalanced bdput()/blkdev_put().
 */
#ifndef BLKRT_BLK26_H
#define BLKRT_BLK26_H

/*
 * Knobs, read at each use.  rt_disk_held[d]: disk d is open by its owner
 * (default 1).  rt_queue_max_sectors, rt_queue_max_segments: every
 * queue's limits (255 and 128; the 2.6 model kernel's are defined on its
 * C library side, tests/diffrt/model.c, where the scenarios set them).
 * rt_bio_halves: complete each segment of 1 KB or more in two
 * bio_endio() calls, as a driver completing partial bios does (the
 * first half's sectors whole).  Bad sectors: disk_set_bad() (disk.h).
 */
extern int rt_disk_held[];
extern unsigned int rt_queue_max_sectors, rt_queue_max_segments;
extern int rt_bio_halves;

/*
 * rt_io_path: what runs is a block I/O helper in the I/O path (user
 * space sets it): every allocation GFP_NOIO (bio_alloc() always,
 * kmalloc() while it holds a device open: rt_block_alloc()), every bio
 * to a device it holds open itself with blkdev_get() (its owner may
 * close it), and the queue unplugged (blk_run_address_space() of the
 * device inode's mapping) before it waits: 2.6.9 would leave the bios
 * plugged until the unplug timer.  0 (tests/diffrt, any driver): only
 * 2.6.9's rules for every caller.
 */
extern int rt_io_path;

/* what a test may observe: bio_alloc()s and submit_bio()s since reset */
extern int rt_bios_made, rt_bios_submitted;

/* a fresh block layer: disks (disk_reset()), queue, devices, counters,
 * every knob back to its default */
void rt_block_reset(void);
/* the call under test returned: no bio may be left in flight */
void rt_block_after_call(void);
/* the end: rt_block_after_call(), and every bio put, every device
 * closed and released */
void rt_block_finish(void);
/* the task sleeps: the disk serves everything queued */
void rt_block_sleep(void);
/* an allocation with gfp_noio (the flags are GFP_NOIO) by who: the
 * rt_io_path rule */
void rt_block_alloc(int gfp_noio, const char *who);

#endif
