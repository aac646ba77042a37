/*
 * zcport: port Linux 2.4 drivers' zero-copy I/O (the API 2.5.43
 * removed) to the 2.6 user-page API, or to Linux 6.1's (--target=6.1).
 *
 * A thin program over the library in tool/: it picks the subcommand
 * from one table, answers -h/--help (help.h) and zcport's own actions
 * (--version, --man, --synopsis), and leaves every other option to the
 * command, which reads it through the option table (options.h).  See
 * docs/architecture.md.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd.h"
#include "diag.h"
#include "help.h"
#include "options.h"
#include "runtmp.h"
#include "versions.h"

/* the commands, by their place in the option table's (options.h) */
static int (*const run[CMD_NR])(int argc, char **argv) = {
	[CMD_SCAN] = cmd_scan,
	[CMD_PORT] = cmd_port,
	[CMD_CHECK] = cmd_check,
	[CMD_RULES] = cmd_rules,
};

/* "-h" or "--help" before any "--": the command's help, whatever else */
static int asks_help(int argc, char **argv)
{
	const struct opt_row *r;
	int j;

	for (j = 0; j < argc && strcmp(argv[j], "--"); j++)
		if ((r = opt_action(argv[j])) && r->id == OPT_HELP)
			return 1;
	return 0;
}

/* zcport's own actions (options.h): the exit status, or -1 for none */
static int main_action(const char *a)
{
	const struct opt_row *r = opt_action(a);

	if (!strcmp(a, "help"))
		help_main(stdout);
	else if (!r || !(r->cmds & ON(CMD_MAIN)))
		return -1;
	else if (r->id == OPT_HELP)
		help_main(stdout);
	else if (r->id == OPT_VERSION)
		versions_print(stdout);
	else if (r->id == OPT_MAN)
		help_man(stdout);
	else if (r->id == OPT_SYNOPSIS)
		help_readme(stdout);
	else
		return -1;
	return fflush(stdout) || ferror(stdout) ? EXIT_TOOL : EXIT_OK;
}

int main(int argc, char **argv)
{
	const struct cmd_doc *d = cmd_docs();
	int i, st, want_help = 0;

	signal(SIGPIPE, SIG_IGN);
	/*
	 * libclang parses on a thread of its own with an 8 MB stack unless
	 * told not to; a long "else if" chain overflows it.  Parse on the
	 * caller's thread instead: run_parallel() gives workers deep stacks.
	 */
	setenv("LIBCLANG_NOTHREADS", "1", 1);

	if (argc < 2) {
		help_main(stderr);
		return EXIT_USAGE;
	}
	/* "zcport help port" is "zcport port --help" */
	if (!strcmp(argv[1], "help") && argc > 2) {
		argv++;
		argc--;
		want_help = 1;
	} else if ((st = main_action(argv[1])) >= 0)
		return st;
	for (i = 0; i < CMD_NR; i++) {
		if (strcmp(argv[1], d[i].name))
			continue;
		if (want_help || asks_help(argc - 2, argv + 2)) {
			help_command(stdout, (unsigned)i);
			return fflush(stdout) ? EXIT_TOOL : EXIT_OK;
		}
		/* before any thread: the run's temp dir, signal handling */
		runtmp_init();
		zc_exit(run[i](argc - 2, argv + 2));
	}
	usage_die("unknown command '%s'", argv[1]);
}
