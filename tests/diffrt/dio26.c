/*
 * dio26.c: __blockdev_direct_IO(), the direct I/O engine of 2.6.9's
 * fs/direct-io.c that a 2.6 file system's direct_IO method calls with
 * its get_blocks (blockdev_direct_IO() is DIO_LOCKING), on the 2.6 model
 * kernel.  It behaves as 2.6.9's where a file system or a user can tell;
 * the structure and the words are the model's own.  Synchronous kiocbs
 * only (vfs.c makes no other).
 *
 *  - Alignment: the offset and every segment's address and length in
 *    units of the file system's block size (1 << i_blkbits); failing
 *    that, when a block device is given, of its hardware sector size
 *    (512 for the model disks), with which the whole request then
 *    works ("dio blocks" a fraction of a file system block); else
 *    -EINVAL, nothing done.
 *  - Locking (DIO_LOCKING): a read takes i_sem (the VFS does not hold it
 *    for a read), then i_alloc_sem for read, and lets i_sem go once
 *    every block is looked up; a write takes i_alloc_sem only (the VFS
 *    holds i_sem).  i_alloc_sem is let go when the I/O is done.
 *    DIO_NO_LOCKING takes neither; DIO_OWN_LOCKING lets a read's i_sem go
 *    at once.
 *  - User pages: pinned with get_user_pages() under mmap_sem, at most 64
 *    at a time, for the device to write on a read; a short pin is used
 *    as far as it goes and the rest asked for again; a pin that fails
 *    ends the request with its error (returned even when blocks were
 *    done before it).
 *  - Blocks: get_blocks(inode, block, blocks left, bh, create) with
 *    b_state and b_size zeroed first, whenever the blocks of the last
 *    call are used up; create only for a write at or past i_size.  The
 *    file system says how much it mapped in b_size; a mapped block with
 *    less than a dio block in b_size is 2.6.9's BUG_ON(this_chunk_bytes
 *    == 0), reported here.  An error from get_blocks ends the request
 *    with that error.
 *  - Holes (unmapped blocks): a write stops there with what it did so
 *    far (the VFS falls back to buffered I/O for the rest); a read zero
 *    fills the hole's dio blocks through the kernel mapping (those
 *    bytes are not dirtied), or, at or past i_size, ends the request
 *    (end of file).
 *  - Bios: sections of a page contiguous in memory and on disk are one
 *    bio_vec; a bio runs while the disk blocks are consecutive, for
 *    bi_bdev the device get_blocks set (b_bdev), at sector block << (dio
 *    block bits - 9), up to min(pages left, bio_get_nr_vecs()) vecs; a
 *    page the queue refuses starts a new bio; a mapping that says it is
 *    at a boundary (buffer_boundary()) submits at once.  Every bio is
 *    waited for before returning; then each page of a read's bios is
 *    dirtied with set_page_dirty_lock() (a page only a hole's zeroes
 *    reached is not) and released.
 *  - Result: a bio that failed makes it -EIO; else an error from
 *    get_blocks or the pin; else the bytes walked (holes included), a
 *    read's cut at i_size.
 *
 * Not modelled (reported if reached): newly allocated blocks in a
 * request aligned finer than the file system block (2.6.9 zeroes the
 * rest of the block on disk), and a write whose pin fails while blocks
 * it mapped are left over (2.6.9 writes them from the zero page).
 */
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/sched.h>
#include <linux/highmem.h>
#include <linux/pagemap.h>
#include <linux/bio.h>
#include <linux/blkdev.h>
#include <linux/buffer_head.h>
#include <linux/completion.h>
#include <linux/aio.h>
#include <linux/uio.h>
#include <linux/rwsem.h>
#include <linux/slab.h>
#include <linux/err.h>
#include <asm/semaphore.h>
#include "model.h"
#include "kglue.h"

#define RT_DIO_PAGES	64	/* pages pinned per get_user_pages() */

struct rt_dio {
	int rw, lock_type;
	struct inode *inode;
	get_blocks_t *get_blocks;
	unsigned blkbits;		/* of a dio block */
	unsigned blkfactor;		/* fs block bits - dio block bits */

