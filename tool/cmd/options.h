/*
 * options: the one description of zcport's command line.
 *
 * Every option of every command is one row of the table in options.c:
 * its spelling, whether and what value it takes, the commands that
 * accept it, what it means and its default.  The same rows drive
 *
 *	- parsing: opts_parse() reads every command's argv; no command
 *	  parses by hand;
 *	- --help, of zcport and of each command (help.h);
 *	- the man page, "zcport --man", which make writes to zcport.1;
 *	- the README's synopsis, "zcport --synopsis" (tests/t-cli.sh holds
 *	  README.md to it; "make readme" writes it there).
 *
 * Adding an option: one row in options.c and an opt_id here; the
 * command reads o.val[OPT_X] (or o.num[OPT_X]).  Its help, man page and
 * synopsis follow.
 *
 * Calling sequence, in a command:
 *
 *	struct opts o;
 *
 *	opts_parse(CMD_PORT, argc, argv, &o);	-- dies on a usage error
 *	... o.val[OPT_REPORT], o.num[OPT_JOBS], o.paths, o.npaths ...
 *	parse_opts_apply(&o, r.parse);		-- --tree and -I, for the run
 *
 * The actions (--help, --version...) are main()'s, found with
 * opt_action(); opts_parse() takes them for unknown options.  Every
 * usage error goes through usage_die()
 * (diag.h): "zcport: error: ...", then "see 'zcport help'", exit 2.
 * o->paths points into argv (the operands are moved to its front, as
 * the commands did by hand).
 */
#ifndef ZC_OPTIONS_H
#define ZC_OPTIONS_H

struct parse_config;

/* the commands; CMD_MAIN is zcport itself (zcport --version) */
enum zc_cmd { CMD_SCAN, CMD_PORT, CMD_CHECK, CMD_RULES, CMD_NR };
#define CMD_MAIN CMD_NR
#define ON(c) (1u << (c))

enum opt_id {
	OPT_FORMAT, OPT_IN_PLACE, OPT_BACKUP, OPT_OUTPUT_DIR,
	OPT_FORMAT_PATCH, OPT_SIGNOFF, OPT_REPORT, OPT_JOBS, OPT_TIMEOUT,
	OPT_NO_CHECK, OPT_TARGET, OPT_KERNEL_DIR, OPT_HEADERS, OPT_BASELINE,
	OPT_SHOW_FLAGS, OPT_DROP_LEGACY, OPT_TREE, OPT_INCLUDE, OPT_CHECK,
	OPT_HELP, OPT_VERSION, OPT_MAN, OPT_SYNOPSIS,
	OPT_NR
};

enum opt_kind {
	OPT_FLAG,	/* no value: --in-place */
	OPT_STRING,	/* --name=VALUE or --name VALUE, never empty */
	OPT_CHOICE,	/* a string, one of arg's "a|b|c" */
	OPT_NUMBER,	/* a whole number from lo to hi */
	OPT_DIRS,	/* -I DIR or -IDIR, repeatable, kept in order */
	OPT_ACTION,	/* does one thing and exits: --help, --version */
};

struct opt_row {
	enum opt_id id;
	const char *name;	/* "--jobs", "-I" */
	const char *alias;	/* another spelling ("-h"), or NULL */
	enum opt_kind kind;
	const char *arg;	/* the value in the usage ("N"); a choice's values */
	unsigned cmds;		/* ON(CMD_PORT) | ...: who accepts it */
	long lo, hi;		/* OPT_NUMBER: the range */
	const char *unit;	/* OPT_NUMBER: "seconds", or NULL */
	int needs;		/* the opt_id it goes with, or -1 */
	int group;		/* nonzero: the group's options exclude each other */
	const char *def;	/* the value when not given, or NULL */
	const char *def_doc;	/* the default in words, when def is not enough */
	const char *help;	/* what it does, one sentence or two */
};

/* what a command is, for --help and the man page */
struct cmd_doc {
	const char *name;
	const char *operands;	/* "PATH...", or NULL: takes none */
	const char *summary;	/* a line: "list the migrations" */
	const char *description;
};

/* the rows, in the order --help shows them; *n gets their number */
const struct opt_row *opt_table(int *n);
/* the row of id that cmd accepts, or NULL */
const struct opt_row *opt_row_for(enum opt_id id, unsigned cmd);
/* the action arg names (--help, -h, --version...), or NULL */
const struct opt_row *opt_action(const char *arg);
const struct cmd_doc *cmd_docs(void);		/* CMD_NR entries */
/* zcport in a line, in a paragraph; the exit status in a paragraph */
const char *zc_summary(void);
const char *zc_about(void);
extern const char *const zc_exit_doc;

/* the environment zcport reads: name, meaning; ends with { NULL } */
struct env_doc {
	const char *name, *help;
};
extern const struct env_doc zc_environment[];

struct opts {
	const char *val[OPT_NR];	/* given, else the row's def; a flag: "1" */
	long num[OPT_NR];		/* OPT_NUMBER: val read, else 0 */
	const char **inc;		/* -I, in order */
	int ninc;
	char **paths;			/* the operands (in argv) */
	int npaths;
};

void opts_parse(enum zc_cmd cmd, int argc, char **argv, struct opts *o);
/*
 * -I and --tree, handed to the run (parsecfg.h), and o->inc freed:
 * 0, or -1 after printing what is wrong with them
 */
int parse_opts_apply(struct opts *o, struct parse_config *pc);

#endif
