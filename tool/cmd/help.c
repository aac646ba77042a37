/*
 * help: --help, the man page and the README's synopsis, each rendered
 * from the option table (options.h).
 */
#include <stdlib.h>
#include <string.h>

#include "help.h"
#include "options.h"
#include "strbuf.h"
#include "util.h"
#include "versions.h"

#define WIDTH 79	/* the most columns of --help and the README */
#define MAN_WIDTH 72	/* what man shows at 80 columns, less its indent */
#define COL 28		/* where an option's text starts in --help */
#define NBSP '\001'	/* a space the wrap does not break at */

/* "--backup=SUFFIX", "-I DIR", "--in-place"; sep between name and arg */
static void spell(struct strbuf *sb, const struct opt_row *r, char sep)
{
	strbuf_addstr(sb, r->name);
	if (r->kind == OPT_DIRS)
		strbuf_addf(sb, "%c%s", sep, r->arg);
	else if (r->arg)
		strbuf_addf(sb, "=%s", r->arg);
}

/* r spelled, then what goes with it in cmd, nested: "--a [--b]" */
static void item(struct strbuf *sb, const struct opt_row *r, unsigned cmd)
{
	int i, n;
	const struct opt_row *t = opt_table(&n);

	spell(sb, r, NBSP);
	for (i = 0; i < n; i++)
		if ((t[i].cmds & ON(cmd)) && t[i].needs == (int)r->id) {
			strbuf_addf(sb, "%c[", NBSP);
			item(sb, &t[i], cmd);
			strbuf_addch(sb, ']');
		}
}

/*
 * cmd's synopsis after its name, as words to wrap: each option in
 * brackets, one that goes with another inside the other's, a group
 * whose options exclude each other as "[a | b | c]" (breakable only
 * between its alternatives), then the operands.
 */
static void synopsis_words(struct strbuf *sb, unsigned cmd)
{
	int i, k, n;
	const struct opt_row *t = opt_table(&n);

	for (i = 0; i < n; i++) {
		const struct opt_row *r = &t[i];

		if (!(r->cmds & ON(cmd)) || r->kind == OPT_ACTION ||
		    (r->needs >= 0 && opt_row_for(r->needs, cmd)))
			continue;
		for (k = 0; r->group && k < i; k++)
			if ((t[k].cmds & ON(cmd)) && t[k].group == r->group)
				break;
		if (r->group && k < i)
			continue;	/* shown with the group's first */
		strbuf_addstr(sb, sb->len ? " [" : "[");
		item(sb, r, cmd);
		for (k = i + 1; r->group && k < n; k++)
			if ((t[k].cmds & ON(cmd)) && t[k].group == r->group) {
				strbuf_addf(sb, "%c| ", NBSP);
				item(sb, &t[k], cmd);
			}
		strbuf_addch(sb, ']');
	}
	if (cmd < CMD_NR && cmd_docs()[cmd].operands)
		strbuf_addf(sb, "%s%s", sb->len ? " " : "",
			    cmd_docs()[cmd].operands);
}

/*
 * Append text's words to out, the first at column col, breaking lines
 * before width and starting each new one at column indent.  Runs of
 * spaces are one break; NBSP is a space that is never broken at.
 */
static void wrap(struct strbuf *out, const char *text, int col, int indent,
		 int width)
{
	const char *p = text;
	int start = col;

	while (*p) {
		size_t n = strcspn(p, " ");
		size_t k;

		if (!n) {
			p++;
			continue;
		}
		if (col > start && col + 1 + (int)n > width) {
			strbuf_addf(out, "\n%*s", indent, "");
			col = start = indent;
		} else if (col > start) {
			strbuf_addch(out, ' ');
			col++;
		}
		for (k = 0; k < n; k++)
			strbuf_addch(out, p[k] == NBSP ? ' ' : p[k]);
		col += (int)n;
		p += n;
	}
}

static void synopsis(struct strbuf *out, const char *lead, unsigned cmd,
		     int width)
{
	struct strbuf w = STRBUF_INIT;

	synopsis_words(&w, cmd);
	strbuf_addf(out, "%s ", lead);
	wrap(out, w.buf, (int)strlen(lead) + 1, (int)strlen(lead) + 1, width);
	strbuf_addch(out, '\n');
	strbuf_release(&w);
}

/* "--help | --version | ...": zcport's own actions */
static void main_actions(struct strbuf *sb)
{
	int i, n;
	const struct opt_row *t = opt_table(&n);

	for (i = 0; i < n; i++)
		if (t[i].cmds & ON(CMD_MAIN))
			strbuf_addf(sb, "%s%s", sb->len ? " | " : "",
				    t[i].name);
}

