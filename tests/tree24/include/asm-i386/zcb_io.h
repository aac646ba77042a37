/*
 * zcb_io.h - the i386 side of the ZCB frame grabber, in the synthetic
 * 2.4 tree of zcport's tests (tests/tree24/Makefile).  The tree is not
 * configured (no include/asm link, no .config): zcport then parses with
 * include/asm-i386, and this is where <asm/zcb_io.h> comes from.
 */
#ifndef _ASM_I386_ZCB_IO_H
#define _ASM_I386_ZCB_IO_H

#include <linux/iobuf.h>

struct zcb_io {
	struct kiobuf *kb;	/* the transfer in flight */
	int busy;
};

#endif /* _ASM_I386_ZCB_IO_H */
