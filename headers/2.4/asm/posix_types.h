#ifndef _I386_POSIX_TYPES_H
#define _I386_POSIX_TYPES_H

/*
 * zcport model of the Linux 2.4 API: the __kernel_* base types.
 * size_t and ptrdiff_t follow the host compiler so that the
 * builtin string functions keep their expected prototypes.
 */

typedef unsigned short	__kernel_dev_t;
typedef unsigned long	__kernel_ino_t;
typedef unsigned short	__kernel_mode_t;
typedef unsigned short	__kernel_nlink_t;
typedef long		__kernel_off_t;
typedef int		__kernel_pid_t;
typedef unsigned short	__kernel_ipc_pid_t;
typedef unsigned short	__kernel_uid_t;
typedef unsigned short	__kernel_gid_t;
typedef __SIZE_TYPE__	__kernel_size_t;
typedef __PTRDIFF_TYPE__ __kernel_ssize_t;
typedef __PTRDIFF_TYPE__ __kernel_ptrdiff_t;
typedef long		__kernel_time_t;
typedef long		__kernel_suseconds_t;
typedef long		__kernel_clock_t;
typedef int		__kernel_daddr_t;
typedef char *		__kernel_caddr_t;
typedef unsigned short	__kernel_uid16_t;
typedef unsigned short	__kernel_gid16_t;
typedef unsigned int	__kernel_uid32_t;
typedef unsigned int	__kernel_gid32_t;
typedef unsigned short	__kernel_old_uid_t;
typedef unsigned short	__kernel_old_gid_t;

__extension__ typedef long long	__kernel_loff_t;

typedef struct {
	int	val[2];
} __kernel_fsid_t;

#undef __FD_SETSIZE
#define __FD_SETSIZE	1024
#undef __NFDBITS
#define __NFDBITS	(8 * sizeof(unsigned long))
#undef __FDSET_LONGS
#define __FDSET_LONGS	(__FD_SETSIZE / __NFDBITS)

typedef struct {
	unsigned long fds_bits[__FDSET_LONGS];
} __kernel_fd_set;

#endif /* _I386_POSIX_TYPES_H */
