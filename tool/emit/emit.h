/*
 * emit: write a run's results where the user asked.
 *
 * emit_diff(): one unified diff of every changed unit, "a/PATH" and
 *	"b/PATH" with PATH as the user spelled it (leading "./" and "/"
 *	dropped; quoted as git does, diff_name()), so it applies with
 *	patch -p1 or git apply from the directory zcport ran in.  A file
 *	the port creates (the helper header, helperhdr.h) comes from
 *	"/dev/null".
 * emit_unit_diff(): that diff for one unit; git adds the "diff --git"
 *	line (and "new file mode" for a created file).
 * emit_in_place(): the changed files written through writepolicy.h:
 *	one transaction per directory (a driver's files and its helper
 *	header together or not at all), owner, mode and bytes checked;
 *	with a backup suffix the originals are first saved as
 *	PATH+SUFFIX.  Files whose unit failed validation are not written
 *	(the caller marks them).  A symlink is written through: its
 *	target is replaced, the link kept, and the helper header it needs
 *	goes beside the target.
 * emit_output_dir(): a copy of every regular file under the PATH
 *	arguments in DIR/PATH (a symlink to a file as a file, like the
 *	walk), ported where the port changed it, and the files the port
 *	created; a file whose port failed validation is the original
 *	with a marker at each site (the report's reasons).
 * Each returns the number of files it could not write (errors printed).
 *
 * emit_recover(): what killed port --in-place runs left in the
 *	directories of the run's files (and of their link targets):
 *	wp_recover_dir() on each, fix as given.  The number of journals
 *	found: with fix, the caller walks again.
 */
#ifndef ZC_EMIT_H
#define ZC_EMIT_H

#include "pipeline.h"
#include "strbuf.h"

const char *diff_path(const char *path);
/*
 * prefix + diff_path(path) as git writes it: C-quoted when the name has
 * a quote, backslash or control byte; with header set (the ---/+++
 * lines), followed by a tab when it has a space, so that patch -p1
 * reads the whole name.  Newly allocated.
 */
char *diff_name(const char *prefix, const char *path, int header);
void emit_unit_diff(const struct unit *u, int git, struct strbuf *out);
void emit_diff(struct run *r, struct strbuf *out);
int emit_in_place(struct run *r, const char *backup_suffix);
int emit_output_dir(struct run *r, char **paths, int npaths,
		    const char *dir);
int emit_recover(struct run *r, int fix);

#endif
