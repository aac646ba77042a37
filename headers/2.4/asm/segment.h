#ifndef _ASM_SEGMENT_H
#define _ASM_SEGMENT_H

/*
 * zcport model of the Linux 2.4 API: i386 segment selectors.
 */

#define __KERNEL_CS	0x10
#define __KERNEL_DS	0x18

#define __USER_CS	0x23
#define __USER_DS	0x2B

#endif /* _ASM_SEGMENT_H */
