/*
 * vfs.c: a regular file opened O_DIRECT on a mounted file system whose
 * driver is an address_space_operations with a direct_IO method
 * (extent_dio's exf_aops, gen_dio's gdf_aops: the names the model
 * knows), and the VFS path of read()/write() to that method, as each
 * kernel has it.  Compiled against headers/2.4 and headers/2.6 like
 * kglue.c; kglue.c's system calls come here when the driver registered
 * no character device and has such operations (rt_fs_present()).  The
 * helpers such a method calls are dio24.c (2.4's generic_direct_IO())
 * and dio26.c (2.6.9's blockdev_direct_IO()).
 *
 * The mount: disk 0 (8:0), which its owner holds open (model.h: the
 * owner is this mounted file system), 1 KB blocks; one file, its
 * in-core inode's block map filled as the driver's read_inode would
 * (the driver is its address space operations only: no super block
 * code to run), i_size not a multiple of the block size.  The file has
 * no page cache pages, so neither kernel has anything to write back
 * before the direct I/O nor to invalidate after it.  Closing it traces
 * what the user and the disk would see of the inode: its i_size, and
 * for GDF whether the inode was marked dirty and whether its block map
 * is still to be written (a direct_IO method writes it first).
 *
 * EXF (extent_dio): one file, extents below.  GDF (gen_dio): one run of
 * blocks per file; the open()'s minor picks the file: 0, disk blocks
 * 300-1499, i_size 1100 KB + 100 (its last blocks allocated past the
 * end, as a preallocating file system leaves them); 1, disk blocks
 * 1600-1699, i_size 140 KB + 100 (file blocks 100-140 never allocated:
 * holes); both with their block map not yet on disk.
 *
 * 2.4 (mm/filemap.c's generic_file_direct_IO() and its callers):
 *   read: a negative count is -EINVAL, 0 bytes read 0; at or past
 *   i_size, 0; else under i_sem: -EINVAL unless offset, count and buffer
 *   are multiples of the block size; a read's count cut at i_size (to a
 *   length the method may refuse); chunks of KIO_MAX_ATOMIC_IO KB, each
 *   map_user_kiobuf(), a_ops->direct_IO(rw, inode, iobuf, (offset +
 *   progress) >> i_blkbits, block size), mark_dirty_kiobuf() of what a
 *   read returned, unmap_kiobuf(); a chunk not done whole ends it; the
 *   bytes done, or the error when none.  write: under i_sem, 0 bytes
 *   write 0; the same loop; i_size grows to the end of what was written;
 *   -ENOTBLK (generic_direct_IO() met a hole) falls back to buffered I/O
 *   (do_odirect_fallback()), which needs a_ops->prepare_write: neither
 *   file system has one, so the model reports that oops.
 *   The kiobuf is allocated per call (2.4 did so whenever the file's
 *   preallocated f_iobuf was busy).  readv()/writev(): a regular file
 *   has no f_op->readv, so one read() or write() per segment.
 * 2.6.9 (generic_file_read/write, __generic_file_aio_read,
 *   generic_file_aio_write_nolock, generic_file_direct_IO): a sync kiocb
 *   and one iovec; the iovec checked with access_ok() (-EFAULT); a read
 *   at or past i_size returns 0, else a_ops->direct_IO(READ, iocb, iov,
 *   pos, 1) without i_sem; a write holds i_sem, updates i_size and the
 *   position like 2.4, and falls back to buffered I/O for what a short
 *   direct write left (2.6.9 does, for writes into holes): that needs
 *   a_ops->prepare_write, which extent_dio has not, so the model reports
 *   it as the oops it would be (the scenarios make no short write).
 *   readv()/writev(): generic_file_readv()/writev(), the same paths
 *   with every segment in one call of the method.
 */
#include <linux/version.h>
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/sched.h>
#include <linux/dcache.h>
#include <linux/stat.h>
#include <asm/uaccess.h>
#include <asm/semaphore.h>
#include <linux/uio.h>
#if LINUX_VERSION_CODE < KERNEL_VERSION(2, 5, 0)
#include <linux/iobuf.h>
#else
#include <linux/aio.h>
#include <linux/buffer_head.h>
#endif
#include "model.h"
#include "kglue.h"
#include "vfs.h"

/* the file systems the model knows, by their operations' names */
extern struct address_space_operations exf_aops __attribute__((weak));
extern struct address_space_operations gdf_aops __attribute__((weak));

/*
 * EXF's in-core inode (struct exf_inode_info in extent_dio.c): up to 4
 * extents {first file block, first disk block, blocks}; disk block 0 is
 * never used (the driver reads 0 as a hole).  File blocks 16-23 are a
 * hole; the extents end at file block 1240, past i_size, so a write can
 * grow the file.
 */
