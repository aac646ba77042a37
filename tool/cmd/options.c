/*
 * options: the table of zcport's command line, and the one parser that
 * reads it (options.h).  The words here are what --help, the man page
 * and the README's synopsis say: keep them true to what the commands do.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "options.h"
#include "parsecfg.h"
#include "strbuf.h"
#include "util.h"
#include "vocab.h"

#define READS (ON(CMD_SCAN) | ON(CMD_PORT) | ON(CMD_CHECK))
#define EVERY (READS | ON(CMD_RULES) | ON(CMD_MAIN))
#define NONE (-1)

/*
 * Fields: id, name, alias, kind, arg, cmds, lo, hi, unit, needs, group,
 * def, def_doc, help.  Group 1: where port writes.
 */
static const struct opt_row rows[] = {
	{ OPT_FORMAT, "--format", NULL, OPT_CHOICE, "text|json|sarif",
	  ON(CMD_SCAN), 0, 0, NULL, NONE, 0, "text", NULL,
	  "what is printed: one line per site and the summary lines, one "
	  "JSON document, or SARIF 2.1.0 for code-scanning CI" },
	{ OPT_IN_PLACE, "--in-place", NULL, OPT_FLAG, NULL,
	  ON(CMD_PORT), 0, 0, NULL, NONE, 1, NULL,
	  "print one unified diff on stdout and change nothing",
	  "rewrite each ported file where it is (a temp file, then "
	  "rename()); a file whose port failed validation is not written, "
	  "and stdout stays empty" },
	{ OPT_BACKUP, "--backup", NULL, OPT_STRING, "SUFFIX",
	  ON(CMD_PORT), 0, 0, NULL, OPT_IN_PLACE, 0, NULL, "no backup",
	  "keep each original beside its port, named FILE followed by "
	  "SUFFIX" },
	{ OPT_OUTPUT_DIR, "--output-dir", NULL, OPT_STRING, "DIR",
	  ON(CMD_PORT), 0, 0, NULL, NONE, 1, NULL, "none",
	  "write a ported copy of the whole tree under DIR, each file "
	  "with nothing to port copied as it is; DIR may not be an input, "
	  "lie inside one or hold one" },
	{ OPT_FORMAT_PATCH, "--format-patch", NULL, OPT_STRING, "DIR",
	  ON(CMD_PORT), 0, 0, NULL, NONE, 1, NULL, "none",
	  "write the port as a patch series for review: a cover letter and "
	  "one mail per driver directory; DIR must be new, empty, or hold "
	  "only an earlier series of zcport's" },
	{ OPT_SIGNOFF, "--signoff", NULL, OPT_FLAG, NULL,
	  ON(CMD_PORT), 0, 0, NULL, OPT_FORMAT_PATCH, 0, NULL, "off",
	  "end each mail with a Signed-off-by: line for its author "
	  "($ZCPORT_AUTHOR)" },
	{ OPT_FORMAT, "--format", NULL, OPT_CHOICE, "diff|sarif",
	  ON(CMD_PORT), 0, 0, NULL, NONE, 0, "diff", NULL,
	  "what is printed on stdout when nothing is written: the unified "
	  "diff, or SARIF 2.1.0 with each site's result and, for a "
	  "converted one, its fix" },
	{ OPT_REPORT, "--report", NULL, OPT_STRING, "FILE",
	  ON(CMD_PORT), 0, 0, NULL, NONE, 0, NULL, "no report",
	  "write a JSON report of every site: its state and, for one left "
	  "for a human, its reason code and reason" },
	{ OPT_TIMEOUT, "--timeout", NULL, OPT_NUMBER, "SECONDS",
	  ON(CMD_PORT), 1, 86400, "seconds", NONE, 0, "60", NULL,
	  "how long spatch may work on one file; a file past it has its "
	  "sites flagged timeout, and the rest is ported" },
	{ OPT_NO_CHECK, "--no-check", NULL, OPT_FLAG, NULL,
	  ON(CMD_PORT), 0, 0, NULL, NONE, 0, NULL,
	  "every port is validated",
	  "do not validate the port (gcc against 2.6 headers, the semantic "
	  "checks), so gcc is not needed" },
	{ OPT_BASELINE, "--baseline", NULL, OPT_STRING, "ORIG",
	  ON(CMD_CHECK), 0, 0, NULL, NONE, 0, NULL,
	  "every diagnostic counts",
	  "compare with ORIG, the unported file or tree laid out like the "
	  "one PATH: the port passes when it adds no error and no "
	  "diagnostic about a name of the 2.4 API" },
	{ OPT_HEADERS, "--headers", NULL, OPT_STRING, "DIR",
	  ON(CMD_CHECK), 0, 0, NULL, NONE, 0, NULL,
	  "the model 2.6 headers (headers/2.6)",
	  "compile against the 2.6 headers in DIR" },
	{ OPT_TARGET, "--target", NULL, OPT_CHOICE, "2.6|6.1",
	  ON(CMD_PORT) | ON(CMD_CHECK), 0, 0, NULL, NONE, 0, "2.6", NULL,
	  "the kernel the port is for: 2.6 (get_user_pages(), bios) or "
	  "Linux 6.1 (pin_user_pages_fast(), kmap_local_page()), which is "
	  "validated with --kernel-dir's Kbuild" },
	{ OPT_KERNEL_DIR, "--kernel-dir", NULL, OPT_STRING, "DIR",
	  ON(CMD_PORT) | ON(CMD_CHECK), 0, 0, NULL, NONE, 0, NULL,
	  "the model 2.6 headers (headers/2.6)",
	  "validate against this configured kernel tree: a 2.6 tree, with "
	  "the flags a module build gets, or for --target=6.1 a 6.1 tree "
	  "whose Kbuild builds each file as a module; version guards are "
	  "judged by its version" },
	{ OPT_SHOW_FLAGS, "--show-flags", NULL, OPT_FLAG, NULL,
	  ON(CMD_PORT) | ON(CMD_CHECK), 0, 0, NULL, NONE, 0, NULL, "off",
	  "print the gcc command validation would run for each .c file, "
	  "and do nothing else" },
	{ OPT_FORMAT, "--format", NULL, OPT_CHOICE, "text|json",
	  ON(CMD_CHECK), 0, 0, NULL, NONE, 0, "text", NULL,
	  "each file's verdict as a line, or one JSON document" },
	{ OPT_DROP_LEGACY, "--drop-legacy-branches", NULL, OPT_FLAG, NULL,
	  ON(CMD_PORT), 0, 0, NULL, NONE, 0, NULL,
	  "guarded 2.4 code is left alone",
	  "delete the branches of version guards that no 2.6 build takes, "
	  "keeping the 2.6 branch without its #if lines" },
	{ OPT_JOBS, "--jobs", NULL, OPT_NUMBER, "N",
	  READS, 1, 1024, NULL, NONE, 0, NULL,
	  "one per processor online",
	  "the number of files worked on at once; it never changes the "
	  "output" },
	{ OPT_TREE, "--tree", NULL, OPT_STRING, "DIR",
	  READS, 0, 0, NULL, NONE, 0, NULL,
	  "the 2.4 tree each input sits in, found by its top Makefile; "
	  "else the model headers (headers/2.4)",
	  "the Linux 2.4 tree every input builds in: its headers are "
	  "parsed, then the model's" },
	{ OPT_INCLUDE, "-I", NULL, OPT_DIRS, "DIR",
	  READS, 0, 0, NULL, NONE, 0, NULL, "none",
	  "search DIR for headers before the tree's or the model's, after "
	  "the file's own directory (repeatable; -IDIR too)" },
	{ OPT_CHECK, "--check", NULL, OPT_FLAG, NULL,
	  ON(CMD_RULES), 0, 0, NULL, NONE, 0, NULL,
	  "list the migrations",
	  "check the migrations' declarations against the rules' bodies "
	  "and the helpers files, one error line per problem" },
	{ OPT_HELP, "--help", "-h", OPT_ACTION, NULL,
	  EVERY, 0, 0, NULL, NONE, 0, NULL, NULL,
	  "print the help, every option with its meaning and default, and "
	  "exit" },
	{ OPT_VERSION, "--version", NULL, OPT_ACTION, NULL,
	  ON(CMD_MAIN), 0, 0, NULL, NONE, 0, NULL, NULL,
	  "print zcport's version, then the spatch and libclang it finds "
	  "and whether zcport was tested with them" },
	{ OPT_MAN, "--man", NULL, OPT_ACTION, NULL,
	  ON(CMD_MAIN), 0, 0, NULL, NONE, 0, NULL, NULL,
	  "print this manual page as roff (make writes it to zcport.1)" },
	{ OPT_SYNOPSIS, "--synopsis", NULL, OPT_ACTION, NULL,
	  ON(CMD_MAIN), 0, 0, NULL, NONE, 0, NULL, NULL,
	  "print every command's synopsis as README.md shows it" },
};

