/*
 * zcport model of the Linux 2.6 kernel API: <linux/types.h>
 * Everything is defined here; nothing comes from the host C library.
 */
#ifndef _ZC26_LINUX_TYPES_H
#define _ZC26_LINUX_TYPES_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#include <linux/posix_types.h>
#include <asm/types.h>

#ifdef __KERNEL__
#define BITS_TO_LONGS(bits) \
	(((bits) + BITS_PER_LONG - 1) / BITS_PER_LONG)
#define DECLARE_BITMAP(name, bits) \
	unsigned long name[BITS_TO_LONGS(bits)]
#define CLEAR_BITMAP(name, bits) \
	memset(name, 0, BITS_TO_LONGS(bits) * sizeof(unsigned long))
#endif

typedef __kernel_fd_set		fd_set;
typedef __u32			dev_t;	/* 2.6: 12-bit major, 20-bit minor */
typedef __kernel_ino_t		ino_t;
typedef __kernel_mode_t		mode_t;
typedef __kernel_nlink_t	nlink_t;
typedef __kernel_off_t		off_t;
typedef __kernel_pid_t		pid_t;
typedef __kernel_daddr_t	daddr_t;
typedef __kernel_key_t		key_t;
typedef __kernel_suseconds_t	suseconds_t;
typedef __kernel_timer_t	timer_t;
typedef __kernel_clockid_t	clockid_t;
typedef __kernel_mqd_t		mqd_t;

#ifdef __KERNEL__
typedef __kernel_uid32_t	uid_t;
typedef __kernel_gid32_t	gid_t;
typedef __kernel_uid16_t	uid16_t;
typedef __kernel_gid16_t	gid16_t;
#else
typedef __kernel_uid_t		uid_t;
typedef __kernel_gid_t		gid_t;
#endif

typedef __kernel_old_uid_t	old_uid_t;
typedef __kernel_old_gid_t	old_gid_t;

typedef __kernel_loff_t		loff_t;

#ifndef _SIZE_T
#define _SIZE_T
typedef __kernel_size_t		size_t;
#endif

#ifndef _SSIZE_T
#define _SSIZE_T
typedef __kernel_ssize_t	ssize_t;
#endif

#ifndef _PTRDIFF_T
#define _PTRDIFF_T
typedef __kernel_ptrdiff_t	ptrdiff_t;
#endif

#ifndef _TIME_T
#define _TIME_T
typedef __kernel_time_t		time_t;
#endif

#ifndef _CLOCK_T
#define _CLOCK_T
typedef __kernel_clock_t	clock_t;
#endif

#ifndef _CADDR_T
#define _CADDR_T
typedef __kernel_caddr_t	caddr_t;
#endif

/* BSD-style names */
typedef unsigned char		u_char;
typedef unsigned short		u_short;
typedef unsigned int		u_int;
typedef unsigned long		u_long;

/* SysV-style names */
typedef unsigned char		unchar;
typedef unsigned short		ushort;
typedef unsigned int		uint;
typedef unsigned long		ulong;

#ifndef __BIT_TYPES_DEFINED__
#define __BIT_TYPES_DEFINED__
typedef __u8		u_int8_t;
typedef __s8		int8_t;
typedef __u16		u_int16_t;
typedef __s16		int16_t;
typedef __u32		u_int32_t;
typedef __s32		int32_t;
#endif

typedef __u8		uint8_t;
typedef __u16		uint16_t;
typedef __u32		uint32_t;
typedef __u64		uint64_t;
typedef __u64		u_int64_t;
typedef __s64		int64_t;

/* block-layer sector numbers (no CONFIG_LBD: one unsigned long) */
typedef unsigned long	sector_t;

/* page-cache index */
typedef unsigned long	pgoff_t;

/* endian-annotated types (sparse "bitwise" types are plain here) */
#define __bitwise
typedef __u16 __bitwise __le16;
typedef __u16 __bitwise __be16;
typedef __u32 __bitwise __le32;
typedef __u32 __bitwise __be32;
typedef __u64 __bitwise __le64;
typedef __u64 __bitwise __be64;

struct ustat {
	__kernel_daddr_t	f_tfree;
	__kernel_ino_t		f_tinode;
	char			f_fname[6];
	char			f_fpack[6];
};

#endif /* _ZC26_LINUX_TYPES_H */
