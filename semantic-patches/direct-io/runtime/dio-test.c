/*
 * dio-test.c: run page_vec_direct_IO() (the 2.6 direct_IO method zcport
 * gives a file system's 2.4 one, semantic-patches/direct-io/2.6.helpers)
 * with the page vector pieces it needs against the rt26 model, with a
 * model 2.4 method: a file system whose file block n is disk block n,
 * that copies between the pinned pages and a model disk and can be told
 * to do less, or fail.  Each scenario is checked against what 2.4's VFS
 * (generic_file_direct_IO()) did around the method, computed here on
 * its own: -EINVAL for an unaligned offset, address or length; a read
 * stops at i_size; chunks of at most 512 KB, the method called with the
 * chunk's first block; the bytes done, or the error when none were; a
 * chunk not done whole ends the transfer.  And, as the 2.6 VFS expects:
 * user memory and disk as 2.4 left them, dirty exactly the pages of the
 * chunks a read pinned (2.4's map_user_kiobuf() dirtied their ptes),
 * every page released, nothing left allocated, i_sem and i_alloc_sem
 * released, get_user_pages() under mmap_sem only.
 * Prints "ok N scenarios" or the first failure and exits 1.
 */
#include <stdio.h>
#include <stdlib.h>

#include "rt26.h"

/* what the helpers need beyond rt26: the VFS side of 2.6.9 */
#define KERNEL_VERSION(a, b, c)	(((a) << 16) + ((b) << 8) + (c))
#define LINUX_VERSION_CODE	KERNEL_VERSION(2, 6, 9)
#define READ	0
#define WRITE	1
#define EAGAIN	11
#define EIO	5
/* ssize_t and loff_t: the host's (64 bits) */

struct semaphore {
	int held;
};

struct address_space;

struct inode {
	unsigned int i_blkbits;
	loff_t i_size;
	struct semaphore i_sem;
	struct rw_semaphore i_alloc_sem;
};

struct address_space {
	struct inode *host;
};

struct file {
	struct address_space *f_mapping;
};

#define KIOCB_SYNC_KEY	(~0U)

struct kiocb {
	unsigned ki_key;
	struct file *ki_filp;
};

#define is_sync_kiocb(iocb)	((iocb)->ki_key == KIOCB_SYNC_KEY)

struct iovec {
	void *iov_base;
	size_t iov_len;
};

static int sem_errors;

static void down(struct semaphore *s)
{
	if (s->held)
		sem_errors++;	/* would deadlock */
	s->held = 1;
}

static void up(struct semaphore *s)
{
	if (!s->held)
		sem_errors++;
	s->held = 0;
}

static loff_t i_size_read(struct inode *inode)
{
	return inode->i_size;
}

#include "dio.inc"

/* the model file system: file block n is disk block n */
#define DISK_SIZE	(2 << 20)
static unsigned char disk[DISK_SIZE], disk_ref[DISK_SIZE];
static unsigned char mem_ref[RT_MAX_PAGES][PAGE_SIZE];
static char dirty_ref[RT_MAX_PAGES];	/* pinned by a read: dirty in 2.4 */

static int io_calls, io_short_at = -1, io_fail_at = -1, io_errors;
static struct inode *io_inode;

/* 2.4's method: the kiobuf's length from block blocknr, whole or less */
static int model_io(int rw, struct inode *inode, struct page_vec *pv,
		    unsigned long blocknr, int blocksize)
{
	size_t pos = blocknr * (size_t)blocksize, done = 0;
	int len = pv->length, call = io_calls++, i, off = pv->offset;

	if (inode != io_inode || blocksize != 1 << inode->i_blkbits)
		io_errors++;
	for (i = 0; i < pv->nr_pages; i++)
		if (pv->maplist[i]->count < 2)
			io_errors++;	/* a page the method uses is not pinned */
	if (rt_mm.mmap_sem.readers)
		io_errors++;
	if (call == io_fail_at)
		return -EIO;
	if (call == io_short_at)
		len = len / 2 & ~(blocksize - 1);
	if (pos + len > DISK_SIZE)
		return -EIO;
	for (i = 0; done < (size_t)len; i++) {
		size_t n = PAGE_SIZE - off;
		unsigned char *va = pv->maplist[i]->data + off;

		if (n > len - done)
			n = len - done;
		if (rw == READ)
			memcpy(va, disk + pos + done, n);
		else
			memcpy(disk + pos + done, va, n);
		done += n;
		off = 0;
	}
	return len;
}