	/* the walk, in dio blocks */
	sector_t block_in_file, final_block;
	unsigned long blocks_available;	/* mapped, not yet used */
	sector_t next_block_for_io;	/* disk block of the next mapped */
	struct buffer_head map_bh;	/* get_blocks()'s last answer */
	int boundary;

	/* the segment's user pages, pinned in batches */
	unsigned long next_uaddr;
	int pages_to_pin;
	struct page *pages[RT_DIO_PAGES];
	int head, tail;
	int pages_in_io;		/* pages not yet wholly in a bio */

	/* a section of a page waiting to join a bio */
	struct page *cur_page;
	unsigned cur_offset, cur_len;
	sector_t cur_block;

	/* bios */
	struct bio *bio;		/* being built */
	sector_t bio_end_block;		/* the block after its last */
	int in_flight;
	struct bio *done;		/* ended, not yet processed */
	struct completion all_done;

	ssize_t result;			/* bytes walked */
};

/* one more reference to a page the dio holds (2.6.9's page_cache_get()) */
static void rt_dio_ref(struct rt_dio *dio, struct page *page)
{
	int idx = rt_upage_index(page);

	if (idx >= 0)
		rt_pin(idx, dio->rw == READ);
	else
		rt_violation("direct I/O on a page that is no user page");
}

/* the next pinned page of the segment, pinning more when none is left */
static struct page *rt_dio_next_page(struct rt_dio *dio)
{
	int got, want;

	if (dio->head == dio->tail) {
		want = dio->pages_to_pin < RT_DIO_PAGES ?
			dio->pages_to_pin : RT_DIO_PAGES;
		down_read(&current->mm->mmap_sem);
		got = get_user_pages(current, current->mm, dio->next_uaddr,
				     want, dio->rw == READ, 0, dio->pages,
				     NULL);
		up_read(&current->mm->mmap_sem);
		if (got < 0) {
			if (dio->rw == WRITE && dio->blocks_available)
				rt_violation("a direct write whose pin fails "
					     "with mapped blocks left (2.6.9 "
					     "writes them from the zero page): "
					     "not modelled");
			return ERR_PTR(got);
		}
		dio->next_uaddr += got * PAGE_SIZE;
		dio->pages_to_pin -= got;
		dio->head = 0;
		dio->tail = got;
	}
	return dio->pages[dio->head++];
}

/* release the pages pinned and not walked (an error, or end of file) */
static void rt_dio_drop_pages(struct rt_dio *dio)
{
	while (dio->head < dio->tail)
		page_cache_release(dio->pages[dio->head++]);
}

/*
 * A bio ended: a segment at a time; the last one queues it as done,
 * bi_private linking the list from then on
 */
static int rt_dio_end_io(struct bio *bio, unsigned int bytes_done, int error)
{
	struct rt_dio *dio = bio->bi_private;

	(void) bytes_done;
	(void) error;
	if (bio->bi_size)
		return 1;
	bio->bi_private = dio->done;
	dio->done = bio;
	if (--dio->in_flight == 0)
		complete(&dio->all_done);
	return 0;
}

static void rt_dio_submit(struct rt_dio *dio)
{
	struct bio *bio = dio->bio;

	bio->bi_private = dio;
	dio->in_flight++;
	submit_bio(dio->rw, bio);
	dio->bio = NULL;
	dio->boundary = 0;
}

static int rt_dio_new_bio(struct rt_dio *dio, sector_t block)
{
	int nr = bio_get_nr_vecs(dio->map_bh.b_bdev);
	struct bio *bio;

	if (dio->pages_in_io < nr)
		nr = dio->pages_in_io;
	if (nr <= 0) {
		rt_violation("direct I/O: a bio of %d vecs (BUG_ON)", nr);
		return -EIO;
	}
	bio = bio_alloc(GFP_KERNEL, nr);
	if (!bio)
		return -ENOMEM;
	bio->bi_bdev = dio->map_bh.b_bdev;
	bio->bi_sector = block << (dio->blkbits - 9);
	bio->bi_end_io = rt_dio_end_io;
	dio->bio = bio;
	dio->boundary = 0;
	return 0;
}