#define NROWS ((int)(sizeof(rows) / sizeof(rows[0])))

/*
 * What the commands and zcport are, in words.  The API zcport ports is
 * named by "%1$s": its spelling comes from the API's definition file
 * (KIONAME(KIOBUF), as every pass gets it), filled in once by prose()
 * below.  The parser reads only the names and operands of this table.
 */
static const struct cmd_doc docs[CMD_NR] = {
	[CMD_SCAN] = { "scan", "PATH...", "list every %1$s use",
	  "List every use of the 2.4 %1$s API under each PATH, one line "
	  "per site (file:line:col: kind: symbol [via MACRO()] [in "
	  "function()]), then the summary lines.  Changes nothing." },
	[CMD_PORT] = { "port", "PATH...", "port every use to 2.6 (or 6.1)",
	  "Port the %1$s uses under each PATH: rewrite them with spatch, "
	  "check every site against what spatch changed, and validate the "
	  "result by compiling it.  By default nothing changes: one "
	  "unified diff goes to stdout, the per-site summary to stderr.  "
	  "Every site ends converted or flagged for a human, with a reason "
	  "and a \"zcport: manual port needed:\" comment in the code." },
	[CMD_CHECK] = { "check", "PATH...", "validate ported code",
	  "Compile every .c file under PATH against 2.6 headers with every "
	  "%1$s name poisoned, run the semantic checks (pinning under "
	  "mmap_sem, release on every path, dirtying), and print each "
	  "file's verdict; a header is checked through the .c files that "
	  "include it." },
	[CMD_RULES] = { "rules", NULL, "list the migrations",
	  "List each migration (one semantic patch each): the 2.4 names it "
	  "ports, those it leaves for a human and why, the helpers it "
	  "calls; then the C passes, every reason code, and what each "
	  "target maps the 2.4 names to." },
};

