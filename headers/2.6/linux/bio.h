/*
 * zcport model of the Linux 2.6 kernel API: <linux/bio.h>
 *
 * struct bio, the unit of block I/O in 2.6, with the 2.6.9 signatures
 * (the model's version, see linux/version.h):
 *   bi_end_io:      int (*)(struct bio *, unsigned int bytes_done, int err)
 *   bio_map_user:   (struct request_queue *, struct block_device *,
 *                    unsigned long uaddr, unsigned int len,
 *                    int write_to_vm)
 *   bio_unmap_user: (struct bio *)
 * (2.6.0 had bio_map_user(bdev, uaddr, len, write_to_vm) and
 * bio_unmap_user(bio, write_to_vm).)
 */
#ifndef _ZC26_LINUX_BIO_H
#define _ZC26_LINUX_BIO_H

#include <linux/highmem.h>
#include <linux/mempool.h>
#include <linux/fs.h>
#include <asm/io.h>

#define BIO_DEBUG

#ifdef BIO_DEBUG
#define BIO_BUG_ON	BUG_ON
#else
#define BIO_BUG_ON(x)
#endif

#define BIO_MAX_PAGES		(256)
#define BIO_MAX_SIZE		(BIO_MAX_PAGES << PAGE_CACHE_SHIFT)
#define BIO_MAX_SECTORS		(BIO_MAX_SIZE >> 9)

/* one segment of a bio: a (page, offset, length) triple */
struct bio_vec {
	struct page	*bv_page;
	unsigned int	bv_len;
	unsigned int	bv_offset;
};

struct bio;
typedef int (bio_end_io_t)(struct bio *, unsigned int, int);
typedef void (bio_destructor_t)(struct bio *);

struct bio {
	sector_t		bi_sector;	/* device address, 512-byte units */
	struct bio		*bi_next;	/* request queue link */
	struct block_device	*bi_bdev;
	unsigned long		bi_flags;	/* status, command, etc. */
	unsigned long		bi_rw;		/* low bit: READ/WRITE; high bits: priority */

	unsigned short		bi_vcnt;	/* how many bio_vec's */
	unsigned short		bi_idx;		/* current index into bvl_vec */

	unsigned short		bi_phys_segments;
	unsigned short		bi_hw_segments;

	unsigned int		bi_size;	/* residual I/O count, bytes */

	unsigned int		bi_hw_front_size;
	unsigned int		bi_hw_back_size;

	unsigned int		bi_max_vecs;	/* max bvl_vecs we can hold */

	struct bio_vec		*bi_io_vec;	/* the actual vec list */

	bio_end_io_t		*bi_end_io;
	atomic_t		bi_cnt;		/* pin count */

	void			*bi_private;

	bio_destructor_t	*bi_destructor;	/* destructor */
};

/* bi_flags bits */
#define BIO_UPTODATE	0	/* ok after I/O completion */
#define BIO_RW_BLOCK	1	/* RW_AHEAD set, and read/write would block */
#define BIO_EOF		2	/* out-of-bounds error */
#define BIO_SEG_VALID	3	/* nr_hw_seg valid */
#define BIO_CLONED	4	/* doesn't own data */
#define BIO_BOUNCED	5	/* bio is a bounce bio */
#define BIO_USER_MAPPED	6	/* contains user pages */
#define BIO_EOPNOTSUPP	7	/* not supported */
#define bio_flagged(bio, flag)	((bio)->bi_flags & (1 << (flag)))

#define BIO_POOL_BITS		(4)
#define BIO_POOL_OFFSET		(BITS_PER_LONG - BIO_POOL_BITS)
#define BIO_POOL_MASK		(1UL << BIO_POOL_OFFSET)
#define BIO_POOL_IDX(bio)	((bio)->bi_flags >> BIO_POOL_OFFSET)

/* bi_rw bits */
#define BIO_RW		0
#define BIO_RW_AHEAD	1
#define BIO_RW_BARRIER	2
#define BIO_RW_FAILFAST	3
#define BIO_RW_SYNC	4

#define bio_iovec_idx(bio, idx)	(&((bio)->bi_io_vec[(idx)]))
#define bio_iovec(bio)		bio_iovec_idx((bio), (bio)->bi_idx)
#define bio_page(bio)		bio_iovec((bio))->bv_page
#define bio_offset(bio)		bio_iovec((bio))->bv_offset
#define bio_segments(bio)	((bio)->bi_vcnt - (bio)->bi_idx)
#define bio_sectors(bio)	((bio)->bi_size >> 9)
#define bio_cur_sectors(bio)	(bio_iovec(bio)->bv_len >> 9)
#define bio_data(bio) \
	((char *)page_address(bio_page((bio))) + bio_offset((bio)))
#define bio_barrier(bio)	((bio)->bi_rw & (1 << BIO_RW_BARRIER))
#define bio_sync(bio)		((bio)->bi_rw & (1 << BIO_RW_SYNC))
#define bio_failfast(bio)	((bio)->bi_rw & (1 << BIO_RW_FAILFAST))

#define bio_to_phys(bio) \
	(page_to_phys(bio_page((bio))) + (unsigned long)bio_offset((bio)))
