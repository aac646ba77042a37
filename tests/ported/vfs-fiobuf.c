/* zcport-exit: 1 */
/*
 * 2.4's VFS plumbing for O_DIRECT: a file's preallocated kiobuf
 * (f_iobuf) allocated at open and freed at close, and the kiobuf
 * direct_IO slot of address_space_operations: 2.6 replaced all of it
 * (fs/direct-io.c), so it is removed-in-2.6, left as it is.
 */
#include <linux/fs.h>
#include <linux/iobuf.h>

struct address_space_operations {
	int (*readpage)(struct file *, struct page *);
	int (*direct_IO)(int, struct inode *, struct kiobuf *, unsigned long,
			 int);
};

static int vf_open(struct file *f)
{
	int error = 0;

	f->f_iobuf = NULL;
	if (f->f_flags & O_DIRECT)
		error = alloc_kiovec(1, &f->f_iobuf);
	return error;
}

static void vf_release(struct file *f)
{
	if (f->f_iobuf)
		free_kiovec(1, &f->f_iobuf);
}