/* the commands that take r: "(port, check) " */
static void takers(struct strbuf *sb, const struct opt_row *r)
{
	int c, first = 1;

	for (c = 0; c <= CMD_MAIN; c++) {
		if (!(r->cmds & ON(c)))
			continue;
		strbuf_addf(sb, "%s%s", first ? "(" : ", ",
			    c < CMD_NR ? cmd_docs()[c].name : "zcport");
		first = 0;
	}
	strbuf_addstr(sb, ") ");
}

static const char *default_of(const struct opt_row *r)
{
	return r->def_doc ? r->def_doc : r->def;
}

/* one option of --help: its spelling, then its text from column COL */
static void entry(struct strbuf *out, const struct opt_row *r, int all)
{
	struct strbuf lab = STRBUF_INIT, text = STRBUF_INIT;

	if (r->alias)
		strbuf_addf(&lab, "%s, ", r->alias);
	spell(&lab, r, ' ');
	strbuf_addf(out, "  %s", lab.buf);
	if (lab.len + 2 < COL - 1)
		strbuf_addf(out, "%*s", COL - 2 - (int)lab.len, "");
	else
		strbuf_addf(out, "\n%*s", COL, "");
	if (all)
		takers(&text, r);
	strbuf_addstr(&text, r->help);
	wrap(out, text.buf, COL, COL, WIDTH);
	if (default_of(r)) {
		strbuf_addf(out, "\n%*s", COL, "");
		strbuf_reset(&text);
		strbuf_addf(&text, "default: %s", default_of(r));
		wrap(out, text.buf, COL, COL, WIDTH);
	}
	strbuf_addch(out, '\n');
	strbuf_release(&lab);
	strbuf_release(&text);
}

static void put(FILE *f, struct strbuf *sb)
{
	fwrite(sb->buf ? sb->buf : "", 1, sb->len, f);
	strbuf_release(sb);
}

void help_command(FILE *f, unsigned cmd)
{
	const struct cmd_doc *d = &cmd_docs()[cmd];
	struct strbuf out = STRBUF_INIT;
	char *lead = NULL;
	int i, n;
	const struct opt_row *t = opt_table(&n);

	strbuf_addf(&out, "usage: zcport %s", d->name);
	lead = strbuf_detach(&out, NULL);
	synopsis(&out, lead, cmd, WIDTH);
	free(lead);
	strbuf_addch(&out, '\n');
	wrap(&out, d->description, 0, 0, WIDTH);
	strbuf_addstr(&out, "\n\noptions:\n");
	for (i = 0; i < n; i++)
		if (t[i].cmds & ON(cmd))
			entry(&out, &t[i], 0);
	strbuf_addstr(&out, "\nexit status: ");
	wrap(&out, zc_exit_doc, 13, 0, WIDTH);
	strbuf_addch(&out, '\n');
	put(f, &out);
}

void help_main(FILE *f)
{
	const struct cmd_doc *d = cmd_docs();
	const struct env_doc *e;
	struct strbuf out = STRBUF_INIT, w = STRBUF_INIT;
	int i, n;
	const struct opt_row *t = opt_table(&n);

	main_actions(&w);
	strbuf_addf(&out, "usage: zcport <command> [options] PATH...\n"
		    "       zcport %s\n\n", w.buf);
	strbuf_release(&w);
	wrap(&out, zc_about(), 0, 0, WIDTH);
	strbuf_addstr(&out, "\n\ncommands:\n");
	for (i = 0; i < CMD_NR; i++)
		strbuf_addf(&out, "  %-8s%s\n", d[i].name, d[i].summary);
	strbuf_addch(&out, '\n');
	for (i = 0; i < CMD_NR; i++) {
		strbuf_addf(&w, "  zcport %s", d[i].name);
		synopsis(&out, w.buf, (unsigned)i, WIDTH);
		strbuf_release(&w);
	}
	strbuf_addstr(&out, "\noptions (in parentheses, the commands that "
		      "take each):\n");
	for (i = 0; i < n; i++)
		entry(&out, &t[i], 1);
	strbuf_addstr(&out, "\nenvironment:\n");
	for (e = zc_environment; e->name; e++) {
		strbuf_addf(&out, "  %s\n%*s", e->name, COL, "");
		wrap(&out, e->help, COL, COL, WIDTH);
		strbuf_addch(&out, '\n');
	}
	strbuf_addstr(&out, "\nexit status: ");
	wrap(&out, zc_exit_doc, 13, 0, WIDTH);
	strbuf_addch(&out, '\n');
	put(f, &out);
}

void help_readme(FILE *f)
{
	struct strbuf out = STRBUF_INIT, w = STRBUF_INIT;
	int i;

	for (i = 0; i < CMD_NR; i++) {
		strbuf_addf(&w, "    tool/zcport %s", cmd_docs()[i].name);
		synopsis(&out, w.buf, (unsigned)i, WIDTH);
		strbuf_release(&w);
	}
	main_actions(&w);
	strbuf_addf(&out, "    tool/zcport %s\n", w.buf);
	strbuf_release(&w);
	put(f, &out);
}

