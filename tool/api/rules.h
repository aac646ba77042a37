/*
 * rules: the semantic patches of the migrations, in
 * <datadir>/semantic-patches/FOLDER/ for each folder the table of
 * migrations registers (migrations.h), and the checks.
 *
 * Each NAME.cocci is one rule of its migration, headed like the kernel's
 * scripts/coccinelle rules:
 *	/// what it does (one or more lines)
 *	// Confidence: High|Moderate|Low
 *	// Options: extra spatch options
 * and has virtual patch and report modes.  The rules of all migrations
 * run in file-name order (the NN prefix), each over the output of the
 * one before.
 *
 * The header also declares everything the C code knows about the
 * rule (one migration, one unit; vocab.c reads these):
 *	// Ports: CLASS NAME[=NEW]...	2.4 names this rule converts (and
 *					the name the port writes instead)
 *	// Flags: CLASS NAME... -> CODE[: GUIDANCE]
 *					names it leaves for a human
 *	// Reason: CODE: TEXT		a reason code it can leave behind,
 *					with the guidance a human gets
 *	// Helpers: PIECE...		helper pieces (of any migration's
 *					helpers file) its + lines call
 * CLASS is function, type, constant, member or header.  A line of a
 * Reason or Flags declaration that ends the header line may go on in
 * lines "//\tmore text" (a tab after the slashes).
 *
 * The report-mode checks that validation runs on ported code live in
 * semantic-patches/checks/ (2.4 forms: checks24/) with the same headers:
 * they judge a port whatever migration made it, so they are no
 * migration's.
 *
 * rules_load() dies when a directory is unreadable or a rule lacks its
 * header (a broken install, not user input).  rules_free() frees all.
 * rules_lint_folders() appends an error line to out for each folder of
 * semantic-patches/ that is neither a migration the table registers nor
 * the checks' (its rules would never run), and returns their number.
 */
#ifndef ZC_RULES_H
#define ZC_RULES_H

#include <stddef.h>

/* one declared 2.4 name */
struct rule_decl {
	char *cls;		/* function, type, constant, member, header */
	char *name;
	char *manual_code;	/* Flags: the reason code; Ports: NULL */
	char *guidance;		/* Flags: own guidance, or NULL */
	char *replacement;	/* Ports: NAME=NEW's NEW, or NULL */
	unsigned line;		/* of the declaration, for diagnostics */
};

struct rule_reason {
	char *code;
	char *text;
	unsigned line;
};

struct rule {
	char *path;
	char *name;		/* file name without .cocci */
	char *description;	/* the /// lines, joined */
	char *confidence;
	char **options;		/* split on blanks */
	int noptions;
	struct rule_decl *decls;	/* Ports: and Flags: */
	size_t ndecls;
	struct rule_reason *reasons;	/* Reason: */
	size_t nreasons;
	char **helpers;			/* Helpers: */
	size_t nhelpers;
	unsigned helpers_line;
};

struct rule_set {
	struct rule *v;
	size_t nr;
};

/* subdir of the data dir: RULES_PORT (the migrations'), RULES_CHECK... */
#define RULES_PORT "semantic-patches"
#define RULES_CHECK "semantic-patches/checks"
#define RULES_CHECK24 "semantic-patches/checks24"
void rules_load(struct rule_set *rs, const char *subdir);
void rules_free(struct rule_set *rs);
struct strbuf;
int rules_lint_folders(struct strbuf *out);

/*
 * One spatch run instead of one per rule: rules_combine() writes DIR/
 * combined.cocci, the rules' texts in order with their virtual lines
 * merged (SmPL applies the rules of one file in order, each to the
 * result of the one before, as separate runs would), and returns its
 * path (caller frees).  It dies when two rules share a name.
 * rules_one() makes a set of that one rule, with the union of the
 * rules' options (free with rules_free()).
 */
char *rules_combine(const struct rule_set *rs, const char *dir);

/*
 * rules_spatch_argv(): start an argv for spatch: "spatch", and the
 * Python its script rules run with: the system's python3 when there is
 * one, so a python3 earlier on the PATH (a version manager's shim, which
 * costs a shell start per spatch run) is not looked up.
 */
struct argv_list;
void rules_spatch_argv(struct argv_list *a);
void rules_one(struct rule_set *one, const struct rule_set *rs,
	       const char *combined);

#endif
