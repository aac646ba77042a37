/*
 * model.c: the machine under the two model kernels (see model.h): user
 * memory seen twice, pin and allocation bookkeeping, fault injection and
 * the end-of-scenario checks.  Compiled against the C library; never
 * sees a kernel header.
 */
#define _GNU_SOURCE
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/types.h>
#include <ucontext.h>
#include <unistd.h>
#include "model.h"
#include "scenario.h"
#include "disk.h"

char *rt_uview, *rt_kview;
int rt_pin_limit = -1;
int rt_pin_fail;
int rt_mmap_readers;

static char *snapshot;			/* user memory when the ops began */
static unsigned char *disk_then;	/* the disks as they were reset */
int rt_disk_held[DISK_COUNT] = { 1, 1 };
unsigned int rt_queue_max_sectors = 255, rt_queue_max_segments = 128;
static int violations;

struct upage {
	int pins;
	int ever_pinned;
	int dev_writes;			/* pinned for the device to write */
	int dirty_at_release;		/* dirty bit at the last release */
	int cpu_written;		/* written by copy_to_user() */
	int kmaps;			/* kmap()s not yet kunmap()ed */
	int file_page;			/* of a shared file mapping */
	int hole;			/* unmapped by the process */
	int kernel_wrote;		/* by the kernel, not the device */
	int mapping_dirty;		/* its mapping knows it is dirty */
	unsigned char *file_data;	/* the file's copy of the page */
};
static struct upage upage[RT_UPAGES];

struct alloc {
	void *p;
	unsigned long size;
	int kind;
	int at_init;
	struct alloc *next;
};
static struct alloc *allocs;
static int in_init;

void rt_violation(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	printf("violation: ");
	vprintf(fmt, ap);
	printf("\n");
	va_end(ap);
	violations++;
}

void rt_trace(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vprintf(fmt, ap);
	printf("\n");
	va_end(ap);
}

/* the kernel's console: kept out of the trace, the two may differ */
int printk(const char *fmt, ...)
{
	va_list ap;
	int n = 0;

	if (getenv("RT_PRINTK")) {
		va_start(ap, fmt);
		n = vfprintf(stderr, fmt, ap);
		va_end(ap);
	}
	return n;
}

int rt_upage_of(unsigned long uaddr)
{
	unsigned long base = (unsigned long) rt_uview;

	int idx;

	if (uaddr < base || uaddr >= base + RT_UPAGES * RT_PAGE_SIZE)
		return -1;
	idx = (int) ((uaddr - base) / RT_PAGE_SIZE);
	return upage[idx].hole ? -1 : idx;
}

void rt_user_hole(int idx)
{
	upage[idx].hole = 1;
}

static void kview_access(int idx, int on)
{
	if (mprotect(rt_kview + idx * RT_PAGE_SIZE, RT_PAGE_SIZE,
		     on ? PROT_READ | PROT_WRITE : PROT_NONE)) {
		perror("mprotect");
		exit(3);
	}
}

int rt_pin(int idx, int dev_writes)
{
	struct upage *u = &upage[idx];

	if (u->pins++ == 0)
		kview_access(idx, 1);
	u->ever_pinned = 1;
	if (dev_writes)
		u->dev_writes = 1;
	return u->pins;
}

int rt_unpin(int idx, int dirty)
{
	struct upage *u = &upage[idx];

	if (u->pins == 0) {
		rt_violation("user page %d released more often than pinned",
			     idx);
		return 0;
	}
	if (--u->pins == 0) {
		kview_access(idx, 0);
		u->dirty_at_release = dirty;
	}
	return u->pins;
}

void rt_set_file_page(int idx)
{
	struct upage *u = &upage[idx];

	u->file_page = 1;
	if (!u->file_data) {
		u->file_data = malloc(RT_PAGE_SIZE);
		if (!u->file_data) {
			perror("malloc");
			exit(3);
		}
	}
	/* mapped from the file: the page holds what the file does */
	memcpy(u->file_data, rt_uview + idx * RT_PAGE_SIZE, RT_PAGE_SIZE);
}

