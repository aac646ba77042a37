/* zcport model of Linux 2.6: <linux/limits.h> (values only) */
#ifndef _ZC26_LINUX_LIMITS_H
#define _ZC26_LINUX_LIMITS_H

#define NR_OPEN		1024

#define NGROUPS_MAX	65536
#define ARG_MAX		131072
#define CHILD_MAX	999
#define OPEN_MAX	256
#define LINK_MAX	127
#define MAX_CANON	255
#define MAX_INPUT	255
#define NAME_MAX	255
#define PATH_MAX	4096
#define PIPE_BUF	4096
#define XATTR_NAME_MAX	255
#define XATTR_SIZE_MAX	65536
#define XATTR_LIST_MAX	65536

#define RTSIG_MAX	32

#endif
