/* runcmd: see runcmd.h for the contract. */
#include <errno.h>
#include <stdio.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "diag.h"
#include "runcmd.h"
#include "stop.h"
#include "util.h"

void argv_push(struct argv_list *a, const char *arg)
{
	if (a->nr + 2 > a->alloc) {
		a->alloc = a->alloc ? a->alloc * 2 : 16;
		a->v = xrealloc(a->v, (size_t)a->alloc * sizeof(*a->v));
	}
	a->v[a->nr++] = arg;
	a->v[a->nr] = NULL;
}

void argv_pushf(struct argv_list *a, const char *fmt, ...)
{
	struct strbuf sb = STRBUF_INIT;
	va_list ap;
	char *s;

	va_start(ap, fmt);
	strbuf_vaddf(&sb, fmt, ap);
	va_end(ap);
	s = strbuf_detach(&sb, NULL);
	a->owned = xrealloc(a->owned, (size_t)(a->nowned + 1) *
			    sizeof(*a->owned));
	a->owned[a->nowned++] = s;
	argv_push(a, s);
}

void argv_clear(struct argv_list *a)
{
	int i;

	for (i = 0; i < a->nowned; i++)
		free(a->owned[i]);
	free(a->owned);
	free(a->v);
	memset(a, 0, sizeof(*a));
}

/*
 * Children run in their own process groups (so a timeout can kill all a
 * child started), which also keeps a terminal's Ctrl-C from reaching
 * them: the interrupt handler kills what is listed here.
 */
#define MAX_LIVE 256
static volatile pid_t live[MAX_LIVE];
static pthread_mutex_t live_lock = PTHREAD_MUTEX_INITIALIZER;

static void live_set(pid_t old, pid_t pid)
{
	int i;

	pthread_mutex_lock(&live_lock);
	for (i = 0; i < MAX_LIVE; i++)
		if (live[i] == old) {
			live[i] = pid;
			break;
		}
	pthread_mutex_unlock(&live_lock);
}

void run_command_kill_all(void)
{
	int i;

	for (i = 0; i < MAX_LIVE; i++)
		if (live[i] > 0)
			kill(-live[i], SIGKILL);
}

long run_now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000L + ts.tv_nsec / 1000000L;
}

int run_command(const struct argv_list *argv, const char *dir,
		struct strbuf *out, struct strbuf *err, int timeout_ms)
{
	return run_command_watched(argv, dir, out, err, timeout_ms, NULL,
				   NULL);
}

/*
 * The child's output read into out and err (either may be NULL: read
 * and dropped) until it closes both pipes, or until the deadline, when
 * its process group is killed.  The deadline is fixed (0: none), or
 * moved by watch after each read.  Closes both pipes; returns 1 when the
 * deadline passed.
 */
static int read_until_done(pid_t pid, int out_fd, int err_fd,
			   struct strbuf *out, struct strbuf *err,
			   long fixed, run_watch_fn watch, void *ctx)
{
	struct pollfd fds[2];
	int open_fds = 2, timed_out = 0;
	long deadline = fixed;

	fds[0].fd = out_fd;
	fds[1].fd = err_fd;
	fds[0].events = fds[1].events = POLLIN;
	while (open_fds) {
		int wait_ms = -1, r, i;

		if (watch) {
			/* the watcher's deadline moves with what it reads */
			long w = watch(ctx, out, err);

			deadline = fixed && (!w || fixed < w) ? fixed : w;
		}
		if (deadline) {
			wait_ms = (int)(deadline - run_now_ms());
			if (wait_ms <= 0) {
				timed_out = 1;
				kill(-pid, SIGKILL);
				break;
			}
		}
		r = poll(fds, 2, wait_ms);
		if (r < 0 && errno == EINTR)
			continue;
		for (i = 0; i < 2 && r > 0; i++) {
			char buf[65536];
			ssize_t n;
			struct strbuf *sb = i ? err : out;

			if (fds[i].fd < 0 || !(fds[i].revents &
					       (POLLIN | POLLHUP | POLLERR)))
				continue;
			n = read(fds[i].fd, buf, sizeof(buf));
			if (n <= 0) {
				close(fds[i].fd);
				fds[i].fd = -1;
				open_fds--;
			} else if (sb) {
				strbuf_add(sb, buf, (size_t)n);
			}
		}
	}
	if (fds[0].fd >= 0)
		close(fds[0].fd);
	if (fds[1].fd >= 0)
		close(fds[1].fd);
	return timed_out;
}

int run_command_watched(const struct argv_list *argv, const char *dir,
			struct strbuf *out, struct strbuf *err,
			int timeout_ms, run_watch_fn watch, void *ctx)
{
	int po[2], pe[2], status, timed_out;
	pid_t pid, parent = getpid();
	long fixed = timeout_ms > 0 ? run_now_ms() + timeout_ms : 0;

	/* after Ctrl-C nothing new starts (stop.h) */
	if (stop_requested())
		return RUN_SIGNAL;
	if (pipe2(po, O_CLOEXEC) || pipe2(pe, O_CLOEXEC))
		die("pipe: %s", strerror(errno));
	pid = fork();
	if (pid < 0)
		die("fork: %s", strerror(errno));
	if (!pid) {
		int devnull;

		/*
		 * A zcport killed with SIGKILL runs no handler: the child
		 * must die with it, not live on in a process group of its
		 * own.  (Set before the check: a parent gone in between is
		 * seen by getppid().)
		 */
		prctl(PR_SET_PDEATHSIG, SIGKILL);
		if (getppid() != parent)
			_exit(127);
		devnull = open("/dev/null", O_RDONLY);
		setpgid(0, 0);
		if (devnull >= 0)
			dup2(devnull, 0);
		dup2(po[1], 1);
		dup2(pe[1], 2);
		if (dir && chdir(dir))
			_exit(127);
		execvp(argv->v[0], (char *const *)argv->v);
		dprintf(2, "cannot run %s: %s\n", argv->v[0], strerror(errno));
		_exit(126);
	}
	setpgid(pid, pid);
	live_set(0, pid);
	/* a signal between fork() and live_set() did not see this child */
	if (stop_requested())
		kill(-pid, SIGKILL);
	close(po[1]);
	close(pe[1]);
	timed_out = read_until_done(pid, po[0], pe[0], out, err, fixed, watch,
				    ctx);
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	live_set(pid, 0);
	if (timed_out)
		return RUN_TIMEOUT;
	if (WIFSIGNALED(status))
		return RUN_SIGNAL;
	if (WEXITSTATUS(status) == 126 && err &&
	    strstr(err->buf ? err->buf : "", "cannot run ")) {
		error("%s", err->buf);
		return RUN_NOEXEC;
	}
	return WEXITSTATUS(status);
}

int program_on_path(const char *name)
{
	const char *path = getenv("PATH"), *p, *colon;

	if (strchr(name, '/'))
		return !access(name, X_OK);
	for (p = path && *path ? path : "/usr/bin:/bin"; p; p = colon ?
	     colon + 1 : NULL) {
		char *full;
		int ok;

		colon = strchr(p, ':');
		full = xasprintf("%.*s/%s", colon ? (int)(colon - p) :
				 (int)strlen(p), p, name);
		ok = !access(full, X_OK);
		free(full);
		if (ok)
			return 1;
	}
	return 0;
}
