/*
 * runtmp: the run's private temp dir, and stopping cleanly on a signal.
 *
 * runtmp_init() is called by main() before any thread starts.  It makes
 * $TMPDIR/zcport-STAMP-XXXXXX (/tmp when TMPDIR is unset or empty),
 * absolute, and points TMPDIR at it, so every temp file of the run --
 * ours, gcc's and spatch's (cocci-output-*) -- lands inside it.  It is
 * removed when the process exits (atexit), on every exit path: normal,
 * die(), usage errors, a signal.  A SIGKILL leaves it: so runtmp_init()
 * first removes every zcport-STAMP-* directory of TMPDIR whose STAMP
 * names a process that is gone (runtmp_stamp_dead()).
 *
 * The stamp: "PID.START", this process's id and its start time (clock
 * ticks after boot, /proc/PID/stat), in the name of every temporary
 * zcport makes, in TMPDIR and beside the user's files
 * (writepolicy.h).  A pid alone is reused; a pid with its start time
 * names one process, so a later run can prove a temporary's writer dead
 * and remove what it left.  runtmp_stamp() is this process's (computed
 * once, safe from any thread).  runtmp_stamp_parse() reads a stamp at
 * s (digits '.' digits), returning its length or 0; runtmp_stamp_dead()
 * is 1 only when /proc shows that no process has that pid and start
 * time (without /proc nothing can be proved: 0).
 *
 * runtmp_mkdtemp(prefix) makes a new private directory
 * <run dir>/<prefix>-XXXXXX and returns its path (the caller frees it;
 * removing it early is up to the caller, the run dir's removal covers
 * the rest).  Dies when it cannot.
 *
 * Signals (SIGINT, SIGTERM, SIGHUP): the handler only records the signal
 * and kills the children's process groups (run_command_kill_all()).
 * Once interrupted, run_command() starts nothing (RUN_SIGNAL) and the
 * thread pool hands out no more work, so every stage returns quickly;
 * the main path calls runtmp_check() between stages and before writing
 * each user file, which then prints one line, removes the run dir and
 * exits 128+signal.  User files are only ever replaced whole (rename()),
 * so none is half-written.  A second signal, for a main path that does
 * not get there, removes the run dir from the handler itself (system
 * calls only) and exits at once.
 *
 * runtmp_defer(1): runtmp_check() in this thread returns instead of
 * exiting, until runtmp_defer(0).  For work that runs beside other
 * threads (validation's round of compiles, rounds.c): exiting there
 * would remove the run dir while the other threads still write into it;
 * the thread that joins them all calls runtmp_check() after.
 */
#ifndef ZC_RUNTMP_H
#define ZC_RUNTMP_H

#include <stddef.h>

void runtmp_init(void);
const char *runtmp_stamp(void);
size_t runtmp_stamp_parse(const char *s, unsigned long *pid,
			  unsigned long long *start);
int runtmp_stamp_dead(unsigned long pid, unsigned long long start);
/* the run dir, or NULL before runtmp_init() */
const char *runtmp_dir(void);
char *runtmp_mkdtemp(const char *prefix);

/* the signal received, or 0; safe from any thread */
int runtmp_interrupted(void);
/* from the main thread: on a recorded signal, clean up and exit */
void runtmp_check(void);
/*
 * The same, at once, while other threads still run pure work
 * (parallel.h: they write nothing): the run dir is removed and the
 * process ends with _exit(), so no library's exit handler runs under a
 * thread that is inside it.
 */
void runtmp_exit_now(void) __attribute__((noreturn));
void runtmp_defer(int on);

#endif
