/*
 * walk: turn the PATH... arguments into a sorted list of C files.
 *
 * A file argument must be a regular file named *.c or *.h (a FIFO, a
 * device, a socket is never opened, README.md never scanned); a
 * directory is walked for *.c and *.h files (dot-directories skipped,
 * links to directories not followed, links to files followed).  A path
 * that does not exist, cannot be read or is no C file is reported as
 * "path: error: ..." and left out; the walk goes on.  Returns the number
 * of such errors.  A directory with no C file in it gets a warning and
 * is counted in out->empty (the commands then exit 1 at least).  Paths
 * keep the spelling the user gave ("corpus/x.c"), but a name beginning
 * with '-' is spelled "./-x.c", so no program takes it for an option.
 * The list is sorted so every output is stable.  Free with walk_free().
 */
#ifndef ZC_WALK_H
#define ZC_WALK_H

#include <stddef.h>

struct path_list {
	char **v;
	size_t nr, alloc;
	size_t empty;		/* directories with no C file */
};

int walk_paths(char **paths, int npaths, struct path_list *out);
void walk_free(struct path_list *l);

#endif
