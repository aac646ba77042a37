/* disk.c: the model disks; see disk.h. */
#include <string.h>

#include "disk.h"

unsigned char disk_store[DISK_COUNT][DISK_SECTORS * 512];
static unsigned char bad[DISK_COUNT][DISK_SECTORS];

void disk_reset(void)
{
	/* the disks' pattern, computed once: every reset copies it */
	static unsigned char fresh[DISK_COUNT][DISK_SECTORS * 512];
	static int made;
	unsigned long i;
	int d;

	if (!made) {
		for (d = 0; d < DISK_COUNT; d++)
			for (i = 0; i < DISK_BYTES; i++)
				fresh[d][i] = (unsigned char)(i * 13 + 7 + i / 512 +
							      (unsigned long)d * 101);
		made = 1;
	}
	memcpy(disk_store, fresh, sizeof(disk_store));
	memset(bad, 0, sizeof(bad));
}

void disk_set_bad(int d, unsigned long sector)
{
	bad[d][sector] = 1;
}

int disk_bad(int d, unsigned long sector)
{
	return sector < DISK_SECTORS && bad[d][sector];
}

int disk_io(int d, int write, unsigned long sector, void *mem,
	    unsigned long bytes)
{
	unsigned long s;

	if (sector > DISK_SECTORS || bytes > (DISK_SECTORS - sector) * 512)
		return DISK_EEND;
	for (s = sector; s < sector + (bytes + 511) / 512; s++)
		if (bad[d][s])
			return DISK_EBAD;
	if (write)
		memcpy(disk_store[d] + sector * 512, mem, bytes);
	else
		memcpy(mem, disk_store[d] + sector * 512, bytes);
	return 0;
}