/* s for roff: backslashes and hyphens escaped, no line begins a request */
static void roff(struct strbuf *out, const char *s)
{
	if (*s == '.' || *s == '\'')
		strbuf_addstr(out, "\\&");
	for (; *s; s++) {
		if (*s == '\\')
			strbuf_addstr(out, "\\e");
		else if (*s == '-')
			strbuf_addstr(out, "\\-");
		else
			strbuf_addch(out, *s);
	}
}

/* an option's tag in the man page: bold name, italic value */
static void man_tag(struct strbuf *out, const struct opt_row *r)
{
	if (r->alias) {
		strbuf_addstr(out, "\\fB");
		roff(out, r->alias);
		strbuf_addstr(out, "\\fR, ");
	}
	strbuf_addstr(out, "\\fB");
	roff(out, r->name);
	strbuf_addstr(out, "\\fR");
	if (r->arg) {
		strbuf_addstr(out, r->kind == OPT_DIRS ? " \\fI" : "=\\fI");
		roff(out, r->arg);
		strbuf_addstr(out, "\\fR");
	}
	strbuf_addch(out, '\n');
}

/* every command's synopsis, filled by hand (.nf): the lead in bold */
static void man_synopsis(struct strbuf *out)
{
	struct strbuf syn = STRBUF_INIT, lead = STRBUF_INIT;
	const char *p, *eol;
	int i;

	strbuf_addstr(out, ".SH SYNOPSIS\n.nf\n");
	for (i = 0; i < CMD_NR; i++) {
		strbuf_addf(&lead, "zcport %s", cmd_docs()[i].name);
		synopsis(&syn, lead.buf, (unsigned)i, MAN_WIDTH);
		for (p = syn.buf; *p; p = eol + 1) {
			char *line;

			eol = strchr(p, '\n');
			line = xstrndup(p, (size_t)(eol - p));
			if (p == syn.buf) {
				strbuf_addstr(out, "\\fB");
				roff(out, lead.buf);
				strbuf_addstr(out, "\\fR");
				roff(out, line + lead.len);
			} else {
				roff(out, line);
			}
			strbuf_addch(out, '\n');
			free(line);
		}
		strbuf_release(&syn);
		strbuf_release(&lead);
	}
	main_actions(&syn);
	strbuf_addstr(out, "\\fBzcport\\fR ");
	roff(out, syn.buf);
	strbuf_addstr(out, "\n.fi\n");
	strbuf_release(&syn);
}

static void man_options(struct strbuf *out)
{
	struct strbuf text = STRBUF_INIT;
	int i, n;
	const struct opt_row *t = opt_table(&n);

	strbuf_addstr(out, ".SH OPTIONS\n");
	for (i = 0; i < n; i++) {
		strbuf_addstr(out, ".TP\n");
		man_tag(out, &t[i]);
		takers(&text, &t[i]);
		strbuf_addf(&text, "%s.", t[i].help);
		roff(out, text.buf);
		strbuf_release(&text);
		if (default_of(&t[i])) {
			strbuf_addstr(out, "\n.br\nDefault: ");
			roff(out, default_of(&t[i]));
			strbuf_addch(out, '.');
		}
		strbuf_addch(out, '\n');
	}
}

void help_man(FILE *f)
{
	struct strbuf out = STRBUF_INIT;
	const struct env_doc *e;
	int i;

	strbuf_addf(&out, ".\\\" zcport.1: written by \"zcport --man\" from "
		    "tool/cmd/options.c; edit that, not this\n"
		    ".TH ZCPORT 1 \"\" \"zcport %s\" \"User Commands\"\n"
		    /* no hyphen inside a name such as get_user_pages() */
		    ".nh\n"
		    ".SH NAME\nzcport \\- ", ZCPORT_VERSION);
	roff(&out, zc_summary());
	strbuf_addch(&out, '\n');
	man_synopsis(&out);
	strbuf_addstr(&out, ".SH DESCRIPTION\n");
	roff(&out, zc_about());
	strbuf_addstr(&out, "\n.SH COMMANDS\n");
	for (i = 0; i < CMD_NR; i++) {
		strbuf_addf(&out, ".TP\n.B %s\n", cmd_docs()[i].name);
		roff(&out, cmd_docs()[i].description);
		strbuf_addch(&out, '\n');
	}
	man_options(&out);
	strbuf_addstr(&out, ".SH ENVIRONMENT\n");
	for (e = zc_environment; e->name; e++) {
		strbuf_addf(&out, ".TP\n.B %s\n", e->name);
		roff(&out, e->help);
		strbuf_addstr(&out, ".\n");
	}
	strbuf_addstr(&out, ".SH EXIT STATUS\n");
	roff(&out, zc_exit_doc);
	strbuf_addstr(&out, "\n.SH SEE ALSO\n.BR spatch (1),\n.BR gcc (1);\n"
		      "README.md and docs/architecture.md in zcport's "
		      "source tree\n");
	put(f, &out);
}
