/*
 * vfs.h: the O_DIRECT file of vfs.c, for kglue.c's system calls.  Kernel
 * side only: include after the kernel model headers.
 *
 * rt_fs_present() is non-zero when the driver is a file system's
 * address space operations (no character device): the scenario's
 * open() mounts it and opens its file O_DIRECT (rt_fs_open()), read()
 * and write(), readv() and writev() (an iovec array already copied in
 * and checked, rt_fs_rwv()) take each kernel's VFS path to its
 * direct_IO method, and release() closes and unmounts.
 */
#ifndef DIFFRT_VFS_H
#define DIFFRT_VFS_H

int rt_fs_present(void);
long rt_fs_open(int minor);
long rt_fs_release(void);
long rt_fs_read(unsigned long ubuf, unsigned long count, long long *pos);
long rt_fs_write(unsigned long ubuf, unsigned long count, long long *pos);
struct iovec;
long rt_fs_rwv(int write, const struct iovec *iov, unsigned long nr,
	       long long *pos);

#endif
