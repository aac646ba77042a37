/*
 * A fault injection for tests/t-robustness.sh, loaded into tool/zcport
 * with LD_PRELOAD (the suite builds it with gcc).  It stands in for no
 * part of zcport, spatch or gcc: it only makes a fault happen at one
 * exact moment of a real run, which a signal or a full disk from outside
 * hits only by chance.  Each fault is asked for by an environment
 * variable; the constructor reads them and removes them (and LD_PRELOAD)
 * from the environment, so the programs zcport runs get none.
 *
 *  ZC_SHIM_EDIT=PATH ZC_SHIM_EDIT_ON=GLOB
 *	when zcport creates a file whose name matches GLOB (fnmatch, the
 *	last component), a line is first appended to PATH: the user's
 *	edit lands after zcport's first look at PATH, while it writes
 *	the port's temp files
 *  ZC_SHIM_KILL="create|rename N GLOB"
 *	SIGKILL, just before the Nth creation of a file (open/openat with
 *	O_CREAT), or the Nth rename of one, whose name matches GLOB
 *  ZC_SHIM_ENOSPC=GLOB
 *	open/openat with O_CREAT of a file whose last two components
 *	(DIR/NAME) match GLOB fail with ENOSPC, as on a full disk
 *  ZC_SHIM_EXIT_WAIT=MS
 *	exit() holds the first thread that calls it MS milliseconds
 *	before exiting; a second thread calling exit() meanwhile says so
 *	on stderr ("zcport-shim: two threads in exit() at once"), which
 *	zcport's one-exit-at-a-time rule must never let happen
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <signal.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static char *edit_path, *edit_on, *kill_glob, *enospc_glob;
static int kill_rename, kill_n, exit_wait_ms;
static atomic_int edited, kill_count, in_exit;

static char *take(const char *name)
{
	const char *v = getenv(name);
	char *copy = v && *v ? strdup(v) : NULL;

	unsetenv(name);
	return copy;
}

__attribute__((constructor)) static void shim_init(void)
{
	char *k = take("ZC_SHIM_KILL"), *w = take("ZC_SHIM_EXIT_WAIT");

	edit_path = take("ZC_SHIM_EDIT");
	edit_on = take("ZC_SHIM_EDIT_ON");
	enospc_glob = take("ZC_SHIM_ENOSPC");
	if (k) {
		char call[16];
		int used = 0;

		if (sscanf(k, "%15s %d %n", call, &kill_n, &used) == 2 &&
		    used && k[used]) {
			kill_rename = !strcmp(call, "rename");
			kill_glob = strdup(k + used);
		}
		free(k);
	}
	if (w)
		exit_wait_ms = atoi(w);
	free(w);
	unsetenv("LD_PRELOAD");
}

static const char *last(const char *path)
{
	const char *s = strrchr(path, '/');

	return s ? s + 1 : path;
}

/* DIR/NAME of a path (or the path itself when it has one component) */
static const char *last_two(const char *path)
{
	const char *end = path + strlen(path), *s = end;
	int slashes = 0;

	while (s > path) {
		if (s[-1] == '/' && ++slashes == 2)
			break;
		s--;
	}
	return s;
}

static void maybe_kill(int rename, const char *name)
{
	if (kill_glob && kill_rename == rename &&
	    !fnmatch(kill_glob, last(name), 0) &&
	    atomic_fetch_add(&kill_count, 1) + 1 == kill_n)
		raise(SIGKILL);
}

/* the faults of a creation; -1 with errno for ENOSPC */
static int on_create(const char *name)
{
	if (edit_path && edit_on && !fnmatch(edit_on, last(name), 0) &&
	    !atomic_exchange(&edited, 1)) {
		FILE *f = fopen(edit_path, "a");

		if (f) {
			fputs("/* edited while zcport wrote its port */\n", f);
			fclose(f);
		}
	}
	maybe_kill(0, name);
	if (enospc_glob && !fnmatch(enospc_glob, last_two(name),
				    FNM_PATHNAME)) {
		errno = ENOSPC;
		return -1;
	}
	return 0;
}

/* the mode of an open call that creates (its variadic argument) */
static mode_t mode_of(int flags, va_list ap)
{
	return flags & O_CREAT ? (mode_t)va_arg(ap, int) : 0;
}

int open(const char *path, int flags, ...)
{
	static int (*real)(const char *, int, ...);
	va_list ap;
	mode_t mode;

	if (!real)
		real = (int (*)(const char *, int, ...))dlsym(RTLD_NEXT, "open");
	va_start(ap, flags);
	mode = mode_of(flags, ap);
	va_end(ap);
	if ((flags & O_CREAT) && on_create(path))
		return -1;
	return real(path, flags, mode);
}

int openat(int dirfd, const char *path, int flags, ...)
{
	static int (*real)(int, const char *, int, ...);
	va_list ap;
	mode_t mode;

	if (!real)
		real = (int (*)(int, const char *, int, ...))
			dlsym(RTLD_NEXT, "openat");
	va_start(ap, flags);
	mode = mode_of(flags, ap);
	va_end(ap);
	if ((flags & O_CREAT) && on_create(path))
		return -1;
	return real(dirfd, path, flags, mode);
}

int renameat(int olddirfd, const char *oldpath, int newdirfd,
	     const char *newpath)
{
	static int (*real)(int, const char *, int, const char *);

	if (!real)
		real = (int (*)(int, const char *, int, const char *))
			dlsym(RTLD_NEXT, "renameat");
	maybe_kill(1, oldpath);
	return real(olddirfd, oldpath, newdirfd, newpath);
}

void exit(int status)
{
	static void (*real)(int);
	int i;

	if (!real)
		real = (void (*)(int))dlsym(RTLD_NEXT, "exit");
	if (exit_wait_ms) {
		if (atomic_fetch_add(&in_exit, 1)) {
			static const char msg[] = "zcport-shim: two threads "
						  "in exit() at once\n";

			write(2, msg, sizeof(msg) - 1);
		} else {
			/* a second caller has this long to show up */
			for (i = 0; i < exit_wait_ms; i += 10) {
				struct timespec ts = { 0, 10 * 1000 * 1000 };

				nanosleep(&ts, NULL);
			}
		}
	}
	real(status);
	__builtin_unreachable();
}
