/*
 * versions: zcport's own version, and the versions of the spatch and
 * libclang it runs with.
 *
 * ZCPORT_VERSION is the one place zcport's version is written; --version
 * and the man page print it.
 *
 * The rules (semantic-patches/) were written and tested with one spatch,
 * and the inventory with one libclang: Debian 12's (versions.c lists
 * them).  Another spatch may port differently, and another libclang
 * drop other calls from its AST, with nothing to show for it: so a
 * command refuses to start with either.
 *
 * versions_require(spatch): before any work, for the commands that
 * parse with libclang (scan, port, check); spatch nonzero for those that
 * run spatch (port and check, unless they only --show-flags).  Checks
 * libclang's version in process (clang_getClangVersion()) and, when
 * asked, runs "spatch --version" once.  Returns when both are tested
 * ones; otherwise dies (exit 3) with "zcport: error: ..." naming the
 * version found, the tested one, and what to install.
 *
 * versions_print(f): "zcport --version": zcport's version, then spatch's
 * and libclang's, each saying whether it is a tested one.  Returns 0;
 * a spatch that cannot be run is said, not fatal.
 */
#ifndef ZC_VERSIONS_H
#define ZC_VERSIONS_H

#include <stdio.h>

#define ZCPORT_VERSION "0.9.0"

void versions_require(int spatch);
int versions_print(FILE *f);

#endif
