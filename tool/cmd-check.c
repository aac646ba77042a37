/*
 * zcport check [--baseline=PATH] [--headers=DIR | --kernel-dir=DIR]
 *              [--format=text|json] [--jobs=N] PATH...
 *
 * validate alone: compiles every .c file under PATH against the 2.6
 * headers with every kiobuf name poisoned (validate.h) and prints gcc's
 * diagnostics, which name the user's file, line and column, and the
 * kiobuf site on that line when there is one ("[site: call unmap_kiobuf]").
 * The semantic checks (semantic-patches/checks/) run over every .c file
 * and every header that pins, dirties or releases pages itself, such as
 * the helper header a port writes (zcport_user_pages.h); such a header
 * is listed with the .c files.
 *
 * With --baseline=ORIG (the unported tree or file, laid out like PATH),
 * the check is differential, for drivers that include headers the model
 * does not cover: ORIG is compiled against the 2.4 headers, the port
 * against 2.6, and the port passes when it adds no diagnostic and none
 * of its diagnostics is about a kiobuf name.  Diagnostics are compared
 * without their line and column, so lines the rewrite moved do not look
 * new; those the original already had are counted apart.
 *
 * Exit 0 when every file passes, 1 when some port fails, 2 usage, 3
 * input errors.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd.h"
#include "datadir.h"
#include "diag.h"
#include "emit.h"
#include "inventory.h"
#include "kerneltree.h"
#include "lex.h"
#include "parallel.h"
#include "pipeline.h"
#include "rules.h"
#include "semcheck.h"
#include "strbuf.h"
#include "util.h"
#include "validate.h"
#include "vocab.h"

struct check_ctx {
	struct run *r;
	const char *baseline;		/* NULL: absolute check */
	const char *root;		/* the PATH the baseline mirrors */
	const char *headers;
	const struct argv_list *tree_flags;
	int *failed;
	int *old_diags;
	struct strbuf *logs;
};

/* the baseline file for a path under root */
static char *baseline_for(const struct check_ctx *c, const char *path)
{
	size_t rl = strlen(c->root);

	if (!strcmp(path, c->root))
		return xstrdup(c->baseline);
	if (!strncmp(path, c->root, rl) && path[rl] == '/')
		return xasprintf("%s%s", c->baseline, path + rl);
	return xstrdup(c->baseline);
}

static void check_file(void *state, size_t i, void *data)
{
	struct check_ctx *c = data;
	struct unit *u = &c->r->units[i];
	struct validate_opts o26 = { c->headers, 1, NULL, 0, NULL };
	struct strbuf log = STRBUF_INIT, base = STRBUF_INIT;
	char *buf, **nk = NULL, **bk = NULL;
	size_t len, nn, nb, a, b;
	int st;

	(void)state;
	if (!ends_with(u->path, ".c"))
		return;
	if (read_file(u->path, &buf, &len)) {
		u->failed = 1;
		return;
	}
	o26.stub_missing = c->baseline != NULL;
	o26.tree_flags = c->tree_flags;
	st = validate_text(&o26, u->path, buf, len, &log);
	free(buf);
	if (st < 0) {
		u->failed = 1;
		return;
	}
	if (!c->baseline) {
		c->failed[i] = st != 0;
		if (st)
			strbuf_add(&c->logs[i], log.buf, log.len);
		strbuf_release(&log);
		return;
	}
	{
		char *orig = baseline_for(c, u->path);
		char *h24 = datadir_path("headers/2.4");
		struct validate_opts o24 = { h24, 0, NULL, 1, NULL };

		if (read_file(orig, &buf, &len)) {
			u->failed = 1;
		} else {
			validate_text(&o24, u->path, buf, len, &base);
			free(buf);
		}
		free(orig);
		free(h24);
	}
	nn = diag_keys(log.buf, &nk);
	nb = diag_keys(base.buf, &bk);
	/* multiset difference: each baseline diagnostic excuses one */
	for (a = 0; a < nn; a++) {
		int old = 0;

		for (b = 0; b < nb && !old; b++)
			if (bk[b] && !strcmp(nk[a], bk[b])) {
				free(bk[b]);
				bk[b] = NULL;
				old = 1;
			}
		if (old && !diag_mentions_kiobuf(nk[a])) {
			c->old_diags[i]++;
			continue;
		}
		if (!strncmp(nk[a], "warning: ", 9) && !diag_mentions_kiobuf(nk[a]))
			continue;	/* new warnings are shown, not fatal */
		c->failed[i] = 1;
	}
	if (c->failed[i])
		strbuf_add(&c->logs[i], log.buf, log.len);
	for (a = 0; a < nn; a++)
		free(nk[a]);
	for (b = 0; b < nb; b++)
		free(bk[b]);
	free(nk);
	free(bk);
	strbuf_release(&log);
	strbuf_release(&base);
}

