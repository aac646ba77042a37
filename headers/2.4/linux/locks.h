#ifndef _LINUX_LOCKS_H
#define _LINUX_LOCKS_H

/*
 * zcport model of the Linux 2.4 API: buffer and superblock locks.
 */

#ifndef _LINUX_MM_H
#include <linux/mm.h>
#endif
#ifndef _LINUX_PAGEMAP_H
#include <linux/pagemap.h>
#endif

extern void __wait_on_buffer(struct buffer_head *);

static inline void wait_on_buffer(struct buffer_head *bh)
{
	if (test_bit(BH_Lock, &bh->b_state))
		__wait_on_buffer(bh);
}

static inline void lock_buffer(struct buffer_head *bh)
{
	while (test_and_set_bit(BH_Lock, &bh->b_state))
		__wait_on_buffer(bh);
}

extern void FASTCALL(unlock_buffer(struct buffer_head *bh));

static inline void lock_super(struct super_block *sb)
{
	down(&sb->s_lock);
}

static inline void unlock_super(struct super_block *sb)
{
	up(&sb->s_lock);
}

#endif /* _LINUX_LOCKS_H */
