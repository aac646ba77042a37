/*
 * scenarios.c: the user programs run against a driver, and the runner.
 *
 *   drvtest DRIVER [SCENARIO]
 *
 * runs every scenario that fits DRIVER (or only SCENARIO), each in a
 * process of its own so the module starts fresh, and prints a trace:
 *
 *   scenario NAME
 *   read(page 0+1, 4097) = 4097, pos 4097
 *   user page 0: changed, fnv 1a2b3c4d
 *   user page 0: dirty
 *   device memory 0: 65536 bytes, fnv 5e6f7a8b
 *   violation: user page 1 still pinned at the end (1 references)
 *
 * The same scenarios run on the 2.4 original and on the 2.6 port; their
 * traces must be equal and free of violations.  Exit status: 0, or 1 when
 * any scenario broke a rule.
 *
 * Scenarios that fit every driver with read() or write() are built from
 * the tables below (sizes from 1 byte to past KIO_STATIC_PAGES pages,
 * buffers that start and end mid-page, partial and failed pins, bad
 * addresses, reserved pages, a shared file mapping); drivers whose
 * interface is an ioctl have their own scenarios, written as a user
 * program of that driver would be, from the ABI in the driver's source.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <unistd.h>
#include "model.h"
#include "scenario.h"

static const char *where(unsigned long uaddr)
{
	static char buf[64];
	unsigned long base = (unsigned long) rt_uview;

	if (uaddr < base || uaddr >= base + RT_UPAGES * RT_PAGE_SIZE)
		snprintf(buf, sizeof(buf), "non-user address %#lx", uaddr);
	else
		snprintf(buf, sizeof(buf), "page %lu+%lu%s",
			 (uaddr - base) / RT_PAGE_SIZE,
			 (uaddr - base) % RT_PAGE_SIZE,
			 rt_upage_of(uaddr) < 0 ? " (unmapped)" : "");
	return buf;
}

long sc_read(unsigned long ubuf, unsigned long count, long long *pos)
{
	long ret = rt_sys_read(ubuf, count, pos);

	rt_trace("read(%s, %lu) = %ld, pos %lld", where(ubuf), count, ret,
		 *pos);
	return ret;
}

long sc_write(unsigned long ubuf, unsigned long count, long long *pos)
{
	long ret = rt_sys_write(ubuf, count, pos);

	rt_trace("write(%s, %lu) = %ld, pos %lld", where(ubuf), count, ret,
		 *pos);
	return ret;
}

long sc_ioctl(const char *name, unsigned int cmd, unsigned long arg)
{
	long ret = rt_sys_ioctl(cmd, arg);

	rt_trace("ioctl(%s) = %ld", name, ret);
	return ret;
}

long sc_readv(unsigned long iov, unsigned long nr, long long *pos)
{
	long ret = rt_sys_readv(iov, nr, pos);

	rt_trace("readv(%s, %lu segments) = %ld, pos %lld", where(iov), nr,
		 ret, *pos);
	return ret;
}

long sc_writev(unsigned long iov, unsigned long nr, long long *pos)
{
	long ret = rt_sys_writev(iov, nr, pos);

	rt_trace("writev(%s, %lu segments) = %ld, pos %lld", where(iov), nr,
		 ret, *pos);
	return ret;
}

/*
 * Memory pressure, then the user program looks at its buffer: what it
 * reads is what the file gave back for a shared file page the device
 * wrote but nobody dirtied.
 */
static void sc_pressure_readback(unsigned long uaddr, unsigned long n)
{
	rt_memory_pressure();
	rt_trace("memory pressure; %s, %lu bytes, reads back fnv %08x",
		 where(uaddr), n, rt_fnv((const void *) uaddr, n));
}

struct scenario {
	const char *name;
	void (*run)(const struct scenario *);
	unsigned long size, off;	/* parameters of generic ones */
	int minor;
};

/* ---- generic: drivers with read() and/or write() ---- */

/* write one buffer to the device, read it back into another */
static void rw_roundtrip(const struct scenario *s)
{
	long long pos = 0;

	if (rt_has_fop("write"))
		sc_write(U(0, s->off), s->size, &pos);
	pos = 0;
	if (rt_has_fop("read"))
		sc_read(U(256, (s->off * 3) % RT_PAGE_SIZE), s->size, &pos);
}

/* two reads in a row continue at the file position */
static void rw_sequential(const struct scenario *s)
{
	long long pos = 0;

	if (rt_has_fop("write")) {
		sc_write(U(0, 7), 3 * s->size, &pos);
		pos = 0;
	}
	sc_read(U(100, s->off), s->size, &pos);
	sc_read(U(110, 4000), s->size, &pos);
}

/* the pin of the next transfer is cut short, or fails outright */
static void rw_pin_short(const struct scenario *s)
{
	long long pos = 0;

	rt_pin_limit = (int) s->off;
	if (rt_has_fop("write"))
		sc_write(U(0, 100), s->size, &pos);
	pos = 0;
	if (rt_has_fop("read"))
		sc_read(U(50, 100), s->size, &pos);
	rt_pin_limit = -1;
	pos = 0;
	if (rt_has_fop("read"))
		sc_read(U(80, 0), s->size, &pos);
}

static void rw_pin_fail(const struct scenario *s)
{
	long long pos = 0;

	rt_pin_fail = (int) s->off;
	if (rt_has_fop("write"))
		sc_write(U(0, 10), s->size, &pos);
	pos = 0;
	if (rt_has_fop("read"))
		sc_read(U(50, 10), s->size, &pos);
	rt_pin_fail = 0;
}

/* a buffer outside user memory, and one running off its end */
static void rw_bad_address(const struct scenario *s)
{
	long long pos = 0;

	(void) s;
	if (rt_has_fop("read")) {
		sc_read(4096, 100, &pos);
		pos = 0;
		sc_read(U(RT_UPAGES - 1, 4000), 8192, &pos);
	}
	pos = 0;
	if (rt_has_fop("write"))
		sc_write(U(RT_UPAGES - 2, 100), 3 * RT_PAGE_SIZE, &pos);
}

/* reserved pages (like a mapped frame buffer) are never dirtied */
static void rw_reserved(const struct scenario *s)
{
	long long pos = 0;
	int i;

	for (i = 20; i < 24; i++)
		rt_page_set_reserved(i);
	if (rt_has_fop("write"))
		sc_write(U(0, 0), s->size, &pos);
	pos = 0;
	if (rt_has_fop("read"))
		sc_read(U(20, 2000), s->size, &pos);
}

/*
 * The buffer read into is a file mapped MAP_SHARED: what the device
 * writes must reach the file at writeback, which SetPageDirty() alone
 * does not do (set_page_dirty_lock() does).  Memory pressure evicts
 * the pages after the read; the user then reads its buffer.
 */
static void rw_shared_file(const struct scenario *s)
{
	long long pos = 0;
	int i;

	for (i = 300; i < 306; i++)
		rt_set_file_page(i);
	if (rt_has_fop("write"))
		sc_write(U(0, 0), s->size, &pos);
	pos = 0;
	if (rt_has_fop("read")) {
		sc_read(U(300, s->off), s->size, &pos);
		sc_pressure_readback(U(300, s->off), s->size);
	}
}

/* reads past the end of the device */
static void rw_past_end(const struct scenario *s)
{
	long long pos = 1LL << 30;

	(void) s;
	if (rt_has_fop("read"))
		sc_read(U(0, 0), 4096, &pos);
	pos = 1LL << 30;
	if (rt_has_fop("write"))
		sc_write(U(0, 0), 4096, &pos);
}

#define KB 1024UL
static const struct scenario generic[] = {
	{ "roundtrip-1", rw_roundtrip, 1, 0 },
	{ "roundtrip-1-last-byte", rw_roundtrip, 1, 4095 },
	{ "roundtrip-100", rw_roundtrip, 100, 0 },
	{ "roundtrip-100-straddle", rw_roundtrip, 100, 4050 },
	{ "roundtrip-page", rw_roundtrip, 4096, 0 },
	{ "roundtrip-page-unaligned", rw_roundtrip, 4096, 1 },
	{ "roundtrip-page-plus-1", rw_roundtrip, 4097, 0 },
	{ "roundtrip-3-pages-unaligned", rw_roundtrip, 3 * 4096 + 5, 2049 },
	{ "roundtrip-16k", rw_roundtrip, 16 * KB, 0 },
	{ "roundtrip-64k", rw_roundtrip, 64 * KB, 0 },
	{ "roundtrip-64k-unaligned", rw_roundtrip, 64 * KB, 4095 },
	{ "roundtrip-200k-unaligned", rw_roundtrip, 200 * KB, 77 },
	{ "roundtrip-600k", rw_roundtrip, 600 * KB, 0 },
	{ "roundtrip-600k-unaligned", rw_roundtrip, 600 * KB - 3, 1000 },
	{ "sequential-5000", rw_sequential, 5000, 300 },
	{ "pin-short-0-of-3", rw_pin_short, 3 * 4096, 0 },
	{ "pin-short-1-of-3", rw_pin_short, 3 * 4096, 1 },
	{ "pin-short-2-of-3", rw_pin_short, 3 * 4096, 2 },
	{ "pin-short-10-of-40", rw_pin_short, 40 * 4096, 10 },
	{ "pin-fail-efault", rw_pin_fail, 8192, 14 },
	{ "pin-fail-enomem", rw_pin_fail, 8192, 12 },
	{ "bad-address", rw_bad_address, 0, 0 },
	{ "reserved-pages", rw_reserved, 4 * 4096, 0 },
	{ "past-end", rw_past_end, 0, 0 },
	{ "shared-file", rw_shared_file, 3 * 4096 + 100, 1000 },
	{ NULL }
};

