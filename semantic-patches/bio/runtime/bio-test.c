/*
 * bio-test.c: run user_bio_rw() (what the 2.4 raw loop becomes; the
 * block I/O helpers of semantic-patches/bio/2.6.helpers, included as
 * bio.inc) end to end against the model of 2.6.9's block layer
 * (tests/blkrt/blk.h, blk26.c) on rt26.h's user memory: user memory
 * pinned with get_user_pages(), bios under queue limits, a disk with bad
 * sectors, a device that may be closed.
 *
 * The expected results are 2.4's, as its raw loop got them from
 * map_user_kiobuf(), brw_kiovec(), mark_dirty_kiobuf() and
 * unmap_kiobuf(): all len bytes however small the queue's limits (the
 * split must show in the number of bios) or large (more vecs than a
 * bio can have), the whole blocks before the first failed block when
 * one fails (a part of it may complete), -EIO when the first does,
 * -ENODEV and nothing submitted for a device nobody opened, -EFAULT
 * and nothing submitted when the buffer cannot be pinned whole, -EINVAL for a
 * buffer or size that is not whole blocks.  For each case: the return
 * value, the data on disk and in memory, nothing else touched, every
 * page of a read's buffer dirtied once it was pinned (2.4 dirtied their
 * ptes when map_user_kiobuf() pinned them for the device to write,
 * whatever the I/O did next; a write's: none), the pin for the right
 * direction, and every pin, bio, allocation, open and reference given
 * back.
 * Prints the number of cases and exits 0, or the first failures and
 * exits 1.
 */
#include <stdio.h>
#include <stdlib.h>

#include "blk.h"

#include "bio.inc"

static int failures, cases;
static unsigned char disk0[DISK_BYTES];
#define DISK	(disk_store[0])	/* every device number's (blk.h) */
#define NPG 160			/* the pages a buffer may span, and more */
static unsigned char mem0[NPG][PAGE_SIZE];

#define CHECK(cond, ...) do { \
	if (!(cond)) { \
		rt_violation(__VA_ARGS__); \
	} \
} while (0)

enum { OK, LIMITS, VECS, BIGQ, HALVES, BAD, BADHALF, BADFIRST, NODEV,
       PINFAIL, NMODES };
/* modes with a bad sector: some bios are submitted, and fail */
#define BADIO(m)	((m) == BAD || (m) == BADHALF || (m) == BADFIRST)
static const char *const mode_name[] = { "ok", "limits", "vecs", "bigq",
	"halves", "bad", "badhalf", "badfirst", "nodev", "pinfail" };

