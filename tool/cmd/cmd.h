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
