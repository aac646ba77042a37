/*
 * vmrt.c: what tests/diffrt/scenarios.c calls (model.h, scenario.h),
 * made of a real Linux kernel, so that the same scenarios run unchanged
 * against a driver module loaded in the booted 6.1 kernel of the
 * booted-kernel test (tests/boot61/README.md).
 *
 * Built static with scenarios.c into the initramfs's drvtest.  The init
 * script sets, per driver:
 *	ZC_KO		the module file, loaded for each scenario
 *	ZC_MODNAME	its name, for unloading it
 *	ZC_CHRDEV	the name it gives register_chrdev() (/proc/devices)
 *	ZC_FOPS		the file operations it has ("read write ioctl")
 *	ZC_PINNING	those of read and write that pin the user's buffer
 *			(the model's pin fault injection touches only pins:
 *			a read() that copies with copy_to_user() ignores it)
 *	ZC_FILE		a file on a disk file system (ext2 on a RAM disk),
 *			for the scenarios' shared file mappings
 *	ZC_DISKS	the model's disks 8:0 and 8:16 (SCSI disks of
 *			DISK_BYTES qemu gives the booted kernel): reset to
 *			../blkrt/disk.c's pattern before each scenario, and
 *			each run of sectors that changed traced after it,
 *			as the model traces its disks
 *
 * What the user can see is traced exactly as the model traces it
 * (return values and file positions by scenarios.c, then each user page
 * that changed and what each shared file page holds after writeback),
 * so a scenario's trace here and the 2.4 original's on the model can be
 * compared line by line; what only the model sees (dirty bits, device
 * memory, disks) it does not print.  Instead of the model's rule checks
 * it asks the kernel: a scenario ends with every FOLL_PIN pin released
 * (/proc/vmstat's nr_foll_pin_acquired and nr_foll_pin_released move
 * together), and the module unloads.
 *
 * Fault injection the model does and a real kernel cannot is refused: a
 * scenario that asks for it prints "model-only: WHAT" and ends at once
 * (the comparison leaves it out on both sides).  A pin cut short or
 * failing with -EFAULT in a read() or write() is real here: the pages of
 * the buffer past the limit are made inaccessible (PROT_NONE) for the
 * call, so pin_user_pages_fast() stops there, as get_user_pages() did on
 * an unmapped page.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/fs.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <unistd.h>

#include "disk.h"
#include "model.h"
#include "scenario.h"

/* past user memory: nothing a pin may reach */
#define GUARD_PAGES	16

char *rt_uview;
char *rt_kview;
int rt_pin_limit = -1;
int rt_pin_fail;
int rt_mmap_readers;
int rt_disk_held[DISK_COUNT] = { 1, 1 };
unsigned int rt_queue_max_sectors = 255, rt_queue_max_segments = 128;
const char *rt_kernel = "6.1";

static char *snapshot;
static unsigned char file_page[RT_UPAGES];
static int dev_fd = -1, file_fd = -1, violations;
static int held[2] = { 1, 1 };
static long pins_at_start;

void rt_trace(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
}

void rt_violation(const char *fmt, ...)
{
	va_list ap;

	violations++;
	fputs("violation: ", stdout);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
}

int rt_violations(void)
{
	return violations;
}

int rt_upage_of(unsigned long uaddr)
{
	unsigned long base = (unsigned long) rt_uview;

	if (uaddr < base || uaddr >= base + RT_UPAGES * RT_PAGE_SIZE)
		return -1;
	return (int) ((uaddr - base) / RT_PAGE_SIZE);
}

/* a hole in user memory: here the process really unmaps the page */
void rt_user_hole(int idx)
{
	if (idx >= 0 && idx < RT_UPAGES &&
	    munmap(rt_uview + (unsigned long)idx * RT_PAGE_SIZE, RT_PAGE_SIZE))
		rt_violation("munmap of user page %d failed", idx);
}

/* the model's capture card (shared_vec) has no device in the booted
 * kernel: a scenario asking for it cannot be run here */
void rt_card_capture(unsigned long bytes, int seed)
{
	rt_violation("no capture card in the booted kernel (%lu bytes, seed "
		     "%d asked for)", bytes, seed);
}

/* the model's user memory pattern (model.c), byte for byte */
static unsigned char pattern(unsigned long i)
{
	return (unsigned char) ((i * 7 + i / 4093 + 13) % 251 + 1);
}

