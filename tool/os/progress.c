/* progress: see progress.h for the contract. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "progress.h"

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int on = -1;
static const char *phase;
static size_t total, done, sites;
static double started, last_draw;
static double program_start = -1;

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

double elapsed_seconds(void)
{
	if (program_start < 0)
		program_start = now();
	return now() - program_start;
}

static double cpu_of(const struct rusage *u)
{
	return (double)(u->ru_utime.tv_sec + u->ru_stime.tv_sec) +
	       (double)(u->ru_utime.tv_usec + u->ru_stime.tv_usec) / 1e6;
}

void timing_mark(const char *what)
{
	static int want = -1;

	if (want < 0)
		want = getenv("ZCPORT_TIMINGS") && *getenv("ZCPORT_TIMINGS");
	if (want) {
		struct rusage self, kids;

		getrusage(RUSAGE_SELF, &self);
		getrusage(RUSAGE_CHILDREN, &kids);
		fprintf(stderr, "zcport: timing: %.3f s (cpu %.2f s, "
			"children %.2f s, peak %ld MB): %s\n",
			elapsed_seconds(), cpu_of(&self), cpu_of(&kids),
			self.ru_maxrss / 1024, what);
	}
}

__attribute__((constructor)) static void mark_start(void)
{
	program_start = now();
}

static void draw(void)
{
	double t = now() - started, rate = t > 0 ? (double)done / t : 0;

	fprintf(stderr, "\r\033[K%s: %zu/%zu files, %zu sites, %.0f files/s",
		phase, done, total, sites, rate);
	if (rate > 0 && done < total)
		fprintf(stderr, ", ETA %.0f s", (double)(total - done) / rate);
	fflush(stderr);
}

void progress_start(const char *what, size_t n)
{
	pthread_mutex_lock(&lock);
	if (on < 0)
		on = isatty(2);
	phase = what;
	total = n;
	done = sites = 0;
	started = now();
	last_draw = 0;
	pthread_mutex_unlock(&lock);
}

void progress_tick(size_t files, size_t nsites)
{
	double t;

	if (on <= 0)
		return;
	pthread_mutex_lock(&lock);
	done += files;
	sites += nsites;
	t = now();
	if (t - last_draw >= 0.1) {
		last_draw = t;
		draw();
	}
	pthread_mutex_unlock(&lock);
}

void progress_stop(void)
{
	if (on <= 0)
		return;
	pthread_mutex_lock(&lock);
	fprintf(stderr, "\r\033[K");
	fflush(stderr);
	pthread_mutex_unlock(&lock);
}
