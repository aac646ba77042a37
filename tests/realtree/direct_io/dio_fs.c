/*
 * dio_fs: the address-space operations of a small 2.4 file system whose
 * direct_IO method takes the kiobuf the VFS mapped, in the 2.4
 * prototype.  2.6 changed the prototype (a kiocb and an iovec), so the
 * method does not fit the 2.6 table either way: before the port with a
 * struct kiobuf *, after it with the struct user_pages * the port
 * introduced.  That error is the driver's, not the port's.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/highmem.h>
#include <linux/string.h>
#include <linux/iobuf.h>

#define DIO_BLOCKS	64
#define DIO_BLOCK_SIZE	512

static char dio_store[DIO_BLOCKS * DIO_BLOCK_SIZE];

/* copy between the mapped pages and the store, one page at a time */
static int dio_direct_IO(int rw, struct inode *inode, struct kiobuf *iobuf,
			 unsigned long blocknr, int blocksize)
{
	unsigned long pos = blocknr * blocksize;
	int done = 0, offset = iobuf->offset, i;

	if (pos + iobuf->length > sizeof(dio_store))
		return -EINVAL;
	for (i = 0; i < iobuf->nr_pages && done < iobuf->length; i++) {
		int n = PAGE_SIZE - offset;
		char *va;

		if (n > iobuf->length - done)
			n = iobuf->length - done;
		va = kmap(iobuf->maplist[i]);
		if (rw == READ)
			memcpy(va + offset, dio_store + pos + done, n);
		else
			memcpy(dio_store + pos + done, va + offset, n);
		kunmap(iobuf->maplist[i]);
		done += n;
		offset = 0;
	}
	return done;
}

static struct address_space_operations dio_aops = {
	.direct_IO	= dio_direct_IO,
};

struct address_space_operations *dio_get_aops(void)
{
	return &dio_aops;
}

MODULE_LICENSE("GPL");
