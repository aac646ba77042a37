/*
 * A 2.4 direct_IO method whose linkage is a macro of the file system's
 * own (defined as static, or as nothing in a debug build) from a header
 * this run does not have, so libclang cannot read the definition as a
 * function: the method is still found by its place in the initializer,
 * and the file stays whole, flagged block-io, naming the macro.
 */
#include <linux/fs.h>
#include <linux/iobuf.h>
#include "lm_support.h"

LM_STATIC int
lm_direct_IO(
	int			rw,
	struct inode		*inode,
	struct kiobuf		*iobuf,
	unsigned long		blocknr,
	int			blocksize)
{
	int i;

	for (i = 0; i < iobuf->length / blocksize; i++)
		iobuf->blocks[i] = blocknr + i;
	return brw_kiovec(rw, 1, &iobuf, inode->i_dev, iobuf->blocks,
			  blocksize);
}

struct address_space_operations lm_aops = {
	.direct_IO	= lm_direct_IO,
};
