#ifndef _LINUX_POLL_H
#define _LINUX_POLL_H

/*
 * zcport model of the Linux 2.4 API: poll/select support for
 * drivers.
 */

#define POLLIN		0x0001
#define POLLPRI		0x0002
#define POLLOUT		0x0004
#define POLLERR		0x0008
#define POLLHUP		0x0010
#define POLLNVAL	0x0020
#define POLLRDNORM	0x0040
#define POLLRDBAND	0x0080
#define POLLWRNORM	0x0100
#define POLLWRBAND	0x0200
#define POLLMSG		0x0400

#ifdef __KERNEL__

#include <linux/wait.h>
#include <linux/string.h>
#include <linux/mm.h>
#include <asm/uaccess.h>

struct poll_table_page;

typedef struct poll_table_struct {
	int error;
	struct poll_table_page *table;
} poll_table;

extern void __pollwait(struct file *filp, wait_queue_head_t *wait_address,
		       poll_table *p);

static inline void poll_wait(struct file *filp,
			     wait_queue_head_t *wait_address, poll_table *p)
{
	if (p && wait_address)
		__pollwait(filp, wait_address, p);
}

static inline void poll_initwait(poll_table *pt)
{
	pt->error = 0;
	pt->table = NULL;
}

extern void poll_freewait(poll_table *pt);

/* the fd bitmaps of select() */
typedef struct {
	unsigned long *in, *out, *ex;
	unsigned long *res_in, *res_out, *res_ex;
} fd_set_bits;

#define FDS_BITPERLONG	(8 * sizeof(long))
#define FDS_LONGS(nr)	(((nr) + FDS_BITPERLONG - 1) / FDS_BITPERLONG)
#define FDS_BYTES(nr)	(FDS_LONGS(nr) * sizeof(long))

extern int do_select(int n, fd_set_bits *fds, long *timeout);

#endif /* __KERNEL__ */

#endif /* _LINUX_POLL_H */
