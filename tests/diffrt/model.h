/*
 * model.h: the machine both model kernels run on, for the differential
 * runtime tests (tests/t-differential.sh, tests/diffrt/README.md).
 *
 * A driver is linked three ways at once:
 *
 *   driver .c files + kglue.c + kiobuf24.c   compiled against headers/2.4
 *   driver .c files + kglue.c + gup26.c      compiled against headers/2.6
 *   model.c + scenarios.c                    compiled against the C library
 *
 * This header is the only thing the two sides share, so it uses plain C
 * types and includes nothing: it must compile under -nostdinc next to the
 * kernel model headers as well as next to <stdio.h>.
 *
 * User memory is RT_UPAGES pages backed twice by the same memory: a user
 * view at rt_uview (the addresses a process passes to read()) and a
 * kernel view at rt_kview (what page_address()/kmap() return).  A user
 * page's kernel view is accessible only while the page is pinned, so a
 * driver touching a page it released faults, and the SIGSEGV handler
 * names the page.
 *
 * Calling sequence: rt_model_prepare() once in the runner, then per
 * scenario (one forked process each):
 *   rt_model_setup(); rt_module_init(); rt_sys_open(); ...ops...;
 *   rt_sys_release(); rt_device_state(); rt_module_exit(); rt_model_finish().
 * Every rule a driver breaks is reported through rt_violation(), which
 * prints "violation: ..." and makes the scenario fail.
 */
#ifndef DIFFRT_MODEL_H
#define DIFFRT_MODEL_H

#define RT_PAGE_SIZE	4096UL
#define RT_UPAGES	512		/* 2 MiB of user memory */

/* ---- the model (model.c) ---- */

extern char *rt_uview;			/* user view of user memory */
extern char *rt_kview;			/* kernel view of the same pages */

/*
 * index of the user page holding uaddr, or -1 if it is not user memory
 * (outside it, or a page rt_user_hole() unmapped)
 */
int rt_upage_of(unsigned long uaddr);

/*
 * A hole in user memory: the process unmapped user page idx (munmap() of
 * one page in the middle of its buffers).  From then on it is no user
 * memory: a pin stops before it, as get_user_pages() stops at a fault,
 * and copy_to_user()/copy_from_user() across it fail.
 */
void rt_user_hole(int idx);

/*
 * Pin bookkeeping.  rt_pin() counts one reference on user page idx for
 * I/O in which the device writes the page when dev_writes is set;
 * rt_unpin() drops one, and reports a page released more often than it
 * was pinned.  dirty is the page's dirty bit at the time of the release.
 * Both return the pin count afterwards.
 */
int rt_pin(int idx, int dev_writes);
int rt_unpin(int idx, int dirty);
int rt_pins(int idx);

/*
 * Shared file mappings.  rt_set_file_page() makes user page idx a page of
 * a file the process mapped MAP_SHARED (a scenario does it), holding what
 * the file holds.  Writeback, under memory pressure (a scenario's
 * rt_memory_pressure()) and at the end, copies such a page to the file
 * only when its mapping was told the page is dirty, rt_mapping_dirty():
 * set_page_dirty() or set_page_dirty_lock() in the 2.6 model, a pin for
 * the device to write in the 2.4 one (map_user_kiobuf(READ, ...) dirtied
 * the ptes; mark_dirty_kiobuf() too), or a store of the CPU through the
 * user's page table (copy_to_user()).  Any other page is dropped and read
 * back from the file: what the device wrote into it is lost, and that is
 * a violation.  SetPageDirty() alone only sets the page's flag.
 */
void rt_set_file_page(int idx);
void rt_mapping_dirty(int idx);
/*
 * The user writes the shared file mappings back now (msync()): each page
 * whose mapping was told it is dirty goes to the file and is clean again,
 * so what the device writes after this reaches the file only if the page
 * is dirtied again (when it is released, 6.1's unpin_user_pages_dirty_lock()).
 */
void rt_file_sync(void);

/*
 * The kernel itself wrote user page idx through its own mapping, not the
 * device through the driver (2.6.9's direct I/O zero-filling a hole): the
 * page owes no dirtying for it, and the trace shows what became of it.
 */
void rt_kernel_wrote(int idx);

/* kmap()/kunmap() of user page idx: delta +1 or -1, checked at the end */
void rt_kmapped(int idx, int delta, const char *who);

/*
 * Fault injection for the next pins of a scenario: pin at most limit
 * pages of any request (-1: no limit); fail every request with -err
 * (0: do not fail).  The 2.4 model fails a whole map_user_kiobuf() then
 * (2.4 had no partial mapping); the 2.6 model returns the short count.
 */
