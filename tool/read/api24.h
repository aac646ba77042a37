/*
 * api24: macros that only the 2.4 API gives a build, so that no
 * 2.6 build has them defined (guard.h tests them like a version).
 *
 * Two kinds, each with the evidence text api24_why() returns:
 *   - a macro #defined by 2.4's header of the API (VOCAB_HEADER): the
 *     model's (under headers/2.4/), the input tree's own (under its
 *     include/) when the file lies inside a 2.4 tree
 *     (makefile.h: mk_tree_of()), and the API's constants (vocab.h);
 *     none that the 2.6 model headers define.  2.5 removed the header,
 *     so "#ifdef KIO_MAX_ATOMIC_IO" is a 2.4 branch:
 *     "macro KIO_MAX_ATOMIC_IO, which only 2.4's <linux/iobuf.h> defines";
 *   - a configure-style availability test of the API: HAVE_<rest>, where
 *     rest names the API's vocabulary (a word its names are made of,
 *     the WORD entries of the API's definition file, or the name of a
 *     function, type or constant of the API: HAVE_KIOVEC_SYMS,
 *     HAVE_KIOBUF, HAVE_MAP_USER_KIOBUF).  By autoconf's convention
 *     HAVE_X means "the build environment has X": a configure script
 *     defines it after testing the kernel it builds against, and no 2.6
 *     kernel has the API:
 *     "HAVE_KIOVEC_SYMS: a configure test for the kiobuf API, which no
 *     2.6 kernel has".
 *     Any other name says nothing (a choice such as USE_IOBUF: guard.h).
 * Whether the driver defines the macro itself is the caller's question:
 * then it is the driver's macro, followed like any other.
 *
 * Calling sequence:
 *	struct api24 *a = api24_load(path);	(path: the file judged)
 *	const char *why = api24_why(a, name, len);	(owned by a; NULL: no)
 *	api24_free(a);
 * Thread-safe; the 2.6 model's macros are read once per process.
 */
#ifndef ZC_API24_H
#define ZC_API24_H

#include <stddef.h>

struct api24;

struct api24 *api24_load(const char *path);
const char *api24_why(struct api24 *a, const char *name, size_t len);
void api24_free(struct api24 *a);

#endif