/*
 * Writeback and eviction of the shared file pages no one holds (a
 * pinned page is never evicted): a page whose mapping knows it is dirty
 * is written to the file and is clean again; any other is dropped, and
 * the next access reads the file back into it.  A page the device
 * changed that its mapping was never told about loses the device's data
 * there: the user sees the file's old contents.
 */
static void evict_file_pages(void)
{
	int idx;

	for (idx = 0; idx < RT_UPAGES; idx++) {
		struct upage *u = &upage[idx];
		char *now = rt_uview + idx * RT_PAGE_SIZE;

		if (!u->file_page || u->pins || u->kmaps)
			continue;
		if (u->mapping_dirty) {
			memcpy(u->file_data, now, RT_PAGE_SIZE);
			u->mapping_dirty = 0;
		} else if (memcmp(now, u->file_data, RT_PAGE_SIZE)) {
			/* (the kernel's own writes owe no dirtying) */
			if (!u->kernel_wrote)
				rt_violation("user page %d of a shared file "
					     "mapping was written by the "
					     "device, but its mapping was "
					     "never told it is dirty "
					     "(SetPageDirty() alone, or no "
					     "dirtying): writeback loses the "
					     "data, and the file's old "
					     "contents are read back", idx);
			memcpy(now, u->file_data, RT_PAGE_SIZE);
		}
	}
}

void rt_memory_pressure(void)
{
	evict_file_pages();
}

/*
 * fsync() of the shared file: each page whose mapping knows it is dirty
 * is written to the file and is clean again (a pinned one too: the
 * write-back reads it, it is not evicted).
 */
void rt_file_sync(void)
{
	int idx;

	for (idx = 0; idx < RT_UPAGES; idx++) {
		struct upage *u = &upage[idx];

		if (!u->file_page || !u->mapping_dirty)
			continue;
		memcpy(u->file_data, rt_uview + idx * RT_PAGE_SIZE,
		       RT_PAGE_SIZE);
		u->mapping_dirty = 0;	/* clean, as writeback leaves it */
	}
}

void rt_kernel_wrote(int idx)
{
	if (idx >= 0)
		upage[idx].kernel_wrote = 1;
}

void rt_mapping_dirty(int idx)
{
	upage[idx].mapping_dirty = 1;
}

int rt_pins(int idx)
{
	return upage[idx].pins;
}

void rt_kmapped(int idx, int delta, const char *who)
{
	upage[idx].kmaps += delta;
	if (upage[idx].kmaps < 0) {
		rt_violation("%s() of user page %d, which is not kmap()ed",
			     who, idx);
		upage[idx].kmaps = 0;
	}
}

/* [uaddr, uaddr + n) is user memory, every page of it (no hole) */
static int user_range(unsigned long uaddr, unsigned long n)
{
	unsigned long i;

	if (n == 0)
		return 1;
	if (uaddr + n <= uaddr || rt_upage_of(uaddr + n - 1) < 0)
		return 0;
	for (i = 0; i < n; i += RT_PAGE_SIZE)
		if (rt_upage_of(uaddr + i) < 0)
			return 0;
	return 1;
}

unsigned long rt_copy_to_user(unsigned long uaddr, const void *src,
			      unsigned long n)
{
	unsigned long i;

	if (!user_range(uaddr, n))
		return n;
	/* a CPU store sets the pte's dirty bit: the mapping sees it */
	for (i = 0; i < n; i += RT_PAGE_SIZE)
		upage[rt_upage_of(uaddr + i)].cpu_written =
			upage[rt_upage_of(uaddr + i)].mapping_dirty = 1;
	if (n)
		upage[rt_upage_of(uaddr + n - 1)].cpu_written =
			upage[rt_upage_of(uaddr + n - 1)].mapping_dirty = 1;
	memcpy((void *) uaddr, src, n);
	return 0;
}