extern int rt_pin_limit;
extern int rt_pin_fail;

/* mmap_sem of the one process: readers inside down_read()/up_read() */
extern int rt_mmap_readers;

/* bytes copied to user memory by the CPU: those pages need no dirtying */
unsigned long rt_copy_to_user(unsigned long uaddr, const void *src,
			      unsigned long n);
unsigned long rt_copy_from_user(void *dst, unsigned long uaddr,
				unsigned long n);

/* driver allocations, counted and checked at the end */
void *rt_alloc(unsigned long size, int kind);	/* kind: 'k' or 'v' */
void rt_free(const void *p, int kind);

/* kernel pages for alloc_page(): never user memory */
void *rt_kernel_page(void);
void rt_kernel_page_free(void *addr);

void rt_violation(const char *fmt, ...)
	__attribute__((format(printf, 1, 2)));
void rt_trace(const char *fmt, ...)
	__attribute__((format(printf, 1, 2)));

/*
 * Block devices.  The disks are ../blkrt/disk.h's (one copy for every
 * block test), reset for each scenario; rt_device_state() traces every
 * changed run of sectors.  rt_disk_of() names the disk of a device
 * number: 8:0 is disk 0, 8:16 disk 1 (as sda and sdb), any other
 * none (-1).  A disk held (rt_disk_held[], the default) is open by its
 * owner, a mounted file system or a volume manager: in the 2.6 model its
 * block_device has bd_disk without a blkdev_get() of the driver's.
 * rt_queue_max_sectors and rt_queue_max_segments are the 2.6 request
 * queue's limits (255 sectors, 128 segments unless a scenario lowers
 * them; they apply from the next bio on); rt_disk_bad() makes a sector
 * fail.  The 2.6 model's block layer, which reads them, is
 * ../blkrt/blk26.c (blk26.h); they are defined here, on the C library
 * side, because the scenarios set them in both kernels' runs.
 */
int rt_disk_of(unsigned int major, unsigned int minor);
extern int rt_disk_held[];
extern unsigned int rt_queue_max_sectors, rt_queue_max_segments;
void rt_disk_bad(int disk, unsigned long sector);

/*
 * Kernel threads, on the one CPU of the model: rt_thread_start() makes
 * one (kernel_thread()), which first runs when the thread that made it
 * blocks.  A thread blocks by calling rt_yield() in a loop until what
 * it waits for happens: rt_yield() runs the other thread until that one
 * blocks or ends, and returns 0 when nothing can run any more (or
 * nothing happened in a round: rt_progress() counts the up()s and
 * complete()s), a deadlock.  rt_thread_exit() ends the calling kernel
 * thread.  rt_threads_live() counts kernel threads not yet ended.
 */
int rt_thread_start(int (*fn)(void *), void *arg);
int rt_yield(void);
void rt_progress(void);
void rt_thread_exit(void);
int rt_threads_live(void);

/* non-zero while the module's init function runs */
int rt_model_in_init(void);

/*
 * The SV-6 card of shared_vec (card.c): it captures bytes bytes (seed
 * picks the data) into the driver's staging area, the kernel pages the
 * driver alloc_page()d at module init, in the order it allocated them,
 * and the driver's interrupt would record the count; the model writes
 * it to sv_dev.captured.  At module load it captures the whole area
 * (seed 0).  Does nothing for other drivers.
 */
void rt_card_capture(unsigned long bytes, int seed);

/* memory of the model kernel itself (bios), not counted as the driver's */
void *rt_raw_alloc(unsigned long size);
void rt_raw_free(void *p);

/* ---- the kernel side (kglue.c, compiled once per kernel model) ---- */

extern const char *rt_kernel;		/* "2.4" or "2.6" */
int rt_module_init(void);
void rt_module_exit(void);
int rt_has_fop(const char *name);	/* "read", "write", "ioctl", "readv" */
long rt_sys_open(int minor);
long rt_sys_release(void);
long rt_sys_read(unsigned long ubuf, unsigned long count, long long *pos);
long rt_sys_write(unsigned long ubuf, unsigned long count, long long *pos);
long rt_sys_ioctl(unsigned int cmd, unsigned long arg);
/* iov: a user address of nr struct iovec, as readv(2) takes */
long rt_sys_readv(unsigned long iov, unsigned long nr, long long *pos);
long rt_sys_writev(unsigned long iov, unsigned long nr, long long *pos);

/* the struct page behind user page idx: its dirty and reserved bits */
int rt_page_dirty(int idx);
void rt_page_set_reserved(int idx);
int rt_page_reserved(int idx);

#endif /* DIFFRT_MODEL_H */
