/*
 * zcport: port Linux 2.4 kiobuf drivers to the 2.6 user-page API, or to
 * Linux 6.1's (--target=6.1).
 *
 * A thin program over the library in this directory: it only picks the
 * subcommand from one table.  See docs/architecture.md.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd.h"
#include "diag.h"
#include "runtmp.h"
#include "util.h"

static const struct command {
	const char *name;
	int (*fn)(int argc, char **argv);
	const char *usage;
} commands[] = {
	{ "scan", cmd_scan,
	  "scan [--format=text|json|sarif] [--jobs=N] PATH..." },
	{ "port", cmd_port,
	  "port [--in-place [--backup=SUFFIX]] [--output-dir=DIR] "
	  "[--report=FILE]\n"
	  "            [--jobs=N] [--timeout=SECONDS] [--no-check] "
	  "[--target=2.6|6.1]\n"
	  "            [--kernel-dir=DIR] [--show-flags] "
	  "[--drop-legacy-branches]\n"
	  "            [--format-patch=DIR] [--format=diff|sarif] PATH..." },
	{ "check", cmd_check,
	  "check [--baseline=ORIG] [--headers=DIR | --kernel-dir=DIR]\n"
	  "            [--target=2.6|6.1] [--show-flags] "
	  "[--format=text|json] [--jobs=N]\n"
	  "            PATH..." },
	{ "rules", cmd_rules, "rules [--check]" },
};

#define NCOMMANDS (sizeof(commands) / sizeof(commands[0]))

static int help(FILE *f)
{
	size_t i;

	fprintf(f, "usage: zcport <command> [options] PATH...\n\n");
	for (i = 0; i < NCOMMANDS; i++)
		fprintf(f, "  zcport %s\n", commands[i].usage);
	fprintf(f, "\nexit status: 0 done, 1 sites left for a human, "
		"2 usage, 3 tool or input error\n");
	return f == stdout ? EXIT_OK : EXIT_USAGE;
}

const char *opt_value(int argc, char **argv, int *i, const char *name)
{
	size_t n = strlen(name);
	const char *a = argv[*i], *v;

	if (strncmp(a, name, n))
		return NULL;
	if (a[n] == '=')
		v = a + n + 1;
	else if (a[n])
		return NULL;
	else if (*i + 1 >= argc)
		usage_die("option '%s' needs a value", name);
	else
		v = argv[++*i];
	/* "--report=" is a slip, never a wish: refuse before any work */
	if (!*v)
		usage_die("option '%s' needs a value, not an empty one", name);
	return v;
}

int parse_jobs(const char *v)
{
	char *end;
	long n = strtol(v, &end, 10);

	if (*end || n < 1 || n > 1024)
		usage_die("--jobs needs a number from 1 to 1024, not '%s'", v);
	return (int)n;
}

int main(int argc, char **argv)
{
	size_t i;

	signal(SIGPIPE, SIG_IGN);
	/*
	 * libclang parses on a thread of its own with an 8 MB stack unless
	 * told not to; a long "else if" chain overflows it.  Parse on the
	 * caller's thread instead: run_parallel() gives workers deep stacks.
	 */
	setenv("LIBCLANG_NOTHREADS", "1", 1);

	if (argc < 2)
		return help(stderr);
	if (!strcmp(argv[1], "help") || !strcmp(argv[1], "--help") ||
	    !strcmp(argv[1], "-h"))
		return help(stdout);
	for (i = 0; i < NCOMMANDS; i++) {
		int j;

		if (strcmp(argv[1], commands[i].name))
			continue;
		for (j = 2; j < argc; j++)
			if (!strcmp(argv[j], "--help") || !strcmp(argv[j], "-h")) {
				printf("usage: zcport %s\n", commands[i].usage);
				return EXIT_OK;
			}
		/* before any thread: the run's temp dir, signal handling */
		runtmp_init();
		zc_exit(commands[i].fn(argc - 2, argv + 2));
	}
	usage_die("unknown command '%s'", argv[1]);
}