unsigned long rt_copy_from_user(void *dst, unsigned long uaddr,
				unsigned long n)
{
	if (!user_range(uaddr, n)) {
		memset(dst, 0, n);
		return n;
	}
	memcpy(dst, (void *) uaddr, n);
	return 0;
}

int rt_disk_of(unsigned int major, unsigned int minor)
{
	if (major == 8 && minor % 16 == 0 && minor / 16 < DISK_COUNT)
		return (int) minor / 16;
	return -1;
}

void rt_disk_bad(int disk, unsigned long sector)
{
	disk_set_bad(disk, sector);
}

/*
 * Kernel threads: contexts switched only where a thread blocks.  The
 * process's own thread (the system calls) is main_ctx; there is room
 * for one kernel thread, all the corpus needs.
 */
static ucontext_t main_ctx, kthread_ctx;
static int kthread_state;		/* 0 none, 1 made, 2 ended */
static int in_kthread;
static unsigned long progress;
static int (*kthread_fn)(void *);
static void *kthread_arg;

static void kthread_main(void)
{
	kthread_fn(kthread_arg);
	rt_thread_exit();
}

int rt_thread_start(int (*fn)(void *), void *arg)
{
	static char stack[1 << 20];

	if (kthread_state)
		return -11;		/* -EAGAIN: the model has one */
	getcontext(&kthread_ctx);
	kthread_ctx.uc_stack.ss_sp = stack;
	kthread_ctx.uc_stack.ss_size = sizeof(stack);
	kthread_ctx.uc_link = NULL;
	kthread_fn = fn;
	kthread_arg = arg;
	makecontext(&kthread_ctx, kthread_main, 0);
	kthread_state = 1;
	return 100;			/* its pid */
}

void rt_progress(void)
{
	progress++;
}

int rt_yield(void)
{
	unsigned long before = progress;

	if (in_kthread) {
		in_kthread = 0;
		swapcontext(&kthread_ctx, &main_ctx);
		in_kthread = 1;
	} else {
		if (kthread_state != 1)
			return 0;
		in_kthread = 1;
		swapcontext(&main_ctx, &kthread_ctx);
		in_kthread = 0;
	}
	return progress != before;
}

void rt_thread_exit(void)
{
	if (!in_kthread) {
		rt_violation("a kernel thread's exit called by the process");
		return;
	}
	kthread_state = 2;
	in_kthread = 0;
	setcontext(&main_ctx);
}

int rt_threads_live(void)
{
	return kthread_state == 1;
}

void *rt_raw_alloc(unsigned long size)
{
	void *p = malloc(size);

	if (!p) {
		perror("malloc");
		exit(3);
	}
	return p;
}

void rt_raw_free(void *p)
{
	free(p);
}

void *rt_alloc(unsigned long size, int kind)
{
	struct alloc *a = malloc(sizeof(*a));
	/* vmalloc() memory is whole pages: vmalloc_to_page() finds them */
	void *p = kind == 'v' ?
		aligned_alloc(RT_PAGE_SIZE, (size + RT_PAGE_SIZE - 1) &
			      ~(RT_PAGE_SIZE - 1)) :
		malloc(size ? size : 1);

	if (!a || !p) {
		perror("malloc");
		exit(3);
	}
	memset(p, 0xa5, size);		/* kmalloc() memory is not zeroed */
	a->p = p;
	a->size = size;
	a->kind = kind;
	a->at_init = in_init;
	a->next = allocs;
	allocs = a;
	return p;
}

void rt_free(const void *p, int kind)
{
	struct alloc **ap, *a;

	if (!p)
		return;
	for (ap = &allocs; (a = *ap); ap = &a->next)
		if (a->p == p)
			break;
	if (!a) {
		rt_violation("%cfree() of memory that is not allocated",
			     kind == 'v' ? 'v' : 'k');
		return;
	}
	if (a->kind != kind)
		rt_violation("%cfree() of %cmalloc() memory", kind, a->kind);
	*ap = a->next;
	free(a->p);
	free(a);
}

