/*
 * help: what zcport says about its command line, rendered from the
 * option table (options.h) and nothing else, so the help, the man page
 * and the README's synopsis cannot disagree with what is parsed.
 *
 * help_command(f, cmd)	"zcport CMD --help": the synopsis, what CMD
 *			does, every option CMD takes with its meaning and
 *			default, the exit status
 * help_main(f)		"zcport --help": every command's synopsis, then
 *			every option with the commands that take it
 * help_man(f)		"zcport --man": the same as a man page (roff)
 * help_readme(f)	"zcport --synopsis": the README's synopsis block
 *
 * Lines stay within 80 columns (the man page's within what man shows
 * at 80).  Each returns nothing; write errors are the caller's to see
 * (ferror()).
 */
#ifndef ZC_HELP_H
#define ZC_HELP_H

#include <stdio.h>

void help_command(FILE *f, unsigned cmd);
void help_main(FILE *f);
void help_man(FILE *f);
void help_readme(FILE *f);

#endif
