/*
 * runcmd: the one way zcport starts another program.
 *
 * Always an argv vector, never a shell string.  The child gets no stdin
 * (/dev/null) and its own process group, so a timeout kills it and all
 * it started.  It dies with zcport (PR_SET_PDEATHSIG: SIGKILL), so a
 * zcport killed outright leaves no spatch or gcc running; the thread
 * that starts a child waits for it, as the signal follows the thread.
 * Output is captured into strbufs (either may be NULL to discard).
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

/*
 * run_command_watched(): run_command(), and before each wait for output
 * watch(ctx, out, err) names the deadline (run_now_ms() time, 0 for
 * none) from what the child printed so far: past it (or past
 * timeout_ms) the child's group is killed and RUN_TIMEOUT returned.  A
 * program that says which item it works on gets a deadline per item.
 * out and err must be non-NULL for the watcher to see them.
 */
typedef long (*run_watch_fn)(void *ctx, const struct strbuf *out,
			     const struct strbuf *err);
int run_command_watched(const struct argv_list *argv, const char *dir,
			struct strbuf *out, struct strbuf *err,
			int timeout_ms, run_watch_fn watch, void *ctx);
/* milliseconds on the monotonic clock */
long run_now_ms(void);

/* 1 when execvp() would find name on $PATH (checked before a run that
 * cannot do without it) */
int program_on_path(const char *name);

/* kill every child still running; for the interrupt handler */
void run_command_kill_all(void);

#endif