static unsigned int fnv(const void *p, unsigned long n)
{
	const unsigned char *c = p;
	unsigned int h = 2166136261u;

	while (n--)
		h = (h ^ *c++) * 16777619u;
	return h;
}

/* the scenarios' name for it (scenario.h) */
unsigned int rt_fnv(const void *p, unsigned long n)
{
	return fnv(p, n);
}

static const char *env(const char *name)
{
	const char *v = getenv(name);

	if (!v) {
		fprintf(stderr, "drvtest: %s is not set\n", name);
		exit(3);
	}
	return v;
}

static int write_proc(const char *path, const char *text)
{
	int fd = open(path, O_WRONLY), ok;

	if (fd < 0)
		return -1;
	ok = write(fd, text, strlen(text)) == (ssize_t) strlen(text);
	close(fd);
	return ok ? 0 : -1;
}

/*
 * FOLL_PIN pins taken and not released, system wide: the counters are
 * folded from the per-CPU ones only on request (stat_refresh).
 */
static long pins_held(void)
{
	char line[128];
	long acq = -1, rel = -1, v;
	FILE *f;

	write_proc("/proc/sys/vm/stat_refresh", "1");
	f = fopen("/proc/vmstat", "r");
	while (f && fgets(line, sizeof(line), f)) {
		if (sscanf(line, "nr_foll_pin_acquired %ld", &v) == 1)
			acq = v;
		else if (sscanf(line, "nr_foll_pin_released %ld", &v) == 1)
			rel = v;
	}
	if (f)
		fclose(f);
	if (acq < 0 || rel < 0) {
		fprintf(stderr, "drvtest: no pin counters in /proc/vmstat\n");
		exit(3);
	}
	return acq - rel;
}

static void unload(void)
{
	if (dev_fd >= 0)
		close(dev_fd);
	dev_fd = -1;
	syscall(SYS_delete_module, env("ZC_MODNAME"), O_NONBLOCK);
}

/* a scenario needs what only the model can do: left out, both sides */
static void model_only(const char *what)
{
	unload();
	printf("model-only: %s\n", what);
	fflush(stdout);
	_exit(0);
}

/* the model's disks, from ZC_DISKS: device d's path, or NULL */
static char *disk_path(int d)
{
	static char paths[DISK_COUNT][64];
	const char *v = getenv("ZC_DISKS");
	int i;

	if (!v || sscanf(v, "%63s %63s", paths[0], paths[1]) != DISK_COUNT)
		return NULL;
	for (i = 0; i < DISK_COUNT; i++)
		if (access(paths[i], R_OK | W_OK))
			return NULL;
	return paths[d];
}

/* every disk back to the model's pattern, nothing of it cached */
static void disks_reset(void)
{
	int d;

	if (!disk_path(0))
		return;
	disk_reset();
	for (d = 0; d < DISK_COUNT; d++) {
		int fd = open(disk_path(d), O_RDWR);

		if (fd < 0 ||
		    pwrite(fd, disk_store[d], DISK_BYTES, 0) != DISK_BYTES ||
		    fsync(fd) || ioctl(fd, BLKFLSBUF, 0)) {
			perror("drvtest: disk reset");
			exit(3);
		}
		close(fd);
	}
}

/* the booted kernel's state (user memory, the disks, the module) is set
 * per scenario by rt_model_setup(): nothing is shared before the fork */
void rt_model_prepare(void)
{
}