/* ---- kiovec_multi: one ioctl with a command and a result buffer ---- */

struct km_exec {
	unsigned long cmd_buf, cmd_len, res_buf, res_len;
};
#define KM_IOC_EXEC	_IOWR('k', 1, struct km_exec)

static void km_run(const struct scenario *s)
{
	struct km_exec *req = (struct km_exec *) U(0, 0);
	unsigned char *cmd = (unsigned char *) U(2, s->off);

	cmd[0] = "ULX?"[s->minor];
	req->cmd_buf = U(2, s->off);
	req->cmd_len = s->size;
	req->res_buf = U(40, (s->off * 5) % RT_PAGE_SIZE);
	req->res_len = s->size;
	rt_user_wrote(U(0, 0), sizeof(*req));
	rt_user_wrote(U(2, s->off), 1);
	rt_pin_limit = s->size > 30000 ? 3 : -1;
	sc_ioctl("KM_IOC_EXEC", KM_IOC_EXEC, U(0, 0));
	rt_pin_limit = -1;
}

static const struct scenario kiovec_multi[] = {
	{ "exec-upper-small", km_run, 10, 0, 0 },
	{ "exec-lower-straddle", km_run, 300, 4000, 1 },
	{ "exec-invert-3-pages", km_run, 3 * 4096 + 2, 17, 2 },
	{ "exec-bad-op", km_run, 500, 9, 3 },
	{ "exec-64k", km_run, 64 * KB, 0, 2 },
	{ "exec-too-short", km_run, 1, 0, 0 },
	{ "exec-pin-short", km_run, 40000, 5, 0 },
	{ NULL }
};

/* ---- kiovec_array: up to four segments per ioctl ---- */

struct ka_seg {
	unsigned long addr, len;
};
struct ka_iov {
	unsigned long pos;
	unsigned int nr_segs;
	struct ka_seg seg[4];
};
#define KA_IOC_READV	_IOW('a', 1, struct ka_iov)
#define KA_IOC_WRITEV	_IOW('a', 2, struct ka_iov)

static void ka_run(const struct scenario *s)
{
	struct ka_iov *iov = (struct ka_iov *) U(0, 0);
	unsigned int i;

	iov->pos = 100;
	iov->nr_segs = s->minor;
	for (i = 0; i < 4; i++) {
		iov->seg[i].addr = U(4 + 40 * i, s->off + i);
		iov->seg[i].len = s->size + 1000 * i;
	}
	rt_user_wrote(U(0, 0), sizeof(*iov));
	sc_ioctl("KA_IOC_WRITEV", KA_IOC_WRITEV, U(0, 0));
	for (i = 0; i < 4; i++)
		iov->seg[i].addr = U(200 + 40 * i, s->off * 2 + i);
	rt_user_wrote(U(0, 0), sizeof(*iov));
	if (s->off == 999)		/* the third segment will not pin */
		rt_pin_limit = 0;
	sc_ioctl("KA_IOC_READV", KA_IOC_READV, U(0, 0));
	rt_pin_limit = -1;
}

static const struct scenario kiovec_array[] = {
	{ "one-segment", ka_run, 5000, 10, 1 },
	{ "four-segments-unaligned", ka_run, 9000, 4090, 4 },
	{ "two-segments-small", ka_run, 3, 0, 2 },
	{ "four-segments-large", ka_run, 30000, 0, 4 },
	{ "no-segments", ka_run, 100, 0, 0 },
	{ "too-many-segments", ka_run, 100, 0, 5 },
	{ "pin-fails", ka_run, 5000, 999, 3 },
	{ NULL }
};

/* ---- dev_struct: a ring mapped by one ioctl, filled by others ---- */

struct ds_map_req {
	unsigned long addr, len;
};
#define DS_IOC_MAP	_IOW('l', 1, struct ds_map_req)
#define DS_IOC_CAPTURE	_IO('l', 2)
#define DS_IOC_FILLED	_IOR('l', 3, unsigned long)

static void ds_run(const struct scenario *s)
{
	struct ds_map_req *req = (struct ds_map_req *) U(0, 0);

	req->addr = U(8, s->off);
	req->len = s->size;
	rt_user_wrote(U(0, 0), sizeof(*req));
	if (s->minor == 9)
		rt_pin_limit = 1;
	sc_ioctl("DS_IOC_MAP", DS_IOC_MAP, U(0, 0));
	rt_pin_limit = -1;
	sc_ioctl("DS_IOC_CAPTURE 10", DS_IOC_CAPTURE, 10);
	sc_ioctl("DS_IOC_CAPTURE 5000", DS_IOC_CAPTURE, 5000);
	sc_ioctl("DS_IOC_FILLED", DS_IOC_FILLED, U(1, 0));
	rt_trace("filled: %lu", *(unsigned long *) U(1, 0));
	if (s->minor == 1)
		sc_ioctl("DS_IOC_MAP again", DS_IOC_MAP, U(0, 0));
}

/*
 * The ring is a shared file mapping, written back (msync()) while it is
 * mapped: what the logger writes after that reaches the file only when
 * release() dirties the pages again as it unmaps them.  (A real kernel
 * cleans the pages at writeback; the booted-kernel test, tests/boot61,
 * catches a port that does not dirty them at the unpin.)
 */
static void ds_shared(const struct scenario *s)
{
	struct ds_map_req *req = (struct ds_map_req *) U(0, 0);
	unsigned long i;

	for (i = 0; i < s->size / RT_PAGE_SIZE; i++)
		rt_set_file_page((int) (8 + i));
	req->addr = U(8, 0);
	req->len = s->size;
	rt_user_wrote(U(0, 0), sizeof(*req));
	sc_ioctl("DS_IOC_MAP", DS_IOC_MAP, U(0, 0));
	rt_file_sync();
	sc_ioctl("DS_IOC_CAPTURE 1500", DS_IOC_CAPTURE, 1500);
}

static const struct scenario dev_struct[] = {
	{ "ring-one-page", ds_run, 4096, 0, 0 },
	{ "ring-shared-file-synced", ds_shared, 2 * 4096, 0, 0 },
	{ "ring-unaligned", ds_run, 10000, 1024, 1 },
	{ "ring-large", ds_run, 64 * 4096, 4, 2 },
	{ "ring-bad-length", ds_run, 10001, 0, 3 },
	{ "ring-pin-short", ds_run, 5 * 4096, 0, 9 },
	{ NULL }
};

/* ---- goto_errors, page_addr: read/write plus an ioctl ---- */

#define GE_IOC_FAULT	_IOW('g', 1, int)

static void ge_fault(const struct scenario *s)
{
	long long pos = 0;

	*(int *) U(1, 0) = 1;
	rt_user_wrote(U(1, 0), sizeof(int));
	sc_write(U(4, s->off), s->size, &pos);
	sc_ioctl("GE_IOC_FAULT 1", GE_IOC_FAULT, U(1, 0));
	pos = 0;
	sc_write(U(4, s->off), s->size, &pos);
	pos = 0;
	sc_read(U(30, s->off), s->size, &pos);
	*(int *) U(1, 0) = 0;
	rt_user_wrote(U(1, 0), sizeof(int));
	sc_ioctl("GE_IOC_FAULT 0", GE_IOC_FAULT, U(1, 0));
	pos = 0;
	sc_read(U(60, s->off), s->size, &pos);
}

static const struct scenario goto_errors[] = {
	{ "fault-latched", ge_fault, 5000, 0 },
	{ "fault-latched-misaligned", ge_fault, 4096, 3 },
	{ NULL }
};

#define PA_IOC_ERRORS	_IOR('p', 1, unsigned long)

static void pa_errors(const struct scenario *s)
{
	long long pos = 0;

	sc_read(U(4, s->off), s->size, &pos);
	((unsigned char *) U(4, s->off))[s->size / 2] ^= 0xff;
	rt_user_wrote(U(4, s->off + s->size / 2), 1);
	pos = 0;
	sc_write(U(4, s->off), s->size, &pos);
	sc_ioctl("PA_IOC_ERRORS", PA_IOC_ERRORS, U(1, 0));
	rt_trace("errors: %lu", *(unsigned long *) U(1, 0));
}

static const struct scenario page_addr[] = {
	{ "verify-one-error", pa_errors, 9000, 33 },
	{ NULL }
};

/*
 * ---- block drivers: the model disks are 8:0 and 8:16 (model.h) ----
 *
 * Device numbers go in as user space has them (st_rdev), 0x800 and
 * 0x810; 0x300 names a disk no driver serves.  fail_sector >= 0 makes
 * that sector of disk 0 bad; qlimit lowers the 2.6 queue's limits so
 * that bios split (the 2.4 model has no such limit: buffer heads).
 */
#define DISK0	0x800
#define DISK1	0x810
#define NODISK	0x300
/* chunks of kb KB on a model disk (4096 sectors) */
#define DISK_SECTORS_PER(kb)	(4096UL / ((kb) * 2))

