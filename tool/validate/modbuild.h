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
 * Headers the tree lacks (<linux/iobuf.h>, <asm/semaphore.h>...): a
 * build costs seconds, so they are not found one failed build at a time.
 * modbuild_stand_ins() writes into the directory stubs a stand-in for
 * every header text names (and the driver headers it includes by quotes,
 * from shadow or dir name, three deep), each a "#pragma message" saying
 * which header it stands in for; searched last (-idirafter), they are
 * read only for a header nothing else has.  modbuild_stood_in() appends
 * to *errs, for each stand-in the build's output err shows was read,
 * "path:LINE:1: error: NAME: No such file or directory (the kernel tree
 * has no such header)", LINE the one including it.
 */
#ifndef ZC_MODBUILD_H
#define ZC_MODBUILD_H

#include <stddef.h>

#include "runcmd.h"
#include "strbuf.h"

int modbuild_tree_check(const char *dir);
int modbuild_compile(const char *kernel_dir, const char *mdir,
		     const char *path, const char *src, size_t len,
		     const struct argv_list *flags, struct strbuf *log);
void modbuild_command(const char *kernel_dir, const char *mdir,
		      struct argv_list *a);
void modbuild_stand_ins(const char *stubs, const char *text, size_t len,
			const char *dir, const char *shadow);
void modbuild_stood_in(const char *path, const char *text, size_t len,
		       const char *err, struct strbuf *errs);

#endif
