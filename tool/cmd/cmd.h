/*
 * cmd: the subcommands, one file each, registered in zcport.c's table.
 * Each gets argc/argv after the subcommand name and returns the exit
 * status (see diag.h).
 */
#ifndef ZC_CMD_H
#define ZC_CMD_H

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

#endif
