/*
 * parsecfg: the include path a 2.4 file is parsed with.
 *
 * A file that sits inside a 2.4 kernel tree is parsed with that tree's
 * headers, as its build would see them: the nearest directory above it
 * whose top Makefile says "VERSION = 2" and "PATCHLEVEL = 4" and which
 * has include/linux/ is its tree.  The tree's include/ comes first, then
 * its architecture's asm headers: the configured include/asm link, else
 * include/asm-<arch> for the arch .config selects (CONFIG_X86 -> i386,
 * CONFIG_ARM -> arm, ...), else include/asm-i386, which parses any
 * driver of an unconfigured tree well enough (a vendor ARM tree's own
 * asm-arm needs links to its machine's headers that only configuring
 * makes).  An i386 tree is parsed as a 32-bit target (-m32).  What an
 * unconfigured tree lacks (the generated linux/autoconf.h,
 * linux/version.h, ...) comes from the model headers, searched after the
 * tree.  <stdarg.h>, which 2.4's kernel.h includes from the compiler,
 * comes from libclang's own headers (-nostdlibinc rather than
 * -nostdinc: no host header either way).  A file in no tree is parsed
 * with the model headers alone, as before.
 *
 * Explicit choices for every file of a run: parsecfg_set_tree() (the
 * --tree=DIR option) names the tree instead of looking for one, and
 * parsecfg_add_include() (-I DIR) puts a directory before the tree's or
 * the model's headers, after the file's own directory.
 *
 * Calling sequence: parsecfg_new(), the setters, then from any thread
 * parsecfg_args() for each file; parsecfg_free() when the run is done.
 * The trees found are cached (under a lock: workers share the object);
 * the asm link an unconfigured tree needs is a symlink made once per
 * tree in the run's temp dir (runtmp.h).
 *
 * parsecfg_set_tree() and parsecfg_add_include() return 0, or -1 after
 * printing "DIR: error: ..." (not a 2.4 tree, not a directory).
 * parsecfg_args() appends to *a, in order: the file's directory, the -I
 * directories, the tree's, the model's (headers_dir), and the target
 * flags; it returns the tree's top directory (owned by pc) or NULL.
 */
#ifndef ZC_PARSECFG_H
#define ZC_PARSECFG_H

#include "runcmd.h"

struct parse_config;

struct parse_config *parsecfg_new(void);
int parsecfg_set_tree(struct parse_config *pc, const char *dir);
int parsecfg_add_include(struct parse_config *pc, const char *dir);
const char *parsecfg_args(struct parse_config *pc, const char *path,
			  const char *headers_dir, struct argv_list *a);
void parsecfg_free(struct parse_config *pc);

#endif
