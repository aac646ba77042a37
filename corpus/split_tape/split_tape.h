/*
 * split_tape.h -- shared state of the ST-7 streaming tape (simulated).
 *
 * Pattern: a driver split over several files.  The kiobuf lives in the
 * per-drive struct declared here; the mapping macros live here too, and
 * split_tape_io.c uses the kiobuf only through them and the struct: it
 * has no kiobuf vocabulary of its own.
 */
#ifndef _SPLIT_TAPE_H
#define _SPLIT_TAPE_H

#include <linux/types.h>
#include <linux/fs.h>
#include <asm/semaphore.h>
#include <linux/iobuf.h>

#define ST_BLOCK	(16 * 1024)
#define ST_TAPE_SIZE	(256 * 1024)

struct st_drive {
	struct semaphore sem;
	struct kiobuf *kb;		/* one transfer at a time */
	char *medium;			/* the simulated tape */
	size_t pos;			/* head position */
};

/* map the user's block for a transfer; the device writes it on a read */
#define ST_MAP(d, buf, len, reading) \
	map_user_kiobuf((reading) ? READ : WRITE, (d)->kb, \
			(unsigned long)(buf), (len))
#define ST_DONE(d, done, reading) do { \
		if (reading) \
			mark_dirty_kiobuf((d)->kb, (done)); \
		unmap_kiobuf((d)->kb); \
	} while (0)

extern struct st_drive st_drive0;
ssize_t st_transfer(struct st_drive *d, char *buf, size_t len, int reading);

#endif
