/*
 * compile: one text compiled as validation compiles it, and the temp
 * dir every part of validation writes in.
 *
 * Implements validate.h's validate_text(), validate_print_flags() and
 * validate_cleanup(): the text goes to a temp file behind a line marker
 * that names the user's file; gcc's argv (or, --target=6.1, a Kbuild
 * module's ccflags-y, modbuild.h) puts the poison header (poison.h),
 * the shadow tree of ported headers and the file's own directory first;
 * headers found nowhere get stand-ins (headerscan.h plans them up
 * front, a compile that stops at one more adds it), each one a real
 * tree lacks counted as an error; gcc's diagnostic lines are kept, its
 * chatter dropped.  The API's "struct TAG" left in code is an error
 * too (the tag cannot be poisoned).  Every temp file validate_text() makes
 * is removed before it returns.
 *
 * vtmp_ensure(): make the process's temp dir, and the run's poison
 * header in it, on the first call (thread-safe); removed at exit
 * (validate_cleanup(), registered with atexit()).  vtmp_dir(): its
 * path, owned here, NULL before vtmp_ensure().  vtmp_seq(): a number
 * no other call in the process returns, for temp names (thread-safe).
 */
#ifndef ZC_COMPILE_H
#define ZC_COMPILE_H

void vtmp_ensure(void);
const char *vtmp_dir(void);
unsigned long vtmp_seq(void);

#endif
