/*
 * zcport model of the Linux 2.6 kernel API: <linux/poll.h>
 */
#ifndef _ZC26_LINUX_POLL_H
#define _ZC26_LINUX_POLL_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#include <asm/poll.h>

#ifdef __KERNEL__

#include <linux/compiler.h>
#include <linux/wait.h>
#include <linux/string.h>
#include <linux/mm.h>
#include <asm/uaccess.h>

struct poll_table_struct;

typedef void (*poll_queue_proc)(struct file *, wait_queue_head_t *,
				struct poll_table_struct *);

typedef struct poll_table_struct {
	poll_queue_proc qproc;
} poll_table;

/* register wait_address with the poll table (a driver's poll() method) */
static inline void poll_wait(struct file *filp, wait_queue_head_t *wait_address,
			     poll_table *p)
{
	if (p && wait_address)
		p->qproc(filp, wait_address, p);
}

static inline void init_poll_funcptr(poll_table *pt, poll_queue_proc qproc)
{
	pt->qproc = qproc;
}

struct poll_table_entry {
	struct file *filp;
	wait_queue_t wait;
	wait_queue_head_t *wait_address;
};

struct poll_wqueues {
	poll_table pt;
	struct poll_table_page *table;
	int error;
};

extern void poll_initwait(struct poll_wqueues *pwq);
extern void poll_freewait(struct poll_wqueues *pwq);

#define FDS_BITPERLONG	(8 * sizeof(long))
#define FDS_LONGS(nr)	(((nr) + FDS_BITPERLONG - 1) / FDS_BITPERLONG)
#define FDS_BYTES(nr)	(FDS_LONGS(nr) * sizeof(long))

typedef struct {
	unsigned long *in, *out, *ex;
	unsigned long *res_in, *res_out, *res_ex;
} fd_set_bits;

extern int do_select(int n, fd_set_bits *fds, long *timeout);

#endif /* __KERNEL__ */

#endif