struct rt_exf_extent {
	unsigned long file_block, disk_block, count;
};
static struct rt_exf_extent rt_exf_map[4] = {
	{ 0, 64, 16 },		/* file 0-15 KB: disk blocks 64-79 */
	{ 24, 200, 800 },	/* file 24-823 KB: disk blocks 200-999 */
	{ 824, 1500, 16 },
	{ 840, 1600, 400 },	/* to file block 1239 */
};
#define RT_FS_BLKBITS	10
#define RT_FS_SIZE	(1100 * 1024 + 100)

/*
 * GDF's in-core inode (struct gdf_inode_info in gen_dio.c): where its one
 * run of blocks starts on disk, how many, and whether the block map is
 * still to be written.  Two files, picked by the open()'s minor.
 */
struct rt_gdf_info {
	unsigned long first_block, nr_blocks;
	int map_dirty;
};
static struct rt_gdf_info rt_gdf_file[2] = {
	{ 300, 1200, 1 },	/* i_size 1100 KB + 100: blocks past it */
	{ 1600, 100, 1 },	/* i_size 140 KB + 100: holes past them */
};
static const loff_t rt_gdf_size[2] = { 1100 * 1024 + 100, 140 * 1024 + 100 };

static struct super_block rt_sb;
static struct inode rt_fsinode;
static struct dentry rt_fsdentry;
static struct file rt_fsfile;

static struct address_space_operations *rt_fs_aops(void)
{
	return &exf_aops ? &exf_aops : &gdf_aops;
}

int rt_fs_present(void)
{
	return rt_fs_aops() != 0;
}

/* mark_inode_dirty() and its kin: the inode's state, traced at close */
void __mark_inode_dirty(struct inode *inode, int flags)
{
	inode->i_state |= flags;
}

/* mount disk 0, open the file O_DIRECT (GDF: file minor) */
long rt_fs_open(int minor)
{
	struct inode *inode = &rt_fsinode;

	rt_sb.s_blocksize = 1UL << RT_FS_BLKBITS;
	rt_sb.s_blocksize_bits = RT_FS_BLKBITS;
#if LINUX_VERSION_CODE < KERNEL_VERSION(2, 5, 0)
	rt_sb.s_dev = MKDEV(8, 0);
	inode->i_dev = rt_sb.s_dev;
#else
	/* the mount's reference; the owner holds the disk open */
	rt_sb.s_bdev = bdget(MKDEV(8, 0));
#endif
	inode->i_sb = &rt_sb;
	inode->i_mode = S_IFREG | 0644;
	inode->i_blkbits = RT_FS_BLKBITS;
	inode->i_size = RT_FS_SIZE;
	inode->i_mapping = &inode->i_data;
	inode->i_data.host = inode;
	inode->i_data.a_ops = rt_fs_aops();
	inode->u.generic_ip = rt_exf_map;
	if (&gdf_aops) {
		if (minor < 0 || minor > 1)
			return -ENOENT;
		inode->i_size = rt_gdf_size[minor];
		inode->u.generic_ip = &rt_gdf_file[minor];
	}
	sema_init(&inode->i_sem, 1);
	rt_fsdentry.d_inode = inode;
	rt_fsfile.f_dentry = &rt_fsdentry;
	rt_fsfile.f_flags = O_RDWR | O_DIRECT | O_LARGEFILE;
#if LINUX_VERSION_CODE >= KERNEL_VERSION(2, 5, 0)
	rt_fsfile.f_mapping = inode->i_mapping;
#endif
	return 0;
}

/* close the file, unmount; what the inode became */
long rt_fs_release(void)
{
	struct inode *inode = &rt_fsinode;

	rt_trace("file: i_size %lld", (long long) inode->i_size);
	if (&gdf_aops) {
		struct rt_gdf_info *gi = inode->u.generic_ip;

		if (inode->i_state & I_DIRTY)
			rt_trace("file: inode marked dirty (%#lx)",
				 inode->i_state & I_DIRTY);
		if (gi->map_dirty)
			rt_trace("file: block map not written back");
	}
#if LINUX_VERSION_CODE >= KERNEL_VERSION(2, 5, 0)
	bdput(rt_sb.s_bdev);
#endif
	return 0;
}

