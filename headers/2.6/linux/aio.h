/* zcport model of Linux 2.6: <linux/aio.h> (declarations only) */
#ifndef _ZC26_LINUX_AIO_H
#define _ZC26_LINUX_AIO_H

#include <linux/compiler.h>
#include <linux/types.h>
#include <linux/list.h>

struct file;
struct kioctx;

/* the key of a kiocb that a synchronous read() or write() set up */
#define KIOCB_SYNC_KEY		(~0U)

/* one I/O request: the a_ops->direct_IO method gets it (2.6.9 layout) */
struct kiocb {
	struct list_head	ki_run_list;
	long			ki_flags;
	int			ki_users;
	unsigned		ki_key;		/* KIOCB_SYNC_KEY: sync */
	struct file		*ki_filp;	/* the file of the request */
	struct kioctx		*ki_ctx;
	loff_t			ki_pos;
	void			*private;
};

#define is_sync_kiocb(iocb)	((iocb)->ki_key == KIOCB_SYNC_KEY)

extern int aio_complete(struct kiocb *iocb, long res, long res2);

#endif