/* put n (address, length) segments at user page 0, for readv/writev */
struct uiov {
	unsigned long base, len;
};

static unsigned long iov_at(const struct uiov *v, int n)
{
	struct uiov *u = (struct uiov *) U(0, 0);
	int i;

	for (i = 0; i < n; i++)
		u[i] = v[i];
	rt_user_wrote(U(0, 0), n * sizeof(*u));
	return U(0, 0);
}

/* ---- raw_vec: RV_IOC_BIND a disk, then readv()/writev() on it ---- */

struct rv_bind {
	unsigned int dev;
};
#define RV_IOC_BIND	_IOW('r', 1, struct rv_bind)

static long rv_bind(unsigned int dev)
{
	struct rv_bind *b = (struct rv_bind *) U(1, 0);

	b->dev = dev;
	rt_user_wrote(U(1, 0), sizeof(*b));
	return sc_ioctl(dev == DISK0 ? "RV_IOC_BIND 8:0" :
			dev == DISK1 ? "RV_IOC_BIND 8:16" : "RV_IOC_BIND none",
			RV_IOC_BIND, U(1, 0));
}

/*
 * Write nseg segments of len bytes (segment i at page 8 + 20 i, offset
 * off) at byte position at, then read them back into other pages (page
 * 260 + 20 i).
 */
static void rv_rw(const struct scenario *s, int nseg, unsigned long len,
		  unsigned long off, long long at, int bind)
{
	struct uiov v[16] = { { 0, 0 } };
	long long pos;
	int i;

	if (bind)
		rv_bind(DISK0);
	for (i = 0; i < nseg; i++) {
		v[i].base = U(8 + 20 * i, off);
		v[i].len = len;
	}
	pos = at;
	sc_writev(iov_at(v, nseg), nseg, &pos);
	for (i = 0; i < nseg; i++)
		v[i].base = U(260 + 20 * i, off);
	pos = at;
	sc_readv(iov_at(v, nseg), nseg, &pos);
	(void) s;
}

static void rv_roundtrip(const struct scenario *s)
{
	rv_rw(s, s->minor ? s->minor : 1, s->size, s->off, 0, 1);
}

/* segments of different lengths at an odd sector */
static void rv_mixed(const struct scenario *s)
{
	struct uiov v[3] = {
		{ U(10, 512), 512 }, { U(30, 3584), 1536 }, { U(50, 0), 8192 },
	};
	long long pos = 7 * 512;

	(void) s;
	rv_bind(DISK0);
	sc_writev(iov_at(v, 3), 3, &pos);
	v[0].base = U(300, 1024);
	v[1].base = U(320, 0);
	v[2].base = U(340, 2048);
	pos = 7 * 512;
	sc_readv(iov_at(v, 3), 3, &pos);
}

/* more than KIO_MAX_SECTORS in one call: two rounds of brw_kiovec() */
static void rv_large(const struct scenario *s)
{
	struct uiov v[2] = {
		{ U(4, 0), 512 * 1024 }, { U(140, 512), 100 * 1024 },
	};
	long long pos = 0;

	(void) s;
	rv_bind(DISK0);
	sc_writev(iov_at(v, 2), 2, &pos);
	v[0].base = U(260, 0);
	v[1].base = U(400, 1024);
	pos = 0;
	sc_readv(iov_at(v, 2), 2, &pos);
}

/* what the driver refuses, and what the system refuses for it */
static void rv_refused(const struct scenario *s)
{
	struct uiov v[1] = { { U(8, 100), 512 } };
	long long pos = 0;

	(void) s;
	sc_readv(iov_at(v, 1), 1, &pos);		/* not bound */
	rv_bind(NODISK);			/* no such disk */
	rv_bind(DISK0);
	rv_bind(DISK1);				/* bound already */
	sc_readv(iov_at(v, 1), 1, &pos);		/* address not aligned */
	v[0].base = U(8, 512);
	v[0].len = 1000;
	sc_readv(iov_at(v, 1), 1, &pos);		/* length not aligned */
	v[0].len = 513 * 1024;
	sc_readv(iov_at(v, 1), 1, &pos);		/* past KIO_MAX_SECTORS */
	v[0].len = 512;
	pos = 100;
	sc_readv(iov_at(v, 1), 1, &pos);		/* position not aligned */
	pos = 0;
	sc_readv(iov_at(v, 1), 0, &pos);		/* nothing */
}

/* a bad sector in the middle of a read and of a write */
static void rv_bad_sector(const struct scenario *s)
{
	struct uiov v[2] = { { U(8, 0), 8192 }, { U(40, 512), 4096 } };
	long long pos = 0;

	rt_disk_bad(0, s->off);
	rv_bind(DISK0);
	sc_readv(iov_at(v, 2), 2, &pos);
	pos = 0;
	sc_writev(iov_at(v, 2), 2, &pos);
	pos = (long long) (s->off + 1) * 512;
	sc_readv(iov_at(v, 2), 2, &pos);
}

/* the pin of a buffer fails or is cut short */
static void rv_pin(const struct scenario *s)
{
	struct uiov v[2] = { { U(8, 0), 4096 }, { U(40, 512), 3 * 4096 } };
	long long pos = 0;

	rv_bind(DISK0);
	if (s->off)
		rt_pin_fail = (int) s->off;
	else
		rt_pin_limit = 1;
	sc_readv(iov_at(v, 2), 2, &pos);
	pos = 0;
	sc_writev(iov_at(v, 2), 2, &pos);
	rt_pin_fail = 0;
	rt_pin_limit = -1;
}

/* reads into a shared file mapping and into reserved pages */
static void rv_pages(const struct scenario *s)
{
	struct uiov v[2] = { { U(300, 1024), 3 * 4096 }, { U(20, 0), 8192 } };
	long long pos = 4096;
	int i;

	(void) s;
	for (i = 300; i < 304; i++)
		rt_set_file_page(i);
	rt_page_set_reserved(20);
	rv_bind(DISK0);
	sc_readv(iov_at(v, 2), 2, &pos);
	sc_pressure_readback(v[0].base, v[0].len);
}

/* the second disk, near its end */
static void rv_end(const struct scenario *s)
{
	struct uiov v[1] = { { U(8, 0), s->size } };
	long long pos = (long long) s->off * 512;

	rv_bind(DISK1);
	sc_writev(iov_at(v, 1), 1, &pos);
	v[0].base = U(200, 0);
	pos = (long long) s->off * 512;
	sc_readv(iov_at(v, 1), 1, &pos);
}

static void rv_qlimit_roundtrip(const struct scenario *s)
{
	rt_queue_max_sectors = 8;
	rt_queue_max_segments = 3;
	rv_rw(s, s->minor, s->size, s->off, 4096, 1);
}

static const struct scenario raw_vec[] = {
	{ "rv-one-sector", rv_roundtrip, 512, 0 },
	{ "rv-one-page", rv_roundtrip, 4096, 0 },
	{ "rv-unaligned-page", rv_roundtrip, 4096, 1536 },
	{ "rv-3-segments", rv_roundtrip, 5 * 512, 3072, 3 },
	{ "rv-10-segments", rv_roundtrip, 8192, 512, 10 },
	{ "rv-mixed", rv_mixed, 0, 0 },
	{ "rv-past-kio-max-sectors", rv_large, 0, 0 },
	{ "rv-refused", rv_refused, 0, 0 },
	{ "rv-bad-sector-first", rv_bad_sector, 0, 0 },
	{ "rv-bad-sector-5", rv_bad_sector, 0, 5 },
	{ "rv-bad-sector-17", rv_bad_sector, 0, 17 },
	{ "rv-pin-fail-efault", rv_pin, 0, 14 },
	{ "rv-pin-fail-enomem", rv_pin, 0, 12 },
	{ "rv-pin-short", rv_pin, 0, 0 },
	{ "rv-shared-and-reserved", rv_pages, 0, 0 },
	{ "rv-disk1", rv_end, 64 * 1024, 1000 },
	{ "rv-disk-end", rv_end, 8192, 4096 - 16 },
	{ "rv-past-disk-end", rv_end, 8192, 4096 - 8 },
	{ "rv-queue-split", rv_qlimit_roundtrip, 16 * 1024, 512, 3 },
	{ "rv-queue-split-large", rv_qlimit_roundtrip, 200 * 1024, 0, 1 },
	{ NULL }
};

/* ---- meta_store: a 64KB area at 1KB block 16 of a bound disk ---- */

struct ms_bind {
	unsigned int dev;
};
struct ms_xfer {
	unsigned long offset, len, buf;
};
#define MS_IOC_BIND	_IOW('m', 1, struct ms_bind)
#define MS_IOC_LOAD	_IO('m', 2)
#define MS_IOC_COMMIT	_IO('m', 3)
#define MS_IOC_GET	_IOW('m', 4, struct ms_xfer)
#define MS_IOC_PUT	_IOW('m', 5, struct ms_xfer)

static void ms_bind(unsigned int dev)
{
	struct ms_bind *b = (struct ms_bind *) U(1, 0);

	b->dev = dev;
	rt_user_wrote(U(1, 0), sizeof(*b));
	sc_ioctl(dev == DISK0 ? "MS_IOC_BIND 8:0" : dev == DISK1 ?
		 "MS_IOC_BIND 8:16" : "MS_IOC_BIND none", MS_IOC_BIND, U(1, 0));
}