#if LINUX_VERSION_CODE < KERNEL_VERSION(2, 5, 0)
/* 2.4's generic_file_direct_IO(): see the head of this file */
static long rt_direct_io(int rw, struct file *file, unsigned long buf,
			 size_t count, loff_t offset)
{
	struct address_space *mapping = file->f_dentry->d_inode->i_mapping;
	struct inode *inode = mapping->host;
	unsigned long mask = (1UL << inode->i_blkbits) - 1;
	size_t chunk_max = KIO_MAX_ATOMIC_IO << 10, chunk;
	long done = 0, ret;
	struct kiobuf *iobuf;

	ret = alloc_kiovec(1, &iobuf);
	if (ret)
		return ret;
	ret = -EINVAL;
	if (((unsigned long) offset | count | buf) & mask ||
	    !mapping->a_ops->direct_IO)
		goto out;
	if (rw == READ && offset + (loff_t) count > inode->i_size)
		count = inode->i_size - offset;
	ret = 0;
	while (count > 0) {
		chunk = count > chunk_max ? chunk_max : count;
		ret = map_user_kiobuf(rw, iobuf, buf, chunk);
		if (ret)
			break;
		ret = mapping->a_ops->direct_IO(rw, inode, iobuf,
				(offset + done) >> inode->i_blkbits,
				1 << inode->i_blkbits);
		if (ret > 0 && rw == READ)
			mark_dirty_kiobuf(iobuf, ret);
		if (ret >= 0) {
			done += ret;
			buf += ret;
			count -= ret;
		}
		unmap_kiobuf(iobuf);
		if (ret != (long) chunk)
			break;
	}
	if (done)
		ret = done;
out:
	free_kiovec(1, &iobuf);
	return ret;
}

long rt_fs_read(unsigned long ubuf, unsigned long count, long long *pos)
{
	struct inode *inode = &rt_fsinode;
	long ret = 0;

	if ((long) count < 0)
		return -EINVAL;
	if (!count)
		return 0;
	down(&inode->i_sem);
	if (*pos < inode->i_size) {
		ret = rt_direct_io(READ, &rt_fsfile, ubuf, count, *pos);
		if (ret > 0)
			*pos += ret;
	}
	up(&inode->i_sem);
	return ret;
}

long rt_fs_write(unsigned long ubuf, unsigned long count, long long *pos)
{
	struct inode *inode = &rt_fsinode;
	long ret = 0;

	down(&inode->i_sem);
	if (*pos < 0)
		ret = -EINVAL;
	else if (count) {
		ret = rt_direct_io(WRITE, &rt_fsfile, ubuf, count, *pos);
		if (ret > 0) {
			*pos += ret;
			if (*pos > inode->i_size)
				inode->i_size = *pos;
		}
	}
	up(&inode->i_sem);
	if (ret == -ENOTBLK)
		rt_violation("an O_DIRECT write met a hole (-ENOTBLK) and "
			     "falls back to buffered I/O "
			     "(do_odirect_fallback()), which %s",
			     inode->i_mapping->a_ops->prepare_write ?
			     "the model does not have" :
			     "needs the address space's prepare_write, and it "
			     "has none: an oops");
	return ret;
}

/*
 * readv()/writev(): 2.4's regular files have no f_op->readv, so
 * do_readv_writev() calls read() or write() once per segment, adding
 * up what they return; an error ends it (returned when nothing was
 * done), and so does a segment not done whole.
 */
long rt_fs_rwv(int write, const struct iovec *iov, unsigned long nr,
	       long long *pos)
{
	long done = 0, ret;
	unsigned long i;

	for (i = 0; i < nr; i++) {
		ret = write ? rt_fs_write((unsigned long) iov[i].iov_base,
					  iov[i].iov_len, pos) :
			      rt_fs_read((unsigned long) iov[i].iov_base,
					 iov[i].iov_len, pos);
		if (ret < 0)
			return done ? done : ret;
		done += ret;
		if ((unsigned long) ret != iov[i].iov_len)
			break;
	}
	return done;
}

/* the page cache side of the driver: not reached by O_DIRECT */
int block_read_full_page(struct page *page, get_block_t *get_block)
{
	rt_violation("block_read_full_page(): the page cache is not modelled");
	return -EIO;
}

int block_write_full_page(struct page *page, get_block_t *get_block)
{
	rt_violation("block_write_full_page(): the page cache is not modelled");
	return -EIO;
}

int generic_block_bmap(struct address_space *mapping, long block,
		       get_block_t *get_block)
{
	rt_violation("generic_block_bmap() is not modelled");
	return 0;
}
#else
/* user addresses are all below TASK_SIZE: only a range that wraps fails */
int __zc_access_ok(unsigned long addr, unsigned long size)
{
	return addr + size >= addr;
}

