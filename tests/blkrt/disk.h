/*
 * disk.h: the model disks under every block I/O test (tests/blkrt/ and
 * tests/runtime/ in user space, tests/diffrt/'s two model kernels).  One
 * copy of the disks, of 2.4's brw_kiovec() over buffer heads (brw24.c)
 * and of 2.6.9's block layer (blk26.c) serves all of them, so the
 * reference the ports are held to is the same everywhere.
 *
 * DISK_COUNT disks of DISK_SECTORS 512-byte sectors, filled with a
 * pattern by disk_reset(); any sector can be made bad (disk_set_bad():
 * like a medium error, the head or bio segment that covers it fails, and
 * only that one).  disk_io() is the device doing one transfer: all of it,
 * or nothing when a sector is bad or past the end.
 *
 * Plain C types, no includes: compiled next to the C library (blk.h,
 * diffrt's model.c) and included under -nostdinc next to the kernel
 * model headers.
 */
#ifndef BLKRT_DISK_H
#define BLKRT_DISK_H

#define DISK_COUNT	2
#define DISK_SECTORS	4096		/* 2 MB each */
#define DISK_BYTES	(DISK_SECTORS * 512UL)

extern unsigned char disk_store[DISK_COUNT][DISK_SECTORS * 512];

/* every disk back to its pattern, no bad sector */
void disk_reset(void);
void disk_set_bad(int d, unsigned long sector);
int disk_bad(int d, unsigned long sector);

/*
 * Move bytes between mem and disk d from sector on (write: to the disk).
 * 0, DISK_EBAD when a sector in the range is bad, DISK_EEND when the
 * range passes the end of the disk; nothing moves on an error.
 */
#define DISK_EBAD	1
#define DISK_EEND	2
int disk_io(int d, int write, unsigned long sector, void *mem,
	    unsigned long bytes);

#endif
