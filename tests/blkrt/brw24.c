/*
 * brw24.c: 2.4's brw_kiovec() over buffer heads, on the disks of disk.c --
 * the reference the 2.6 helper must match.  Written from the 2.4
 * contract (fs/buffer.c of 2.4.x): one buffer head per block of size
 * bytes, addressed at b_rsector = b_blocknr * (b_size >> 9) as
 * submit_bh() computes it; every KIO_MAX_SECTORS heads, and at the end,
 * a wait that counts the bytes before the batch's first failed head
 * (-EIO if that is its first), the I/O stopping at a batch that failed
 * at once; a block number of -1 in a read is a hole, zero-filled and
 * counted as transferred.  Returns the bytes transferred or, when there
 * are none, the error.  A device with no disk behind it (no driver for
 * its major) fails every head, as 2.4's generic_make_request() did.
 *
 * One copy for every environment (disk.h): tests/blkrt/ builds it with
 * blk.h; tests/diffrt/'s 2.4 model kernel with -DBRW24_KERNEL against
 * headers/2.4 and its blk24.h.  The environment defines BRW24_DEV_T (the
 * device argument's type), BRW24_DATA(page) (the page's bytes) and
 * BRW24_DISK(dev) (the disk.h disk of a device, -1 for none).
 */
#ifdef BRW24_KERNEL
#include "blk24.h"
#else
#include "blk.h"
#endif
#include "disk.h"

struct brw24_bh {
	unsigned long b_blocknr;
	int b_size;
	struct page *b_page;
	unsigned int b_offset;
	int uptodate;
};

static struct brw24_bh bhs[KIO_MAX_SECTORS];

/* submit_bh(): the device serves a head at once, all of it or nothing */
static void brw24_submit(int rw, int disk, struct brw24_bh *bh)
{
	unsigned long rsector = bh->b_blocknr * (unsigned long)(bh->b_size >> 9);

	bh->uptodate = disk >= 0 &&
		!disk_io(disk, rw == WRITE, rsector,
			 BRW24_DATA(bh->b_page) + bh->b_offset,
			 (unsigned long)bh->b_size);
}

static int wait_kio(int nr, int size)
{
	int i, iosize = 0, err = 0;

	/* backwards: a failure clears what came after it */
	for (i = nr - 1; i >= 0; i--) {
		iosize += size;
		if (!bhs[i].uptodate) {
			iosize = 0;
			err = -EIO;
		}
	}
	return iosize ? iosize : err;
}

int brw_kiovec(int rw, int nr, struct kiobuf *iovec[], BRW24_DEV_T dev,
	       unsigned long b[], int size)
{
	int i, pageind, bufind = 0, bhind = 0, transferred = 0, err = 0;
	int offset, length, disk = BRW24_DISK(dev);

	for (i = 0; i < nr; i++)
		if ((iovec[i]->offset & (size - 1)) ||
		    (iovec[i]->length & (size - 1)) || !iovec[i]->nr_pages)
			return -EINVAL;
	for (i = 0; i < nr; i++) {
		offset = iovec[i]->offset;
		length = iovec[i]->length;
		for (pageind = 0; pageind < iovec[i]->nr_pages; pageind++) {
			struct page *map = iovec[i]->maplist[pageind];

			if (!map) {
				err = -EFAULT;
				goto finished;
			}
			while (length > 0) {
				unsigned long blocknr = b[bufind++];

				if (blocknr == -1UL) {
					BUG_ON(rw != READ);
					memset(BRW24_DATA(map) + offset, 0,
					       (size_t)size);
					transferred += size;
					goto skip;
				}
				bhs[bhind].b_blocknr = blocknr;
				bhs[bhind].b_size = size;
				bhs[bhind].b_page = map;
				bhs[bhind].b_offset = (unsigned int)offset;
				brw24_submit(rw, disk, &bhs[bhind++]);
				if (bhind >= KIO_MAX_SECTORS) {
					err = wait_kio(bhind, size);
					bhind = 0;
					if (err < 0)
						goto finished;
					transferred += err;
				}
skip:
				length -= size;
				offset += size;
				if (offset >= (int)PAGE_SIZE) {
					offset = 0;
					break;
				}
			}
		}
	}
	if (bhind) {
		err = wait_kio(bhind, size);
		if (err >= 0)
			transferred += err;
	}
finished:
	return transferred ? transferred : err;
}