static int failures, scenarios;

#define CHECK(cond, ...) do { \
	if (!(cond)) { \
		printf("FAIL %s: ", name); \
		printf(__VA_ARGS__); \
		printf("\n"); \
		failures++; \
		return; \
	} \
} while (0)

/* what 2.4's VFS would have returned and done, one segment at a time */
static ssize_t reference(int rw, const struct iovec *iov, int nseg,
			 loff_t off, unsigned bits, loff_t size, int pin_fail,
			 int *calls)
{
	size_t mask = ((size_t)1 << bits) - 1, chunk, count;
	ssize_t done = 0, ret = 0;
	int s, call = 0;
	unsigned long k0;

	*calls = 0;
	memset(dirty_ref, 0, sizeof(dirty_ref));
	if (off & mask)
		return -EINVAL;
	for (s = 0; s < nseg; s++)
		if (((unsigned long)iov[s].iov_base | iov[s].iov_len) & mask)
			return -EINVAL;
	for (s = 0; s < nseg; s++) {
		unsigned long ua = (unsigned long)iov[s].iov_base;

		count = iov[s].iov_len;
		if (rw == READ && off + done + (loff_t)count > size)
			count = off + done < size ? size - (off + done) : 0;
		while (count > 0) {
			chunk = count < 512 << 10 ? count : 512 << 10;
			if (pin_fail) {
				ret = -EFAULT;
				goto out;
			}
			/* pinned for the device to write: the ptes dirty */
			for (k0 = ua >> PAGE_SHIFT;
			     rw == READ && k0 <= (ua + chunk - 1) >> PAGE_SHIFT;
			     k0++)
				dirty_ref[k0 - (rt_base >> PAGE_SHIFT)] = 1;
			ret = call == io_fail_at ? -EIO : call == io_short_at ?
			      (ssize_t)(chunk / 2 & ~mask) : (ssize_t)chunk;
			call++;
			if (ret >= 0) {
				size_t pos = off + done, k;

				for (k = 0; k < (size_t)ret; k++) {
					unsigned long a = ua + k - rt_base;
					unsigned char *m = &mem_ref[a >> PAGE_SHIFT]
						[a & ~PAGE_MASK];

					if (rw == READ)
						*m = disk_ref[pos + k];
					else
						disk_ref[pos + k] = *m;
				}
				count -= ret;
				ua += ret;
				done += ret;
			}
			if (ret != (ssize_t)chunk)
				goto out;
		}
	}
out:
	*calls = call;
	return done ? done : ret;
}