/*
 * Name the kiobuf site a diagnostic belongs to: the file is inventoried
 * and a diagnostic on a site's line gets "[site: kind symbol]" appended.
 */
static void attribute(const char *path, struct strbuf *log)
{
	char *hdr = datadir_path("headers/2.4"), *buf;
	struct inventory *inv;
	struct site_list sites = SITE_LIST_INIT;
	struct strbuf out = STRBUF_INIT;
	const char *p = log->buf;
	size_t len, plen = strlen(path), i;

	if (!log->len || read_file(path, &buf, &len)) {
		free(hdr);
		return;
	}
	inv = inventory_new(hdr);
	inventory_file(inv, path, buf, len, 0, &sites);
	inventory_free(inv);
	free(buf);
	free(hdr);
	while (p && *p) {
		const char *eol = strchr(p, '\n');
		size_t n = eol ? (size_t)(eol - p) : strlen(p);
		unsigned line = 0;

		strbuf_add(&out, p, n);
		if (n > plen && !strncmp(p, path, plen) && p[plen] == ':')
			line = (unsigned)atoi(p + plen + 1);
		for (i = 0; line && i < sites.nr; i++)
			if (sites.v[i].line == line) {
				strbuf_addf(&out, " [site: %s %s]",
					    site_kind_name(sites.v[i].kind),
					    sites.v[i].symbol);
				break;
			}
		strbuf_addch(&out, '\n');
		p = eol ? eol + 1 : NULL;
	}
	site_list_clear(&sites);
	strbuf_release(log);
	*log = out;
}

/*
 * A header that pins, dirties or releases user pages itself (the helper
 * header zcport writes, zcport_user_pages.h, or a driver's own inline
 * functions) is compiled through the .c files that include it, and gets
 * the semantic checks of its own: it is listed like a .c file.
 */
static int pins_in_header(const char *path)
{
	static const char *const names[] = { "get_user_pages",
		"SetPageDirty", "set_page_dirty_lock", "set_page_dirty",
		"page_cache_release", NULL };
	char *buf;
	size_t len;
	int yes;

	if (read_file(path, &buf, &len))
		return 0;
	yes = lex_has_ident(buf, len, names);
	free(buf);
	return yes;
}

/*
 * With a baseline, a semantic finding the original already has (the
 * 2.4 forms of the checks say so) is shown but does not fail the port,
 * as in port's own validation.
 */
static void excuse_inherited(struct check_ctx *c, char **files, size_t n,
			     struct strbuf *slog, int *bad)
{
	char **orig = xcalloc(n + 1, sizeof(char *));
	struct strbuf *log24 = xcalloc(n + 1, sizeof(*log24));
	int *bad24 = xcalloc(n + 1, sizeof(int));
	size_t k;

	for (k = 0; k < n; k++)
		orig[k] = baseline_for(c, files[k]);
	semcheck_files(RULES_CHECK24, orig, NULL, n, c->r->jobs, log24, bad24);
	for (k = 0; k < n; k++) {
		char *pbuf, *obuf;
		size_t plen, olen;

		if (bad[k] && !read_file(files[k], &pbuf, &plen)) {
			if (!read_file(orig[k], &obuf, &olen)) {
				if (findings_inherited(files[k], pbuf, plen,
						       obuf, olen, slog[k].buf,
						       log24[k].buf)) {
					bad[k] = 0;
					strbuf_reset(&slog[k]);
				}
				free(obuf);
			}
			free(pbuf);
		}
		strbuf_release(&log24[k]);
		free(orig[k]);
	}
	free(orig);
	free(log24);
	free(bad24);
}