static void ms_xfer(const char *name, unsigned int cmd, unsigned long offset,
		    unsigned long len, unsigned long buf)
{
	struct ms_xfer *x = (struct ms_xfer *) U(2, 0);

	x->offset = offset;
	x->len = len;
	x->buf = buf;
	rt_user_wrote(U(2, 0), sizeof(*x));
	sc_ioctl(name, cmd, U(2, 0));
}

/*
 * Load the area, change some of it, commit, load again and read it all
 * out.  s->off >= 0: that sector of disk 0 is bad; s->minor: bind
 * disk 1 instead (1), or nothing (2), or a disk no driver serves (3).
 */
static void ms_run(const struct scenario *s)
{
	if (s->minor != 2)
		ms_bind(s->minor == 1 ? DISK1 : s->minor == 3 ? NODISK : DISK0);
	if (s->size)
		rt_disk_bad(0, s->off);
	if (s->size == 2)
		rt_queue_max_sectors = 2;	/* one 1KB block a bio */
	ms_xfer("MS_IOC_GET before load", MS_IOC_GET, 0, 100, U(3, 0));
	sc_ioctl("MS_IOC_LOAD", MS_IOC_LOAD, 0);
	ms_xfer("MS_IOC_GET 5000 at 3000", MS_IOC_GET, 3000, 5000, U(10, 7));
	ms_xfer("MS_IOC_PUT 9000 at 30000", MS_IOC_PUT, 30000, 9000,
		U(20, 100));
	ms_xfer("MS_IOC_PUT past the end", MS_IOC_PUT, 65000, 1000, U(20, 0));
	sc_ioctl("MS_IOC_COMMIT", MS_IOC_COMMIT, 0);
	sc_ioctl("MS_IOC_LOAD again", MS_IOC_LOAD, 0);
	ms_xfer("MS_IOC_GET all", MS_IOC_GET, 0, 65536, U(40, 0));
	sc_ioctl("MS_IOC_BIND again", MS_IOC_BIND, U(1, 0));
}

static const struct scenario meta_store[] = {
	{ "ms-load-commit", ms_run, 0, 0, 0 },
	{ "ms-disk1", ms_run, 0, 0, 1 },
	{ "ms-not-bound", ms_run, 0, 0, 2 },
	{ "ms-no-such-disk", ms_run, 0, 0, 3 },
	{ "ms-bad-first-sector", ms_run, 1, 32, 0 },
	{ "ms-bad-middle-sector", ms_run, 1, 32 + 61, 0 },
	{ "ms-bad-last-sector", ms_run, 1, 32 + 127, 0 },
	{ "ms-queue-split", ms_run, 2, 4000, 0 },
	{ NULL }
};

/* ---- page_vector: copy-on-write of origin chunks to a store ---- */

struct pv_setup {
	unsigned int origin, store, chunk_kb;
};
struct pv_cow {
	unsigned long chunk, store_chunk;
};
#define PV_IOC_SETUP	_IOW('p', 1, struct pv_setup)
#define PV_IOC_COW	_IOWR('p', 2, struct pv_cow)

static void pv_setup(unsigned int origin, unsigned int store,
		     unsigned int chunk_kb)
{
	struct pv_setup *p = (struct pv_setup *) U(1, 0);
	char name[64];

	p->origin = origin;
	p->store = store;
	p->chunk_kb = chunk_kb;
	rt_user_wrote(U(1, 0), sizeof(*p));
	snprintf(name, sizeof(name), "PV_IOC_SETUP %#x %#x %u", origin, store,
		 chunk_kb);
	sc_ioctl(name, PV_IOC_SETUP, U(1, 0));
}

static void pv_cow(unsigned long chunk)
{
	struct pv_cow *c = (struct pv_cow *) U(2, 0);
	char name[64];

	c->chunk = chunk;
	c->store_chunk = 12345;
	rt_user_wrote(U(2, 0), sizeof(*c));
	snprintf(name, sizeof(name), "PV_IOC_COW %lu", chunk);
	sc_ioctl(name, PV_IOC_COW, U(2, 0));
	rt_trace("store chunk: %lu", c->store_chunk);
}

/*
 * Set up with chunks of s->size KB, origin disk 0 and store disk 1 (or
 * both disk 0 when s->minor is 1, a disk no driver serves as the origin
 * when 2, a store nobody holds open when 3); preserve chunks 3, 3
 * again, 10 and the last one.  s->off: a bad sector (+1) on the origin,
 * or on the store when above 10000.
 */
static void pv_run(const struct scenario *s)
{
	unsigned long chunks = DISK_SECTORS_PER(s->size);

	if (s->minor == 3)
		rt_disk_held[1] = 0;
	if (s->off > 10000)
		rt_disk_bad(1, s->off - 10001);
	else if (s->off)
		rt_disk_bad(0, s->off - 1);
	pv_cow(3);				/* not set up */
	pv_setup(s->minor == 2 ? NODISK : DISK0, s->minor == 1 ? DISK0 : DISK1,
		 s->size);
	pv_setup(DISK0, DISK1, s->size);	/* busy */
	pv_cow(3);
	pv_cow(3);
	pv_cow(10);
	pv_cow(chunks - 1);
	pv_cow(chunks);				/* past the end */
}

static void pv_bad_setup(const struct scenario *s)
{
	(void) s;
	pv_setup(DISK0, DISK1, 2);
	pv_setup(DISK0, DISK1, 3);
	pv_setup(DISK0, DISK1, 12);
	pv_setup(DISK0, DISK1, 128);
	pv_setup(DISK0, DISK1, 8);
	pv_cow(1);
}

static void pv_split(const struct scenario *s)
{
	rt_queue_max_sectors = 16;
	rt_queue_max_segments = 2;
	pv_run(s);
}

static const struct scenario page_vector[] = {
	{ "pv-4k", pv_run, 4, 0 },
	{ "pv-64k", pv_run, 64, 0 },
	{ "pv-16k-same-disk", pv_run, 16, 0, 1 },
	{ "pv-8k-bad-origin-sector", pv_run, 8, 3 * 16 + 5 + 1 },
	{ "pv-8k-bad-first-origin-sector", pv_run, 8, 10 * 16 + 1 },
	{ "pv-8k-bad-store-sector", pv_run, 8, 10001 + 16 + 15 },
	{ "pv-bad-chunk-sizes", pv_bad_setup, 0, 0 },
	{ "pv-32k-queue-split", pv_split, 32, 0 },
	{ "pv-no-such-origin", pv_run, 4, 0, 2 },
	{ "pv-store-not-open", pv_run, 4, 0, 3 },
	{ NULL }
};

/* ---- copy_engine: a kernel thread copies 32KB chunks between disks ---- */

struct ce_copy {
	unsigned int src, dst;
	unsigned long first, count;
};
#define CE_IOC_COPY	_IOW('c', 1, struct ce_copy)

static void ce_copy(unsigned int src, unsigned int dst, unsigned long first,
		    unsigned long count)
{
	struct ce_copy *c = (struct ce_copy *) U(1, 0);
	char name[80];

	c->src = src;
	c->dst = dst;
	c->first = first;
	c->count = count;
	rt_user_wrote(U(1, 0), sizeof(*c));
	snprintf(name, sizeof(name), "CE_IOC_COPY %#x to %#x, %lu+%lu", src,
		 dst, first, count);
	sc_ioctl(name, CE_IOC_COPY, U(1, 0));
}

/*
 * s->size chunks from s->off, disk 0 to disk 1 (disk 0 to itself when
 * s->minor is 1, from a disk no driver serves when 2); then another
 * job.  Bad sectors: the minor's high digit (see the table).
 */
static void ce_run(const struct scenario *s)
{
	ce_copy(s->minor == 2 ? NODISK : DISK0, s->minor == 1 ? DISK0 : DISK1,
		s->off, s->size);
	ce_copy(DISK1, DISK0, 40, 2);
}

static void ce_bad(const struct scenario *s)
{
	rt_disk_bad(s->minor, s->off);	/* sector s->off of disk minor */
	ce_copy(DISK0, DISK1, 2, s->size);
}

static void ce_split(const struct scenario *s)
{
	rt_queue_max_sectors = 6;
	rt_queue_max_segments = 5;
	ce_run(s);
}

static void ce_bad_arg(const struct scenario *s)
{
	(void) s;
	sc_ioctl("CE_IOC_COPY bad address", CE_IOC_COPY, 4096);
	sc_ioctl("unknown ioctl", _IO('c', 9), 0);
	ce_copy(DISK0, DISK1, 0, 0);
	ce_copy(DISK0, DISK1, 1, 1);
}

static const struct scenario copy_engine[] = {
	{ "ce-one-chunk", ce_run, 1, 2 },
	{ "ce-five-chunks", ce_run, 5, 7 },
	{ "ce-same-disk", ce_run, 3, 9, 1 },
	{ "ce-past-the-end", ce_run, 3, 62 },
	{ "ce-no-such-source", ce_run, 1, 0, 2 },
	{ "ce-bad-source-first-chunk", ce_bad, 4, 2 * 64 + 10, 0 },
	{ "ce-bad-source-third-chunk", ce_bad, 4, 4 * 64 + 63, 0 },
	{ "ce-bad-target-second-chunk", ce_bad, 4, 3 * 64, 1 },
	{ "ce-queue-split", ce_split, 2, 5 },
	{ "ce-bad-arguments", ce_bad_arg, 0, 0 },
	{ NULL }
};