static const char summary_form[] =
	"port Linux 2.4 %1$s drivers to the 2.6 or 6.1 user-page API";

static const char about_form[] =
	"zcport ports Linux 2.4 drivers that did zero-copy I/O through the "
	"removed %1$s API to the 2.6 API (get_user_pages() with explicit "
	"dirtying and release, bios for block I/O), or with --target=6.1 "
	"to Linux 6.1's.  It locates every %1$s use with libclang, "
	"rewrites with Coccinelle's spatch, cross-checks every site "
	"against what spatch changed, and validates by compiling against "
	"2.6 headers.  A PATH is a .c or .h file or a directory, walked "
	"for C files; a name that begins with - is spelled ./-name.";

/* the forms above with the API's name in them, made once */
static struct cmd_doc docs_named[CMD_NR];
static char *summary_named, *about_named;
static pthread_once_t prose_once = PTHREAD_ONCE_INIT;

static char *named(const char *form)
{
	return form ? xasprintf(form, KIONAME(KIOBUF)) : NULL;
}

static void prose(void)
{
	int i;

	for (i = 0; i < CMD_NR; i++) {
		docs_named[i] = docs[i];
		docs_named[i].summary = named(docs[i].summary);
		docs_named[i].description = named(docs[i].description);
	}
	summary_named = named(summary_form);
	about_named = named(about_form);
}

const char *zc_summary(void)
{
	pthread_once(&prose_once, prose);
	return summary_named;
}

const char *zc_about(void)
{
	pthread_once(&prose_once, prose);
	return about_named;
}

const char *const zc_exit_doc =
	"0: done (every site converted, a clean scan or check); 1: sites "
	"left for a human, a failed check, or a PATH with no C file; "
	"2: usage error; 3: tool or input error.";

