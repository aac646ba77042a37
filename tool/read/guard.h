/*
 * guard: find dual-version code -- #if blocks that choose between a 2.4
 * (of the 2.4 API) and a 2.6 branch -- and say why a branch is the 2.4
 * side.
 *
 * Each branch is evaluated as a 2.4 build (LINUX_VERSION_CODE 2.4.0 and
 * 2.4.255) and as a 2.6 build (2.6.0 and 2.6.255, or exactly the version
 * guard_set_kernel_version() was given: the --kernel-dir tree's).  A
 * macro zcport cannot see (a config option, a header that is absent) is
 * a free variable: "< 2.5.0 && defined(X)" is false on 2.6 whatever X
 * is, "< 2.5.0 || defined(X)" is not (2.6 with X takes it).
 *
 * A branch is the 2.4 side ("guarded": left alone by the port) on one of
 * these grounds, which guard_line() returns as the evidence text:
 *   - a version test no 2.6 build passes:
 *     "version test LINUX_VERSION_CODE < 2.5.0 at line 12";
 *   - a macro the driver defines from the version, in the file or in a
 *     header of its own it includes ("x.h", read from the file's
 *     directory): "macro LINUX_24 defined at osdep.h:3 from
 *     LINUX_VERSION_CODE";
 *   - a sibling branch holding the 2.6 code for the same job (pinning
 *     with get_user_pages(), bios), when 2.6 may not take this one: the
 *     #else/#elif of the same #if, or the adjacent #if of a pair
 *     ("#if defined(LINUX_24) ... #endif #if defined(LINUX_26)"):
 *     "sibling branch at line 40 pins with get_user_pages()";
 *   - a macro whose meaning such a pair gave away (the selecting macro
 *     of a header that is absent), wherever else it is tested:
 *     "macro LINUX_24 selects 2.4 code (sibling branch at line 40 pins
 *     with get_user_pages())";
 *   - a macro only the 2.4 API gives a build (api24.h), which the
 *     driver does not define itself: one of 2.4's header of the API,
 *     "macro KIO_MAX_ATOMIC_IO, which only 2.4's <linux/iobuf.h>
 *     defines", or autoconf's test of the API, "HAVE_KIOVEC_SYMS: a
 *     configure test for the kiobuf API, which no 2.6 kernel has"; a
 *     site in such a test (an #ifdef on that macro) has it too;
 *   - the whole file, when only a 2.4 branch of its directory's Makefile
 *     builds it (built.h): "built only by Makefile:12's 2.4 branch
 *     (ifeq ($(PATCHLEVEL),4))" -- a frame of its own, inferred, which
 *     any #if in the file is nearer than.
 * Apart from HAVE_ tests of the API, a macro's name means nothing:
 * "#ifdef USE_IOBUF" with no 2.6 sibling and no version behind it is
 * ordinary code, ported.
 *
 * guard_scan() fills *g (free with guard_free()).  guard_line() returns
 * the evidence (owned by *g) when a 1-based line lies in the body of a
 * guarded branch, else NULL.  guard_drop_lines() marks, in
 * drop[1..nlines], every line to delete so that of each version guard
 * (not one inferred from a sibling) whose every branch a 2.6 build is
 * known to take or not, only the branch it takes stays, without the
 * directives; returns how many guards it resolved.
 */
#ifndef ZC_GUARD_H
#define ZC_GUARD_H

#include <stddef.h>

#define GUARD_MAX_BRANCHES 8

struct guard_branch {
	unsigned dir_line;	/* the #if/#elif/#else line */
	unsigned dir_end;	/* its last line (continuations) */
	unsigned body_end;	/* last line of the body */
	int take24, take26;	/* 1 taken, 0 not, -1 unknown */
	char *evidence;		/* set when guarded */
	char *dir_evidence;	/* its test names a macro only 2.4 has */
};

struct guard_frame {
	unsigned endif_line;
	int nbr;
	int inferred;		/* rests on a sibling or a learned macro */
	struct guard_branch br[GUARD_MAX_BRANCHES];
};

struct guards {
	struct guard_frame *v;
	size_t nr;
	/* guard_line()'s answer per line, made by guard_scan() */
	const char **why;
	size_t nwhy;
};

/* LINUX_VERSION_CODE of the 2.6 build; 0 restores "any 2.6" */
void guard_set_kernel_version(long code);
/* the versions of the target kernel (target.h) when no tree says */
void guard_set_kernel_range(long lo, long hi);
void guard_scan(const char *path, const char *buf, size_t len,
		struct guards *g);
const char *guard_line(const struct guards *g, unsigned line);
int guard_drop_lines(const struct guards *g, char *drop, size_t nlines);
void guard_free(struct guards *g);

#endif
