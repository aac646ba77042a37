/*
 * shared_vec.h - the SV-6 sample buffer card, Linux 2.4: what the
 * driver's two files share.
 *
 * The card captures into a staging area of kernel pages the driver
 * allocates; read() copies a capture out into the caller's pages,
 * mapped for the duration.  Both kiobufs live in the per-device struct
 * declared here: shared_vec.c fills the staging one by hand, page by
 * page; shared_vec_io.c maps user memory into the other.
 *
 * zcport sample corpus.
 */
#ifndef SHARED_VEC_H
#define SHARED_VEC_H

#include <linux/iobuf.h>

#define SV_NAME		"shared_vec"
#define SV_STAGE_PAGES	8

struct sv_dev {
	struct kiobuf	*stage;		/* kernel pages, filled by hand */
	struct kiobuf	*user;		/* the reader's pages, while mapped */
	size_t		captured;	/* bytes in the staging area */
	struct semaphore lock;
};

extern struct sv_dev sv_dev;

ssize_t sv_read(struct file *file, char *buf, size_t count, loff_t *ppos);

#endif
