/*
 * kerneltree: compile against a real, configured 2.6 kernel tree instead
 * of the model headers.
 *
 * Supported layouts:
 *   - 2.6.0 .. 2.6.x with include/asm-<arch>/ and the include/asm link
 *     that configuring creates (the classic layout);
 *   - later trees with arch/<arch>/include/ (asm headers moved there).
 * The tree must be configured: a top Makefile giving VERSION = 2 and
 * PATCHLEVEL = 6, a .config, and include/linux/autoconf.h (or, later,
 * include/generated/autoconf.h).  The flags follow what the kernel's own
 * build passes: -nostdinc -isystem <gcc's include dir> -D__KERNEL__
 * -include <autoconf.h> [-I arch/<arch>/include] -I include, then what
 * the arch Makefile adds: -m32 for i386 (the host is usually 64-bit),
 * and the configured sub-architecture's include/asm-i386/mach-* with
 * mach-default after it (without them every file stops at
 * mach_mpspec.h).  x86_64 needs nothing more.
 *
 * kernel_tree_flags() appends those flags to *a and returns 0, or prints
 * "DIR: error: ..." saying what is missing and returns -1.  The arch
 * comes from the include/asm link, or the one arch/<arch>/include there
 * is (x86 preferred).  Strings it pushes are owned by *a.
 */
#ifndef ZC_KERNELTREE_H
#define ZC_KERNELTREE_H

#include "runcmd.h"

int kernel_tree_flags(const char *dir, struct argv_list *a);

/*
 * kernel_tree_arch(): the arch the tree was configured for, from the
 * include/asm link (asm-<arch>), .config (CONFIG_X86_64, CONFIG_X86_32)
 * or a literal ARCH in the top Makefile, in that order; NULL when none
 * says (caller frees).
 * kernel_tree_version(): LINUX_VERSION_CODE from include/linux/version.h
 * (or the top Makefile's VERSION, PATCHLEVEL, SUBLEVEL), -1 if unknown.
 */
char *kernel_tree_arch(const char *dir);
/*
 * kernel_tree_srctree(): the source tree a build directory's top Makefile
 * only includes ("include /usr/src/linux-headers-V-common/Makefile", as
 * Debian's linux-headers-V-ARCH has it), or NULL (caller frees).
 */
char *kernel_tree_srctree(const char *dir);
/* does dir/rel exist, as a directory (want_dir) or a regular file? */
int kernel_tree_has(const char *dir, const char *rel, int want_dir);
int kernel_tree_version(const char *dir);

#endif
