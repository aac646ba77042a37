/*
 * util: memory and file helpers.
 *
 * x*alloc/xstrdup die on out-of-memory, never return NULL.
 *
 * read_file() reads a whole file into a NUL-terminated buffer the caller
 * frees.  On failure it prints "path: error: ..." (unreadable, or binary:
 * a NUL byte in the first 8 KiB) and returns -1; the buffer is untouched.
 *
 * write_file_atomic() writes data to a temp file in path's directory,
 * fsyncs it, gives it mode (or path's current mode when mode is -1) and
 * rename()s it over path, so path is always either fully old or fully
 * new, even if the run is interrupted or the disk fills.  On failure the
 * temp file is removed, an error is printed and -1 returned.
 */
#ifndef ZC_UTIL_H
#define ZC_UTIL_H

#include <stddef.h>
#include <sys/types.h>

void *xmalloc(size_t n);
void *xcalloc(size_t nmemb, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);
char *xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

int read_file(const char *path, char **buf, size_t *len);
/*
 * read_file_quiet(): the same for a file that may well be missing (a
 * driver's header, a Makefile): NUL-terminated bytes, or NULL -- no
 * message -- when it cannot be read, holds a NUL byte or is larger
 * than max bytes.
 */
char *read_file_quiet(const char *path, size_t max, size_t *len);
int write_file_atomic(const char *path, const char *data, size_t len,
		      int mode);
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
/* copy a file's bytes with write_file_atomic, keeping its mode */
int copy_file(const char *from, const char *to);

/*
 * Could write_file_atomic(path) work?  Creates and removes the same kind
 * of temp file beside path.  0, or -1 with errno set (nothing printed,
 * nothing left).
 */
int probe_write(const char *path);

/*
 * path's base name made safe to hand to spatch (its --file-groups list
 * is split on white space, and a ':' in a name breaks its parse of
 * positions): every byte but [A-Za-z0-9._+-] becomes '_'.  The
 * extension is kept.  Newly allocated.
 */
char *safe_base(const char *path);

/* 1 if paths a and b name files of one directory (the text before the
 * last '/', none for both counting as one) */
int same_dir(const char *a, const char *b);

/* 1 if s ends with suffix */
int ends_with(const char *s, const char *suffix);

#endif
