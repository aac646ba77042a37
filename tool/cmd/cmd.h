/*
 * cmd: the subcommands, one file each, registered in zcport.c's table.
 * Each gets argc/argv after the subcommand name, reads them with
 * opts_parse() (options.h: the one table of options), and returns the
 * exit status (see diag.h).
 */
#ifndef ZC_CMD_H
#define ZC_CMD_H

int cmd_scan(int argc, char **argv);
int cmd_port(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_rules(int argc, char **argv);

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
 * port's and check's run up to the walk (cmd-target.c): the PATHs told
 * to kbuild (kbuild.h), the run made with --jobs, --tree and -I applied
 * to it, the PATHs walked.  Returns 0, or -1 when --tree or -I is bad
 * (printed; the run released and *tree cleared: exit 2).
 */
struct opts;
struct run;
int cmd_run_walk(struct run *r, struct opts *o, char **paths, int npaths,
		 struct argv_list *tree);

#endif
