/* semcheck: see semcheck.h for the contract. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"
#include "pageflow.h"
#include "pfscope.h"
#include "rules.h"
#include "runcmd.h"
#include "runtmp.h"
#include "semcheck.h"
#include "util.h"

/*
 * The facts that cross functions and files go to the rules as Python: a
 * @initialize:python@ rule put before the first rule of the combined
 * file (the rules' own initialisers keep a set already made).
 */
static void add_facts(const char *comb, struct pageflow *pf)
{
	char *text, *at, *rel = pageflow_releasers(pf);
	char *dirt = pageflow_dirtiers(pf);
	size_t len;
	struct strbuf sb = STRBUF_INIT;

	if (read_file(comb, &text, &len))
		die("cannot read %s", comb);
	at = strstr(text, "\n// ---- ");
	at = at ? at + 1 : text;
	strbuf_add(&sb, text, (size_t)(at - text));
	strbuf_addf(&sb, "@initialize:python@\n@@\n"
		    "zc_releasers = set([%s])\n"
		    "zc_dirtiers = set([%s])\n\n", rel, dirt);
	strbuf_addstr(&sb, at);
	if (write_file_private(comb, sb.buf, sb.len))
		die("cannot write %s", comb);
	strbuf_release(&sb);
	free(text);
	free(rel);
	free(dirt);
}

/*
 * The page flow of the checked files (pageflow.h), with the other files
 * that can matter to it (pfscope.h), as facts the rules of comb read
 */
static struct pageflow *page_facts(const char *comb, char **files,
				   char **display, size_t n,
				   const struct sem_text *ctx, size_t nctx)
{
	struct sem_text *mine = xcalloc(n, sizeof(*mine));
	char *keep = xcalloc(nctx + 1, 1);
	struct pageflow *pf = pageflow_new();
	size_t i;

	for (i = 0; i < n; i++) {
		char *buf;
		size_t len;

		if (read_file(files[i], &buf, &len))
			buf = xstrdup(""), len = 0;
		mine[i].path = display && display[i] ? display[i] :
			       files[i];
		mine[i].text = buf;
		mine[i].len = len;
		pageflow_add(pf, mine[i].path, buf, len, 1);
	}
	/* only the other files that can matter (pfscope.h) */
	pfscope_pick(mine, n, ctx, nctx, keep);
	for (i = 0; i < nctx; i++)
		if (keep[i])
			pageflow_add(pf, ctx[i].path, ctx[i].text,
				     ctx[i].len, 0);
	for (i = 0; i < n; i++)
		free((char *)mine[i].text);
	free(mine);
	free(keep);
	add_facts(comb, pf);
	return pf;
}

/*
 * spatch reads copies with names it can parse (util.h safe_base()),
 * in tmpl: safe[i] for files[i], all listed in the groups file
 * returned (the caller frees both)
 */
static char *safe_copies(char **files, size_t n, const char *tmpl,
			 char ***safe)
{
	struct strbuf groups = STRBUF_INIT;
	char *gfile;
	size_t i;

	*safe = xcalloc(n, sizeof(**safe));
	for (i = 0; i < n; i++) {
		char *base = safe_base(files[i]), *text;
		size_t len;

		(*safe)[i] = xasprintf("%s/%zu/%s", tmpl, i, base);
		free(base);
		if (read_file(files[i], &text, &len))
			continue;
		if (mkdir_parent((*safe)[i]) ||
		    write_file_private((*safe)[i], text, len))
			die("cannot write to %s", tmpl);
		free(text);
		strbuf_addf(&groups, "%s\n\n", (*safe)[i]);
	}
	gfile = xasprintf("%s/groups", tmpl);
	if (write_file_private(gfile, groups.buf, groups.len))
		die("cannot write %s", gfile);
	strbuf_release(&groups);
	return gfile;
}

/* one rule of rs over the groups, in report mode: its output in out */
static int run_rule(const struct rule_set *rs, size_t k, const char *gfile,
		    const char *tmpl, int jobs, struct strbuf *out)
{
	struct argv_list a = ARGV_INIT;
	int j, st;

	rules_spatch_argv(&a);
	argv_push(&a, "--sp-file");
	argv_push(&a, rs->v[k].path);
	argv_push(&a, "-D");
	argv_push(&a, "report");
	argv_push(&a, "--very-quiet");
	argv_push(&a, "--file-groups");
	argv_push(&a, gfile);
	/* its cocci-output-* files (TMPDIR is not used for them) */
	argv_push(&a, "--temp-files");
	argv_push(&a, tmpl);
	for (j = 0; j < rs->v[k].noptions; j++)
		argv_push(&a, rs->v[k].options[j]);
	if (jobs > 1) {
		argv_push(&a, "--jobs");
		argv_pushf(&a, "%d", jobs);
		argv_push(&a, "--tmp-dir");
		argv_pushf(&a, "%s/par", tmpl);
	}
	st = run_command(&a, tmpl, out, NULL, 600000);
	argv_clear(&a);
	return st;
}

/* attribute each warning line of out to its file (log[i], bad[i]) */
static void attribute_findings(const char *out, char **safe, char **files,
			       char **display, size_t n, struct strbuf *log,
			       int *bad)
{
	const char *p;
	size_t i;

	for (p = out; p && *p; ) {
		const char *eol = strchr(p, '\n');
		size_t len = eol ? (size_t)(eol - p) : strlen(p);

		for (i = 0; i < n; i++) {
			size_t fl = strlen(safe[i]);

			if (len > fl && !strncmp(p, safe[i], fl) &&
			    p[fl] == ':' &&
			    memmem(p, len, ": warning: ", 11)) {
				strbuf_addstr(&log[i], display &&
					      display[i] ? display[i] :
					      files[i]);
				strbuf_add(&log[i], p + fl, len - fl);
				strbuf_addch(&log[i], '\n');
				bad[i]++;
				break;
			}
		}
		p = eol ? eol + 1 : NULL;
	}
}

int semcheck_files(const char *subdir, char **files, char **display,
		   size_t n, int jobs, const struct sem_text *ctx, size_t nctx,
		   struct strbuf *log, int *bad)
{
	struct pageflow *pf = NULL;
	struct rule_set all, rs;
	char *gfile, *comb, *tmpl, **safe;
	size_t i, k;
	int ret = 0;

	if (!n)
		return 0;
	/* spatch's working and --tmp-dir directory too (runtmp.h) */
	tmpl = runtmp_mkdtemp("semcheck");
	rules_load(&all, subdir);
	comb = rules_combine(&all, tmpl);
	if (!strcmp(subdir, RULES_CHECK))
		pf = page_facts(comb, files, display, n, ctx, nctx);
	rules_one(&rs, &all, comb);
	free(comb);
	rules_free(&all);
	gfile = safe_copies(files, n, tmpl, &safe);

	for (k = 0; k < rs.nr && !ret; k++) {
		struct strbuf out = STRBUF_INIT;
		int st = run_rule(&rs, k, gfile, tmpl, jobs, &out);

		runtmp_check();
		if (st == RUN_NOEXEC)
			ret = -1;
		attribute_findings(out.buf, safe, files, display, n, log, bad);
		strbuf_release(&out);
	}
	if (pf) {
		/* after spatch's findings, so each file's stay in line order
		 * per rule as before */
		pageflow_dirty_guard(pf, log, bad);
		pageflow_free(pf);
	}
	for (i = 0; i < n; i++)
		free(safe[i]);
	free(safe);
	free(gfile);
	remove_tree(tmpl);
	free(tmpl);
	rules_free(&rs);
	return ret;
}