/*
 * ---- flash_block: erase blocks of an image file's page cache written
 * to a block device; the process has fd 3 (the 64 KB image), fd 4 (the
 * block device file of disk 1) and fd 5 (a regular file) open ----
 */

struct fb_attach {
	int image_fd, dev_fd;
};
#define FB_IOC_ATTACH	_IOW('f', 1, struct fb_attach)
#define FB_IOC_SYNC	_IO('f', 2)

static void fb_attach(int image_fd, int dev_fd)
{
	struct fb_attach *a = (struct fb_attach *) U(1, 0);
	char name[64];

	a->image_fd = image_fd;
	a->dev_fd = dev_fd;
	rt_user_wrote(U(1, 0), sizeof(*a));
	snprintf(name, sizeof(name), "FB_IOC_ATTACH %d %d", image_fd, dev_fd);
	sc_ioctl(name, FB_IOC_ATTACH, U(1, 0));
}

static void fb_sync(unsigned long eb)
{
	char name[64];

	snprintf(name, sizeof(name), "FB_IOC_SYNC %lu", eb);
	sc_ioctl(name, FB_IOC_SYNC, eb);
}

/* s->off: a bad sector (+1) on disk 1; s->size: lower the queue limits */
static void fb_run(const struct scenario *s)
{
	if (s->off)
		rt_disk_bad(1, s->off - 1);
	if (s->size) {
		rt_queue_max_sectors = 4;
		rt_queue_max_segments = 3;
	}
	fb_sync(0);				/* not attached */
	fb_attach(3, 5);			/* not a block device */
	fb_attach(9, 4);			/* not open */
	fb_attach(3, 4);
	fb_attach(3, 4);			/* attached already */
	fb_sync(1);
	fb_sync(0);
	fb_sync(3);
	fb_sync(4);				/* not in the cache */
	fb_sync(1);
}

static const struct scenario flash_block[] = {
	{ "fb-sync", fb_run, 0, 0 },
	{ "fb-bad-sector-first", fb_run, 0, 32 + 1 },
	{ "fb-bad-sector-last", fb_run, 0, 96 + 31 + 1 },
	{ "fb-queue-split", fb_run, 1, 0 },
	{ NULL }
};

/*
 * ---- raw_iobuf (a raw.c-style driver): RI_IOC_BIND a disk with a block
 * size, then read()/write() in whole blocks ----
 */

struct ri_bind {
	unsigned int dev, blksize;
};
#define RI_IOC_BIND	_IOW('i', 1, struct ri_bind)

static void ri_bind(unsigned int dev, unsigned int blksize)
{
	struct ri_bind *b = (struct ri_bind *) U(1, 0);
	char name[64];

	b->dev = dev;
	b->blksize = blksize;
	rt_user_wrote(U(1, 0), sizeof(*b));
	snprintf(name, sizeof(name), "RI_IOC_BIND %#x %u", dev, blksize);
	sc_ioctl(name, RI_IOC_BIND, U(1, 0));
}

/*
 * Bind disk 0 with blocks of s->minor (0: 512) bytes, write s->size
 * bytes from page 8 + s->off at block 3, read them back into page 260.
 */
static void ri_roundtrip(const struct scenario *s)
{
	unsigned int bs = s->minor ? (unsigned int) s->minor : 512;
	long long pos = 3LL * bs;

	ri_bind(DISK0, bs);
	sc_write(U(8, s->off), s->size, &pos);
	pos = 3LL * bs;
	sc_read(U(260, s->off), s->size, &pos);
	sc_read(U(200, s->off), s->size, &pos);	/* where it left off */
}

static void ri_refused(const struct scenario *s)
{
	long long pos = 0;

	(void) s;
	sc_read(U(8, 0), 512, &pos);			/* not bound */
	ri_bind(DISK0, 1000);				/* not a power of 2 */
	ri_bind(DISK0, 8192);				/* past a page */
	ri_bind(NODISK, 512);				/* no such disk */
	ri_bind(DISK0, 1024);
	ri_bind(DISK1, 512);				/* bound already */
	sc_read(U(8, 0), 1000, &pos);			/* not whole blocks */
	pos = 512;
	sc_read(U(8, 0), 1024, &pos);			/* position */
	pos = 0;
	sc_read(U(8, 512), 1024, &pos);		/* buffer not aligned */
	pos = 2048LL * 1024;
	sc_read(U(8, 0), 1024, &pos);			/* at the end */
	pos = 2047LL * 1024;
	sc_read(U(8, 0), 4096, &pos);			/* running past it */
	pos = 2046LL * 1024;
	sc_write(U(8, 0), 8192, &pos);
	pos = 0;
	sc_read(U(8, 0), 0, &pos);			/* nothing */
}

/* a bad sector, failed and short pins, queue limits */
static void ri_faults(const struct scenario *s)
{
	long long pos = 0;

	if (s->off)
		rt_disk_bad(0, s->off - 1);
	if (s->minor == 1)
		rt_pin_fail = 14;
	if (s->minor == 2)
		rt_pin_limit = 2;
	if (s->minor == 3) {
		rt_queue_max_sectors = 16;
		rt_queue_max_segments = 3;
	}
	ri_bind(DISK0, 1024);
	sc_read(U(8, 0), s->size, &pos);
	pos = 0;
	sc_write(U(100, 0), s->size, &pos);
	rt_pin_fail = 0;
	rt_pin_limit = -1;
	pos = 0;
	sc_read(U(300, 0), s->size, &pos);
}

static const struct scenario raw_iobuf[] = {
	{ "ri-one-block", ri_roundtrip, 512, 0 },
	{ "ri-page", ri_roundtrip, 4096, 0, 1024 },
	{ "ri-4k-blocks", ri_roundtrip, 64 * 1024, 0, 4096 },
	{ "ri-unaligned-buffer", ri_roundtrip, 8192, 1536, 512 },
	{ "ri-past-kio-max-sectors", ri_roundtrip, 700 * 1024, 0, 1024 },
	{ "ri-refused", ri_refused, 0, 0 },
	/* the bad sector ends the transfer: see README.md, "Scenarios" */
	{ "ri-bad-sector", ri_faults, 16 * 1024, 31 + 1 },
	{ "ri-bad-first-sector", ri_faults, 1024, 1 + 1 },
	{ "ri-pin-fail", ri_faults, 16 * 1024, 0, 1 },
	{ "ri-pin-short", ri_faults, 16 * 1024, 0, 2 },
	{ "ri-queue-split", ri_faults, 100 * 1024, 0, 3 },
	{ NULL }
};

/*
 * ---- extent_dio (a file system's direct_IO method): read() and write()
 * of its file opened O_DIRECT (vfs.c).  The file: 1 KB blocks, file
 * blocks 0-15 on disk 0's blocks 64-79, 16-23 a hole, 24-823 on blocks
 * 200-999, more extents to file block 1239; i_size 1100 KB + 100 ----
 */

#define ED_SIZE		(1100 * KB + 100)
/* the disk 0 sector of file byte off, for off in file blocks 24-823 */
#define ED_SECTOR(off)	((200 + (off) / KB - 24) * 2)

/* write s->size bytes from page 8 + s->off at s->minor KB, read back */
static void ed_roundtrip(const struct scenario *s)
{
	long long at = (long long) s->minor * KB, pos = at;

	sc_write(U(8, s->off), s->size, &pos);
	pos = at;
	sc_read(U(300, (s->off * 3) % RT_PAGE_SIZE), s->size, &pos);
	sc_read(U(220, s->off), s->size > 64 * KB ? 64 * KB : s->size, &pos);
}

/* the start of the file: two extents, the hole between, two chunks */
static void ed_extents(const struct scenario *s)
{
	long long pos = 0;

	(void) s;
	sc_read(U(0, 0), 1024 * KB, &pos);
	pos = 12 * KB;
	sc_read(U(300, 0), 8 * KB, &pos);	/* half in the hole */
	pos = 16 * KB;
	sc_write(U(310, 0), 4 * KB, &pos);	/* into the hole */
	pos = 12 * KB;
	sc_write(U(310, 0), 8 * KB, &pos);	/* running into it */
}

/* what 2.4's VFS refused, and a read or write of nothing */
static void ed_refused(const struct scenario *s)
{
	long long pos = 24 * KB + 512;

	(void) s;
	sc_read(U(8, 0), KB, &pos);		/* position */
	sc_write(U(8, 0), KB, &pos);
	pos = 24 * KB;
	sc_read(U(8, 0), 1000, &pos);		/* length */
	sc_write(U(8, 0), 3000, &pos);
	sc_read(U(8, 512), 2 * KB, &pos);	/* buffer */
	sc_write(U(8, 100), 2 * KB, &pos);
	sc_read(U(8, 0), 0, &pos);
	sc_write(U(8, 0), 0, &pos);
}

