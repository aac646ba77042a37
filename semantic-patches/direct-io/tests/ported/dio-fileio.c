/*
 * A method of 2.4's direct_fileIO slot (a struct file, not an inode),
 * as NFS had: 2.6's address_space_operations has no such slot, so it
 * is left for a human with the recipe for a method that moves its data
 * itself.
 */
#include <linux/fs.h>
#include <linux/iobuf.h>

static int nx_direct_IO(int rw, struct file *file, struct kiobuf *iobuf,
			unsigned long blocknr, int blocksize)
{
	return nx_send_pages(file, iobuf->maplist, iobuf->nr_pages,
			     iobuf->offset, iobuf->length);
}

struct address_space_operations nx_aops = {
	direct_fileIO:	nx_direct_IO,
};
