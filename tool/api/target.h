/*
 * target: the kernel a port is written for, one per run (--target).
 *
 *   2.6 (the default)  get_user_pages() under mmap_sem, set_page_dirty_lock(),
 *			page_cache_release(), kmap()/kmap_atomic(KM_USER0),
 *			2.6.9 bios; validated against headers/2.6 or a 2.6
 *			tree with gcc -fsyntax-only.
 *   6.1		pin_user_pages_fast(), unpin_user_pages_dirty_lock(),
 *			kmap_local_page()/kunmap_local(), bio_alloc(bdev,
 *			...) and submit_bio_wait(), blkdev_get_by_dev();
 *			validated with a 6.1 tree's own Kbuild (modbuild.h).
 *
 * The semantic patches are the same for both: every converted call is a
 * call of a helper of the generated header, and a target is the helpers
 * file that header is made of (target_helpers_rel(): the same piece names
 * with the same contracts, implemented for that kernel), what the kmap
 * pass writes (kmap.h), the kernel version dual-version guards are judged
 * by, the 2.4 paths that kernel no longer has (a 2.4 direct_IO method is
 * flagged for 6.1) and how validation builds.
 *
 * Each migration's helpers file has a "@@ mapping" section: one line per
 * 2.4 name, "NAME<TAB>what the port does", which `zcport rules`, the
 * report and the README show; target_mapping() returns them, in table
 * order (static, read once).
 *
 * Calling sequence: target_parse() and target_set() from the option
 * parser, before any thread starts; the rest only read.
 */
#ifndef ZC_TARGET_H
#define ZC_TARGET_H

#include <stddef.h>

enum zc_target { TARGET_26, TARGET_61, TARGET_NR };

/* "2.6" or "6.1" -> the target; -1 for anything else */
int target_parse(const char *s);
void target_set(enum zc_target t);
enum zc_target target_get(void);
/* "2.6", "6.1" (t: a target, or -1 for the run's) */
const char *target_name(int t);
/*
 * "semantic-patches/user-pages.helpers", ...-6.1.helpers: the frame of
 * t's helper code, which the report names
 */
const char *target_helpers_rel(int t);
/*
 * t's helper code: the frame, then each migration's helpers file for t
 * in the order of semantic-patches/migrations.def, each after a blank
 * line and "@@ file FOLDER/FILE" (the frame's top comment says why);
 * newly allocated, *len bytes.  Dies when a file cannot be read.
 */
char *target_helpers_text(int t, size_t *len);
/* the dual-version guard's idea of the kernel: lowest, highest version */
void target_versions(long *lo, long *hi);

struct target_map {
	const char *name;	/* the 2.4 name, or a group such as "bios" */
	const char *port;	/* what the port writes for it */
};
/* the "@@ mapping" lines of t's helpers file */
const struct target_map *target_mapping(int t, int *nr);

#endif