#define bvec_to_phys(bv) \
	(page_to_phys((bv)->bv_page) + (unsigned long)(bv)->bv_offset)

#define __bio_kmap_atomic(bio, idx, kmtype)				\
	((char *)kmap_atomic(bio_iovec_idx((bio), (idx))->bv_page, kmtype) + \
	 bio_iovec_idx((bio), (idx))->bv_offset)

#define __bio_kunmap_atomic(addr, kmtype) kunmap_atomic(addr, kmtype)

#define __BVEC_END(bio)		bio_iovec_idx((bio), (bio)->bi_vcnt - 1)
#define __BVEC_START(bio)	bio_iovec_idx((bio), (bio)->bi_idx)

#define BIOVEC_PHYS_MERGEABLE(vec1, vec2) \
	((bvec_to_phys((vec1)) + (vec1)->bv_len) == bvec_to_phys((vec2)))

#define __bio_for_each_segment(bvl, bio, i, start_idx)			\
	for (bvl = bio_iovec_idx((bio), (start_idx)), i = (start_idx);	\
	     i < (bio)->bi_vcnt;					\
	     bvl++, i++)

#define bio_for_each_segment(bvl, bio, i) \
	__bio_for_each_segment(bvl, bio, i, (bio)->bi_idx)

/* take an extra reference; drop it with bio_put() */
#define bio_get(bio)	atomic_inc(&(bio)->bi_cnt)

/* a bio split in two at a sector boundary */
struct bio_pair {
	struct bio	bio1, bio2;
	struct bio_vec	bv1, bv2;
	atomic_t	cnt;
	int		error;
};

extern struct bio_pair *bio_split(struct bio *bi, mempool_t *pool,
				  int first_sectors);
extern mempool_t *bio_split_pool;
extern void bio_pair_release(struct bio_pair *dbio);

extern struct bio *bio_alloc(int gfp_mask, int nr_iovecs);
extern void bio_put(struct bio *);

/* report completion of bytes_done bytes; error is 0 or a negative errno */
extern void bio_endio(struct bio *, unsigned int bytes_done, int error);

struct request_queue;
extern int bio_phys_segments(struct request_queue *, struct bio *);
extern int bio_hw_segments(struct request_queue *, struct bio *);

extern void __bio_clone(struct bio *, struct bio *);
extern struct bio *bio_clone(struct bio *, int);

extern void bio_init(struct bio *);

/* returns the number of bytes added: len on success, 0 if it did not fit */
extern int bio_add_page(struct bio *, struct page *, unsigned int len,
			unsigned int offset);
extern int bio_get_nr_vecs(struct block_device *);

/*
 * Map user memory [uaddr, uaddr+len) into a bio for direct I/O to bdev
 * through queue q, pinning the pages.  Returns the bio or an ERR_PTR()
 * on failure.  write_to_vm is nonzero when the device will write into
 * the memory (a READ from the device); the bio remembers it.
 */
struct request_queue;
extern struct bio *bio_map_user(struct request_queue *q,
				struct block_device *bdev, unsigned long uaddr,
				unsigned int len, int write_to_vm);

/* unpin the pages (dirtying them if it was mapped for a read), drop it */
extern void bio_unmap_user(struct bio *bio);
extern struct bio *bio_copy_user(struct request_queue *, unsigned long,
				 unsigned int, int);
extern int bio_uncopy_user(struct bio *);

extern void bio_set_pages_dirty(struct bio *bio);
extern void bio_check_pages_dirty(struct bio *bio);

#ifdef CONFIG_HIGHMEM
static inline char *bvec_kmap_irq(struct bio_vec *bvec, unsigned long *flags)
{
	unsigned long addr;

	local_irq_save(*flags);
	addr = (unsigned long)kmap_atomic(bvec->bv_page, KM_BIO_SRC_IRQ);
	BUG_ON(addr & ~PAGE_MASK);
	return (char *)addr + bvec->bv_offset;
}

static inline void bvec_kunmap_irq(char *buffer, unsigned long *flags)
{
	unsigned long ptr = (unsigned long)buffer & PAGE_MASK;

	kunmap_atomic((void *)ptr, KM_BIO_SRC_IRQ);
	local_irq_restore(*flags);
}
#else
#define bvec_kmap_irq(bvec, flags) \
	((char *)page_address((bvec)->bv_page) + (bvec)->bv_offset)
#define bvec_kunmap_irq(buf, flags)	do { *(flags) = 0; } while (0)
#endif

static inline char *__bio_kmap_irq(struct bio *bio, unsigned short idx,
				   unsigned long *flags)
{
	return bvec_kmap_irq(bio_iovec_idx(bio, idx), flags);
}
#define __bio_kunmap_irq(buf, flags)	bvec_kunmap_irq(buf, flags)

#define bio_kmap_irq(bio, flags) \
	__bio_kmap_irq((bio), (bio)->bi_idx, (flags))
#define bio_kunmap_irq(buf, flags)	__bio_kunmap_irq(buf, flags)

#endif /* _ZC26_LINUX_BIO_H */
