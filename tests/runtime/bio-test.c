/*
 * bio-test.c: run user_bio_rw() (the block I/O helper of
 * semantic-patches/user-pages.helpers, included as bio.inc) against the
 * rtbio.h model: both directions, lengths from one sector to many pages,
 * buffers starting mid-page, a short mapping, a failed mapping, a failed
 * I/O, completion in two parts.  For each: the return value, the bytes on
 * disk and in user memory, the dirty pages (a read's, all of them; a
 * write's, none), and nothing left pinned, mapped or open.  Prints the
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

	rtb_reset();
	if (!strcmp(mode, "short") && len > 512)
		rtb_map_limit = (unsigned int) (len / 2) & ~511u;
	rtb_map_fail = !strcmp(mode, "mapfail");
	rtb_io_fail = !strcmp(mode, "iofail");
	rtb_split = !strcmp(mode, "split");
	if (rtb_map_limit < (unsigned long) len)
		want = rtb_map_limit;
	memcpy(before, rtb_disk, RTB_DISK);
	got = user_bio_rw(7, rw, uaddr, len, block, 1024);
	rtb_check_end();
	if (rtb_map_fail && got != -EFAULT)
		rtb_violations++, strcat(rtb_report, "want -EFAULT; ");
	if (rtb_io_fail && got != -EIO)
		rtb_violations++, strcat(rtb_report, "want -EIO; ");
	if (!rtb_map_fail && !rtb_io_fail) {
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
		int mapped = !rtb_map_fail && a + PAGE_SIZE > uaddr &&
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
	static const char *const modes[] = { "ok", "split", "short",
					     "mapfail", "iofail" };
	int n = 0, rw;
	size_t o, l, m;

	for (rw = READ; rw <= WRITE; rw++)
		for (o = 0; o < 3; o++)
			for (l = 0; l < 5; l++)
				for (m = 0; m < 5; m++)
					n += run(rw, offs[o], lens[l], modes[m]);
	if (failures) {
		printf("%d of %d cases failed\n", failures, n);
		return 1;
	}
	printf("%d cases\n", n);
	return 0;
}
