/* zcport model of Linux 2.6 (x86): <asm/unaligned.h> */
#ifndef _ZC26_ASM_UNALIGNED_H
#define _ZC26_ASM_UNALIGNED_H

/* x86 tolerates unaligned access */
#define get_unaligned(ptr)	(*(ptr))
#define put_unaligned(val, ptr)	((void)(*(ptr) = (val)))

#endif
