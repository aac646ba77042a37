/*
 * modbuild: build one C file as an out-of-tree module with a Linux 6.1
 * tree's own Kbuild, as a driver's author would:
 *	make -C <tree> M=<dir> modules
 * (--target=6.1 validation; the 2.6 target compiles with gcc alone,
 * validate.h).  Kbuild gives the file every flag the tree's build gives
 * a module (its -W set, -Werror=implicit-function-declaration and the
 * others), links it and runs modpost, so an undefined symbol or a
 * GPL-only symbol used by a module without a GPL license shows too.
 *
 * modbuild_tree_check(): 0 when dir is a tree Kbuild can build external
 *	modules against -- a Makefile, .config, include/generated/
 *	autoconf.h, scripts/ (a Debian linux-headers-<version>-amd64
 *	directory is one) -- of Linux 6.1.x, the API the 6.1 helpers are
 *	written for; else "DIR: error: ..." printed, -1.
 *
 * modbuild_compile(): in the new directory mdir (under the run's temp
 *	dir; removed again before it returns) writes NAME.c (NAME: path's
 *	base name made a module name) with src's bytes (the caller's text,
 *	with its "# 1" line marker, so gcc names the user's file), a Kbuild
 *	file "obj-m := NAME.o" and "ccflags-y := FLAGS" (flags: zcport's
 *	include directories, poison header and stand-ins, quoted for make
 *	and the shell), and runs make through runcmd (argv, no shell; the
 *	environment's MAKEFLAGS left out so that an outer make's jobserver
 *	is not inherited, LANG=C for plain quotes; modpost's undefined
 *	symbols as warnings, KBUILD_MODPOST_WARN=1).  Appends to *log the diagnostics: gcc's
 *	"file:line:col: ..." lines, and each modpost complaint as
 *	"path:1:1: error|warning: modpost: ..." -- except an undefined
 *	symbol that another .c file of path's directory names, which the
 *	driver's other objects define.  A file without MODULE_LICENSE()
 *	whose sibling has one is an object of that driver's module: it is
 *	built with the sibling's license appended, so that modpost judges
 *	its symbols as the module's.  Returns make's exit status (0: the
 *	module built), or a RUN_* code; a failure without a diagnostic gets
 *	one saying what make said last.
 * modbuild_command(): the make argv modbuild_compile() runs, for
 *	--show-flags (caller clears it).
 *
 * Headers the tree lacks (the API's, <asm/semaphore.h>...): a
 * build costs seconds, so they are not found one failed build at a
 * time.  Validation (compile.c and headerscan.c, the same planning as
 * for the 2.6 target's stand-ins) writes a stand-in for every header the
 * file and its driver's own headers name, searched last (-idirafter),
 * each a "#pragma message" saying MODBUILD_STAND_IN and the header it
 * stands in for; modbuild_compile() keeps those lines of gcc's output in
 * *log, which is how validation knows which the build read.
 */
#ifndef ZC_MODBUILD_H
#define ZC_MODBUILD_H

#include <stddef.h>

#include "runcmd.h"
#include "strbuf.h"

/* what a stand-in's note says, before the header's name */
#define MODBUILD_STAND_IN "zcport-stand-in:"

int modbuild_tree_check(const char *dir);
int modbuild_compile(const char *kernel_dir, const char *mdir,
		     const char *path, const char *src, size_t len,
		     const struct argv_list *flags, struct strbuf *log);
void modbuild_command(const char *kernel_dir, const char *mdir,
		      struct argv_list *a);

#endif