/* reads at, across and past i_size; a write that grows the file */
static void ed_size(const struct scenario *s)
{
	long long pos = 1100 * KB;

	(void) s;
	sc_read(U(8, 0), 4 * KB, &pos);		/* cut to 100 bytes */
	pos = ED_SIZE;
	sc_read(U(8, 0), 4 * KB, &pos);		/* at i_size */
	pos = 2048 * KB;
	sc_read(U(8, 0), 4 * KB, &pos);
	pos = 400 * KB;
	sc_read(U(8, 0), 800 * KB, &pos);	/* a chunk, then the cut */
	pos = 1100 * KB;
	sc_write(U(300, 0), 4 * KB, &pos);	/* i_size: 1104 KB */
	pos = 1100 * KB;
	sc_read(U(310, 0), 8 * KB, &pos);
	sc_read(U(310, 0), 8 * KB, &pos);
	pos = 1240 * KB;
	sc_write(U(300, 0), 4 * KB, &pos);	/* past the extents */
}

/*
 * A bad sector s->off - 1 under a read of s->size bytes at 24 KB: in
 * the last block of the first chunk, of a one-chunk read, or the one
 * block of a read and a write.  The bad block ends its chunk, so the device
 * wrote nothing past it (README.md, "Scenarios"); a write cut short
 * would fall back to buffered I/O in 2.6.9 (vfs.c), so only a write
 * failing whole is made.
 */
static void ed_bad_sector(const struct scenario *s)
{
	long long pos = 24 * KB;

	rt_disk_bad(0, s->off - 1);
	sc_read(U(300, 0), s->size, &pos);
	pos = 24 * KB;
	if (s->minor == 1)
		sc_write(U(8, 0), s->size, &pos);
}

/* pins that fail, are cut short, or run off the end of user memory */
static void ed_pins(const struct scenario *s)
{
	long long pos = 24 * KB;

	if (s->minor == 1)
		rt_pin_fail = 14;
	if (s->minor == 2)
		rt_pin_limit = 2;
	if (s->minor == 3) {
		sc_read(4096, KB, &pos);	/* not user memory */
		pos = 24 * KB;
		/* the second chunk runs off the end */
		sc_read(U(RT_UPAGES - 130, 0), 600 * KB, &pos);
		return;
	}
	sc_write(U(8, 0), 16 * KB, &pos);
	pos = 24 * KB;
	sc_read(U(300, 0), 16 * KB, &pos);
	rt_pin_fail = 0;
	rt_pin_limit = -1;
	pos = 24 * KB;
	sc_read(U(320, 0), 16 * KB, &pos);
}

/* the read's buffer is a shared file mapping: set_page_dirty_lock() */
static void ed_shared_file(const struct scenario *s)
{
	long long pos = 24 * KB;
	int i;

	(void) s;
	for (i = 300; i < 306; i++)
		rt_set_file_page(i);
	sc_write(U(8, 0), 16 * KB, &pos);
	pos = 24 * KB;
	sc_read(U(300, 2 * KB), 16 * KB, &pos);
	sc_pressure_readback(U(300, 2 * KB), 16 * KB);
}

/* queue limits that split the bios */
static void ed_split(const struct scenario *s)
{
	rt_queue_max_sectors = 16;
	rt_queue_max_segments = 3;
	ed_roundtrip(s);
}

/* three segments of whole blocks, from user page first on */
static void fs_segments(struct uiov *v, int first)
{
	v[0].base = U(first, 0);
	v[0].len = 4 * KB;
	v[1].base = U(first + 12, KB);
	v[1].len = 3 * KB;
	v[2].base = U(first + 22, 2 * KB);
	v[2].len = 9 * KB;
}

/* a file system's writev() of three segments at 24 KB, readv() back */
static void fs_vec(const struct scenario *s)
{
	struct uiov v[3];
	long long pos = 24 * KB;

	(void) s;
	fs_segments(v, 8);
	sc_writev(iov_at(v, 3), 3, &pos);
	fs_segments(v, 268);
	pos = 24 * KB;
	sc_readv(iov_at(v, 3), 3, &pos);
}

/* that, and a readv() whose second segment is not user memory */
static void ed_vec(const struct scenario *s)
{
	struct uiov v[3];
	long long pos = 24 * KB;

	fs_vec(s);
	fs_segments(v, 268);
	v[1].base = 4096;
	sc_readv(iov_at(v, 3), 3, &pos);
}

/* a readv() whose second segment is not whole blocks (known/extent_dio) */
static void ed_vec_unaligned(const struct scenario *s)
{
	struct uiov v[2] = { { U(260, 0), 4 * KB }, { U(270, 0), 1000 } };
	long long pos = 24 * KB;

	(void) s;
	sc_readv(iov_at(v, 2), 2, &pos);
}

static const struct scenario extent_dio[] = {
	{ "ed-one-block", ed_roundtrip, KB, 0, 24 },
	{ "ed-sub-page", ed_roundtrip, 3 * KB, KB, 25 },
	{ "ed-two-chunks", ed_roundtrip, 700 * KB, 0, 24 },
	{ "ed-extents-and-hole", ed_extents, 0, 0 },
	{ "ed-refused", ed_refused, 0, 0 },
	{ "ed-i-size", ed_size, 0, 0 },
	{ "ed-bad-sector-mid", ed_bad_sector, 700 * KB,
	  ED_SECTOR(24 * KB + 511 * KB) + 1 + 1 },
	{ "ed-bad-sector-end", ed_bad_sector, 16 * KB,
	  ED_SECTOR(24 * KB + 15 * KB) + 1 },
	{ "ed-bad-first-sector", ed_bad_sector, KB,
	  ED_SECTOR(24 * KB) + 1, 1 },
	{ "ed-pin-fail", ed_pins, 0, 0, 1 },
	{ "ed-pin-short", ed_pins, 0, 0, 2 },
	{ "ed-bad-buffer", ed_pins, 0, 0, 3 },
	{ "ed-shared-file", ed_shared_file, 0, 0 },
	{ "ed-queue-split", ed_split, 100 * KB, 0, 24 },
	{ "ed-readv", ed_vec, 0, 0 },
	{ "ed-readv-unaligned-segment", ed_vec_unaligned, 0, 0 },
	{ NULL }
};

/*
 * ---- gen_dio (a file system's direct_IO method on 2.4's
 * generic_direct_IO(), ported to blockdev_direct_IO()): read() and
 * write() of its file opened O_DIRECT (vfs.c).  1 KB blocks, one run of
 * disk 0 blocks per file; s->minor picks the file: 0, disk blocks
 * 300-1499, i_size 1100 KB + 100 (blocks allocated past it); 1, disk
 * blocks 1600-1699, i_size 140 KB + 100 (file blocks 100-140 holes).
 * Every page a read reaches has a mapped block in it, except in
 * gd-hole-whole-pages: 2.6.9 does not dirty a page only a hole's zeroes
 * reached (README.md) ----
 */

/*
 * write s->size bytes from page 8 at the file offset and buffer offset
 * s->off gives (GD_AT), read them back into page 300, read on into 220
 */
static void gd_roundtrip(const struct scenario *s)
{
	long long at = (long long) (s->off >> 12) * KB, pos = at;
	unsigned long boff = s->off & 4095;

	sc_write(U(8, boff), s->size, &pos);
	pos = at;
	sc_read(U(300, (boff * 3) % RT_PAGE_SIZE), s->size, &pos);
	sc_read(U(220, boff), s->size > 64 * KB ? 64 * KB : s->size, &pos);
}

/* what both kernels refuse, once the method has run */
static void gd_refused(const struct scenario *s)
{
	long long pos = 24 * KB;

	(void) s;
	sc_read(U(8, 0), KB, &pos);		/* a valid one first */
	pos = 24 * KB + 100;
	sc_read(U(8, 0), KB, &pos);		/* position */
	sc_write(U(8, 0), KB, &pos);
	pos = 24 * KB;
	sc_read(U(8, 0), 1000, &pos);		/* length */
	sc_write(U(8, 0), 3000, &pos);
	sc_read(U(8, 100), 2 * KB, &pos);	/* buffer */
	sc_write(U(8, 300), 2 * KB, &pos);
	sc_read(U(8, 0), 0, &pos);
	sc_write(U(8, 0), 0, &pos);
}

/*
 * Only refused requests (known/gen_dio): 2.4's VFS refuses them before
 * the method runs, 2.6.9's calls the method, which writes its block map
 * before blockdev_direct_IO() refuses
 */
static void gd_refused_only(const struct scenario *s)
{
	long long pos = 24 * KB + 100;

	(void) s;
	sc_read(U(8, 0), KB, &pos);
	pos = 24 * KB;
	sc_write(U(8, 100), 2 * KB, &pos);
}

/*
 * Aligned to 512 bytes, not to the 1 KB block (known/gen_dio): 2.4
 * refuses it; 2.6.9 works in the device's 512-byte sectors
 */
static void gd_sector_aligned(const struct scenario *s)
{
	long long pos = 24 * KB + 512;

	(void) s;
	sc_write(U(8, 512), 3 * KB, &pos);
	pos = 24 * KB + 512;
	sc_read(U(300, 3584), 3 * KB, &pos);
	pos = 24 * KB;
	sc_read(U(310, 0), 5 * KB, &pos);
}

