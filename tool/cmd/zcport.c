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
	  "scan [--format=text|json|sarif] [--jobs=N] [--tree=DIR] [-I DIR]\n"
	  "            PATH..." },
	{ "port", cmd_port,
	  "port [--in-place [--backup=SUFFIX]] [--output-dir=DIR] "
	  "[--report=FILE]\n"
	  "            [--jobs=N] [--timeout=SECONDS] [--no-check] "
	  "[--target=2.6|6.1]\n"
	  "            [--kernel-dir=DIR] [--show-flags] "
	  "[--drop-legacy-branches]\n"
	  "            [--format-patch=DIR] [--format=diff|sarif] "
	  "[--tree=DIR] [-I DIR]\n"
	  "            PATH..." },
	{ "check", cmd_check,
	  "check [--baseline=ORIG] [--headers=DIR | --kernel-dir=DIR]\n"
	  "            [--target=2.6|6.1] [--show-flags] "
	  "[--format=text|json] [--jobs=N]\n"
	  "            [--tree=DIR] [-I DIR] PATH..." },
	{ "rules", cmd_rules, "rules [--check]" },
};

#define NCOMMANDS (sizeof(commands) / sizeof(commands[0]))

/* the options of scan, port and check that say how 2.4 files are read */
static void parse_help(FILE *f)
{
	fprintf(f, "\n--tree=DIR: the 2.4 tree the inputs build in (default: "
		"the one each\n  sits in, found by its top Makefile); its "
		"headers are parsed, then the\n  model's.  -I DIR: searched "
		"first (repeatable)\n");
}

static int help(FILE *f)
{
	size_t i;

	fprintf(f, "usage: zcport <command> [options] PATH...\n\n");
	for (i = 0; i < NCOMMANDS; i++)
		fprintf(f, "  zcport %s\n", commands[i].usage);
	parse_help(f);
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

int opt_parse(int argc, char **argv, int *i, struct parse_opts *po)
{
	const char *v;

	if ((v = opt_value(argc, argv, i, "--tree"))) {
		po->tree = v;
		return 1;
	}
	if (strncmp(argv[*i], "-I", 2))
		return 0;
	if (argv[*i][2])
		v = argv[*i] + 2;
	else if (*i + 1 < argc && *argv[*i + 1])
		v = argv[++*i];
	else
		usage_die("option '-I' needs a directory");
	po->inc = xrealloc(po->inc, (size_t)(po->ninc + 1) * sizeof(*po->inc));
	po->inc[po->ninc++] = v;
	return 1;
}

int parse_opts_apply(struct parse_opts *po, struct parse_config *pc)
{
	int i, bad = 0;

	for (i = 0; i < po->ninc; i++)
		bad |= parsecfg_add_include(pc, po->inc[i]);
	if (po->tree)
		bad |= parsecfg_set_tree(pc, po->tree);
	free(po->inc);
	memset(po, 0, sizeof(*po));
	return bad ? -1 : 0;
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
				if (strstr(commands[i].usage, "--tree"))
					parse_help(stdout);
				return EXIT_OK;
			}
		/* before any thread: the run's temp dir, signal handling */
		runtmp_init();
		zc_exit(commands[i].fn(argc - 2, argv + 2));
	}
	usage_die("unknown command '%s'", argv[1]);
}
