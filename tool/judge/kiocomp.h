/*
 * kiocomp: say precisely why a kiobuf's completion cannot be ported.
 *
 * 2.4 let a driver complete a kiobuf itself (end_io, io_count, errno,
 * end_kio_request(), kiobuf_wait_for_io()).  2.6 has nothing of the
 * kind, and what replaces it depends on who completes the kiobuf: the
 * driver's own interrupt (its own struct completion), or the block I/O
 * of brw_kiovec() (the synchronous bio helper, then the callback's work).
 * The generic guidance of the "completion" reason cannot tell which;
 * this module reads the file and names the functions (not lines: the
 * reason stands in the port's marker comments, and porting the port
 * again must find the same text).
 *
 * kiocomp_explain(): the reason for the completion sites of the C text
 * buf[0..len), naming who sets end_io to which callback, who calls
 * end_kio_request(), who waits in kiobuf_wait_for_io() and whether
 * brw_kiovec() starts block I/O, with what to do instead.  Newly
 * allocated (the caller frees it), or NULL when the file shows none of
 * these (the generic guidance stands then).
 */
#ifndef ZC_KIOCOMP_H
#define ZC_KIOCOMP_H

#include <stddef.h>

char *kiocomp_explain(const char *buf, size_t len);

#endif