static void run(int rw, int size, long off, long len, int mode)
{
	unsigned long uaddr = rt_base + PAGE_SIZE + off;
	unsigned long block = 5, first_bad = 0, i;
	long n = len / size, want = len, p;
	int invalid = size < 512 || off % size || len % size;
	ssize_t got;

	blk_reset();
	for (p = 0; p < NPG; p++)
		memcpy(mem0[p], rt_pages[p].data, PAGE_SIZE);
	switch (mode) {
	case LIMITS:
		rt_queue_max_sectors = 8;	/* 4 KB a bio */
		break;
	case VECS:
		rt_queue_max_segments = 3;
		break;
	case BIGQ:			/* more vecs than a bio can have */
		rt_queue_max_segments = 512;
		rt_queue_max_sectors = 4096;
		break;
	case HALVES:
		rt_bio_halves = 1;
		break;
	case BADHALF:	/* the good half of a failed block completes */
		rt_bio_halves = 1;
		/* fall through */
	case BAD:				/* a bad sector mid-buffer */
		first_bad = n / 2;
		disk_set_bad(0, (block + first_bad) * (size / 512) +
			     (size > 512));
		break;
	case BADFIRST:
		disk_set_bad(0, block * (size / 512));
		break;
	case NODEV:
		rt_disk_held[0] = 0;
		break;
	case PINFAIL:
		rt_pin_limit = (int)((off + len - 1) >> PAGE_SHIFT);
		break;
	}
	memcpy(disk0, DISK, DISK_BYTES);
	if (invalid)
		want = -EINVAL;
	else if (mode == NODEV)
		want = -ENODEV;
	else if (mode == PINFAIL)
		want = -EFAULT;
	else if (mode == BADFIRST)
		want = -EIO;
	else if (mode == BAD || mode == BADHALF)
		want = first_bad ? (long)first_bad * size : -EIO;

	got = user_bio_rw(7, rw, uaddr, (size_t)len, block, size);
	blk_check_end();
	CHECK(got == want, "returned %ld, 2.4 %ld", (long)got, want);
	if (want < 0 && !BADIO(mode))
		CHECK(!rt_bios_submitted, "%d bio(s) submitted for %ld",
		      rt_bios_submitted, want);
	if (mode == LIMITS && want == len)
		CHECK(rt_bios_made >= (len + 4095) / 4096,
		      "%d bio(s) for %ld bytes at 4 KB a bio", rt_bios_made,
		      len);
	if (want > 0 && rt_last_write != (rw == READ))
		CHECK(0, "pinned for write %d on a %s", rt_last_write,
		      rw == READ ? "read" : "write");
	/* the data the call reports moved, moved; nothing else changed */
	for (i = 0; want > 0 && i < (unsigned long)want; i++) {
		unsigned long u = uaddr + i;
		unsigned char m = rt_pages[(u - rt_base) >> PAGE_SHIFT].data[
			u & (PAGE_SIZE - 1)];

		if (m != DISK[block * size + i]) {
			CHECK(0, "data differs at byte %lu", i);
			break;
		}
	}
	if (rw == READ || (want < 0 && !BADIO(mode)))
		CHECK(!memcmp(disk0, DISK, DISK_BYTES),
		      "disk changed by a %s", rw == READ ? "read" : "failure");
	else
		CHECK(!memcmp(disk0, DISK, block * size) &&
		      !memcmp(disk0 + block * size + len,
			      DISK + block * size + len,
			      DISK_BYTES - block * size - len),
		      "wrote outside the buffer's blocks");
	for (p = 0; p < NPG; p++) {
		unsigned long a = rt_base + p * PAGE_SIZE;
		/* pinned for the device to write: no -EINVAL first, no
		 * failed pin */
		int pinned = rw == READ && !invalid && mode != PINFAIL &&
			     a + PAGE_SIZE > uaddr && a < uaddr + len;

		if (rt_pages[p].dirty != pinned) {
			CHECK(0, "wrong dirty pages (page %ld %s)", p,
			      pinned ? "not dirty" : "dirty");
			break;
		}
		if ((rw == WRITE || a + PAGE_SIZE <= uaddr || a >= uaddr + len ||
		     (want < 0 && !BADIO(mode))) &&
		    memcmp(mem0[p], rt_pages[p].data, PAGE_SIZE)) {
			CHECK(0, "memory outside the read changed (page %ld)",
			      p);
			break;
		}
	}
	cases++;
	if (rt_violations && failures++ < 5)
		printf("FAIL %s %s size %d off %ld len %ld: %s\n",
		       rw == READ ? "read" : "write", mode_name[mode], size,
		       off, len, rt_report);
}

int main(void)
{
	static const int sizes[] = { 512, 1024, 4096 };
	static const long offs[] = { 0, 512, 1024, 3584 };
	static const long lens[] = { 512, 4096, 5120, 65536, 130560,
				     512 * 1024 - 4096, 512 * 1024 };
	int rw, mode;
	size_t s, o, l;

	for (rw = READ; rw <= WRITE; rw++)
		for (s = 0; s < 3; s++)
			for (o = 0; o < 4; o++)
				for (l = 0; l < 7; l++)
					for (mode = 0; mode < NMODES; mode++)
						run(rw, sizes[s], offs[o],
						    lens[l], mode);
	/* a block size the helper cannot do, and an empty buffer */
	run(READ, 256, 0, 4096, OK);
	if (failures) {
		printf("%d of %d cases failed\n", failures, cases);
		return 1;
	}
	printf("%d cases\n", cases);
	return 0;
}
