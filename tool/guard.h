/*
 * guard: find dual-version code -- #if blocks that choose between a 2.4
 * (kiobuf) and a 2.6 branch.
 *
 * A conditional is a version guard when its condition tests
 * LINUX_VERSION_CODE, or a macro whose name says kiobuf (HAVE_KIOBUF,
 * CONFIG_KIOBUF, USE_KIOVEC...), but not one that names a variant of the
 * 2.4 API (KIOBUF_WITH_SIZE, KIOVEC_SZ: both branches are 2.4 code).  Each branch is evaluated as a 2.4 build
 * (LINUX_VERSION_CODE 2.4.0 and 2.4.255, kiobuf macros defined) and as a
 * 2.6 build (2.6.0 and 2.6.255, kiobuf macros undefined); a branch is
 * legacy when every 2.4 build takes it and no 2.6 build does.  Conditions
 * zcport cannot evaluate (other macros, arithmetic) leave the branch
 * unknown: it is still guarded, never dropped.
 *
 * guard_scan() fills *g (free with guard_free()); guard_line() says
 * whether a 1-based line lies in the body of a guarded branch that a 2.6
 * build does not (or may not) compile -- a branch every 2.6 build takes,
 * "#if LINUX_VERSION_CODE >= KERNEL_VERSION(2,4,0)" say, is live code;
 * guard_drop_lines() marks, in drop[1..nlines], every line to delete so
 * that of each guard whose every branch a 2.6 build is known to take or
 * not, only the branch it takes stays, without the directives; returns
 * how many guards it resolved.
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
};

struct guard_frame {
	unsigned endif_line;
	int nbr;
	struct guard_branch br[GUARD_MAX_BRANCHES];
};

struct guards {
	struct guard_frame *v;
	size_t nr;
};

void guard_scan(const char *buf, size_t len, struct guards *g);
int guard_line(const struct guards *g, unsigned line);
int guard_drop_lines(const struct guards *g, char *drop, size_t nlines);
void guard_free(struct guards *g);

#endif