/* at and past i_size, a write that grows the file, one past its blocks */
static void gd_eof(const struct scenario *s)
{
	long long pos = 1100 * KB + 100;

	(void) s;
	sc_read(U(8, 0), 4 * KB, &pos);		/* at i_size */
	pos = 2000 * KB;
	sc_read(U(8, 0), 4 * KB, &pos);
	pos = 1100 * KB;
	sc_write(U(300, 0), 4 * KB, &pos);	/* i_size: 1104 KB */
	pos = 1100 * KB;
	sc_read(U(310, 0), 4 * KB, &pos);
	sc_read(U(310, 0), 4 * KB, &pos);	/* at the new i_size */
	pos = 1200 * KB;
	sc_write(U(300, 0), 4 * KB, &pos);	/* past the blocks: -ENOSPC */
	pos = 1300 * KB;
	sc_write(U(300, 0), KB, &pos);
}

/*
 * Reads across an i_size inside a block (known/gen_dio): 2.4 cuts the
 * count at i_size and reads the whole blocks before it; 2.6.9 reads
 * every block the file system maps and cuts the count it returns
 */
static void gd_read_across_eof(const struct scenario *s)
{
	long long pos = 1100 * KB;

	(void) s;
	sc_read(U(8, 0), 4 * KB, &pos);
	pos = 1096 * KB;
	sc_read(U(20, 0), 8 * KB, &pos);
}

/*
 * A write that runs past the file's blocks (known/gen_dio): 2.4 writes
 * the blocks before and returns them; 2.6.9 writes them too, but
 * returns get_blocks()'s -ENOSPC
 */
static void gd_write_past_blocks(const struct scenario *s)
{
	long long pos = 1196 * KB;

	(void) s;
	sc_write(U(8, 0), 8 * KB, &pos);
}

/* the sparse file (minor 1): reads of its holes, a write past its end */
static void gd_holes(const struct scenario *s)
{
	long long pos = 96 * KB;

	(void) s;
	sc_read(U(300, 3 * KB), 5 * KB, &pos);	/* 4 blocks, a hole */
	pos = 98 * KB;
	sc_read(U(310, KB), 3 * KB, &pos);	/* 2 blocks, a hole */
	pos = 144 * KB;
	sc_write(U(8, 0), 4 * KB, &pos);	/* past i_size and blocks */
	pos = 140 * KB + 100;
	sc_read(U(8, 0), 4 * KB, &pos);		/* at i_size */
}

/*
 * The whole sparse file at once (known/gen_dio): its holes fill whole
 * pages, which 2.4 dirties (mark_dirty_kiobuf() of what was read) and
 * 2.6.9 does not (it dirties the pages of its bios)
 */
static void gd_hole_whole_pages(const struct scenario *s)
{
	long long pos = 0;

	(void) s;
	sc_read(U(300, 0), 200 * KB, &pos);
}

/*
 * A bad sector in the last block of a read, and under a write
 * (known/gen_dio): 2.4 returns the blocks before it, 2.6.9 -EIO
 */
static void gd_bad_sector(const struct scenario *s)
{
	long long pos = 24 * KB;

	rt_disk_bad(0, (300 + 24 + 15) * 2 + 1);
	sc_read(U(300, 0), 16 * KB, &pos);
	(void) s;
	pos = 24 * KB;
	sc_write(U(8, 0), 16 * KB, &pos);
}

/* pins that fail; buffers that are no user memory from their start */
static void gd_pins(const struct scenario *s)
{
	long long pos = 24 * KB;

	if (s->off == 1) {
		rt_user_hole(40);
		sc_read(4096, KB, &pos);		/* not user memory */
		sc_read(U(40, 0), 8 * KB, &pos);	/* starts in a hole */
		sc_write(U(40, 0), 8 * KB, &pos);
		pos = 24 * KB;
		sc_read(U(41, 0), 8 * KB, &pos);	/* after it: fine */
		return;
	}
	rt_pin_fail = (int) s->off;
	sc_write(U(8, 0), 16 * KB, &pos);
	pos = 24 * KB;
	sc_read(U(300, 0), 16 * KB, &pos);
	rt_pin_fail = 0;
	pos = 24 * KB;
	sc_read(U(320, 0), 16 * KB, &pos);
}

/*
 * A hole in the middle of the user buffer (known/gen_dio): 2.4 maps the
 * whole chunk first and fails it untouched; 2.6.9 does the blocks on the
 * pages before the fault, then returns -EFAULT
 */
static void gd_buffer_hole(const struct scenario *s)
{
	long long pos = 24 * KB;

	(void) s;
	rt_user_hole(303);
	sc_write(U(8, 0), 16 * KB, &pos);
	pos = 24 * KB;
	sc_read(U(300, 0), 16 * KB, &pos);
}

/* the read's buffer is a shared file mapping: set_page_dirty_lock() */
static void gd_shared_file(const struct scenario *s)
{
	long long pos = 24 * KB;
	int i;

	(void) s;
	for (i = 300; i < 306; i++)
		rt_set_file_page(i);
	sc_write(U(8, 0), 16 * KB, &pos);
	pos = 24 * KB;
	sc_read(U(300, 2 * KB), 16 * KB, &pos);
	pos = 80 * KB;
	sc_write(U(302, 0), 8 * KB, &pos);	/* from a file's pages */
}

/* queue limits that split the bios */
static void gd_split(const struct scenario *s)
{
	rt_queue_max_sectors = 16;
	rt_queue_max_segments = 3;
	gd_roundtrip(s);
}

/* off: the file offset in KB << 12 | the buffer's offset in its page */
#define GD_AT(kb, boff)	((unsigned long) (kb) << 12 | (boff))
static const struct scenario gen_dio[] = {
	{ "gd-one-block", gd_roundtrip, KB, GD_AT(24, 0) },
	{ "gd-sub-page", gd_roundtrip, 3 * KB, GD_AT(25, KB) },
	{ "gd-two-chunks", gd_roundtrip, 700 * KB, GD_AT(0, 0) },
	{ "gd-refused", gd_refused, 0, 0 },
	{ "gd-refused-only", gd_refused_only, 0, 0 },
	{ "gd-sector-aligned", gd_sector_aligned, 0, 0 },
	{ "gd-eof", gd_eof, 0, 0 },
	{ "gd-read-across-eof", gd_read_across_eof, 0, 0 },
	{ "gd-write-past-blocks", gd_write_past_blocks, 0, 0 },
	{ "gd-holes", gd_holes, 0, 0, 1 },
	{ "gd-hole-whole-pages", gd_hole_whole_pages, 0, 0, 1 },
	{ "gd-bad-sector", gd_bad_sector, 0, 0 },
	{ "gd-pin-fail-efault", gd_pins, 0, 14 },
	{ "gd-pin-fail-enomem", gd_pins, 0, 12 },
	{ "gd-bad-buffer", gd_pins, 0, 1 },
	{ "gd-buffer-hole", gd_buffer_hole, 0, 0 },
	{ "gd-shared-file", gd_shared_file, 0, 0 },
	{ "gd-queue-split", gd_split, 100 * KB, GD_AT(24, 0) },
	{ "gd-readv", fs_vec, 0, 0 },
	{ NULL }
};

/*
 * ---- shared_vec: read() copies what the SV-6 card captured into its
 * staging area (card.c: the whole area, 32 KB, when the module loads)
 * out into the reader's pages ----
 */

/* a capture of s->size bytes (seed s->minor), then reads at s->off */
static void sv_reads(const struct scenario *s)
{
	long long pos = 0;

	rt_card_capture(s->size, s->minor);
	rt_trace("capture %lu bytes", s->size);
	sc_read(U(8, s->off), 5000, &pos);	/* then on from there */
	sc_read(U(20, 4095), 3 * 4096 + 2, &pos);
	sc_read(U(40, s->off), 64 * KB, &pos);		/* to the end */
	sc_read(U(60, 0), 100, &pos);			/* at the end */
	pos = (long long) s->size + 4096;
	sc_read(U(60, 0), 100, &pos);			/* past it */
	pos = (long long) s->size - 1;
	sc_read(U(70, 4095), 2, &pos);		/* its last byte */
}

/* a second capture replaces the first; a read starts over at 0 */
static void sv_recapture(const struct scenario *s)
{
	long long pos = 0;

	(void) s;
	sc_read(U(8, 0), 10000, &pos);
	rt_card_capture(6000, 3);
	rt_trace("capture 6000 bytes");
	sc_read(U(8, 100), 10000, &pos);		/* past the new end */
	pos = 0;
	sc_read(U(30, 100), 10000, &pos);
}

/*
 * The reader's buffer spans a shared file mapping and anonymous pages;
 * the mapping must be told what the copy wrote
 */
static void sv_shared_file(const struct scenario *s)
{
	long long pos = 1000;
	int i;

	(void) s;
	for (i = 301; i < 304; i++)
		rt_set_file_page(i);
	sc_read(U(300, 2000), 5 * 4096, &pos);
}

/* an unmapped page in the middle of the buffer, or at its start */
static void sv_fault(const struct scenario *s)
{
	long long pos = 0;

	(void) s;
	rt_user_hole(52);
	sc_read(U(50, 100), 4 * 4096, &pos);	/* 50-54: 52 faults */
	sc_read(U(52, 0), 100, &pos);
	sc_read(U(53, 0), 4096, &pos);		/* after it: fine */
	sc_read(U(51, 4000), 96, &pos);		/* up to it */
}

