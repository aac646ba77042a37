/* datadir: see datadir.h for the contract. */
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "datadir.h"
#include "diag.h"
#include "util.h"

/*
 * Looked up once per process, under pthread_once: the inventory's worker
 * threads all ask at the same time.  Written only inside find_datadir().
 */
static pthread_once_t once = PTHREAD_ONCE_INIT;
static char *found;

static int has_patches(const char *dir)
{
	char *p = xasprintf("%s/semantic-patches", dir);
	struct stat st;
	int r = !stat(p, &st) && S_ISDIR(st.st_mode);

	free(p);
	return r;
}

static void find_datadir(void)
{
	char exe[PATH_MAX];
	ssize_t n;
	char *slash, *cand;

	if (getenv("ZCPORT_DATADIR") && *getenv("ZCPORT_DATADIR")) {
		const char *env = getenv("ZCPORT_DATADIR");

		if (!has_patches(env))
			die("ZCPORT_DATADIR=%s has no semantic-patches/", env);
		/* absolute: spatch runs in a directory of its own */
		found = realpath(env, NULL);
		if (!found)
			die("ZCPORT_DATADIR=%s: %s", env, strerror(errno));
		return;
	}
	n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	if (n <= 0)
		die("cannot find the zcport binary's directory");
	exe[n] = '\0';
	slash = strrchr(exe, '/');
	*slash = '\0';
	cand = xasprintf("%s/..", exe);
	if (has_patches(cand)) {
		found = realpath(cand, NULL);
		free(cand);
		return;
	}
	free(cand);
	cand = xasprintf("%s/../share/zcport", exe);
	if (has_patches(cand)) {
		found = realpath(cand, NULL);
		free(cand);
		return;
	}
	die("cannot find zcport's data (semantic-patches/); set ZCPORT_DATADIR");
}

const char *zcport_datadir(void)
{
	pthread_once(&once, find_datadir);
	return found;
}

char *datadir_path(const char *rel)
{
	return xasprintf("%s/%s", zcport_datadir(), rel);
}
