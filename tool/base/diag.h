/*
 * diag: the one diagnostic path of zcport.
 *
 * Every message a user sees goes through here and has the form
 *
 *	file:line:col: severity: message
 *
 * with ":line:col" left out when unknown (line == 0) and "file:" left
 * out for messages about the whole run (file == NULL), in which case
 * the program name stands first, git style: "zcport: error: ...".
 * Messages are lowercase and carry no trailing period.
 *
 * die() prints an error and exits with EXIT_TOOL (3) at once; use it only
 * where going on is impossible (out of memory, cannot create a temp dir).
 * error() and diag() print and return -1 so callers can write
 * "return error(...)".  Every error() bumps diag_error_count, which the
 * commands turn into their exit status at the end of a run.
 *
 * Thread safety: diag_* may be called from worker threads; output lines
 * are written whole under a lock.
 *
 * zc_exit() is the one way out of the process (die(), usage_die(), the
 * interrupt path, main()).  The first caller runs the exit handlers
 * (the run dir's removal) and ends the process; any other thread that
 * calls it meanwhile waits for that end: exit() run by two threads at
 * once runs the handlers twice over and crashes.
 */
#ifndef ZC_DIAG_H
#define ZC_DIAG_H

/* exit codes shared by every command */
enum {
	EXIT_OK = 0,		/* all done, nothing left for a human */
	EXIT_MANUAL = 1,	/* port: some sites need manual work */
	EXIT_USAGE = 2,		/* bad command line */
	EXIT_TOOL = 3,		/* tool failure or bad input */
};

enum severity { SEV_NOTE, SEV_WARNING, SEV_ERROR };

extern const char *diag_progname;
extern int diag_error_count;

void diag(const char *file, unsigned line, unsigned col, enum severity sev,
	  const char *fmt, ...) __attribute__((format(printf, 5, 6)));
int error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
int error_at(const char *file, unsigned line, unsigned col,
	     const char *fmt, ...) __attribute__((format(printf, 4, 5)));
void warning(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void zc_exit(int status) __attribute__((noreturn));
void die(const char *fmt, ...)
	__attribute__((format(printf, 1, 2), noreturn));
/* a usage error: message, then "see 'zcport help'"; exits EXIT_USAGE */
void usage_die(const char *fmt, ...)
	__attribute__((format(printf, 1, 2), noreturn));

#endif