const struct env_doc zc_environment[] = {
	{ "ZCPORT_DATADIR", "where semantic-patches/ and headers/ are; "
	  "default: the source tree the binary was built in, else "
	  "../share/zcport beside it" },
	{ "ZCPORT_MAX_FILE_SIZE", "the largest file parsed (a number, "
	  "or with k, M or G); a larger one is only token-scanned; "
	  "default: 1M" },
	{ "ZCPORT_MAX_FILE_SITES", "the most sites of one file port "
	  "gives to spatch, whose memory grows with them; a file with "
	  "more is flagged too-large; 0: no limit; default: 1200" },
	{ "ZCPORT_DIFF_WORK", "the diff steps port may spend comparing a "
	  "file with its port; a file needing more is flagged too-large; "
	  "default: 300000000" },
	{ "ZCPORT_TIMINGS", "when set, port prints after each stage its "
	  "wall time, CPU time, children's CPU time and peak memory" },
	{ "ZCPORT_AUTHOR", "the author of --format-patch's mails; default: "
	  "zcport <zcport@localhost>" },
	{ "SOURCE_DATE_EPOCH", "the date of --format-patch's mails, for "
	  "reproducible series; default: now" },
	{ "TMPDIR", "where each run's private directory goes; default: "
	  "/tmp" },
	{ NULL, NULL },
};

const struct opt_row *opt_table(int *n)
{
	*n = NROWS;
	return rows;
}

const struct cmd_doc *cmd_docs(void)
{
	pthread_once(&prose_once, prose);
	return docs_named;
}

const struct opt_row *opt_row_for(enum opt_id id, unsigned cmd)
{
	int i;

	for (i = 0; i < NROWS; i++)
		if (rows[i].id == id && (rows[i].cmds & ON(cmd)))
			return &rows[i];
	return NULL;
}

const struct opt_row *opt_action(const char *arg)
{
	int i;

	for (i = 0; i < NROWS; i++)
		if (rows[i].kind == OPT_ACTION && (!strcmp(arg, rows[i].name) ||
		    (rows[i].alias && !strcmp(arg, rows[i].alias))))
			return &rows[i];
	return NULL;
}

/*
 * The row for arg that cmd accepts; *v gets a value attached to it
 * ("--x=v", "-Idir"), *other the commands of rows that match but are
 * not cmd's.
 */
static const struct opt_row *match(unsigned cmd, const char *arg,
				   const char **v, unsigned *other)
{
	int i;

	*other = 0;
	for (i = 0; i < NROWS; i++) {
		const struct opt_row *r = &rows[i];
		size_t n = strlen(r->name);

		/* zcport's own (main() answers them), never a command's */
		if (r->kind == OPT_ACTION)
			continue;
		if (!strcmp(arg, r->name) || (r->alias &&
					       !strcmp(arg, r->alias)))
			*v = NULL;
		else if (strncmp(arg, r->name, n))
			continue;
		else if (r->kind == OPT_DIRS)
			*v = arg + n;
		else if (arg[n] == '=')
			*v = arg + n + 1;
		else
			continue;
		if (r->cmds & ON(cmd))
			return r;
		*other |= r->cmds;
	}
	return NULL;
}

static void unknown(unsigned cmd, const char *arg, unsigned other)
{
	const char *name = docs[cmd].name;
	int c;

	for (c = 0; c < CMD_NR; c++)
		if (other & ON(c))
			usage_die("%s: unknown option '%s' (an option of %s)",
				  name, arg, docs[c].name);
	usage_die("%s: unknown option '%s'", name, arg);
}

/* "a, b or c" for a choice's "a|b|c" */
static const char *choices(const char *values, struct strbuf *sb)
{
	const char *p = values, *bar;

	for (; (bar = strchr(p, '|')); p = bar + 1)
		strbuf_addf(sb, "%s%.*s", p == values ? "" : ", ",
			    (int)(bar - p), p);
	strbuf_addf(sb, "%s%s", p == values ? "" : " or ", p);
	return sb->buf;
}

static void check_value(unsigned cmd, const struct opt_row *r,
			const char *v, struct opts *o)
{
	struct strbuf sb = STRBUF_INIT;
	char *end;
	long n;

	if (r->kind == OPT_CHOICE) {
		size_t len = strlen(v);
		const char *p = r->arg;

		for (; p; p = strchr(p, '|') ? strchr(p, '|') + 1 : NULL)
			if (!strncmp(p, v, len) && (!p[len] || p[len] == '|') &&
			    !strchr(v, '|'))
				return;
		usage_die("%s: %s must be %s, not '%s'", docs[cmd].name,
			  r->name, choices(r->arg, &sb), v);
	}
	if (r->kind != OPT_NUMBER)
		return;
	n = strtol(v, &end, 10);
	if (*end || end == v || n < r->lo || n > r->hi)
		usage_die("%s needs a number%s%s from %ld to %ld, not '%s'",
			  r->name, r->unit ? " of " : "",
			  r->unit ? r->unit : "", r->lo, r->hi, v);
	o->num[r->id] = n;
}

