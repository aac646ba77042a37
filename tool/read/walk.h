/*
 * walk: turn the PATH... arguments into a sorted list of C files.
 *
 * A file argument is taken whatever its name; a directory is walked for
 * *.c and *.h files (dot-directories skipped, symlinks not followed).
 * A path that does not exist or cannot be read is reported as
 * "path: error: ..." and left out; the walk goes on.  Returns the number
 * of such errors.  Paths keep the spelling the user gave ("corpus/x.c").
 * The list is sorted so every output is stable.  Free with walk_free().
 */
#ifndef ZC_WALK_H
#define ZC_WALK_H

#include <stddef.h>

struct path_list {
	char **v;
	size_t nr, alloc;
};

int walk_paths(char **paths, int npaths, struct path_list *out);
void walk_free(struct path_list *l);

#endif
