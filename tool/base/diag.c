/* diag: see diag.h for the contract. */
#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "diag.h"

const char *diag_progname = "zcport";
int diag_error_count;

static pthread_mutex_t diag_lock = PTHREAD_MUTEX_INITIALIZER;

static const char *const sev_name[] = {
	[SEV_NOTE] = "note",
	[SEV_WARNING] = "warning",
	[SEV_ERROR] = "error",
};

static void vdiag(const char *file, unsigned line, unsigned col,
		  enum severity sev, const char *fmt, va_list ap)
{
	char msg[4096];

	vsnprintf(msg, sizeof(msg), fmt, ap);
	pthread_mutex_lock(&diag_lock);
	if (sev == SEV_ERROR)
		diag_error_count++;
	if (!file)
		fprintf(stderr, "%s: %s: %s\n", diag_progname, sev_name[sev],
			msg);
	else if (!line)
		fprintf(stderr, "%s: %s: %s\n", file, sev_name[sev], msg);
	else
		fprintf(stderr, "%s:%u:%u: %s: %s\n", file, line, col ? col : 1,
			sev_name[sev], msg);
	fflush(stderr);
	pthread_mutex_unlock(&diag_lock);
}

void diag(const char *file, unsigned line, unsigned col, enum severity sev,
	  const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vdiag(file, line, col, sev, fmt, ap);
	va_end(ap);
}

int error(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vdiag(NULL, 0, 0, SEV_ERROR, fmt, ap);
	va_end(ap);
	return -1;
}

int error_at(const char *file, unsigned line, unsigned col,
	     const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vdiag(file, line, col, SEV_ERROR, fmt, ap);
	va_end(ap);
	return -1;
}

void warning(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vdiag(NULL, 0, 0, SEV_WARNING, fmt, ap);
	va_end(ap);
}

static pthread_mutex_t exit_lock = PTHREAD_MUTEX_INITIALIZER;

void zc_exit(int status)
{
	/* taken once, never released: the process ends under it */
	pthread_mutex_lock(&exit_lock);
	exit(status);
}

void die(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vdiag(NULL, 0, 0, SEV_ERROR, fmt, ap);
	va_end(ap);
	zc_exit(EXIT_TOOL);
}

void usage_die(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vdiag(NULL, 0, 0, SEV_ERROR, fmt, ap);
	va_end(ap);
	fprintf(stderr, "see '%s help'\n", diag_progname);
	zc_exit(EXIT_USAGE);
}
