/*
 * helperhdr: one helper header per driver directory.
 *
 * The ported files of a directory that call the user_pages helpers
 * (unit->helpers != 0, set by fixup) share DIR/zcport_user_pages.h
 * (FIXUP_HELPER_HEADER): the union of the pieces they use, static inline,
 * written by zcport.  It is a unit of the run like any other file
 * (generated = 1; created = 1 when it did not exist, so that the diff
 * creates it from /dev/null), so every output (diff, --in-place,
 * --output-dir, --format-patch) and validation's shadow tree see it.
 *
 * Calling sequence (cmd-port):
 *	port_run()             ... calls helperhdr_add() after the fixups
 *	validate_ports()       ... calls helperhdr_checked() after compiling
 *	                       and helperhdr_failed() after the semantic checks
 *	helperhdr_settle()     before emitting, with or without validation
 *
 * helperhdr_add(): adds (or updates) the header unit of each directory
 *	with ported files naming helpers.  A header of that name already
 *	there is kept and added to (its pieces stay); one zcport did not
 *	write (no guard of a piece, nor the ZCPORT_USER_PAGES_H guard of
 *	earlier versions), or a link (planted or dangling: never written
 *	through) or other non-regular file, is left alone, an error is
 *	printed, and the directory's files that need it are not written
 *	(their sites manual, reason "input").  Returns the number of such
 *	errors.  Units stay sorted by path.
 * helperhdr_checked(): the header is compiled through the files that
 *	include it: passed when one of them passed.
 * helperhdr_failed(): a header that failed the semantic checks fails the
 *	files that include it.
 * helperhdr_settle(): a header none of whose includers is written is not
 *	written either (its port is dropped); one that is gets needed = 1,
 *	so that --output-dir has it even when it did not change.  A header
 *	holds what every ported file of its directory used, also one that
 *	then failed validation: that is what the written files were
 *	compiled with, and an unused static inline function costs nothing.
 */
#ifndef ZC_HELPERHDR_H
#define ZC_HELPERHDR_H

#include "pipeline.h"
#include "strbuf.h"

int helperhdr_add(struct run *r);
/*
 * helperhdr_text(): the helper header at hpath holding mask and the
 * pieces it already has, into out; *old (and *old_len) what is there (NULL
 * when *exists is 0).  -1 with an error printed when what is there is
 * not zcport's header, or not a regular file (a symlink, planted or
 * dangling, is never written through).  helperhdr_add() uses it for
 * every directory; --in-place for the directory a symlinked file's
 * target lies in, where that file's header goes.
 */
int helperhdr_text(const char *hpath, piece_mask mask, char **old,
		   size_t *old_len, int *exists, struct strbuf *out);
void helperhdr_checked(struct run *r);
void helperhdr_failed(struct run *r);
void helperhdr_settle(struct run *r);

#endif
