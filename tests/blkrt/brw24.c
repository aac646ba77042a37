/*
 * brw24.c: 2.4's brw_kiovec() over buffer heads, on the disk of blk.c --
 * the reference the 2.6 helper must match.  Written from the 2.4
 * contract (fs/buffer.c of 2.4.x): one buffer head per block of size
 * bytes, addressed at b_rsector = b_blocknr * (b_size >> 9) as
 * submit_bh() computes it; every KIO_MAX_SECTORS heads, and at the end,
 * a wait that counts the bytes before the batch's first failed head
 * (-EIO if that is its first), the I/O stopping at a batch that failed
 * at once; a block number of -1 in a read is a hole, zero-filled and
 * counted as transferred.  Returns the bytes transferred or, when there
 * are none, the error.
 */
#include "blk.h"

struct buffer_head {
	unsigned long b_blocknr;
	int b_size;
	struct page *b_page;
	unsigned int b_offset;
	int uptodate;
};

static struct buffer_head bhs[KIO_MAX_SECTORS];

/* the device serves a head at once: all of it, or it fails */
static void submit_bh(int rw, struct buffer_head *bh)
{
	unsigned long rsector = bh->b_blocknr * (unsigned long)(bh->b_size >> 9);
	unsigned long pos = rsector * 512;
	unsigned char *mem = bh->b_page->data + bh->b_offset;
	unsigned long s;
	int i;

	bh->uptodate = 0;
	if (pos + (unsigned long)bh->b_size > sizeof(blk_disk))
		return;
	for (i = 0; i < bh->b_size / 512; i++) {
		s = rsector + (unsigned long)i;
		/* blk.c keeps its bad sectors private: ask by reading */
		if (blk_sector_bad(s))
			return;
	}
	if (rw == READ)
		memcpy(mem, blk_disk + pos, (size_t)bh->b_size);
	else
		memcpy(blk_disk + pos, mem, (size_t)bh->b_size);
	bh->uptodate = 1;
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

int brw_kiovec(int rw, int nr, struct kiobuf *iovec[], dev_t dev,
	       unsigned long b[], int size)
{
	int i, pageind, bufind = 0, bhind = 0, transferred = 0, err = 0;
	int offset, length;

	(void)dev;
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
					memset(map->data + offset, 0,
					       (size_t)size);
					transferred += size;
					goto skip;
				}
				bhs[bhind].b_blocknr = blocknr;
				bhs[bhind].b_size = size;
				bhs[bhind].b_page = map;
				bhs[bhind].b_offset = (unsigned int)offset;
				submit_bh(rw, &bhs[bhind++]);
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
