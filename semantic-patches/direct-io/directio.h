/*
 * directio: a file system's 2.4 direct_IO method, made a 2.6 one.
 *
 * 2.4's address_space_operations had
 *	int (*direct_IO)(int rw, struct inode *, struct kiobuf *,
 *			 unsigned long blocknr, int blocksize);
 * and the VFS (generic_file_direct_IO()) mapped the user buffer into the
 * kiobuf chunk by chunk, called the method, dirtied and unmapped.  2.6
 * has
 *	ssize_t (*direct_IO)(int rw, struct kiocb *, const struct iovec *,
 *			     loff_t offset, unsigned long nr_segs);
 * and leaves all of that to the method.  So the 2.4 method keeps its
 * body, renamed NAME_pages and taking a struct page_vec (the file is
 * ported to page vectors, page-vector/pagevec.h), and a new 2.6 method
 * of the old name, placed right after it, hands its arguments and
 * NAME_pages to page_vec_direct_IO() (direct-io/2.6.helpers), which
 * does what the 2.4 VFS did.  The address_space_operations initializer
 * then names the 2.6 method as it named the 2.4 one.
 *
 * A method that only hands its arguments to 2.4's generic_direct_IO()
 * (after statements that touch neither the kiobuf nor the block
 * numbers), as most file systems' did,
 *	return generic_direct_IO(rw, inode, iobuf, blocknr, blocksize,
 *				 GET_BLOCK);
 * is ported as maintainers ported it: 2.6 has no generic_direct_IO(),
 * and its blockdev_direct_IO() does everything the 2.4 VFS and
 * generic_direct_IO() did (pin the iovec, map the blocks, submit the
 * bios, dirty and release).  Its definition gives way to a get_blocks
 * adapter (2.6's get_blocks_t: the 2.4 get_block, which maps one block,
 * and the size mapped in b_size) and the 2.6 method
 *	static ssize_t NAME(int rw, struct kiocb *iocb,
 *			    const struct iovec *iov, loff_t offset,
 *			    unsigned long nr_segs)
 * which keeps those statements and returns blockdev_direct_IO() on
 * inode->i_sb->s_bdev, the device 2.4 meant by inode->i_dev; a
 * GET_BLOCK that maps through the inode's i_rdev serves a block
 * device's own inode (2.4's fs/block_dev.c): then the device is
 * I_BDEV(inode), without the locking a file system needs
 * (blockdev_direct_IO_no_locking()).  The file is not made a page
 * vector file for it: no kiobuf is left.  A GET_BLOCK not defined in
 * the file leaves the device unknown: a problem.
 *
 * The method is found by its use, not its name: the function an
 * initializer of a struct address_space_operations names for direct_IO
 * (".direct_IO = fn" or the GNU "direct_IO: fn"), defined in the file
 * with the 2.4 signature (int, struct inode *, struct kiobuf *,
 * unsigned long, int).  A function with that signature, or with 2.4's
 * direct_fileIO one (int, struct file *, struct kiobuf *, unsigned
 * long, int: NFS's), that no initializer of the file names is a method
 * installed elsewhere: a problem, as is any direct_fileIO method (2.6
 * has no such slot).
 *
 * The direct-io migration (diopass.h) finds and converts the method
 * before spatch (migpass.h); treeplan.c asks directio_find() too.
 *
 * directio_find(): 1 when u has such a method, with *m filled; 0 when it
 * has none.  m->problem is NULL when the method can be converted, else
 * why not (a sentence naming the construct, at m->problem_line): one
 * more direct_IO method, a positional initializer, a prototype or a call
 * of it that would have to name the 2.4 or the 2.6 method, an
 * initializer before the definition, a method that is not static
 * (another file may mean the 2.4 one), a macro naming it, a name
 * NAME_pages already taken.
 *
 * directio_rewrite(): the text (u's file as the rewrite sees it, with
 * u's lines) with the method's definition renamed and the 2.6 method
 * added after its closing brace.  Returns the new text (malloc'd), or
 * NULL when the definition is not found where directio_find() saw it.
 */
#ifndef ZC_DIRECTIO_H
#define ZC_DIRECTIO_H

#include <stddef.h>

#include "pipeline.h"

struct dio_method {
	char name[128];			/* the 2.4 method */
	unsigned line;			/* of its definition's name */
	int is_static;
	const struct site *param;	/* its kiobuf parameter's site */
	const char *problem;		/* NULL: it can be converted */
	char problem_text[192];		/* a problem worded here */
	unsigned problem_line;
	/* the generic_direct_IO() form (see above) */
	int generic;
	int calls_generic;		/* its body names generic_direct_IO */
	int device_inode;		/* GET_BLOCK maps through i_rdev */
	char get_block[128];		/* GET_BLOCK */
	char get_blocks[160];		/* the adapter's name */
	char rw[64], inode[64];		/* the 2.4 method's parameter names */
};

/* is the unit's method (directio_find() said 1) a generic_direct_IO()
 * one, ported without a page vector? */
#define DIO_GENERIC(m) ((m)->generic && !(m)->problem)

int directio_find(const struct unit *u, struct dio_method *m);
char *directio_rewrite(const struct dio_method *m, const char *text,
		       size_t len, size_t *out_len);

#endif
