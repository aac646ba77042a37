/*
 * runcmd: the one way zcport starts another program.
 *
 * Always an argv vector, never a shell string.  The child gets no stdin
 * (/dev/null) and its own process group, so a timeout kills it and all
 * it started.  Output is captured into strbufs (either may be NULL to
 * discard).
 *
 * run_command() returns the exit status (0..255), or
 *	RUN_TIMEOUT	the child ran longer than timeout_ms and was killed
 *	RUN_SIGNAL	the child died of a signal (a crash), or was not
 *			started because zcport was interrupted (runtmp.h)
 *	RUN_NOEXEC	the program could not be started (error printed)
 * timeout_ms <= 0 means no limit.
 */
#ifndef ZC_RUNCMD_H
#define ZC_RUNCMD_H

#include "strbuf.h"

#define RUN_TIMEOUT	(-2)
#define RUN_SIGNAL	(-3)
#define RUN_NOEXEC	(-4)

struct argv_list {
	const char **v;
	int nr, alloc;
	char **owned;	/* copies made by argv_pushf */
	int nowned;
};

#define ARGV_INIT { NULL, 0, 0, NULL, 0 }

void argv_push(struct argv_list *a, const char *arg);
/* pushes a copy that argv_clear frees */
void argv_pushf(struct argv_list *a, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void argv_clear(struct argv_list *a);

int run_command(const struct argv_list *argv, const char *dir,
		struct strbuf *out, struct strbuf *err, int timeout_ms);

/* kill every child still running; for the interrupt handler */
void run_command_kill_all(void);

#endif