/* put the waiting section into the bio: 0, or 1 when the bio is full */
static int rt_dio_add_cur(struct rt_dio *dio)
{
	if (bio_add_page(dio->bio, dio->cur_page, dio->cur_len,
			 dio->cur_offset) != (int) dio->cur_len)
		return 1;
	if (dio->cur_offset + dio->cur_len == PAGE_SIZE)
		dio->pages_in_io--;
	rt_dio_ref(dio, dio->cur_page);		/* the bio's reference */
	dio->bio_end_block = dio->cur_block +
		(dio->cur_len >> dio->blkbits);
	return 0;
}

/* the waiting section goes into a bio, a new one where it must */
static int rt_dio_send_cur(struct rt_dio *dio)
{
	int ret = 0;

	if (dio->bio && (dio->bio_end_block != dio->cur_block ||
			 dio->boundary))
		rt_dio_submit(dio);
	if (!dio->bio) {
		ret = rt_dio_new_bio(dio, dio->cur_block);
		if (ret)
			return ret;
	}
	if (rt_dio_add_cur(dio)) {
		rt_dio_submit(dio);
		ret = rt_dio_new_bio(dio, dio->cur_block);
		if (!ret && rt_dio_add_cur(dio))
			rt_violation("direct I/O: a fresh bio refused a "
				     "section (BUG_ON)");
	}
	return ret;
}

static void rt_dio_drop_cur(struct rt_dio *dio)
{
	page_cache_release(dio->cur_page);
	dio->cur_page = NULL;
}

/* len bytes at offset of page, on disk from block: join or send */
static int rt_dio_section(struct rt_dio *dio, struct page *page,
			  unsigned offset, unsigned len, sector_t block)
{
	int ret = 0;

	if (dio->cur_page == page &&
	    dio->cur_offset + dio->cur_len == offset &&
	    dio->cur_block + (dio->cur_len >> dio->blkbits) == block) {
		dio->cur_len += len;
		if (dio->boundary) {
			ret = rt_dio_send_cur(dio);
			rt_dio_drop_cur(dio);
		}
		return ret;
	}
	if (dio->cur_page) {
		ret = rt_dio_send_cur(dio);
		rt_dio_drop_cur(dio);
		if (ret)
			return ret;
	}
	rt_dio_ref(dio, page);		/* the waiting section's */
	dio->cur_page = page;
	dio->cur_offset = offset;
	dio->cur_len = len;
	dio->cur_block = block;
	return 0;
}

/* ask the file system for the blocks from block_in_file on */
static int rt_dio_map(struct rt_dio *dio)
{
	struct buffer_head *bh = &dio->map_bh;
	unsigned long fs_count, left;
	int create;

	bh->b_state = 0;
	bh->b_size = 0;
	left = dio->final_block - dio->block_in_file;
	fs_count = left >> dio->blkfactor;
	if (left & ((1UL << dio->blkfactor) - 1))
		fs_count++;
	create = dio->rw == WRITE;
	if (dio->lock_type == DIO_LOCKING) {
		if (dio->block_in_file <
		    (i_size_read(dio->inode) >> dio->blkbits))
			create = 0;
	} else if (dio->lock_type == DIO_NO_LOCKING) {
		create = 0;
	}
	return dio->get_blocks(dio->inode,
			       dio->block_in_file >> dio->blkfactor,
			       fs_count, bh, create);
}

