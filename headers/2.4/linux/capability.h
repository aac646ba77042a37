#ifndef _LINUX_CAPABILITY_H
#define _LINUX_CAPABILITY_H

/*
 * zcport model of the Linux 2.4 API: POSIX capabilities.
 */

#include <linux/types.h>

#define _LINUX_CAPABILITY_VERSION	0x19980330

typedef struct __user_cap_header_struct {
	__u32 version;
	int pid;
} *cap_user_header_t;

typedef struct __user_cap_data_struct {
	__u32 effective;
	__u32 permitted;
	__u32 inheritable;
} *cap_user_data_t;

#ifdef __KERNEL__

typedef __u32 kernel_cap_t;

#define to_cap_t(x)		(x)
#define cap_t(x)		(x)
#define CAP_TO_MASK(x)		(1 << (x))
#define cap_raise(c, flag)	(cap_t(c) |= CAP_TO_MASK(flag))
#define cap_lower(c, flag)	(cap_t(c) &= ~CAP_TO_MASK(flag))
#define cap_raised(c, flag)	(cap_t(c) & CAP_TO_MASK(flag))

extern kernel_cap_t cap_bset;

#endif /* __KERNEL__ */

#define CAP_CHOWN		0
#define CAP_DAC_OVERRIDE	1
#define CAP_DAC_READ_SEARCH	2
#define CAP_FOWNER		3
#define CAP_FSETID		4
#define CAP_KILL		5
#define CAP_SETGID		6
#define CAP_SETUID		7
#define CAP_SETPCAP		8
#define CAP_LINUX_IMMUTABLE	9
#define CAP_NET_BIND_SERVICE	10
#define CAP_NET_BROADCAST	11
#define CAP_NET_ADMIN		12
#define CAP_NET_RAW		13
#define CAP_IPC_LOCK		14
#define CAP_IPC_OWNER		15
#define CAP_SYS_MODULE		16
#define CAP_SYS_RAWIO		17
#define CAP_SYS_CHROOT		18
#define CAP_SYS_PTRACE		19
#define CAP_SYS_PACCT		20
#define CAP_SYS_ADMIN		21
#define CAP_SYS_BOOT		22
#define CAP_SYS_NICE		23
#define CAP_SYS_RESOURCE	24
#define CAP_SYS_TIME		25
#define CAP_SYS_TTY_CONFIG	26
#define CAP_MKNOD		27
#define CAP_LEASE		28

#endif /* _LINUX_CAPABILITY_H */
