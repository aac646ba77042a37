/*
 * targets: where `port` will write, checked before any work.
 *
 * A run that finds out at the end that it cannot write its report (after
 * --in-place has rewritten the files) or its output has done the work
 * for nothing, or half of it.  So every target is tried first, with the
 * same operation that will write it (a temp file created and removed
 * beside it: util.h's probe_write()):
 *
 * targets_report(FILE): FILE can be written as writepolicy.h writes a
 *	file the user names (not a directory, nor a link to a file).
 * targets_output_dir(DIR, paths): DIR is neither an input, nor inside
 *	one, nor a directory holding one (checked before DIR is created,
 *	so a refused DIR leaves no empty directory behind); then created,
 *	and writable.
 * targets_patch_dir(DIR): DIR is new, empty, or holds only a series
 *	zcport wrote before, as its manifest lists it (writepolicy.h),
 *	which the new one replaces; then created, and writable.
 * targets_in_place(r, backup): every candidate file's directory (the
 *	link target's, for a symlink) takes a temp file, the file can be
 *	rewritten keeping its owner and links (wp_in_place_ok()), and
 *	with --backup, PATH+SUFFIX can be written.
 *
 * A target the user named wrongly (inside the input, a directory of
 * other files) is a usage error (exit 2); one the file system refuses is
 * "PATH: error: ..." and exit 3.  targets_in_place() returns the number
 * of errors printed, the others exit.
 */
#ifndef ZC_TARGETS_H
#define ZC_TARGETS_H

#include "pipeline.h"

void targets_report(const char *file);
void targets_output_dir(const char *dir, char **paths, int npaths);
void targets_patch_dir(const char *dir);
int targets_in_place(struct run *r, const char *backup);

#endif
