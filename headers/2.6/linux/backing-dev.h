/* zcport model of Linux 2.6: <linux/backing-dev.h> (declarations only) */
#ifndef _ZC26_LINUX_BACKING_DEV_H
#define _ZC26_LINUX_BACKING_DEV_H

#include <asm/atomic.h>

struct page;

enum bdi_state {
	BDI_pdflush,
	BDI_write_congested,
	BDI_read_congested,
	BDI_unused,
};

typedef int (congested_fn)(void *, int);

struct backing_dev_info {
	unsigned long ra_pages;		/* max readahead in PAGE_CACHE_SIZE units */
	unsigned long state;
	unsigned int memory_backed;
	congested_fn *congested_fn;
	void *congested_data;
	void (*unplug_io_fn)(struct backing_dev_info *, struct page *);
	void *unplug_io_data;
};

extern struct backing_dev_info default_backing_dev_info;
extern void default_unplug_io_fn(struct backing_dev_info *bdi,
				 struct page *page);

extern int writeback_acquire(struct backing_dev_info *bdi);
extern int writeback_in_progress(struct backing_dev_info *bdi);
extern void writeback_release(struct backing_dev_info *bdi);

#endif
