/*
 * kbuild: the compiler flags a driver's own Makefile gives its files.
 *
 * A module build compiles foo.c with what the Makefile (or Kbuild file)
 * beside it adds: EXTRA_CFLAGS, EXTRA_CPPFLAGS, ccflags-y,
 * ccflags-$(CONFIG_X), cppflags-y, subdir-ccflags-y and CFLAGS_foo.o.
 * Validation needs the -I, -D, -U, -include, -iquote and -isystem flags
 * among them, or a driver that includes "inc/regs.h" through
 * "EXTRA_CFLAGS += -I$(src)/inc" fails for a reason of the build.
 *
 * Only simple assignments are read (=, :=, +=, ?=, with export/override),
 * with the variables kbuild defines for a Makefile ($(src), $(obj),
 * $(srctree), $(TOPDIR), $(PWD), $(M), $(shell pwd)), the Makefile's own
 * variables, and CONFIG_* from the tree's .config.  Conditionals
 * (ifeq/ifneq/ifdef/ifndef) are followed when they can be evaluated
 * (ifneq ($(KERNELRELEASE),) holds: the file is being built by kbuild).
 * What cannot be read -- a $(function), an unknown variable, a condition
 * that cannot be evaluated -- is left out, with a
 * "Makefile:LINE:1: warning: ..." saying what (once per Makefile per
 * run).  Relative paths are resolved as kbuild would, from the top of
 * the kernel tree, else from the Makefile's directory.
 *
 * A path (-I, -include, -isystem, -iquote) that leads outside the kernel
 * tree, the Makefile's own directory and the PATHs given to
 * kbuild_set_roots() (the command's, before any thread starts) is left
 * out with a warning: "-include /etc/shadow" would have gcc quote that
 * file in the diagnostics a report carries.
 *
 * kbuild_file_flags(): append the flags for the .c file at path to *a
 * (strings owned by *a).  kernel_dir may be NULL (model headers: paths
 * under the tree are then unknown).  Thread-safe.
 */
#ifndef ZC_KBUILD_H
#define ZC_KBUILD_H

#include "runcmd.h"

void kbuild_file_flags(const char *path, const char *kernel_dir,
		       struct argv_list *a);
void kbuild_set_roots(char **paths, int n);

/*
 * kbuild_object_name(): the name kbuild gives path's object, as in
 * KBUILD_BASENAME and KBUILD_MODNAME: the base name without its
 * extension, every byte but [A-Za-z0-9_] made '_' (caller frees).
 */
char *kbuild_object_name(const char *path);

#endif
