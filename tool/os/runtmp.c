/* runtmp: see runtmp.h for the contract. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "diag.h"
#include "runcmd.h"
#include "runtmp.h"
#include "stop.h"
#include "util.h"

/*
 * Written once by runtmp_init() before any thread or handler exists;
 * read-only afterwards.  A fixed array, so the handler can use it.
 */
static char run_dir[PATH_MAX];

/*
 * rm -rf with system calls only (no malloc, no stdio), for the signal
 * handler.  Depth is bounded by the buffer: our own tree is shallow.
 */
struct linux_dirent64 {
	unsigned long long d_ino;
	long long d_off;
	unsigned short d_reclen;
	unsigned char d_type;
	char d_name[];
};

static void sig_remove_at(int parent, const char *name, int depth)
{
	char buf[4096];
	int fd;
	long n;

	if (!unlinkat(parent, name, 0) || depth > 16)
		return;
	fd = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW |
		    O_CLOEXEC);
	if (fd < 0)
		return;
	while ((n = syscall(SYS_getdents64, fd, buf, sizeof(buf))) > 0) {
		long off = 0;
		int seen = 0;

		while (off < n) {
			struct linux_dirent64 *d = (void *)(buf + off);

			off += d->d_reclen;
			if (!strcmp(d->d_name, ".") || !strcmp(d->d_name, ".."))
				continue;
			seen = 1;
			sig_remove_at(fd, d->d_name, depth + 1);
		}
		/*
		 * Entries were removed: read the directory again.  A read
		 * that shows only "." and ".." is the end (rewinding then
		 * would read them again for ever).
		 */
		if (!seen)
			break;
		lseek(fd, 0, SEEK_SET);
	}
	close(fd);
	unlinkat(parent, name, AT_REMOVEDIR);
}

static void on_signal(int sig)
{
	int saved = errno;

	run_command_kill_all();
	if (!stop_request(sig)) {
		errno = saved;
		return;		/* the main path cleans up */
	}
	/* a second signal: the main path did not get there; stop now */
	if (run_dir[0])
		sig_remove_at(AT_FDCWD, run_dir, 0);
	_exit(128 + sig);
}

static void remove_run_dir(void)
{
	if (run_dir[0])
		remove_tree(run_dir);
}

/* field 22 of /proc/PID/stat: the start time; 0 when there is none */
static unsigned long long start_time(unsigned long pid, int *no_proc)
{
	char path[64], buf[1024], *p;
	unsigned long long start = 0;
	ssize_t n;
	int fd, field;

	snprintf(path, sizeof(path), "/proc/%lu/stat", pid);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		if (no_proc)
			*no_proc = access("/proc/self/stat", R_OK) != 0;
		return 0;
	}
	n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return 0;
	buf[n] = '\0';
	/* the command name may hold spaces and parentheses: after the last ')' */
	p = strrchr(buf, ')');
	for (field = 2; p && field < 22; field++)
		p = strchr(p + 1, ' ');
	if (p)
		start = strtoull(p + 1, NULL, 10);
	return start;
}

static char stamp[64];
static pthread_once_t stamp_once = PTHREAD_ONCE_INIT;

static void make_stamp(void)
{
	unsigned long pid = (unsigned long)getpid();

	snprintf(stamp, sizeof(stamp), "%lu.%llu", pid, start_time(pid, NULL));
}

const char *runtmp_stamp(void)
{
	pthread_once(&stamp_once, make_stamp);
	return stamp;
}

size_t runtmp_stamp_parse(const char *s, unsigned long *pid,
			  unsigned long long *start)
{
	const char *p = s;
	char *end;

	if (*p < '0' || *p > '9')
		return 0;
	*pid = strtoul(p, &end, 10);
	if (*end != '.' || end[1] < '0' || end[1] > '9')
		return 0;
	*start = strtoull(end + 1, &end, 10);
	return (size_t)(end - s);
}

int runtmp_stamp_dead(unsigned long pid, unsigned long long start)
{
	int no_proc = 0;
	unsigned long long now;

	if (pid == (unsigned long)getpid())
		return 0;
	now = start_time(pid, &no_proc);
	if (no_proc)
		return 0;	/* nothing can be proved */
	return now != start;
}

/*
 * Run dirs of zcport processes that are gone (a SIGKILL, a power cut
 * mid-run): zcport-STAMP-XXXXXX directories of ours in base.  A name
 * without a stamp (another program's, an older zcport's) is left alone.
 */
static void remove_stale(const char *base)
{
	DIR *d = opendir(base);
	struct dirent *de;

	while (d && (de = readdir(d))) {
		unsigned long pid;
		unsigned long long start;
		size_t n;
		struct stat st;
		char *sub;

		if (strncmp(de->d_name, "zcport-", 7))
			continue;
		n = runtmp_stamp_parse(de->d_name + 7, &pid, &start);
		if (!n || de->d_name[7 + n] != '-' ||
		    strlen(de->d_name + 7 + n + 1) != 6 ||
		    !runtmp_stamp_dead(pid, start))
			continue;
		sub = xasprintf("%s/%s", base, de->d_name);
		if (!lstat(sub, &st) && S_ISDIR(st.st_mode) &&
		    st.st_uid == geteuid())
			remove_tree(sub);
		free(sub);
	}
	if (d)
		closedir(d);
}

void runtmp_init(void)
{
	const char *base = getenv("TMPDIR");
	char *tmpl, *abs;
	struct sigaction sa;

	if (run_dir[0])
		return;
	remove_stale(base && *base ? base : "/tmp");
	tmpl = xasprintf("%s/zcport-%s-XXXXXX", base && *base ? base : "/tmp",
			 runtmp_stamp());
	if (!mkdtemp(tmpl))
		die("cannot create a temp directory in %s: %s",
		    base && *base ? base : "/tmp", strerror(errno));
	abs = realpath(tmpl, NULL);
	if (!abs || strlen(abs) >= sizeof(run_dir)) {
		rmdir(tmpl);
		die("cannot use the temp directory %s", tmpl);
	}
	strcpy(run_dir, abs);
	free(abs);
	free(tmpl);
	atexit(remove_run_dir);
	/* children (spatch's cocci-output-* files) write here too */
	setenv("TMPDIR", run_dir, 1);

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = SA_RESTART;
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
}

const char *runtmp_dir(void)
{
	return run_dir[0] ? run_dir : NULL;
}

char *runtmp_mkdtemp(const char *prefix)
{
	char *p;

	if (!run_dir[0])
		runtmp_init();
	p = xasprintf("%s/%s-XXXXXX", run_dir, prefix);
	if (!mkdtemp(p))
		die("cannot create a temp directory in %s: %s", run_dir,
		    strerror(errno));
	return p;
}

int runtmp_interrupted(void)
{
	return stop_requested();
}

static __thread int deferred;

void runtmp_defer(int on)
{
	deferred = on;
}

void runtmp_check(void)
{
	int sig = stop_requested();

	if (!sig || deferred)
		return;
	run_command_kill_all();
	fflush(stdout);
	error("interrupted; no file was left half-written");
	zc_exit(128 + sig);	/* atexit removes the run dir */
}

void runtmp_exit_now(void)
{
	int sig = stop_requested();

	run_command_kill_all();
	fflush(stdout);
	error("interrupted; no file was left half-written");
	remove_run_dir();
	_exit(128 + sig);
}