int cmd_check(int argc, char **argv)
{
	const char *v, *baseline = NULL, *headers = NULL, *format = "text";
	const char *kernel_dir = NULL;
	struct argv_list tree = ARGV_INIT;
	int i, jobs = 0, npaths = 0, nfail = 0, status;
	char **paths = argv;
	struct check_ctx c;
	struct run r;
	size_t k, nchecked = 0;
	int *pin_header;
	struct strbuf out = STRBUF_INIT;

	for (i = 0; i < argc; i++) {
		if ((v = opt_value(argc, argv, &i, "--baseline")))
			baseline = v;
		else if ((v = opt_value(argc, argv, &i, "--kernel-dir")))
			kernel_dir = v;
		else if ((v = opt_value(argc, argv, &i, "--headers")))
			headers = v;
		else if ((v = opt_value(argc, argv, &i, "--format")))
			format = v;
		else if ((v = opt_value(argc, argv, &i, "--jobs")))
			jobs = parse_jobs(v);
		else if (argv[i][0] == '-' && argv[i][1])
			usage_die("check: unknown option '%s'", argv[i]);
		else
			paths[npaths++] = argv[i];
	}
	if (!npaths)
		usage_die("check: no PATH given");
	if (strcmp(format, "text") && strcmp(format, "json"))
		usage_die("check: --format must be text or json");
	if (baseline && npaths != 1)
		usage_die("check: --baseline takes exactly one PATH to compare");

	if (kernel_dir && kernel_tree_flags(kernel_dir, &tree))
		return EXIT_TOOL;
	if (headers && access(headers, R_OK | X_OK)) {
		error_at(headers, 0, 0, "no such header directory");
		return EXIT_TOOL;
	}
	run_init(&r, jobs);
	run_walk(&r, paths, npaths);
	memset(&c, 0, sizeof(c));
	c.tree_flags = kernel_dir ? &tree : NULL;
	c.r = &r;
	c.baseline = baseline;
	c.root = paths[0];
	c.headers = headers;
	c.failed = xcalloc(r.nr + 1, sizeof(int));
	c.old_diags = xcalloc(r.nr + 1, sizeof(int));
	c.logs = xcalloc(r.nr + 1, sizeof(struct strbuf));
	pin_header = xcalloc(r.nr + 1, sizeof(int));
	run_parallel(r.nr, r.jobs, &c, NULL, check_file, NULL);
	for (k = 0; k < r.nr; k++)
		if (r.units[k].failed)
			r.input_errors++;
	{
		/* the semantic checks, over every file that compiled */
		char **files = xcalloc(r.nr + 1, sizeof(char *));
		size_t *which = xcalloc(r.nr + 1, sizeof(size_t)), n = 0;
		struct strbuf *slog;
		int *bad;

		for (k = 0; k < r.nr; k++) {
			if (r.units[k].failed)
				continue;
			if (ends_with(r.units[k].path, ".h"))
				pin_header[k] = pins_in_header(r.units[k].path);
			if (ends_with(r.units[k].path, ".c") || pin_header[k]) {
				which[n] = k;
				files[n++] = r.units[k].path;
			}
		}
		slog = xcalloc(n + 1, sizeof(*slog));
		bad = xcalloc(n + 1, sizeof(int));
		if (semcheck_files(RULES_CHECK, files, NULL, n, r.jobs, slog, bad))
			r.input_errors++;
		if (baseline)
			excuse_inherited(&c, files, n, slog, bad);
		for (k = 0; k < n; k++) {
			if (bad[k]) {
				c.failed[which[k]] = 1;
				strbuf_add(&c.logs[which[k]], slog[k].buf,
					   slog[k].len);
			}
			strbuf_release(&slog[k]);
		}
		free(slog);
		free(bad);
		free(files);
		free(which);
	}

	if (!strcmp(format, "json"))
		strbuf_addstr(&out, "{\"files\": [");
	for (k = 0; k < r.nr; k++) {
		struct unit *u = &r.units[k];

		if ((!ends_with(u->path, ".c") && !pin_header[k]) || u->failed)
			continue;
		nchecked++;
		nfail += c.failed[k];
		if (c.failed[k]) {
			attribute(u->path, &c.logs[k]);
			fputs(c.logs[k].buf, stderr);
		}
		if (!strcmp(format, "json")) {
			strbuf_addstr(&out, nchecked > 1 ? ", " : "");
			strbuf_addstr(&out, "{\"file\": ");
			strbuf_add_json_str(&out, u->path);
			strbuf_addf(&out, ", \"passed\": %s, "
				    "\"old_diagnostics\": %d}",
				    c.failed[k] ? "false" : "true",
				    c.old_diags[k]);
		} else {
			strbuf_addf(&out, "%s: %s", u->path,
				    c.failed[k] ? "failed" : "passed");
			if (c.old_diags[k])
				strbuf_addf(&out, " (%d diagnostic%s the "
					    "original already had)",
					    c.old_diags[k],
					    c.old_diags[k] == 1 ? "" : "s");
			strbuf_addch(&out, '\n');
		}
		strbuf_release(&c.logs[k]);
	}
	if (!strcmp(format, "json"))
		strbuf_addf(&out, "], \"passed\": %zu, \"failed\": %d}\n",
			    nchecked - (size_t)nfail, nfail);
	else
		strbuf_addf(&out, "check: %zu passed, %d failed\n",
			    nchecked - (size_t)nfail, nfail);
	fwrite(out.buf, 1, out.len, stdout);
	strbuf_release(&out);
	status = r.input_errors ? EXIT_TOOL : nfail ? EXIT_MANUAL : EXIT_OK;
	free(pin_header);
	free(c.failed);
	free(c.old_diags);
	free(c.logs);
	argv_clear(&tree);
	run_release(&r);
	return status;
}
