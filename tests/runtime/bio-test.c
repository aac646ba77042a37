/*
 * bio-test.c: run user_bio_rw() (the block I/O helper of
 * semantic-patches/user-pages.helpers, included as bio.inc) against the
 * rtbio.h model (2.6.9): both directions, lengths from one sector to many
 * pages, buffers starting mid-page, a queue that takes fewer sectors or
 * fewer pages than asked (the helper must map what fits: 2.6.9 fails a
 * mapping it cannot take whole), a failed mapping, a failed I/O,
 * completion in two parts, a device nobody has open (-ENODEV, nothing
 * submitted).  For each: the return value, the bytes on disk and in user
 * memory, the dirty pages (a read's, all of them; a write's, none), and
 * nothing left pinned, mapped, open or referenced.  Prints the
 * number of cases and exits 0, or prints the first failures and exits 1.
 */
#include <stdio.h>
#include <stdlib.h>

#include "rtbio.h"

#include "bio.inc"

static int failures;

static void fail(const char *what, long off, long len)
{
	if (failures++ < 5)
		printf("FAIL %s off %ld len %ld: %s\n", what, off, len,
		       rtb_report);
}

static int run(int rw, long off, long len, const char *mode)
{
	unsigned long uaddr = rtb_base + PAGE_SIZE + off;
	unsigned long block = 3;
	long want = len, i;
	ssize_t got;
	static unsigned char before[RTB_DISK];
	unsigned long most, segs;
	int nodev = !strcmp(mode, "nodev");

	rtb_reset();
	if (!strcmp(mode, "short") && len > 512)
		rtb_queue.max_sectors = (unsigned short) (len / 2 >> 9);
	if (!strcmp(mode, "segs"))
		rtb_queue.max_phys_segments = 2;
	rtb_map_fail = !strcmp(mode, "mapfail");
	rtb_io_fail = !strcmp(mode, "iofail");
	rtb_split = !strcmp(mode, "split");
	if (nodev) {
		rtb_bdev.held = 0;
		rtb_bdev.bd_disk = NULL;
	}
	/* what the queue takes in one bio: sectors, and pages */
	most = (unsigned long) rtb_queue.max_sectors << 9;
	segs = rtb_queue.max_phys_segments < rtb_queue.max_hw_segments ?
	       rtb_queue.max_phys_segments : rtb_queue.max_hw_segments;
	if (most > (segs << PAGE_SHIFT) - (uaddr & (PAGE_SIZE - 1)))
		most = (segs << PAGE_SHIFT) - (uaddr & (PAGE_SIZE - 1));
	if ((unsigned long) len > most)
		want = (long) (most & ~511UL);
	memcpy(before, rtb_disk, RTB_DISK);
	got = user_bio_rw(7, rw, uaddr, len, block, 1024);
	rtb_check_end();
	if (rtb_map_fail && got != -EFAULT)
		rtb_violations++, strcat(rtb_report, "want -EFAULT; ");
	if (rtb_io_fail && got != -EIO)
		rtb_violations++, strcat(rtb_report, "want -EIO; ");
	if (nodev && got != -ENODEV)
		rtb_violations++, strcat(rtb_report, "want -ENODEV; ");
	if (nodev && memcmp(before, rtb_disk, RTB_DISK))
		rtb_violations++, strcat(rtb_report, "wrote a closed device; ");
	if (!rtb_map_fail && !rtb_io_fail && !nodev) {
		if (got != want)
			rtb_violations++, strcat(rtb_report, "wrong count; ");
		for (i = 0; i < want; i++) {
			unsigned long u = uaddr + i;
			unsigned char m = rtb_pages[(u - rtb_base) >>
				PAGE_SHIFT].data[u & (PAGE_SIZE - 1)];

			if (m != rtb_disk[block * 1024 + i]) {
				rtb_violations++;
				strcat(rtb_report, "data differs; ");
				break;
			}
		}
		if (rw == WRITE && memcmp(before + block * 1024 + want,
					  rtb_disk + block * 1024 + want,
					  RTB_DISK - block * 1024 - want)) {
			rtb_violations++;
			strcat(rtb_report, "wrote past the count; ");
		}
	}
	for (i = 0; i < RTB_PAGES; i++) {
		unsigned long a = rtb_base + i * PAGE_SIZE;
		int mapped = !rtb_map_fail && !nodev && a + PAGE_SIZE > uaddr &&
			     a < uaddr + want;

		if (rtb_pages[i].dirty != (rw == READ && mapped)) {
			rtb_violations++;
			strcat(rtb_report, "wrong dirty pages; ");
			break;
		}
	}
	if (rtb_violations)
		fail(mode, off, len);
	return 1;
}

int main(void)
{
	static const long offs[] = { 0, 512, 3584 };
	static const long lens[] = { 512, 4096, 5120, 65536, 512 * 1024 };
	static const char *const modes[] = { "ok", "split", "short", "segs",
					     "mapfail", "iofail", "nodev" };
	int n = 0, rw;
	size_t o, l, m;

	for (rw = READ; rw <= WRITE; rw++)
		for (o = 0; o < 3; o++)
			for (l = 0; l < 5; l++)
				for (m = 0; m < 7; m++)
					n += run(rw, offs[o], lens[l], modes[m]);
	if (failures) {
		printf("%d of %d cases failed\n", failures, n);
		return 1;
	}
	printf("%d cases\n", n);
	return 0;
}
