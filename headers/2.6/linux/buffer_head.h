/*
 * zcport model of Linux 2.6: <linux/buffer_head.h>
 * 2.6 buffer heads: b_bdev/b_blocknr (2.4's b_rdev/b_rsector and the
 * buffer-head based make_request interface are gone).
 */
#ifndef _ZC26_LINUX_BUFFER_HEAD_H
#define _ZC26_LINUX_BUFFER_HEAD_H

#include <linux/types.h>
#include <linux/fs.h>
#include <linux/linkage.h>
#include <linux/pagemap.h>
#include <linux/wait.h>
#include <asm/atomic.h>

enum bh_state_bits {
	BH_Uptodate,
	BH_Dirty,
	BH_Lock,
	BH_Req,
	BH_Mapped,
	BH_New,
	BH_Async_Read,
	BH_Async_Write,
	BH_Delay,
	BH_Boundary,
	BH_Write_EIO,
	BH_Ordered,
	BH_Eopnotsupp,
	BH_PrivateStart,
};

#define MAX_BUF_PER_PAGE (PAGE_CACHE_SIZE / 512)

struct buffer_head;
typedef void (bh_end_io_t)(struct buffer_head *bh, int uptodate);

struct buffer_head {
	unsigned long b_state;
	struct buffer_head *b_this_page;
	struct page *b_page;
	atomic_t b_count;
	u32 b_size;

	sector_t b_blocknr;
	char *b_data;

	struct block_device *b_bdev;
	bh_end_io_t *b_end_io;
	void *b_private;
	struct list_head b_assoc_buffers;
};

#define buffer_uptodate(bh)	test_bit(BH_Uptodate, &(bh)->b_state)
#define set_buffer_uptodate(bh)	set_bit(BH_Uptodate, &(bh)->b_state)
#define clear_buffer_uptodate(bh) clear_bit(BH_Uptodate, &(bh)->b_state)
#define buffer_dirty(bh)	test_bit(BH_Dirty, &(bh)->b_state)
#define set_buffer_dirty(bh)	set_bit(BH_Dirty, &(bh)->b_state)
#define clear_buffer_dirty(bh)	clear_bit(BH_Dirty, &(bh)->b_state)
#define buffer_locked(bh)	test_bit(BH_Lock, &(bh)->b_state)
#define buffer_req(bh)		test_bit(BH_Req, &(bh)->b_state)
#define buffer_mapped(bh)	test_bit(BH_Mapped, &(bh)->b_state)
#define set_buffer_mapped(bh)	set_bit(BH_Mapped, &(bh)->b_state)
#define buffer_new(bh)		test_bit(BH_New, &(bh)->b_state)

#define bh_offset(bh)	((unsigned long)(bh)->b_data & ~PAGE_MASK)

extern void mark_buffer_dirty(struct buffer_head *bh);
extern void init_buffer(struct buffer_head *, bh_end_io_t *, void *);
extern struct buffer_head *__getblk(struct block_device *, sector_t, int);
extern void __brelse(struct buffer_head *);
extern void __bforget(struct buffer_head *);
extern struct buffer_head *__bread(struct block_device *, sector_t, int);
extern struct buffer_head *alloc_buffer_head(int gfp_flags);
extern void free_buffer_head(struct buffer_head *bh);
extern void unlock_buffer(struct buffer_head *bh);
extern void __lock_buffer(struct buffer_head *bh);
extern void ll_rw_block(int, int, struct buffer_head *bh[]);
extern int sync_dirty_buffer(struct buffer_head *bh);
extern int submit_bh(int, struct buffer_head *);
extern void write_boundary_block(struct block_device *bdev, sector_t bblock,
				 unsigned blocksize);
extern void __wait_on_buffer(struct buffer_head *);
extern int block_sync_page(struct page *);
/* page cache I/O of a file system through its get_block (2.6.9) */
extern int block_read_full_page(struct page *, get_block_t *);
extern int block_write_full_page(struct page *page, get_block_t *get_block,
				 struct writeback_control *wbc);
extern sector_t generic_block_bmap(struct address_space *, sector_t,
				   get_block_t *);

/* a get_block result: block of the super block's device */
static inline void map_bh(struct buffer_head *bh, struct super_block *sb,
			  sector_t block)
{
	set_buffer_mapped(bh);
	bh->b_bdev = sb->s_bdev;
	bh->b_blocknr = block;
}
static inline void get_bh(struct buffer_head *bh)
{
	atomic_inc(&bh->b_count);
}

static inline void put_bh(struct buffer_head *bh)
{
	atomic_dec(&bh->b_count);
}

static inline void brelse(struct buffer_head *bh)
{
	if (bh)
		__brelse(bh);
}

static inline void bforget(struct buffer_head *bh)
{
	if (bh)
		__bforget(bh);
}

static inline void wait_on_buffer(struct buffer_head *bh)
{
	if (buffer_locked(bh) || atomic_read(&bh->b_count) == 0)
		__wait_on_buffer(bh);
}

static inline void lock_buffer(struct buffer_head *bh)
{
	if (test_and_set_bit(BH_Lock, &bh->b_state))
		__lock_buffer(bh);
}

#endif