/* the blocks of one segment; 0, or an error that ends the request */
static int rt_dio_walk(struct rt_dio *dio, unsigned block_in_page)
{
	const unsigned per_page = PAGE_SIZE >> dio->blkbits;
	struct buffer_head *bh = &dio->map_bh;
	struct page *page;
	int ret;

	while (dio->block_in_file < dio->final_block) {
		page = rt_dio_next_page(dio);
		if (IS_ERR(page))
			return PTR_ERR(page);
		for (; block_in_page < per_page; ) {
			unsigned offset = block_in_page << dio->blkbits;
			unsigned long n;

			if (dio->blocks_available == 0) {
				unsigned long rem;

				ret = rt_dio_map(dio);
				if (ret) {
					page_cache_release(page);
					return ret;
				}
				if (!buffer_mapped(bh))
					goto hole;
				dio->blocks_available =
					bh->b_size >> dio->blkbits;
				dio->next_block_for_io =
					bh->b_blocknr << dio->blkfactor;
				if (!dio->blkfactor)
					goto hole;
				if (buffer_new(bh))
					rt_violation("direct I/O finer than "
						     "the block size into a "
						     "new block: not modelled");
				rem = dio->block_in_file &
					((1UL << dio->blkfactor) - 1);
				if (!buffer_new(bh))
					dio->next_block_for_io += rem;
				dio->blocks_available -= rem;
			}
hole:
			if (!buffer_mapped(bh)) {
				char *kaddr;

				if (dio->rw == WRITE) {
					/*
					 * 2.6.9 forgets this page's pin here
					 * (later kernels release it); the
					 * model releases it, so that what it
					 * reports is the fallback to
					 * buffered I/O that follows (vfs.c)
					 */
					page_cache_release(page);
					return -ENOTBLK;
				}
				if (dio->block_in_file >=
				    (i_size_read(dio->inode) >> dio->blkbits)) {
					page_cache_release(page);
					return 0;	/* end of file */
				}
				kaddr = kmap_atomic(page, KM_USER0);
				memset(kaddr + offset, 0, 1U << dio->blkbits);
				kunmap_atomic(kaddr, KM_USER0);
				rt_kernel_wrote(rt_upage_index(page));
				dio->block_in_file++;
				block_in_page++;
				goto next;
			}
			n = dio->blocks_available;
			if (n > per_page - block_in_page)
				n = per_page - block_in_page;
			if (n > dio->final_block - dio->block_in_file)
				n = dio->final_block - dio->block_in_file;
			if (n == 0) {
				rt_violation("direct I/O: get_blocks() mapped "
					     "block %llu with b_size %u, less "
					     "than a block: 2.6.9's "
					     "do_direct_IO() hits "
					     "BUG_ON(this_chunk_bytes == 0)",
					     (unsigned long long)
					     (dio->block_in_file >>
					      dio->blkfactor),
					     (unsigned) bh->b_size);
				page_cache_release(page);
				return -EIO;
			}
			dio->boundary = test_bit(BH_Boundary, &bh->b_state);
			ret = rt_dio_section(dio, page, offset,
					     n << dio->blkbits,
					     dio->next_block_for_io);
			if (ret) {
				page_cache_release(page);
				return ret;
			}
			dio->next_block_for_io += n;
			dio->block_in_file += n;
			block_in_page += n;
			dio->blocks_available -= n;
next:
			if (dio->block_in_file == dio->final_block)
				break;
		}
		page_cache_release(page);	/* get_user_pages()'s pin */
		block_in_page = 0;
	}
	return 0;
}

/* wait for every bio, then dirty and release their pages */
static int rt_dio_wait(struct rt_dio *dio)
{
	int ret = 0;

	while (dio->in_flight)
		wait_for_completion(&dio->all_done);
	while (dio->done) {
		struct bio *bio = dio->done;
		int v;

		dio->done = bio->bi_private;
		if (!test_bit(BIO_UPTODATE, &bio->bi_flags)) {
			dio->result = -EIO;
			ret = -EIO;
		}
		for (v = 0; v < bio->bi_vcnt; v++) {
			struct page *page = bio->bi_io_vec[v].bv_page;

			if (dio->rw == READ && !PageCompound(page))
				set_page_dirty_lock(page);
			page_cache_release(page);
		}
		bio_put(bio);
	}
	return ret;
}