/* the value of the option at argv[*i], advancing past a separate one */
static const char *value(int argc, char **argv, int *i,
			 const struct opt_row *r, const char *v)
{
	if (r->kind == OPT_DIRS) {
		if (v && *v)
			return v;
		if (*i + 1 < argc && *argv[*i + 1])
			return argv[++*i];
		usage_die("option '%s' needs a directory", r->name);
	}
	if (!v) {
		if (*i + 1 >= argc)
			usage_die("option '%s' needs a value", r->name);
		v = argv[++*i];
	}
	/* "--report=" is a slip, never a wish: refuse before any work */
	if (!*v)
		usage_die("option '%s' needs a value, not an empty one",
			  r->name);
	return v;
}

static void take(unsigned cmd, int argc, char **argv, int *i,
		 struct opts *o)
{
	const char *v;
	unsigned other;
	const struct opt_row *r = match(cmd, argv[*i], &v, &other);

	if (!r)
		unknown(cmd, argv[*i], other);
	if (r->kind == OPT_FLAG) {
		if (v)
			usage_die("%s: option '%s' takes no value",
				  docs[cmd].name, r->name);
		o->val[r->id] = "1";
		return;
	}
	v = value(argc, argv, i, r, v);
	if (r->kind == OPT_DIRS) {
		o->inc = xrealloc(o->inc, (size_t)(o->ninc + 1) *
				  sizeof(*o->inc));
		o->inc[o->ninc++] = v;
		return;
	}
	check_value(cmd, r, v, o);
	o->val[r->id] = v;
}

/* what the options say together: what goes with what, what excludes */
static void relations(unsigned cmd, const struct opts *o)
{
	struct strbuf sb = STRBUF_INIT;
	int i, k, ng, given;

	for (i = 0; i < NROWS; i++) {
		const struct opt_row *r = &rows[i];

		if ((r->cmds & ON(cmd)) && o->val[r->id] && r->needs != NONE &&
		    !o->val[r->needs])
			usage_die("%s: %s goes with %s", docs[cmd].name,
				  r->name, opt_row_for(r->needs, cmd)->name);
	}
	for (k = 1; k <= NROWS; k++) {
		for (i = ng = given = 0; i < NROWS; i++) {
			if (!(rows[i].cmds & ON(cmd)) || rows[i].group != k)
				continue;
			ng++;
			given += !!o->val[rows[i].id];
		}
		if (given < 2)
			continue;
		for (i = 0; i < NROWS; i++) {
			if (!(rows[i].cmds & ON(cmd)) || rows[i].group != k)
				continue;
			strbuf_addf(&sb, "%s%s", !sb.len ? "" : --ng == 1 ?
				    " and " : ", ", rows[i].name);
		}
		usage_die("%s: %s exclude each other", docs[cmd].name, sb.buf);
	}
}

void opts_parse(enum zc_cmd cmd, int argc, char **argv, struct opts *o)
{
	int i;

	memset(o, 0, sizeof(*o));
	o->paths = argv;
	for (i = 0; i < argc; i++) {
		if (!strcmp(argv[i], "--")) {
			while (++i < argc)
				o->paths[o->npaths++] = argv[i];
		} else if (argv[i][0] == '-' && argv[i][1]) {
			take(cmd, argc, argv, &i, o);
		} else if (docs[cmd].operands) {
			o->paths[o->npaths++] = argv[i];
		} else {
			usage_die("%s: unknown argument '%s'", docs[cmd].name,
				  argv[i]);
		}
	}
	if (docs[cmd].operands && !o->npaths)
		usage_die("%s: no PATH given", docs[cmd].name);
	relations(cmd, o);
	for (i = 0; i < NROWS; i++)
		if ((rows[i].cmds & ON(cmd)) && rows[i].def &&
		    !o->val[rows[i].id]) {
			o->val[rows[i].id] = rows[i].def;
			check_value(cmd, &rows[i], rows[i].def, o);
		}
}

int parse_opts_apply(struct opts *o, struct parse_config *pc)
{
	int i, bad = 0;

	for (i = 0; i < o->ninc; i++)
		bad |= parsecfg_add_include(pc, o->inc[i]);
	if (o->val[OPT_TREE])
		bad |= parsecfg_set_tree(pc, o->val[OPT_TREE]);
	free(o->inc);
	o->inc = NULL;
	o->ninc = 0;
	return bad ? -1 : 0;
}
