/*
 * longterm: a pin that outlives the call making it gets FOLL_LONGTERM
 * (--target=6.1 only).
 *
 * Linux 6.1 wants FOLL_LONGTERM on a pin held for an unbounded time (the
 * pages are first moved out of movable and CMA memory, which the pin
 * would otherwise keep from being migrated or offlined), and not on a
 * pin held only for the I/O of the call.  2.4 had no such distinction,
 * and the semantic patches port every map_user_kiobuf() to
 * user_pages_map().  This pass runs on the port of a file (after
 * spatch, as the kmap pass does) and renames a call
 *	user_pages_map(A, ...)		-> user_pages_map_longterm(A, ...)
 * (user-pages/6.1.helpers) in a function that releases no mapping of
 * A's variable itself: no user_pages_unmap() or user_pages_free() there
 * names the first identifier of A (iobuf of "iobuf", "&iobuf",
 * "vec[i]"; dev of "dev->iobuf").  The driver keeps that mapping and
 * unmaps it in another call (an ioctl that maps a ring a later release()
 * unmaps).  A call in a macro body is left as it is: the function it
 * pins in is the user's of the macro, which the header does not show.
 *
 * The user-pages migration runs it on every port for --target=6.1, in
 * the port's MIG_FINISH stage (migpass.h): after the kmap pass.
 *
 * longterm_convert(): the text with those calls renamed, in *out (new
 * buffer, the text itself when none is); *lines gets the line of each
 * renamed call in the text (caller frees), *nlines their number.
 */
#ifndef ZC_LONGTERM_H
#define ZC_LONGTERM_H

#include <stddef.h>

void longterm_convert(const char *text, size_t len, char **out,
		      size_t *out_len, unsigned **lines, size_t *nlines);

#endif
