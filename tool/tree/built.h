/*
 * built: which kernel builds compile a .c file, from its directory's
 * Makefile (makefile.h), and whether that Makefile defines a macro.
 *
 * built_only_24() says whether only a 2.4 build can compile the file:
 * the Makefile lists foo24.o (or names foo24.c) on a line that a 2.4
 * build may take -- 2.4's kbuild, or make run by hand in the directory,
 * as 2.4 out-of-tree drivers were -- and no 2.6 build (kbuild, any 2.6
 * release or the one guard_set_kernel_version() names) can take any line
 * that could build it.  For a 2.6 build that is: an object list (obj-y,
 * obj-m, obj-$(CONFIG_X), foo-objs, foo-y, lib-y, O_TARGET, O_OBJS,
 * list-multi...) whose value, expanded, holds foo24.o or cannot be
 * expanded; a rule naming foo24.o or foo24.c; an include of another
 * file (its lists are not known).  A Kbuild file beside the Makefile is
 * read for 2.6 too.  Conditions are evaluated for each build:
 * ifeq ($(PATCHLEVEL),4), ifeq ($(VERSION).$(PATCHLEVEL),2.4), tests of
 * KERNELRELEASE, $(shell uname -r) or a variable made from them; a
 * CONFIG_ option is free (any configuration).
 * Returns the evidence, "built only by Makefile:12's 2.4 branch
 * (ifeq ($(PATCHLEVEL),4))" (caller frees), or NULL: a file no Makefile
 * mentions, or a Makefile zcport cannot evaluate, is ordinary code.
 * sub26 is the 2.6 build's SUBLEVEL, or -1 for any.
 *
 * built_defines_26() is 1 when a line that a 2.6 build may take passes
 * -DNAME (or -DNAME=...) to the compiler: the driver defines the macro
 * itself.
 *
 * Both read files quietly and are thread-safe.
 */
#ifndef ZC_BUILT_H
#define ZC_BUILT_H

#include <stddef.h>

char *built_only_24(const char *path, int sub26);
int built_defines_26(const char *path, const char *name, size_t len);

#endif