static void scenario(const char *name, int rw, const unsigned long *segs,
		     int nseg, loff_t off, unsigned bits, loff_t size,
		     int sync, int short_at, int fail_at, int pin_limit)
{
	struct inode inode;
	struct address_space mapping = { &inode };
	struct file file = { &mapping };
	struct kiocb iocb = { sync ? KIOCB_SYNC_KEY : 1, &file };
	struct iovec iov[4];
	ssize_t want, got;
	int calls, i, k;

	scenarios++;
	rt_reset();
	rt_pin_limit = pin_limit;
	memset(&inode, 0, sizeof(inode));
	inode.i_blkbits = bits;
	inode.i_size = size;
	io_inode = &inode;
	io_calls = io_errors = sem_errors = 0;
	io_short_at = short_at;
	io_fail_at = fail_at;
	for (i = 0; i < RT_MAX_PAGES; i++)
		for (k = 0; k < (int)PAGE_SIZE; k++)
			rt_pages[i].data[k] = mem_ref[i][k] =
				(unsigned char)(i * 7 + k * 3 + 1);
	for (k = 0; k < DISK_SIZE; k++)
		disk[k] = disk_ref[k] = (unsigned char)(k * 5 + 11);
	for (i = 0; i < nseg; i++) {
		iov[i].iov_base = (void *)(rt_base + segs[2 * i]);
		iov[i].iov_len = segs[2 * i + 1];
	}
	/* 2.4 had no asynchronous direct I/O: the method refuses it */
	calls = 0;
	want = sync ? reference(rw, iov, nseg, off, bits, size,
				pin_limit >= 0, &calls) : -EINVAL;
	got = page_vec_direct_IO(rw, &iocb, iov, off, nseg, model_io);
	CHECK(got == want, "returned %ld, 2.4's VFS %ld", got, want);
	CHECK(io_calls == calls, "the method called %d times, 2.4 %d",
	      io_calls, calls);
	CHECK(!io_errors, "the method saw unpinned pages, mmap_sem held or "
	      "a wrong inode or block size");
	CHECK(!memcmp(disk, disk_ref, DISK_SIZE), "disk differs from 2.4's");
	for (i = 0; i < RT_MAX_PAGES; i++) {
		int wrote = memcmp(mem_ref[i], rt_pages[i].data, PAGE_SIZE);

		CHECK(!wrote, "user page %d differs from 2.4's", i);
		CHECK(rt_pages[i].count == 1, "page %d left with count %d", i,
		      rt_pages[i].count);
	}
	/* dirty: the pages of every chunk a read pinned */
	for (i = 0; i < RT_MAX_PAGES; i++)
		CHECK(rt_pages[i].dirty == (sync && dirty_ref[i]),
		      "page %d dirty %d, want %d", i, rt_pages[i].dirty,
		      sync && dirty_ref[i]);
	CHECK(rt_allocs == 0, "%ld allocations leaked", rt_allocs);
	CHECK(!inode.i_sem.held && !sem_errors, "i_sem left held or "
	      "taken twice");
	CHECK(!inode.i_alloc_sem.readers && !inode.i_alloc_sem.writers,
	      "i_alloc_sem left held");
	CHECK(rt_violations == 0, "%s", rt_report);
}

int main(void)
{
	static const unsigned long one[] = { 0, 8192 };
	static const unsigned long odd[] = { 512, 3072 };
	static const unsigned long big[] = { 0, 1536 << 10 };
	static const unsigned long two[] = { 4096, 4096, 65536, 12288 };
	static const unsigned long misaddr[] = { 100, 4096 };
	static const unsigned long mislen[] = { 0, 4000 };
	int rw;

	for (rw = READ; rw <= WRITE; rw++) {
		scenario("one page-aligned buffer", rw, one, 1, 4096, 9,
			 DISK_SIZE, 1, -1, -1, -1);
		scenario("unaligned to the page, aligned to the block", rw, odd,
			 1, 1024, 9, DISK_SIZE, 1, -1, -1, -1);
		scenario("three chunks of 512 KB", rw, big, 1, 0, 12,
			 DISK_SIZE, 1, -1, -1, -1);
		scenario("two segments", rw, two, 2, 8192, 10, DISK_SIZE, 1,
			 -1, -1, -1);
		scenario("the second chunk short", rw, big, 1, 0, 9,
			 DISK_SIZE, 1, 1, -1, -1);
		scenario("the first chunk fails", rw, big, 1, 0, 9,
			 DISK_SIZE, 1, -1, 0, -1);
		scenario("the third chunk fails", rw, big, 1, 0, 9,
			 DISK_SIZE, 1, -1, 2, -1);
		scenario("a partial pin", rw, one, 1, 0, 9, DISK_SIZE, 1, -1,
			 -1, 1);
		scenario("offset not block-aligned", rw, one, 1, 100, 9,
			 DISK_SIZE, 1, -1, -1, -1);
		scenario("address not block-aligned", rw, misaddr, 1, 0, 9,
			 DISK_SIZE, 1, -1, -1, -1);
		scenario("length not block-aligned", rw, mislen, 1, 0, 9,
			 DISK_SIZE, 1, -1, -1, -1);
		scenario("an asynchronous kiocb", rw, one, 1, 0, 9,
			 DISK_SIZE, 0, -1, -1, -1);
		scenario("up to i_size and past it", rw, two, 2, 0, 9,
			 10240, 1, -1, -1, -1);
		scenario("at i_size", rw, one, 1, 8192, 9, 8192, 1, -1, -1,
			 -1);
	}
	if (failures)
		return 1;
	printf("ok %d scenarios\n", scenarios);
	return 0;
}
