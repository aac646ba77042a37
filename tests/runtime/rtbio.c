/* rtbio.c: see rtbio.h. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "rtbio.h"

struct page rtb_pages[RTB_PAGES];
unsigned long rtb_base = 0x40000000UL;
unsigned char rtb_disk[RTB_DISK];
struct block_device rtb_bdev;
unsigned int rtb_map_limit;
int rtb_map_fail, rtb_io_fail, rtb_split;
int rtb_violations;
char rtb_report[4096];
static int live_bios;

static void violation(const char *fmt, ...)
{
	size_t n = strlen(rtb_report);
	va_list ap;

	rtb_violations++;
	va_start(ap, fmt);
	if (n < sizeof(rtb_report) - 2)
		vsnprintf(rtb_report + n, sizeof(rtb_report) - n, fmt, ap);
	va_end(ap);
	n = strlen(rtb_report);
	if (n < sizeof(rtb_report) - 2)
		strcat(rtb_report, "; ");
}

void rtb_reset(void)
{
	int i;

	for (i = 0; i < RTB_PAGES; i++) {
		rtb_pages[i].count = 1;
		rtb_pages[i].dirty = 0;
		memset(rtb_pages[i].data, 0x11 + i % 200, PAGE_SIZE);
	}
	for (i = 0; i < RTB_DISK; i++)
		rtb_disk[i] = (unsigned char) (i * 13 + 7);
	memset(&rtb_bdev, 0, sizeof(rtb_bdev));
	rtb_map_limit = ~0u;
	rtb_map_fail = rtb_io_fail = rtb_split = 0;
	rtb_violations = 0;
	rtb_report[0] = '\0';
	live_bios = 0;
}

struct block_device *bdget(unsigned int dev)
{
	(void) dev;
	rtb_bdev.refs++;
	return &rtb_bdev;
}

/* like 2.6.0: a failed open drops the reference bdget() took */
int blkdev_get(struct block_device *bdev, int mode, unsigned flags, int kind)
{
	(void) mode;
	(void) flags;
	if (kind != BDEV_RAW)
		violation("blkdev_get() kind %d", kind);
	bdev->opens++;
	return 0;
}

int blkdev_put(struct block_device *bdev, int kind)
{
	(void) kind;
	if (bdev->opens-- <= 0)
		violation("blkdev_put() of a device not open");
	bdev->refs--;
	return 0;
}

static struct page *upage(unsigned long uaddr)
{
	unsigned long i = (uaddr - rtb_base) >> PAGE_SHIFT;

	return uaddr >= rtb_base && i < RTB_PAGES ? &rtb_pages[i] : NULL;
}

struct bio *bio_map_user(struct block_device *bdev, unsigned long uaddr,
			 unsigned int len, int write_to_vm)
{
	struct bio *bio;
	unsigned long a;

	if (bdev->opens <= 0)
		violation("bio_map_user() on a device not open");
	if (rtb_map_fail || !len || (uaddr & 511) || (len & 511))
		return NULL;
	if (len > rtb_map_limit)
		len = rtb_map_limit;
	for (a = uaddr & ~(PAGE_SIZE - 1); a < uaddr + len; a += PAGE_SIZE)
		if (!upage(a))
			return NULL;
	for (a = uaddr & ~(PAGE_SIZE - 1); a < uaddr + len; a += PAGE_SIZE)
		upage(a)->count++;
	bio = calloc(1, sizeof(*bio));
	bio->uaddr = uaddr;
	bio->len = bio->bi_size = len;
	bio->write_to_vm = write_to_vm;
	live_bios++;
	return bio;
}

void bio_unmap_user(struct bio *bio, int write_to_vm)
{
	unsigned long a;

	if (bio->bi_private)
		violation("bio_unmap_user() with bi_private set: 2.6.0 takes "
			  "it for the original of a bounced bio");
	if (write_to_vm != bio->write_to_vm)
		violation("bio_unmap_user() direction %d, mapped with %d",
			  write_to_vm, bio->write_to_vm);
	for (a = bio->uaddr & ~(PAGE_SIZE - 1); a < bio->uaddr + bio->len;
	     a += PAGE_SIZE) {
		if (write_to_vm)
			upage(a)->dirty = 1;
		if (upage(a)->count-- <= 1)
			violation("page released more often than pinned");
	}
	live_bios--;
	free(bio);
}

/* the disk: moves the data, then completes in one part or two */
void submit_bio(int rw, struct bio *bio)
{
	unsigned long pos = bio->bi_sector * 512, i;
	unsigned int half = bio->len / 2 & ~511u;

	if (pos + bio->len > RTB_DISK) {
		violation("I/O past the end of the disk");
		return;
	}
	if (!rtb_io_fail)
		for (i = 0; i < bio->len; i++) {
			unsigned long u = bio->uaddr + i;
			unsigned char *b = &upage(u)->data[u & (PAGE_SIZE - 1)];

			if (rw == READ)
				*b = rtb_disk[pos + i];
			else
				rtb_disk[pos + i] = *b;
		}
	if (!rtb_io_fail)
		bio->bi_flags |= 1 << BIO_UPTODATE;
	if (rtb_split && half) {
		bio->bi_size -= half;
		if (bio->bi_end_io(bio, half, 0) != 1)
			violation("bi_end_io finished a bio with %u bytes left",
				  bio->bi_size);
	}
	bio->bi_size = 0;
	if (bio->bi_end_io(bio, bio->len, rtb_io_fail ? -EIO : 0) != 0)
		violation("bi_end_io did not finish a completed bio");
}

void init_completion(struct completion *c)
{
	c->done = 0;
}

void wait_for_completion(struct completion *c)
{
	if (!c->done)
		violation("wait_for_completion() would sleep forever");
	c->done--;
}

void complete(struct completion *c)
{
	c->done++;
}

void rtb_check_end(void)
{
	int i;

	for (i = 0; i < RTB_PAGES; i++)
		if (rtb_pages[i].count != 1) {
			violation("page %d left with %d references", i,
				  rtb_pages[i].count);
			break;
		}
	if (live_bios)
		violation("%d bio(s) never unmapped", live_bios);
	if (rtb_bdev.opens || rtb_bdev.refs)
		violation("device left open %d / referenced %d",
			  rtb_bdev.opens, rtb_bdev.refs);
}
