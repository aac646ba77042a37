/*
 * cmd: the subcommands, one file each, registered in zcport.c's table.
 * Each gets argc/argv after the subcommand name and returns the exit
 * status (see diag.h).
 */
#ifndef ZC_CMD_H
#define ZC_CMD_H

#include "parsecfg.h"

int cmd_scan(int argc, char **argv);
int cmd_port(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_rules(int argc, char **argv);

/*
 * Shared option parsing: "--name=value" or "--name value".  Returns the
 * value when arg is --name, advancing *i past a separate value; NULL when
 * arg is another option.  A missing or empty value is a usage error.
 */
const char *opt_value(int argc, char **argv, int *i, const char *name);
/* --jobs=N, validated */
int parse_jobs(const char *v);

/*
 * --target and --kernel-dir (cmd-target.c), after the options are read
 * and before any work: sets the run's target (target.h; NULL: 2.6) and
 * judges version guards by the tree's version, else the target's.  A
 * 2.6 target needs a 2.6 tree (its compiler flags go to *tree); 6.1 a
 * 6.1 tree Kbuild can build modules against (modbuild.h), which
 * need_tree makes required (1: port, which may say --no-check instead;
 * 2: check, or the flags validation would use).  Returns 0, or -1
 * with the error printed; a bad target is a usage error.
 */
struct argv_list;
int cmd_target(const char *cmd, const char *target, const char *kernel_dir,
	       int need_tree, struct argv_list *tree);

/*
 * How 2.4 inputs are parsed (parsecfg.h), for scan, port and check:
 * --tree=DIR (the 2.4 tree every input builds in, instead of the one
 * each sits in) and -I DIR or -IDIR (searched before the tree's or the
 * model's headers; repeatable).  opt_parse() returns 1 when argv[*i] is
 * one of them (advancing past a separate value), 0 otherwise;
 * parse_opts_apply() hands them to the run and empties *po: 0, or -1
 * after printing what is wrong with them.
 */
struct parse_opts {
	const char *tree;
	const char **inc;
	int ninc;
};

int opt_parse(int argc, char **argv, int *i, struct parse_opts *po);
int parse_opts_apply(struct parse_opts *po, struct parse_config *pc);

#endif