static int kpages_live;

void *rt_kernel_page(void)
{
	void *p = aligned_alloc(RT_PAGE_SIZE, RT_PAGE_SIZE);

	if (!p) {
		perror("aligned_alloc");
		exit(3);
	}
	memset(p, 0x5a, RT_PAGE_SIZE);
	kpages_live++;
	return p;
}

void rt_kernel_page_free(void *addr)
{
	kpages_live--;
	free(addr);
}

/*
 * Which pages of the disks a scenario wrote: a scenario's process starts
 * with the whole pages of disk_store read-only (disk_track()), and its
 * first write to each makes it writable and marks it here, so that
 * disk_state() compares only those with disk_then.  (Reading every page
 * of both copies in every scenario's process, each page a first touch
 * in that process, was most of a scenario's time.)  The pages disk_store
 * shares with other data, at its two ends, are always compared.
 */
#define DISK_PAGES (DISK_COUNT * DISK_BYTES / RT_PAGE_SIZE + 2)
static unsigned char disk_written[DISK_PAGES];
static unsigned char *disk_lo, *disk_hi;	/* the whole pages tracked */

static void disk_track(void)
{
	unsigned long start = (unsigned long) disk_store,
		end = start + sizeof(disk_store);

	disk_lo = (unsigned char *) ((start + RT_PAGE_SIZE - 1) &
				     ~(RT_PAGE_SIZE - 1));
	disk_hi = (unsigned char *) (end & ~(RT_PAGE_SIZE - 1));
	if (disk_hi <= disk_lo ||
	    mprotect(disk_lo, disk_hi - disk_lo, PROT_READ))
		disk_lo = disk_hi = NULL;	/* compare every page */
	memset(disk_written, 0, sizeof(disk_written));
}

/* the disk_store byte at P may differ from disk_then */
static int disk_maybe_written(const unsigned char *p)
{
	return p < disk_lo || p >= disk_hi ||
	       disk_written[(p - disk_lo) / RT_PAGE_SIZE];
}

static void on_segv(int sig, siginfo_t *si, void *ctx)
{
	char *a = si->si_addr;
	char msg[160];
	int n;

	(void) sig;
	(void) ctx;
	if ((unsigned char *) a >= disk_lo && (unsigned char *) a < disk_hi) {
		unsigned long pg = ((unsigned char *) a - disk_lo) / RT_PAGE_SIZE;

		disk_written[pg] = 1;
		if (!mprotect(disk_lo + pg * RT_PAGE_SIZE, RT_PAGE_SIZE,
			      PROT_READ | PROT_WRITE))
			return;		/* the write is done again */
	}
	if (a >= rt_kview && a < rt_kview + RT_UPAGES * RT_PAGE_SIZE)
		n = snprintf(msg, sizeof(msg),
			     "violation: user page %d touched by the kernel "
			     "while not pinned\n",
			     (int) ((a - rt_kview) / RT_PAGE_SIZE));
	else
		n = snprintf(msg, sizeof(msg),
			     "violation: segmentation fault at %p\n", a);
	fflush(stdout);
	if (write(1, msg, n) < 0)
		_exit(2);
	_exit(1);
}

/* fill user memory with a pattern that has no zero byte */
static unsigned char pattern(unsigned long i)
{
	return (unsigned char) ((i * 7 + i / 4093 + 13) % 251 + 1);
}

/*
 * What every scenario starts from, computed once (rt_model_prepare()):
 * the user memory's pattern, and the disks as disk_reset() leaves them
 * (disk_store itself, and disk_then, its copy).  A scenario's process
 * is forked after it, so it inherits both copy-on-write: the parent
 * never runs driver code, and a scenario's writes stay its own.  The
 * pattern is kept in a memory file too (upattern_fd), which the kernel
 * copies into each scenario's user memory: a copy by the process
 * itself would touch every page of both for the first time in it.
 */
