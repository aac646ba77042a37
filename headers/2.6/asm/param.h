/* zcport model of Linux 2.6 (x86): <asm/param.h> (declarations only) */
#ifndef _ZC26_ASM_PARAM_H
#define _ZC26_ASM_PARAM_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#ifdef __KERNEL__
#define HZ		1000		/* 2.6 x86 internal tick rate */
#define USER_HZ		100		/* what user space sees */
#define CLOCKS_PER_SEC	(USER_HZ)
#endif

#ifndef HZ
#define HZ 100
#endif

#define EXEC_PAGESIZE	4096

#ifndef NOGROUP
#define NOGROUP		(-1)
#endif

#define MAXHOSTNAMELEN	64

#endif