/* 2.6.9's generic_file_direct_IO(): no page cache pages to write back */
static long rt_direct_io(int rw, struct kiocb *iocb, const struct iovec *iov,
			 loff_t offset, unsigned long nr_segs)
{
	struct address_space *mapping = iocb->ki_filp->f_mapping;

	return mapping->a_ops->direct_IO(rw, iocb, iov, offset, nr_segs);
}

/* init_sync_kiocb(): what a synchronous read() or write() sets up */
static void rt_sync_kiocb(struct kiocb *iocb, struct file *file)
{
	memset(iocb, 0, sizeof(*iocb));
	iocb->ki_users = 1;
	iocb->ki_key = KIOCB_SYNC_KEY;
	iocb->ki_filp = file;
}

/*
 * The segments a system call may pass on (__generic_file_aio_read(),
 * generic_file_aio_write_nolock()): their total, cut before the first
 * segment access_ok() refuses; -EINVAL for a negative length, -EFAULT
 * when the first is refused.
 */
static long rt_segments(const struct iovec *iov, unsigned long *nr,
			int type)
{
	unsigned long seg;
	long count = 0;

	for (seg = 0; seg < *nr; seg++) {
		if ((long) (count | iov[seg].iov_len) < 0)
			return -EINVAL;
		if (access_ok(type, iov[seg].iov_base, iov[seg].iov_len)) {
			count += iov[seg].iov_len;
			continue;
		}
		if (!seg)
			return -EFAULT;
		*nr = seg;
		break;
	}
	return count;
}

static long rt_fs_readv26(const struct iovec *iov, unsigned long nr,
			  long long *pos)
{
	struct inode *inode = &rt_fsinode;
	struct kiocb kiocb;
	long count, ret = 0;

	rt_sync_kiocb(&kiocb, &rt_fsfile);
	count = rt_segments(iov, &nr, VERIFY_WRITE);
	if (count <= 0)
		return count;
	if (*pos < i_size_read(inode)) {
		ret = rt_direct_io(READ, &kiocb, iov, *pos, nr);
		if (ret > 0)
			*pos += ret;
	}
	return ret;
}

static long rt_fs_writev26(const struct iovec *iov, unsigned long nr,
			   long long *pos)
{
	struct inode *inode = &rt_fsinode;
	struct kiocb kiocb;
	long count, ret;

	rt_sync_kiocb(&kiocb, &rt_fsfile);
	down(&inode->i_sem);
	ret = count = rt_segments(iov, &nr, VERIFY_READ);
	if (count > 0 && *pos < 0)
		ret = -EINVAL;
	else if (count > 0) {
		ret = rt_direct_io(WRITE, &kiocb, iov, *pos, nr);
		if (ret > 0) {
			*pos += ret;
			if (*pos > i_size_read(inode))
				i_size_write(inode, *pos);
		}
		if (ret >= 0 && ret < count &&
		    !inode->i_mapping->a_ops->prepare_write)
			rt_violation("a short O_DIRECT write (%ld of %ld bytes) "
				     "falls back to buffered I/O, and the "
				     "address space has no prepare_write: "
				     "an oops", ret, count);
	}
	up(&inode->i_sem);
	return ret;
}

long rt_fs_read(unsigned long ubuf, unsigned long count, long long *pos)
{
	struct iovec iov = { (void __user *) ubuf, count };

	return rt_fs_readv26(&iov, 1, pos);
}

long rt_fs_write(unsigned long ubuf, unsigned long count, long long *pos)
{
	struct iovec iov = { (void __user *) ubuf, count };

	return rt_fs_writev26(&iov, 1, pos);
}

/*
 * readv()/writev(): a 2.6.9 file system's f_op->readv and ->writev are
 * generic_file_readv()/generic_file_writev(): the same paths with every
 * segment, one call of the direct_IO method.
 */
long rt_fs_rwv(int write, const struct iovec *iov, unsigned long nr,
	       long long *pos)
{
	return write ? rt_fs_writev26(iov, nr, pos) :
		       rt_fs_readv26(iov, nr, pos);
}

/* the page cache side of the driver: not reached by O_DIRECT */
int block_read_full_page(struct page *page, get_block_t *get_block)
{
	rt_violation("block_read_full_page(): the page cache is not modelled");
	return -EIO;
}

int block_write_full_page(struct page *page, get_block_t *get_block,
			  struct writeback_control *wbc)
{
	rt_violation("block_write_full_page(): the page cache is not modelled");
	return -EIO;
}

sector_t generic_block_bmap(struct address_space *mapping, sector_t block,
			    get_block_t *get_block)
{
	rt_violation("generic_block_bmap() is not modelled");
	return 0;
}
#endif
