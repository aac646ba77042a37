/*
 * writepolicy: the one way zcport writes where the user keeps files.
 *
 * Every file zcport leaves for the user -- a port written --in-place,
 * the ported tree of --output-dir, the helper headers, the --report
 * file, --backup copies, the --format-patch series -- is written here,
 * under these rules:
 *
 *  - Whole or not at all: a temp file beside the target, named
 *    NAME.zcport-tmp-STAMP-XXXXXX (STAMP: the writer's pid and start
 *    time, runtmp.h), written, fsync()ed, then rename()d over NAME.
 *  - No symlink is followed to write, but for the one the README
 *    promises: --in-place on a symlinked file replaces the link's target
 *    (the caller resolves it).  Below an output root every directory is
 *    opened with O_NOFOLLOW, so nothing lands outside the root.
 *  - Only regular files are replaced.  A --report that names a device,
 *    a FIFO or a socket (/dev/stdout into a pipe, /dev/null) is written
 *    to as it is, never replaced; one that is a link to a regular file
 *    or a directory is refused.
 *  - A file rewritten in place keeps its owner, group and mode, or is
 *    not written; one with more than one hard link is refused (a rename
 *    would split the links).  Its bytes are read again just before the
 *    rename: a file changed during the run is not overwritten.
 *  - The files of one directory (a driver: its .c files and the helper
 *    header they include) are one transaction: written together or not
 *    at all.  A journal, .zcport-journal-STAMP, lists the temp files
 *    before they exist and says "commit" once all are written; the
 *    renames follow.  A later run that finds the journal of a dead
 *    writer (wp_recover_dir()) finishes the renames of a committed one
 *    and removes the temp files of one that was not: the directory ends
 *    either all old or all new.
 *  - Nothing zcport did not create is deleted: a patch series records
 *    its files, with their sizes and hashes, in DIR/.zcport-series, and
 *    a later series removes only files listed there and unchanged.
 *
 * Errors are printed ("PATH: error: ..."); functions return 0 or -1
 * (the count of files not written, for wp_txn_commit()).
 *
 * Calling sequences:
 *
 *	in place:   wp_recover_dir(dir, 1) before the files are read;
 *		    struct wp_txn t; wp_txn_init(&t, dir);
 *		    wp_txn_add(&t, ...) for each file of dir;
 *		    wp_txn_commit(&t); wp_txn_release(&t);
 *	below a root: struct wp_root o; wp_root_open(&o, dir);
 *		    wp_root_write(&o, "a/b.c", ...); wp_root_close(&o);
 *	a file named by the user: wp_write_named(path, ...)
 */
#ifndef ZC_WRITEPOLICY_H
#define ZC_WRITEPOLICY_H

#include <stddef.h>
#include <sys/types.h>

/*
 * Could a file named by the user (--report, a --backup copy) be written?
 * 0, or -1 with *why the reason (a link to a regular file, a directory,
 * or what creating a temp file beside it gave).  Nothing is left.
 */
int wp_probe_named(const char *path, const char **why);
/* write it (see above); mode -1: the file's own, 0644 for a new one */
int wp_write_named(const char *path, const char *data, size_t len,
		   int mode);

/*
 * Would an in-place rewrite of path (a regular file, already resolved
 * through a symlink by the caller) keep what the rules keep?  0, or -1
 * with *why set to a static reason (hard links, an owner zcport cannot
 * give back).  Creates nothing.
 */
int wp_in_place_ok(const char *path, const char **why);
/* can a temp file be made in dir?  0, or -1 with errno */
int wp_probe_dir(const char *dir);

/*
 * A dead writer's leftovers in dir (a journal, temp files).  fix = 1
 * (port --in-place): a committed journal is rolled forward (each file
 * renamed into place if it still holds the bytes the journal recorded),
 * an uncommitted one back, stray temp files removed; a note says so.
 * fix = 0: a warning for a committed journal (a half-written driver),
 * nothing changed.  Returns the number of journals found.
 */
int wp_recover_dir(const char *dir, int fix);

struct wp_item;
struct wp_txn {
	char *dir;
	struct wp_item *v;
	size_t nr;
};

void wp_txn_init(struct wp_txn *t, const char *dir);
/*
 * name: a file of the directory; shown: how to name it in messages;
 * expect: the bytes it must still hold (NULL with expect_absent: it must
 * not exist).  data is copied.
 */
void wp_txn_add(struct wp_txn *t, const char *name, const char *shown,
		const char *data, size_t len, const char *expect,
		size_t expect_len, int expect_absent, int new_mode);
int wp_txn_commit(struct wp_txn *t);
void wp_txn_release(struct wp_txn *t);

struct wp_root {
	char *path;
	int fd;
	char **seen;		/* directories cleaned of dead temps */
	size_t nseen;
};

/* dir exists (targets.h made it); follows a link only for dir itself */
int wp_root_open(struct wp_root *o, const char *dir);
/*
 * rel: relative, no ".." (emit.c's inside_path()); directories made.
 * src: the input file the bytes come from, or NULL: should rel be that
 * very file (a hard link, a mount), it is refused.  wp_root_copy()
 * copies src's bytes, as they are, streamed.
 */
int wp_root_write(struct wp_root *o, const char *rel, const char *data,
		  size_t len, int mode, const char *src);
int wp_root_copy(struct wp_root *o, const char *rel, const char *src);
void wp_root_close(struct wp_root *o);

/*
 * The --format-patch series and its manifest.  wp_series_check(): every
 * entry of dir is the manifest or a file it lists with the size and hash
 * recorded; else -1 with *stranger set to the first other name (newly
 * allocated).  A missing dir is fine.  wp_series_write(): the files
 * names[] with data[] written into the root, the old series' files not
 * among them removed; the manifest is first rewritten to list old and
 * new (so a series cut short never leaves a file of ours unlisted),
 * then, once all is written, the new files alone.  Returns the number
 * of files not written.
 */
int wp_series_check(const char *dir, char **stranger);
int wp_series_write(struct wp_root *o, char **names, char **data,
		    size_t *len, size_t n);

/* the hash a manifest and a journal record: FNV-1a 64 */
unsigned long long wp_hash(const char *data, size_t len);

#endif
