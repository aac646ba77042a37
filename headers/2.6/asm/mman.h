/* zcport model of Linux 2.6 (x86): <asm/mman.h> (values only) */
#ifndef _ZC26_ASM_MMAN_H
#define _ZC26_ASM_MMAN_H

#define PROT_READ	0x1
#define PROT_WRITE	0x2
#define PROT_EXEC	0x4
#define PROT_SEM	0x8
#define PROT_NONE	0x0
#define PROT_GROWSDOWN	0x01000000
#define PROT_GROWSUP	0x02000000

#define MAP_SHARED	0x01
#define MAP_PRIVATE	0x02
#define MAP_TYPE	0x0f
#define MAP_FIXED	0x10
#define MAP_ANONYMOUS	0x20

#define MAP_GROWSDOWN	0x0100
#define MAP_DENYWRITE	0x0800
#define MAP_EXECUTABLE	0x1000
#define MAP_LOCKED	0x2000
#define MAP_NORESERVE	0x4000
#define MAP_POPULATE	0x8000
#define MAP_NONBLOCK	0x10000

#define MS_ASYNC	1
#define MS_INVALIDATE	2
#define MS_SYNC		4

#define MCL_CURRENT	1
#define MCL_FUTURE	2

#define MADV_NORMAL	0x0
#define MADV_RANDOM	0x1
#define MADV_SEQUENTIAL	0x2
#define MADV_WILLNEED	0x3
#define MADV_DONTNEED	0x4

#define MAP_ANON	MAP_ANONYMOUS
#define MAP_FILE	0

#endif
