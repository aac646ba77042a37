/* rtbio.c: see rtbio.h. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "rtbio.h"

struct page rtb_pages[RTB_PAGES];
unsigned long rtb_base = 0x40000000UL;
unsigned char rtb_disk[RTB_DISK];
struct block_device rtb_bdev;
struct request_queue rtb_queue;
static struct gendisk rtb_gendisk = { &rtb_queue };
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
	rtb_bdev.held = 1;
	rtb_bdev.bd_disk = &rtb_gendisk;
	rtb_queue.max_sectors = 255;
	rtb_queue.max_phys_segments = 128;
	rtb_queue.max_hw_segments = 128;
	rtb_map_fail = rtb_io_fail = rtb_split = 0;
	rtb_violations = 0;
	rtb_report[0] = '\0';
	live_bios = 0;
}

struct block_device *bdget(dev_t dev)
{
	(void) dev;
	rtb_bdev.refs++;
	return &rtb_bdev;
}

void bdput(struct block_device *bdev)
{
	if (bdev->refs-- <= 0)
		violation("bdput() of a device not referenced");
}

/* like 2.6.9: a failed open drops the reference bdget() took */
int blkdev_get(struct block_device *bdev, int mode, unsigned flags)
{
	(void) mode;
	(void) flags;
	bdev->opens++;
	bdev->bd_disk = &rtb_gendisk;
	return 0;
}

/* like 2.6.9: closes, and drops the reference; the last close of a
 * device no one else holds takes its disk away */
int blkdev_put(struct block_device *bdev)
{
	if (bdev->opens-- <= 0)
		violation("blkdev_put() of a device not open");
	if (!bdev->opens && !bdev->held)
		bdev->bd_disk = NULL;
	bdput(bdev);
	return 0;
}

static struct page *upage(unsigned long uaddr)
{
	unsigned long i = (uaddr - rtb_base) >> PAGE_SHIFT;

	return uaddr >= rtb_base && i < RTB_PAGES ? &rtb_pages[i] : NULL;
}

/*
 * Like 2.6.9: the pages are added to the bio within the queue's limits,
 * and a mapping that does not fit whole is failed, not shortened.
 */
struct bio *bio_map_user(struct request_queue *q, struct block_device *bdev,
			 unsigned long uaddr, unsigned int len, int write_to_vm)
{
	struct bio *bio;
	unsigned long a, npages;

	if (bdev->opens <= 0 || !bdev->bd_disk)
		violation("bio_map_user() on a device not open");
	if (q != &rtb_queue)
		violation("bio_map_user() given another queue than the "
			  "device's");
	if (rtb_map_fail)
		return ERR_PTR(-EFAULT);
	if (!len || (uaddr & 511) || (len & 511))
		return ERR_PTR(-EINVAL);
	npages = ((uaddr + len + PAGE_SIZE - 1) >> PAGE_SHIFT) -
		 (uaddr >> PAGE_SHIFT);
	if (len > (unsigned long) q->max_sectors << 9 ||
	    npages > q->max_phys_segments || npages > q->max_hw_segments)
		return ERR_PTR(-EINVAL);
	for (a = uaddr & ~(PAGE_SIZE - 1); a < uaddr + len; a += PAGE_SIZE)
		if (!upage(a))
			return ERR_PTR(-EFAULT);
	for (a = uaddr & ~(PAGE_SIZE - 1); a < uaddr + len; a += PAGE_SIZE)
		upage(a)->count++;
	bio = calloc(1, sizeof(*bio));
	bio->uaddr = uaddr;
	bio->len = bio->bi_size = len;
	bio->write_to_vm = write_to_vm;
	bio->q = q;
	live_bios++;
	return bio;
}

/* like 2.6.9: the pages of a bio mapped for a read are dirtied */
void bio_unmap_user(struct bio *bio)
{
	unsigned long a;

	for (a = bio->uaddr & ~(PAGE_SIZE - 1); a < bio->uaddr + bio->len;
	     a += PAGE_SIZE) {
		if (bio->write_to_vm)
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

	if ((rw == READ) != bio->write_to_vm)
		violation("submit_bio() direction %d on a bio mapped for %s",
			  rw, bio->write_to_vm ? "a read" : "a write");
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
	if (rtb_bdev.opens || rtb_bdev.refs || (rtb_bdev.bd_disk &&
						 !rtb_bdev.held))
		violation("device left open %d / referenced %d",
			  rtb_bdev.opens, rtb_bdev.refs);
}
