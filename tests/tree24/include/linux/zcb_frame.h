/*
 * zcb_frame.h - a header only the synthetic 2.4 tree of zcport's tests
 * has (tests/tree24/Makefile says why it is there).
 *
 * A ZCB frame grabber's frame descriptor.  A driver that reads the
 * frame's kiobuf through it (f->kb->length) is seen doing so only when
 * this header is parsed; otherwise zcb_frame_t is a name nothing
 * declares.
 */
#ifndef _LINUX_ZCB_FRAME_H
#define _LINUX_ZCB_FRAME_H

#include <linux/iobuf.h>

typedef struct zcb_frame {
	struct kiobuf *kb;	/* the user buffer the frame lands in */
	unsigned int len;	/* bytes of the frame */
} zcb_frame_t;

#endif /* _LINUX_ZCB_FRAME_H */