void rt_model_setup(void)
{
	unsigned long size = RT_UPAGES * RT_PAGE_SIZE, i;

	rt_uview = mmap(NULL, size + GUARD_PAGES * RT_PAGE_SIZE, PROT_NONE,
			MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	snapshot = malloc(size);
	if (rt_uview == MAP_FAILED || !snapshot ||
	    mprotect(rt_uview, size, PROT_READ | PROT_WRITE)) {
		perror("drvtest: user memory");
		exit(3);
	}
	for (i = 0; i < size; i++)
		rt_uview[i] = pattern(i);
	setvbuf(stdout, NULL, _IOLBF, 0);
	/* a fresh module for each scenario, as the model's fork gives:
	 * the runner's probe of the file operations may have left it */
	syscall(SYS_delete_module, env("ZC_MODNAME"), O_NONBLOCK);
	disks_reset();
	pins_at_start = pins_held();
}

void rt_model_begin_init(void)
{
}

void rt_model_end_init(void)
{
	memcpy(snapshot, rt_uview, RT_UPAGES * RT_PAGE_SIZE);
}

void rt_user_wrote(unsigned long uaddr, unsigned long n)
{
	memcpy(snapshot + (uaddr - (unsigned long) rt_uview), (void *) uaddr,
	       n);
}

int rt_module_init(void)
{
	int fd = open(env("ZC_KO"), O_RDONLY | O_CLOEXEC), r;

	if (fd < 0)
		return -errno;
	r = (int) syscall(SYS_finit_module, fd, "", 0);
	r = r ? -errno : 0;
	close(fd);
	return r;
}

void rt_module_exit(void)
{
	unload();
	/* a module that will not go would poison every later scenario */
	if (access("/sys/module", F_OK) == 0) {
		char p[256];

		snprintf(p, sizeof(p), "/sys/module/%s", env("ZC_MODNAME"));
		if (access(p, F_OK) == 0)
			rt_violation("the module does not unload");
	}
}

static int listed(const char *var, const char *name);

int rt_has_fop(const char *name)
{
	return listed("ZC_FOPS", name);
}

/* the major the driver registered, from /proc/devices */
static int chrdev_major(void)
{
	const char *name = env("ZC_CHRDEV");
	char line[128], dev[64];
	int major, found = -1, chr = 0;
	FILE *f = fopen("/proc/devices", "r");

	while (f && fgets(line, sizeof(line), f)) {
		if (!strncmp(line, "Character", 9))
			chr = 1;
		else if (!strncmp(line, "Block", 5))
			chr = 0;
		else if (chr && sscanf(line, "%d %63s", &major, dev) == 2 &&
			 !strcmp(dev, name))
			found = major;
	}
	if (f)
		fclose(f);
	return found;
}

long rt_sys_open(int minor)
{
	char path[64];
	int major = chrdev_major();

	if (major < 0)
		return -ENODEV;
	snprintf(path, sizeof(path), "/dev/zc-%d", minor);
	unlink(path);
	if (mknod(path, S_IFCHR | 0600, makedev(major, minor)))
		return -errno;
	dev_fd = open(path, O_RDWR);
	return dev_fd < 0 ? -errno : 0;
}

long rt_sys_release(void)
{
	int r = close(dev_fd);

	dev_fd = -1;
	return r ? -errno : 0;
}

static int listed(const char *var, const char *name)
{
	const char *f = env(var), *at;
	size_t n = strlen(name);

	for (at = f; (at = strstr(at, name)); at += n)
		if ((at == f || at[-1] == ' ') && (!at[n] || at[n] == ' '))
			return 1;
	return 0;
}

/*
 * Knobs only the model has, checked where a system call would use them;
 * op: "read" or "write" (pin injection applies when the driver pins
 * there, ZC_PINNING), or NULL for an ioctl (where it cannot be made).
 * Returns whether the pins are to be cut.
 */
static int model_knobs(const char *op)
{
	int pins = rt_pin_limit >= 0 || rt_pin_fail;

	if (rt_queue_max_sectors != 255 || rt_queue_max_segments != 128)
		model_only("request queue limits");
	if (rt_disk_held[0] != held[0] || rt_disk_held[1] != held[1])
		model_only("a disk its owner does not hold open");
	if (!pins || (op && !listed("ZC_PINNING", op)))
		return 0;
	if (!op)
		model_only("a pin cut short inside an ioctl");
	if (rt_pin_fail && rt_pin_fail != EFAULT)
		model_only("a pin failing with another error than -EFAULT");
	return 1;
}

/*
 * A pin cut short at limit pages (rt_pin_limit), or failing at once
 * (rt_pin_fail == EFAULT, as a limit of 0): the buffer's pages from
 * there on are made inaccessible for the call; returns how many.
 */
static unsigned long cut_pins(unsigned long ubuf, unsigned long count,
			      unsigned long *from)
{
	unsigned long first = ubuf & ~(RT_PAGE_SIZE - 1), end, n;
	long limit = rt_pin_fail ? 0 : rt_pin_limit;

	if (limit < 0 || !count || rt_upage_of(ubuf) < 0)
		return 0;
	end = (ubuf + count + RT_PAGE_SIZE - 1) & ~(RT_PAGE_SIZE - 1);
	*from = first + (unsigned long) limit * RT_PAGE_SIZE;
	if (*from >= end)
		return 0;
	if (end > (unsigned long) rt_uview + RT_UPAGES * RT_PAGE_SIZE)
		end = (unsigned long) rt_uview + RT_UPAGES * RT_PAGE_SIZE;
	n = (end - *from) / RT_PAGE_SIZE;
	for (unsigned long i = 0; i < n; i++)
		if (file_page[rt_upage_of(*from + i * RT_PAGE_SIZE)])
			model_only("a pin cut short on a shared file page");
	if (mprotect((void *) *from, n * RT_PAGE_SIZE, PROT_NONE))
		model_only("a pin cut short (mprotect failed)");
	return n;
}

static void uncut_pins(unsigned long from, unsigned long n)
{
	if (n)
		mprotect((void *) from, n * RT_PAGE_SIZE,
			 PROT_READ | PROT_WRITE);
}

/*
 * The model hands *pos to the driver and traces what it leaves there:
 * here lseek() and read(), and the position lseek() finds after.  A
 * position the driver's own llseek() refuses (past its end) is given as
 * pread() gives it, as 2.4's pread() did; the driver's new position is
 * then not seen, and taken as *pos plus the bytes done (what every
 * driver here does).
 */
static long rw(int out, unsigned long ubuf, unsigned long count,
	       long long *pos)
{
	unsigned long from = 0, n = 0;
	int seek = lseek(dev_fd, *pos, SEEK_SET) >= 0;
	long r;

	if (model_knobs(out ? "write" : "read"))
		n = cut_pins(ubuf, count, &from);
	if (seek)
		r = out ? write(dev_fd, (void *) ubuf, count) :
			  read(dev_fd, (void *) ubuf, count);
	else
		r = out ? pwrite(dev_fd, (void *) ubuf, count, *pos) :
			  pread(dev_fd, (void *) ubuf, count, *pos);
	r = r < 0 ? -errno : r;
	uncut_pins(from, n);
	if (seek)
		*pos = lseek(dev_fd, 0, SEEK_CUR);
	else if (r > 0)
		*pos += r;
	return r;
}

long rt_sys_read(unsigned long ubuf, unsigned long count, long long *pos)
{
	return rw(0, ubuf, count, pos);
}

long rt_sys_write(unsigned long ubuf, unsigned long count, long long *pos)
{
	return rw(1, ubuf, count, pos);
}

long rt_sys_ioctl(unsigned int cmd, unsigned long arg)
{
	long r;

	model_knobs(NULL);
	r = ioctl(dev_fd, cmd, arg);
	return r < 0 ? -errno : r;
}

static long rwv(int out, unsigned long iov, unsigned long nr,
		long long *pos)
{
	long r;

	model_knobs(NULL);
	if (lseek(dev_fd, *pos, SEEK_SET) < 0)
		return -errno;
	r = out ? writev(dev_fd, (struct iovec *) iov, (int) nr) :
		    readv(dev_fd, (struct iovec *) iov, (int) nr);
	r = r < 0 ? -errno : r;
	*pos = lseek(dev_fd, 0, SEEK_CUR);
	return r;
}

long rt_sys_readv(unsigned long iov, unsigned long nr, long long *pos)
{
	return rwv(0, iov, nr, pos);
}

long rt_sys_writev(unsigned long iov, unsigned long nr, long long *pos)
{
	return rwv(1, iov, nr, pos);
}

void rt_page_set_reserved(int idx)
{
	(void) idx;
	model_only("reserved pages");
}

void rt_disk_bad(int disk, unsigned long sector)
{
	(void) disk;
	(void) sector;
	model_only("bad sectors");
}

/*
 * User page idx becomes page idx of ZC_FILE, mapped MAP_SHARED, holding
 * what the page held (the pattern): written and synced first, so the
 * page the mapping faults in is clean and its data on the disk.
 */
void rt_set_file_page(int idx)
{
	char *addr = rt_uview + (unsigned long) idx * RT_PAGE_SIZE;
	off_t off = (off_t) idx * RT_PAGE_SIZE;

	if (file_fd < 0)
		file_fd = open(env("ZC_FILE"), O_RDWR | O_CREAT, 0600);
	if (file_fd < 0 ||
	    pwrite(file_fd, addr, RT_PAGE_SIZE, off) != RT_PAGE_SIZE ||
	    fsync(file_fd) ||
	    mmap(addr, RT_PAGE_SIZE, PROT_READ | PROT_WRITE,
		 MAP_SHARED | MAP_FIXED, file_fd, off) != addr) {
		perror("drvtest: shared file page");
		exit(3);
	}
	file_page[idx] = 1;
}

/* the user writes its shared file mappings back now (model.h) */
/*
 * The model evicts the shared file pages nobody holds; a booted kernel
 * keeps a mapped page in memory whatever it is asked, so memory pressure
 * here is a writeback of the file's dirty pages (msync), which is where
 * an undirtied page's data would be lost.
 */
void rt_memory_pressure(void)
{
	rt_file_sync();
}

void rt_file_sync(void)
{
	int idx;

	for (idx = 0; idx < RT_UPAGES; idx++)
		if (file_page[idx])
			msync(rt_uview + (unsigned long) idx * RT_PAGE_SIZE,
			      RT_PAGE_SIZE, MS_SYNC);
}

/*
 * Each run of sectors a disk has changed, and the hash of its contents,
 * as the model's disk_state() prints them (model.c): what the driver
 * wrote, read back from the medium.
 */
void rt_device_state(void)
{
	static unsigned char now[DISK_BYTES];
	unsigned long s, e;
	int d;

	if (!disk_path(0))
		return;
	for (d = 0; d < DISK_COUNT; d++) {
		int fd = open(disk_path(d), O_RDONLY);

		if (fd < 0 || ioctl(fd, BLKFLSBUF, 0) ||
		    pread(fd, now, DISK_BYTES, 0) != DISK_BYTES) {
			perror("drvtest: disk state");
			exit(3);
		}
		close(fd);
		for (s = 0; s < DISK_SECTORS; s = e) {
			for (e = s; e < DISK_SECTORS &&
			     memcmp(now + e * 512, disk_store[d] + e * 512, 512);
			     e++)
				;
			if (e > s)
				rt_trace("disk %d sectors %lu-%lu: changed, fnv "
					 "%08x", d, s, e - 1,
					 fnv(now + s * 512, (e - s) * 512));
			else
				e = s + 1;
		}
	}
}

/*
 * What the file holds: the mappings written back (msync()) and gone,
 * the file's pages dropped from the page cache, and read again from the
 * disk.  A page the device wrote but nobody dirtied was never written:
 * the disk still has the old data.  Hashes into sum[] (file pages only).
 */
static void file_state(unsigned int *sum)
{
	char buf[RT_PAGE_SIZE];
	int idx, any = 0;

	for (idx = 0; idx < RT_UPAGES; idx++) {
		char *addr = rt_uview + (unsigned long) idx * RT_PAGE_SIZE;

		if (!file_page[idx])
			continue;
		any = 1;
		msync(addr, RT_PAGE_SIZE, MS_SYNC);
		munmap(addr, RT_PAGE_SIZE);
	}
	if (!any)
		return;
	fsync(file_fd);
	posix_fadvise(file_fd, 0, 0, POSIX_FADV_DONTNEED);
	write_proc("/proc/sys/vm/drop_caches", "3");
	for (idx = 0; idx < RT_UPAGES; idx++)
		if (file_page[idx]) {
			if (pread(file_fd, buf, RT_PAGE_SIZE,
				  (off_t) idx * RT_PAGE_SIZE) != RT_PAGE_SIZE)
				memset(buf, 0, sizeof(buf));
			sum[idx] = fnv(buf, RT_PAGE_SIZE);
		}
}

/* in the model's order: each page's change, then its file's contents */
int rt_model_finish(void)
{
	static unsigned int changed[RT_UPAGES], filed[RT_UPAGES];
	static char is_changed[RT_UPAGES];
	long held;
	int idx;

	for (idx = 0; idx < RT_UPAGES; idx++) {
		char *now = rt_uview + (unsigned long) idx * RT_PAGE_SIZE;

		is_changed[idx] = memcmp(now, snapshot + (unsigned long) idx *
					 RT_PAGE_SIZE, RT_PAGE_SIZE) != 0;
		if (is_changed[idx])
			changed[idx] = fnv(now, RT_PAGE_SIZE);
	}
	file_state(filed);
	for (idx = 0; idx < RT_UPAGES; idx++) {
		if (is_changed[idx])
			rt_trace("user page %d: changed, fnv %08x", idx,
				 changed[idx]);
		if (file_page[idx])
			rt_trace("file page %d: fnv %08x", idx, filed[idx]);
	}
	held = pins_held() - pins_at_start;
	if (held)
		rt_violation("%ld page pins taken and never released "
			     "(/proc/vmstat nr_foll_pin_acquired - "
			     "nr_foll_pin_released)", held);
	return violations;
}
