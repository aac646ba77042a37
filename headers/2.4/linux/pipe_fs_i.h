#ifndef _LINUX_PIPE_FS_I_H
#define _LINUX_PIPE_FS_I_H

/*
 * zcport model of the Linux 2.4 API: pipe inode data.
 */

#include <linux/wait.h>
#include <asm/page.h>

#define PIPEFS_MAGIC 0x50495045

struct pipe_inode_info {
	wait_queue_head_t	wait;
	char			*base;
	unsigned int		len;
	unsigned int		start;
	unsigned int		readers;
	unsigned int		writers;
	unsigned int		waiting_readers;
	unsigned int		waiting_writers;
	unsigned int		r_counter;
	unsigned int		w_counter;
};

#define PIPE_SIZE	PAGE_SIZE

#endif /* _LINUX_PIPE_FS_I_H */
