/*
 * util: file helpers, and xasprintf().
 *
 * The x*alloc functions are xalloc.h's, included here for every user of
 * util.h.  xasprintf() dies on out-of-memory, never returns NULL.
 *
 * read_file() reads a whole file into a NUL-terminated buffer the caller
 * frees.  It stats the path first: a FIFO, a device, a socket or a
 * directory is never opened for reading, and a file over read_limit()
 * (64 MiB; no C source is that big) is refused before any byte is read.
 * The binary check (a NUL byte) reads only the first block.  On failure
 * it prints "path: error: ..." and returns -1; the buffer is untouched.
 * check_readable(): those checks alone (size set when non-NULL).
 *
 * Files the user keeps are written by writepolicy.h, never here.
 */
#ifndef ZC_UTIL_H
#define ZC_UTIL_H

#include <stddef.h>
#include <sys/types.h>

#include "xalloc.h"

char *xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

int read_file(const char *path, char **buf, size_t *len);
/*
 * read_file_quiet(): the same for a file that may well be missing (a
 * driver's header, a Makefile): NUL-terminated bytes, or NULL -- no
 * message -- when it cannot be read, holds a NUL byte or is larger
 * than max bytes.
 */
char *read_file_quiet(const char *path, size_t max, size_t *len);
int check_readable(const char *path, size_t *size);
size_t read_limit(void);
/* write(2) until done (EINTR retried): 0, or -1 with errno */
int write_all(int fd, const char *data, size_t len);
/*
 * data on stdout, flushed: 0, or -1 with "zcport: error: cannot write
 * the output: REASON" printed (a full disk; quietly for a reader that
 * went away): the command then exits 3.
 */
int write_stdout(const char *data, size_t len);
/*
 * write_file_private(): for the tool's own temp files only (its private
 * run directory, which nobody reads before the write returns and which
 * is thrown away): written in place, mode 0600, no fsync.  0, or -1 with
 * an error printed and nothing left.
 */
int write_file_private(const char *path, const char *data, size_t len);
/* mkdir -p; returns 0 or -1 with an error printed */
int mkdir_p(const char *dir);
/* like mkdir_p for the directory part of path */
int mkdir_parent(const char *path);
/* rm -rf, best effort, for the tool's own temp dirs only */
void remove_tree(const char *dir);

/*
 * path's base name made safe to hand to spatch (its --file-groups list
 * is split on white space, and a ':' in a name breaks its parse of
 * positions): every byte but [A-Za-z0-9._+-] becomes '_'.  The
 * extension is kept.  Newly allocated.
 */
char *safe_base(const char *path);

/* what a file of mode m is, for a message: "a FIFO", "a device"... */
const char *file_kind(mode_t m);
/* the directory part of path: "." when none, "/" for "/x"; allocated */
char *dir_name(const char *path);

/* 1 if paths a and b name files of one directory (the text before the
 * last '/', none for both counting as one) */
int same_dir(const char *a, const char *b);

/* 1 if s ends with suffix */
int ends_with(const char *s, const char *suffix);

#endif
