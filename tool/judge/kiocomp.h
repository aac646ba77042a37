/*
 * kiocomp: say precisely why the completion of a 2.4 buffer cannot be
 * ported.
 *
 * 2.4 let a driver complete a buffer of the API itself (its end_io
 * callback, io_count and errno members, the API's completion call and
 * its wait call).  2.6 has nothing of the kind, and what replaces it
 * depends on who completes the buffer: the driver's own interrupt (its
 * own struct completion), or the API's block I/O call (the synchronous
 * bio helper, then the callback's work).
 * The generic guidance of the "completion" reason cannot tell which;
 * this module reads the file and names the functions (not lines: the
 * reason stands in the port's marker comments, and porting the port
 * again must find the same text).
 *
 * kiocomp_explain(): the reason for the completion sites of the C text
 * buf[0..len), naming who sets end_io to which callback, who calls the
 * completion call, who waits in the wait call and whether the block I/O
 * call starts block I/O, with what to do instead (each called by its
 * 2.4 name, from KIONAME()).  Newly allocated (the caller frees it), or
 * NULL when the file shows none of these (the generic guidance stands
 * then).
 */
#ifndef ZC_KIOCOMP_H
#define ZC_KIOCOMP_H

#include <stddef.h>

char *kiocomp_explain(const char *buf, size_t len);

#endif