static unsigned char *upattern;
static int upattern_fd = -1;

void rt_model_prepare(void)
{
	unsigned long size = RT_UPAGES * RT_PAGE_SIZE, i;

	if (upattern)
		return;
	upattern = malloc(size);
	disk_then = malloc(sizeof(disk_store));
	if (!upattern || !disk_then) {
		perror("malloc");
		exit(3);
	}
	for (i = 0; i < size; i++)
		upattern[i] = pattern(i);
	disk_reset();
	memcpy(disk_then, disk_store, sizeof(disk_store));
	upattern_fd = memfd_create("rt-user-pattern", 0);
	if (upattern_fd >= 0 &&
	    pwrite(upattern_fd, upattern, size, 0) != (ssize_t) size) {
		close(upattern_fd);
		upattern_fd = -1;
	}
}

/* the pattern into FD's first SIZE bytes, by the kernel when it can */
static int copy_pattern(int fd, unsigned long size)
{
	loff_t in = 0, out = 0;
	ssize_t n;

	while (upattern_fd >= 0 && in < (loff_t) size) {
		n = copy_file_range(upattern_fd, &in, fd, &out, size - in, 0);
		if (n <= 0)
			break;
	}
	return in == (loff_t) size;
}

void rt_model_setup(void)
{
	unsigned long size = RT_UPAGES * RT_PAGE_SIZE;
	struct sigaction sa;
	int fd = memfd_create("rt-user-memory", 0), copied;

	/* (a runner that did not prepare in its parent prepares here) */
	rt_model_prepare();
	if (fd < 0 || ftruncate(fd, size)) {
		perror("memfd");
		exit(3);
	}
	copied = copy_pattern(fd, size);
	/* (populated in one call: a fault per page costs more) */
	rt_uview = mmap(NULL, size, PROT_READ | PROT_WRITE,
			MAP_SHARED | MAP_POPULATE, fd, 0);
	rt_kview = mmap(NULL, size, PROT_NONE, MAP_SHARED, fd, 0);
	snapshot = mmap(NULL, size, PROT_READ | PROT_WRITE,
			MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
	if (rt_uview == MAP_FAILED || rt_kview == MAP_FAILED ||
	    snapshot == MAP_FAILED) {
		perror("mmap");
		exit(3);
	}
	if (!copied)
		memcpy(rt_uview, upattern, size);
	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = on_segv;
	sa.sa_flags = SA_SIGINFO;
	sigaction(SIGSEGV, &sa, NULL);
	sigaction(SIGBUS, &sa, NULL);
	disk_track();		/* (its faults go to on_segv()) */
	setvbuf(stdout, NULL, _IOLBF, 0);
}

int rt_model_in_init(void)
{
	return in_init;
}

void rt_model_begin_init(void)
{
	in_init = 1;
}

void rt_model_end_init(void)
{
	in_init = 0;
	memcpy(snapshot, rt_uview, RT_UPAGES * RT_PAGE_SIZE);
}

unsigned int rt_fnv(const void *p, unsigned long n)
{
	const unsigned char *c = p;
	unsigned int h = 2166136261u;

	while (n--)
		h = (h ^ *c++) * 16777619u;
	return h;
}

/* each run of sectors a disk has changed, and the hash of its contents */
static void disk_state(void)
{
	unsigned long s, e;
	int d;

	for (d = 0; d < DISK_COUNT; d++)
		for (s = 0; s < DISK_SECTORS; s = e) {
			const unsigned char *now = disk_store[d] + s * 512;

			for (e = s; e < DISK_SECTORS &&
			     disk_maybe_written(disk_store[d] + e * 512) &&
			     memcmp(disk_store[d] + e * 512,
				    disk_then + d * DISK_BYTES + e * 512, 512);
			     e++)
				;
			if (e > s)
				rt_trace("disk %d sectors %lu-%lu: changed, fnv "
					 "%08x", d, s, e - 1,
					 rt_fnv(now, (e - s) * 512));
			else
				e = s + 1;
		}
}

/*
 * The device's state: the memory the driver allocated at module init
 * that is vmalloc()ed or at least 16 KB (the corpus's "card memory"),
 * and the disks; smaller allocations are driver structures, which a
 * port may change (a kiobuf with its 8 KB block list becomes a page_vec
 * of 9 KB).
 */
void rt_device_state(void)
{
	struct alloc *a;
	int n = 0;

	for (a = allocs; a; a = a->next)
		if (a->at_init && (a->kind == 'v' || a->size >= 16384))
			rt_trace("device memory %d: %lu bytes, fnv %08x", n++,
				 a->size, rt_fnv(a->p, a->size));
	disk_state();
}

/* after the module is gone: what the user sees, and what leaked */
int rt_model_finish(void)
{
	unsigned long kb = 0, vb = 0;
	int nk = 0, nv = 0, idx;
	struct alloc *a;

	/* the process's memory is written back and reclaimed in the end */
	evict_file_pages();
	for (idx = 0; idx < RT_UPAGES; idx++) {
		struct upage *u = &upage[idx];
		char *now = rt_uview + idx * RT_PAGE_SIZE;
		char *then = snapshot + idx * RT_PAGE_SIZE;
		int changed = memcmp(now, then, RT_PAGE_SIZE) != 0;
		int dirty = rt_page_dirty(idx);
		int reserved = rt_page_reserved(idx);

		if (changed)
			rt_trace("user page %d: changed, fnv %08x", idx,
				 rt_fnv(now, RT_PAGE_SIZE));
		/* what the file holds in the end */
		if (u->file_page)
			rt_trace("file page %d: fnv %08x", idx,
				 rt_fnv(u->file_data, RT_PAGE_SIZE));
		if (dirty)
			rt_trace("user page %d: dirty", idx);
		if (u->pins)
			rt_violation("user page %d still pinned at the end "
				     "(%d references)", idx, u->pins);
		if (u->kmaps)
			rt_violation("user page %d kmap()ed %d more times than "
				     "kunmap()ed", idx, u->kmaps);
		if (changed && !u->cpu_written && !dirty && !reserved &&
		    !u->kernel_wrote)
			rt_violation("user page %d written by the device but "
				     "not marked dirty", idx);
		if (dirty && reserved)
			rt_violation("user page %d is reserved but was marked "
				     "dirty", idx);
		else if (dirty && !u->dev_writes)
			rt_violation("user page %d marked dirty but the device "
				     "never had it to write", idx);
		else if (dirty && u->ever_pinned && !u->pins &&
			 !u->dirty_at_release)
			rt_violation("user page %d marked dirty after it was "
				     "released", idx);
	}
	for (a = allocs; a; a = a->next) {
		if (a->kind == 'v') {
			nv++;
			vb += a->size;
		} else {
			nk++;
			kb += a->size;
		}
	}
	if (nk)
		rt_violation("%d kmalloc() allocations (%lu bytes) never freed",
			     nk, kb);
	if (nv)
		rt_violation("%d vmalloc() allocations (%lu bytes) never freed",
			     nv, vb);
	if (kpages_live)
		rt_violation("%d kernel pages never freed", kpages_live);
	if (rt_mmap_readers)
		rt_violation("mmap_sem still held for read at the end");
	return violations;
}

int rt_violations(void)
{
	return violations;
}

/* the user program changed its own memory: not the device's doing */
void rt_user_wrote(unsigned long uaddr, unsigned long n)
{
	unsigned long off = uaddr - (unsigned long) rt_uview, i;

	memcpy(snapshot + off, (void *) uaddr, n);
	/* a store of the CPU: the pte, and so the mapping, sees it */
	for (i = off / RT_PAGE_SIZE; n && i <= (off + n - 1) / RT_PAGE_SIZE;
	     i++)
		upage[i].mapping_dirty = 1;
}