static const struct scenario shared_vec[] = {
	{ "sv-whole-capture", sv_reads, 32 * KB, 0, 1 },
	{ "sv-short-capture", sv_reads, 10000, 300, 2 },
	{ "sv-one-byte-capture", sv_reads, 1, 4095, 4 },
	{ "sv-recapture", sv_recapture, 0, 0 },
	{ "sv-shared-file", sv_shared_file, 0, 0 },
	{ "sv-fault-mid-buffer", sv_fault, 0, 0 },
	{ NULL }
};

/*
 * ---- never_dirty: read() grabs a frame, ND_IOC_GRAB a ring of them;
 * the driver never dirties what the board wrote (2.4 did not need it)
 */

struct nd_grab {
	unsigned long buf;
	unsigned int frame_len;
	unsigned int nframes;
};
#define ND_IOC_GRAB	_IOW('n', 1, struct nd_grab)
#define ND_FRAME	(10 * 4096 + 1000)

/* frames read one after the other: size bytes at page 4 + off */
static void nd_frames(const struct scenario *s)
{
	long long pos = 0;

	sc_read(U(4, s->off), s->size, &pos);
	sc_read(U(40, 4096 - s->off), s->size, &pos);
}

/* ND_IOC_GRAB of n frames of len bytes into the ring at ubuf */
static long nd_grab(unsigned long ubuf, unsigned int len, unsigned int n)
{
	struct nd_grab *g = (struct nd_grab *) U(1, 0);

	g->buf = ubuf;
	g->frame_len = len;
	g->nframes = n;
	rt_user_wrote(U(1, 0), sizeof(*g));
	return sc_ioctl("ND_IOC_GRAB", ND_IOC_GRAB, U(1, 0));
}

/* a ring of 4 or 8 frames of size bytes from page 8 + off */
static void nd_ring4(const struct scenario *s)
{
	nd_grab(U(8, s->off), (unsigned int) s->size, 4);
}

static void nd_ring8(const struct scenario *s)
{
	nd_grab(U(8, s->off), (unsigned int) s->size, 8);
}

/* what it refuses: no frames, too many, empty or oversized slots, an
 * argument outside user memory, a ring running off user memory */
static void nd_refused(const struct scenario *s)
{
	(void) s;
	nd_grab(U(8, 0), 4096, 0);
	nd_grab(U(8, 0), 4096, 9);
	nd_grab(U(8, 0), 0, 2);
	nd_grab(U(8, 0), ND_FRAME + 1, 1);
	sc_ioctl("ND_IOC_GRAB", ND_IOC_GRAB, 4096);
	nd_grab(U(RT_UPAGES - 3, 0), 4096, 4);
}

/* the ring's pin cut short after 5 pages (off 0), or failing with -off */
static void nd_ring_pin(const struct scenario *s)
{
	if (s->off)
		rt_pin_fail = (int) s->off;
	else
		rt_pin_limit = 5;
	nd_grab(U(8, 0), (unsigned int) s->size, 8);
	rt_pin_fail = 0;
	rt_pin_limit = -1;
	nd_grab(U(8, 0), (unsigned int) s->size, 8);
}

/*
 * The capture buffer is a file mapped MAP_SHARED: the frames must reach
 * the file.  The pages are evicted after each grab, and the user reads
 * them back; a port that never dirties what the board wrote reads the
 * file's old contents.
 */
static void nd_shared_frames(const struct scenario *s)
{
	long long pos = 0;
	int i;

	for (i = 300; i < 340; i++)
		rt_set_file_page(i);
	sc_read(U(300, s->off), s->size, &pos);
	sc_pressure_readback(U(300, s->off), s->size);
	sc_read(U(300, s->off), s->size, &pos);
	sc_pressure_readback(U(300, s->off), s->size);
}

static void nd_shared_ring(const struct scenario *s)
{
	int i;

	for (i = 300; i < 340; i++)
		rt_set_file_page(i);
	nd_grab(U(300, s->off), (unsigned int) s->size, 4);
	sc_pressure_readback(U(300, s->off), 4 * s->size);
	nd_grab(U(300, s->off), (unsigned int) s->size, 4);
	sc_pressure_readback(U(300, s->off), 4 * s->size);
}

/* a ring over shared file pages and reserved ones (a frame buffer) */
static void nd_mixed(const struct scenario *s)
{
	int i;

	(void) s;
	for (i = 8; i < 12; i++)
		rt_set_file_page(i);
	rt_page_set_reserved(12);
	rt_page_set_reserved(13);
	nd_grab(U(8, 100), 8192, 4);
	sc_pressure_readback(U(8, 100), 4 * 8192);
}

static const struct scenario never_dirty[] = {
	{ "nd-frame", nd_frames, ND_FRAME, 0 },
	{ "nd-frame-unaligned", nd_frames, ND_FRAME, 777 },
	{ "nd-frame-short", nd_frames, 5000, 100 },
	{ "nd-frame-one-byte", nd_frames, 1, 4095 },
	{ "nd-ring-4", nd_ring4, ND_FRAME, 0 },
	{ "nd-ring-8-odd-slots", nd_ring8, 3000, 123 },
	{ "nd-ring-8-full", nd_ring8, ND_FRAME, 4000 },
	{ "nd-refused", nd_refused, 0, 0 },
	{ "nd-ring-pin-short", nd_ring_pin, 4096, 0 },
	{ "nd-ring-pin-fails", nd_ring_pin, 4096, 12 },
	{ "nd-shared-file-frames", nd_shared_frames, ND_FRAME, 2000 },
	{ "nd-shared-file-ring", nd_shared_ring, 8192, 300 },
	{ "nd-shared-file-and-reserved", nd_mixed, 0, 0 },
	{ NULL }
};

/* ---- the runner ---- */

static const struct {
	const char *driver;
	const struct scenario *list;
} specific[] = {
	{ "kiovec_multi", kiovec_multi },
	{ "kiovec_array", kiovec_array },
	{ "dev_struct", dev_struct },
	{ "goto_errors", goto_errors },
	{ "page_addr", page_addr },
	{ "raw_vec", raw_vec },
	{ "meta_store", meta_store },
	{ "page_vector", page_vector },
	{ "copy_engine", copy_engine },
	{ "flash_block", flash_block },
	{ "raw_iobuf", raw_iobuf },
	{ "extent_dio", extent_dio },
	{ "gen_dio", gen_dio },
	{ "shared_vec", shared_vec },
	{ "never_dirty", never_dirty },
};

static int run_one(const struct scenario *s)
{
	int status, bad;
	pid_t pid;

	printf("scenario %s\n", s->name);
	fflush(stdout);
	pid = fork();
	if (pid < 0) {
		perror("fork");
		exit(3);
	}
	if (pid == 0) {
		long ret;

		rt_model_setup();
		rt_model_begin_init();
		ret = rt_module_init();
		rt_model_end_init();
		if (ret) {
			rt_trace("module init = %ld", ret);
			exit(1);
		}
		ret = rt_sys_open(s->minor > 3 ? 0 : s->minor);
		if (ret)
			rt_trace("open = %ld", ret);
		else {
			s->run(s);
			ret = rt_sys_release();
			if (ret)
				rt_trace("release = %ld", ret);
		}
		rt_device_state();
		rt_module_exit();
		bad = rt_model_finish();
		fflush(stdout);
		_exit(bad ? 1 : 0);
	}
	if (waitpid(pid, &status, 0) < 0) {
		perror("waitpid");
		exit(3);
	}
	if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
		return 0;
	if (WIFSIGNALED(status))
		printf("violation: killed by signal %d\n", WTERMSIG(status));
	return 1;
}

static int run_list(const struct scenario *list, const char *only)
{
	int failed = 0;

	for (; list->name; list++)
		if (!only || !strcmp(only, list->name))
			failed += run_one(list);
	return failed;
}

/* which entry points the driver registers: load it once to see */
static int probe_fops(void)
{
	int status;
	pid_t pid = fork();

	if (pid == 0) {
		rt_model_setup();
		if (rt_module_init())
			_exit(0);
		_exit(rt_has_fop("read") | rt_has_fop("write") << 1 |
		      rt_has_fop("ioctl") << 2);
	}
	if (pid < 0 || waitpid(pid, &status, 0) < 0 || !WIFEXITED(status)) {
		fprintf(stderr, "drvtest: the module does not load\n");
		exit(3);
	}
	return WEXITSTATUS(status);
}

int main(int argc, char **argv)
{
	const char *driver, *only;
	int failed = 0;
	size_t i;

	if (argc < 2 || argc > 3) {
		fprintf(stderr, "usage: drvtest DRIVER [SCENARIO]\n");
		return 2;
	}
	driver = argv[1];
	only = argc == 3 ? argv[2] : NULL;
	rt_model_prepare();
	if (probe_fops() & 3)
		failed += run_list(generic, only);
	for (i = 0; i < sizeof(specific) / sizeof(specific[0]); i++)
		if (!strcmp(driver, specific[i].driver))
			failed += run_list(specific[i].list, only);
	printf("%s (%s): %d scenario(s) broke a rule\n", driver, rt_kernel,
	       failed);
	return failed ? 1 : 0;
}