static ssize_t rt_dio_run(struct rt_dio *dio, struct kiocb *iocb,
			  const struct iovec *iov, loff_t offset,
			  unsigned long nr_segs, dio_iodone_t end_io)
{
	ssize_t ret = 0, ret2, done = 0;
	unsigned long seg;

	dio->block_in_file = offset >> dio->blkbits;
	dio->pages_in_io = dio->blkfactor ? 2 : 0;
	for (seg = 0; seg < nr_segs; seg++) {
		unsigned long a = (unsigned long) iov[seg].iov_base;

		dio->pages_in_io += (a + iov[seg].iov_len + PAGE_SIZE - 1) /
			PAGE_SIZE - a / PAGE_SIZE;
	}
	for (seg = 0; seg < nr_segs; seg++) {
		unsigned long a = (unsigned long) iov[seg].iov_base;
		size_t len = iov[seg].iov_len;

		dio->final_block = dio->block_in_file + (len >> dio->blkbits);
		dio->head = dio->tail = 0;
		dio->next_uaddr = a;
		dio->pages_to_pin = (a + len + PAGE_SIZE - 1) / PAGE_SIZE -
			a / PAGE_SIZE;
		ret = rt_dio_walk(dio, (a & ~PAGE_MASK) >> dio->blkbits);
		dio->result += len - ((dio->final_block -
				       dio->block_in_file) << dio->blkbits);
		if (ret) {
			rt_dio_drop_pages(dio);
			break;
		}
	}
	if (ret == -ENOTBLK && dio->rw == WRITE)
		ret = 0;	/* the VFS writes the rest through the cache */
	if (dio->cur_page) {
		ret2 = rt_dio_send_cur(dio);
		if (!ret)
			ret = ret2;
		rt_dio_drop_cur(dio);
	}
	if (dio->bio)
		rt_dio_submit(dio);
	rt_dio_drop_pages(dio);
	if (dio->rw == READ && dio->lock_type == DIO_LOCKING)
		up(&dio->inode->i_sem);	/* every block looked up */
	ret2 = rt_dio_wait(dio);
	if (!ret)
		ret = ret2;
	if (dio->result) {
		done = dio->result;
		if (dio->rw == READ && offset + done > i_size_read(dio->inode))
			done = i_size_read(dio->inode) - offset;
	}
	if (end_io && dio->result)
		end_io(dio->inode, offset, done, dio->map_bh.b_private);
	if (dio->lock_type != DIO_NO_LOCKING)
		up_read(&dio->inode->i_alloc_sem);
	(void) iocb;
	return ret ? ret : done;
}

ssize_t __blockdev_direct_IO(int rw, struct kiocb *iocb, struct inode *inode,
			     struct block_device *bdev,
			     const struct iovec *iov, loff_t offset,
			     unsigned long nr_segs, get_blocks_t get_blocks,
			     dio_iodone_t end_io, int lock_type)
{
	unsigned blkbits = inode->i_blkbits, dev_bits = 0;
	unsigned long mask = (1UL << blkbits) - 1, seg;
	struct rt_dio *dio;
	ssize_t ret;

	if (!is_sync_kiocb(iocb)) {
		rt_violation("asynchronous direct I/O: not modelled");
		return -EINVAL;
	}
	if (bdev)
		dev_bits = blksize_bits(bdev_hardsect_size(bdev));
	/* the file system's block, else the device's sector (a fraction) */
	if (offset & mask) {
		if (bdev)
			blkbits = dev_bits;
		mask = (1UL << blkbits) - 1;
		if (offset & mask)
			return -EINVAL;
	}
	for (seg = 0; seg < nr_segs; seg++) {
		unsigned long a = (unsigned long) iov[seg].iov_base;

		if ((a | iov[seg].iov_len) & mask) {
			if (bdev)
				blkbits = dev_bits;
			mask = (1UL << blkbits) - 1;
			if ((a | iov[seg].iov_len) & mask)
				return -EINVAL;
		}
	}

	dio = kmalloc(sizeof(*dio), GFP_KERNEL);
	if (!dio)
		return -ENOMEM;
	memset(dio, 0, sizeof(*dio));
	dio->rw = rw;
	dio->lock_type = lock_type;
	dio->inode = inode;
	dio->get_blocks = get_blocks;
	dio->blkbits = blkbits;
	dio->blkfactor = inode->i_blkbits - blkbits;
	init_completion(&dio->all_done);

	if (lock_type != DIO_NO_LOCKING) {
		if (rw == READ) {
			down(&inode->i_sem);
			/* no page cache pages to write back first */
			down_read(&inode->i_alloc_sem);
			if (lock_type == DIO_OWN_LOCKING)
				up(&inode->i_sem);
		} else {
			down_read(&inode->i_alloc_sem);
		}
	}
	ret = rt_dio_run(dio, iocb, iov, offset, nr_segs, end_io);
	kfree(dio);
	return ret;
}
