/* zcport model of Linux 2.6: <linux/errno.h> (declarations only) */
#ifndef _ZC26_LINUX_ERRNO_H
#define _ZC26_LINUX_ERRNO_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#include <asm/errno.h>

#ifdef __KERNEL__
/* kernel-internal codes, never seen by user space */
#define ERESTARTSYS		512
#define ERESTARTNOINTR		513
#define ERESTARTNOHAND		514
#define ENOIOCTLCMD		515
#define ERESTART_RESTARTBLOCK	516
#define EBADHANDLE		521
#define ENOTSYNC		522
#define EBADCOOKIE		523
#define ENOTSUPP		524
#define ETOOSMALL		525
#define ESERVERFAULT		526
#define EBADTYPE		527
#define EJUKEBOX		528
#define EIOCBQUEUED		529
#endif

#endif
