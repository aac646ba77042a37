/*
 * zcport check PATH... (its options: the table in options.c)
 *
 * validate alone, through the same functions as port's validation
 * (validate_compile() and validate_semantic() in validate.h), so the two
 * cannot disagree on a file: compiles every .c file under PATH against
 * the 2.6 headers (or --kernel-dir's tree) with every name of the 2.4
 * API poisoned, runs the semantic checks, and prints gcc's diagnostics
 * and the findings, which name the user's file, line and column, and
 * the site on that line when there is one ("[site: call NAME]", NAME
 * the 2.4 function called there; the file is inventoried as scan
 * would, with --tree and -I).
 * The semantic checks also run over every header that pins, dirties or
 * releases pages itself, such as the helper header a port writes
 * (zcport_user_pages.h); such a header is listed with the .c files.
 *
 * With --baseline=ORIG (the unported tree or file, laid out like PATH),
 * the check is differential, as port's is against the file it ported:
 * ORIG is compiled under the same headers, a header neither finds gets
 * an empty stand-in, and the port passes when it adds no error and none
 * of its diagnostics is about a 2.4 API name.  Diagnostics are compared
 * without their line and column, so lines the rewrite moved do not look
 * new; the errors the original already had are counted apart.  A
 * semantic finding the original has too (the 2.4 forms of the checks)
 * is shown and does not fail the file.
 *
 * --target=6.1 checks code written for Linux 6.1: each .c file is built
 * as a module by --kernel-dir's own Kbuild (modbuild.h), which is then
 * required, and a warning fails it too, unless its baseline has it.
 *
 * A header named as a PATH (not one that pins pages itself, which is
 * checked on its own) is checked through the .c files of its directory
 * that include it, which are checked in its place; with none, it is
 * refused, saying so.
 *
 * Exit 0 when every file passes, 1 when some port fails or a PATH holds
 * no C file, 2 usage, 3 input errors (gcc missing among them).
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cmd.h"
#include "datadir.h"
#include "diag.h"
#include "emit.h"
#include "guard.h"
#include "inventory.h"
#include "kerneltree.h"
#include "lex.h"
#include "options.h"
#include "parallel.h"
#include "pipeline.h"
#include "rules.h"
#include "runcmd.h"
#include "semcheck.h"
#include "strbuf.h"
#include "util.h"
#include "validate.h"
#include "versions.h"
#include "vocab.h"

struct check_ctx {
	struct run *r;
	const char *baseline;		/* NULL: absolute check */
	const char *root;		/* the PATH the baseline mirrors */
	const char *headers;
	const struct argv_list *tree_flags;
	const char *kernel_dir;
	struct vfile *f;		/* per unit */
	char **text, **orig;		/* per unit: the file, its baseline */
	size_t *len, *orig_len;
	int *pin_header;		/* per unit: a header checked itself */
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

/*
 * The compile step of port's validation (validate_compile()), on the
 * file as it is, against its baseline when there is one.
 */
static void check_file(void *state, size_t i, void *data)
{
	struct check_ctx *c = data;
	struct unit *u = &c->r->units[i];
	struct validate_opts o = { NULL, 1, NULL, 0, NULL, NULL };

	(void)state;
	if (!ends_with(u->path, ".c"))
		return;
	if (read_file(u->path, &c->text[i], &c->len[i])) {
		u->failed = 1;
		return;
	}
	if (c->baseline) {
		char *orig = baseline_for(c, u->path);

		if (read_file(orig, &c->orig[i], &c->orig_len[i]))
			u->failed = 1;
		free(orig);
		if (u->failed)
			return;
	}
	o.headers = c->headers;
	o.tree_flags = c->tree_flags;
	o.kernel_dir = c->kernel_dir;
	vfile_init(&c->f[i], u->path, c->text[i], c->len[i], c->orig[i],
		   c->orig_len[i]);
	if (validate_compile(&o, &c->f[i]) < 0)
		u->failed = 1;
}

/*
 * Name the site a diagnostic belongs to: the file is inventoried
 * and a diagnostic on a site's line gets "[site: kind symbol]" appended.
 */
static void attribute(const char *path, struct strbuf *log,
		      struct parse_config *pc)
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
	inv = inventory_new(hdr, pc);
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
		"page_cache_release", "pin_user_pages_fast",
		"unpin_user_pages", "unpin_user_pages_dirty_lock", NULL };
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
 * A header named on the command line is compiled through the .c files
 * of its directory that include it: they replace it in the list.  NULL
 * (an error printed) when none does.
 */
static char **through_includers(const char *h, size_t *n)
{
	const char *slash = strrchr(h, '/');
	char *dir = slash ? xstrndup(h, (size_t)(slash - h)) : xstrdup(".");
	char **v = NULL;
	DIR *d = opendir(dir);
	struct dirent *de;

	*n = 0;
	while (d && (de = readdir(d))) {
		char *c, *buf;
		size_t len;
		struct stat st;

		if (!ends_with(de->d_name, ".c") || de->d_name[0] == '.')
			continue;
		c = slash ? xasprintf("%s/%s", dir, de->d_name) :
		    xstrdup(de->d_name);
		if (stat(c, &st) || !S_ISREG(st.st_mode) ||
		    read_file(c, &buf, &len)) {
			free(c);
			continue;
		}
		if (file_includes(c, buf, len, h)) {
			v = xrealloc(v, (*n + 1) * sizeof(*v));
			v[(*n)++] = c;
		} else {
			free(c);
		}
		free(buf);
	}
	if (d)
		closedir(d);
	free(dir);
	if (!*n)
		error_at(h, 0, 0, "not checked: a header is compiled through "
			 "the .c files that include it, and no .c file beside "
			 "it does; name the driver's .c files");
	else
		diag(h, 0, 0, SEV_NOTE, "checked through the %zu .c file%s of "
		     "its directory that include%s it", *n, *n == 1 ? "" : "s",
		     *n == 1 ? "s" : "");
	return v;
}

/* the PATH list with each plain header replaced by its includers */
static char **expand_headers(char **paths, int *npaths, int *bad)
{
	char **out = xcalloc((size_t)*npaths + 1, sizeof(*out));
	int i, n = 0;

	for (i = 0; i < *npaths; i++) {
		struct stat st;
		char **inc;
		size_t k, ni;

		if (!ends_with(paths[i], ".h") || stat(paths[i], &st) ||
		    !S_ISREG(st.st_mode) || pins_in_header(paths[i])) {
			out[n++] = xstrdup(paths[i]);
			continue;
		}
		inc = through_includers(paths[i], &ni);
		if (!inc)
			(*bad)++;
		out = xrealloc(out, ((size_t)n + ni + (size_t)*npaths + 1) *
			       sizeof(*out));
		for (k = 0; k < ni; k++)
			out[n++] = inc[k];
		free(inc);
	}
	*npaths = n;
	return out;
}

/*
 * What must hold before any work: the options that go together, gcc to
 * compile with and the spatch and libclang zcport was tested with.
 */
static void check_preconditions(const struct opts *o, int show_flags)
{
	const char *baseline = o->val[OPT_BASELINE];
	const char *headers = o->val[OPT_HEADERS];
	const char *target = o->val[OPT_TARGET];

	if (baseline && o->npaths != 1)
		usage_die("check: --baseline takes exactly one PATH to compare");
	if (baseline && ends_with(o->paths[0], ".h") &&
	    !pins_in_header(o->paths[0]))
		usage_die("check: a header is checked through the .c files "
			  "that include it; give --baseline one of them, or "
			  "the driver's directory");
	if (target && headers && strcmp(target, "2.6"))
		usage_die("check: --headers holds 2.6 model headers; "
			  "--target=%s needs --kernel-dir", target);
	if (!show_flags && !program_on_path("gcc"))
		die("cannot run gcc, which check compiles every file with; "
		    "install it (apt-get install gcc)");
	versions_require(!show_flags);
}

/* the per-unit slots of a run's check, every file not yet read */
static void check_ctx_init(struct check_ctx *c, struct run *r,
			   const struct opts *o, const char *root,
			   const struct argv_list *tree)
{
	size_t k;

	memset(c, 0, sizeof(*c));
	c->kernel_dir = o->val[OPT_KERNEL_DIR];
	c->tree_flags = c->kernel_dir ? tree : NULL;
	c->r = r;
	c->baseline = o->val[OPT_BASELINE];
	c->root = root;
	c->headers = o->val[OPT_HEADERS];
	c->f = xcalloc(r->nr + 1, sizeof(*c->f));
	c->text = xcalloc(r->nr + 1, sizeof(char *));
	c->orig = xcalloc(r->nr + 1, sizeof(char *));
	c->len = xcalloc(r->nr + 1, sizeof(size_t));
	c->orig_len = xcalloc(r->nr + 1, sizeof(size_t));
	for (k = 0; k < r->nr; k++)
		vfile_init(&c->f[k], r->units[k].path, NULL, 0, NULL, 0);
	c->pin_header = xcalloc(r->nr + 1, sizeof(int));
}

static void check_ctx_release(struct check_ctx *c)
{
	size_t k;

	for (k = 0; k < c->r->nr; k++) {
		vfile_release(&c->f[k]);
		free(c->text[k]);
		free(c->orig[k]);
	}
	free(c->f);
	free(c->text);
	free(c->orig);
	free(c->len);
	free(c->orig_len);
	free(c->pin_header);
}

/*
 * The semantic checks, over every file that compiled, as port runs
 * them; the headers walked are the context, but for one that pins pages
 * itself, which is checked like a .c file (against its baseline).
 */
static void check_semantic(struct check_ctx *c)
{
	struct run *r = c->r;
	struct vfile **v = xcalloc(r->nr + 1, sizeof(*v));
	struct sem_text *ctx = xcalloc(r->nr + 1, sizeof(*ctx));
	char **hbuf = xcalloc(r->nr + 1, sizeof(char *));
	size_t k, n = 0, nctx = 0;

	for (k = 0; k < r->nr; k++) {
		struct unit *u = &r->units[k];
		size_t hl;

		if (u->failed)
			continue;
		if (ends_with(u->path, ".c")) {
			v[n++] = &c->f[k];
			continue;
		}
		if (!ends_with(u->path, ".h") ||
		    read_file(u->path, &hbuf[k], &hl))
			continue;
		c->pin_header[k] = pins_in_header(u->path);
		if (c->pin_header[k]) {
			/* checked itself, against its baseline */
			if (c->baseline) {
				char *orig = baseline_for(c, u->path);

				if (read_file(orig, &c->orig[k],
					      &c->orig_len[k]))
					c->orig[k] = NULL;
				free(orig);
			}
			vfile_init(&c->f[k], u->path, hbuf[k], hl,
				   c->orig[k], c->orig_len[k]);
			v[n++] = &c->f[k];
			continue;
		}
		ctx[nctx].path = u->path;
		ctx[nctx].text = hbuf[k];
		ctx[nctx++].len = hl;
	}
	validate_semantic(v, n, r->jobs, ctx, nctx);
	for (k = 0; k < r->nr; k++)
		free(hbuf[k]);
	free(hbuf);
	free(ctx);
	free(v);
}

/*
 * Each checked file's verdict on stdout, as text or JSON, and a failed
 * one's diagnostics on stderr, each on a site's line naming the site.
 * Returns the number of files that failed.
 */
static int check_report(struct check_ctx *c, const char *format)
{
	struct run *r = c->r;
	struct strbuf out = STRBUF_INIT;
	size_t k, nchecked = 0;
	int nfail = 0;

	if (!strcmp(format, "json"))
		strbuf_addstr(&out, "{\"files\": [");
	for (k = 0; k < r->nr; k++) {
		struct unit *u = &r->units[k];
		struct vfile *f = &c->f[k];
		int old = (int)f->inherited;

		if ((!ends_with(u->path, ".c") && !c->pin_header[k]) ||
		    u->failed)
			continue;
		nchecked++;
		nfail += f->failed;
		if (f->failed) {
			attribute(u->path, &f->log, r->parse);
			fputs(f->log.buf ? f->log.buf : "", stderr);
		}
		if (!strcmp(format, "json")) {
			strbuf_addstr(&out, nchecked > 1 ? ", " : "");
			strbuf_addstr(&out, "{\"file\": ");
			strbuf_add_json_str(&out, u->path);
			strbuf_addf(&out, ", \"passed\": %s, "
				    "\"old_diagnostics\": %d, "
				    "\"inherited_errors\": %d}",
				    f->failed ? "false" : "true", old, old);
		} else {
			strbuf_addf(&out, "%s: %s", u->path,
				    f->failed ? "failed" : "passed");
			if (old)
				strbuf_addf(&out, " (%d diagnostic%s the "
					    "original already had)",
					    old, old == 1 ? "" : "s");
			strbuf_addch(&out, '\n');
		}
	}
	if (!strcmp(format, "json"))
		strbuf_addf(&out, "], \"passed\": %zu, \"failed\": %d}\n",
			    nchecked - (size_t)nfail, nfail);
	else
		strbuf_addf(&out, "check: %zu passed, %d failed\n",
			    nchecked - (size_t)nfail, nfail);
	if (write_stdout(out.buf, out.len))
		r->input_errors++;
	strbuf_release(&out);
	return nfail;
}

int cmd_check(int argc, char **argv)
{
	const char *headers, *kernel_dir, *target;
	struct argv_list tree = ARGV_INIT;
	int i, npaths, nfail, status, show_flags;
	int header_errors = 0;
	char **paths, **owned_paths = NULL;
	struct check_ctx c;
	struct run r;
	size_t k;
	struct opts o;

	opts_parse(CMD_CHECK, argc, argv, &o);
	headers = o.val[OPT_HEADERS];
	kernel_dir = o.val[OPT_KERNEL_DIR];
	target = o.val[OPT_TARGET];
	show_flags = !!o.val[OPT_SHOW_FLAGS];
	paths = o.paths;
	npaths = o.npaths;
	check_preconditions(&o, show_flags);
	if (!o.val[OPT_BASELINE]) {
		paths = expand_headers(paths, &npaths, &header_errors);
		owned_paths = paths;
	}

	if (cmd_target("check", target, kernel_dir, 2, &tree))
		return EXIT_TOOL;
	if (headers && access(headers, R_OK | X_OK)) {
		error_at(headers, 0, 0, "no such header directory");
		return EXIT_TOOL;
	}
	if (cmd_run_walk(&r, &o, paths, npaths, &tree))
		return EXIT_USAGE;
	r.input_errors += header_errors;
	if (show_flags) {
		status = validate_print_flags(&r, headers,
					      kernel_dir ? &tree : NULL,
					      kernel_dir);
		argv_clear(&tree);
		run_release(&r);
		return status;
	}
	check_ctx_init(&c, &r, &o, paths[0], &tree);
	run_parallel(r.nr, r.jobs, &c, NULL, check_file, NULL);
	for (k = 0; k < r.nr; k++)
		if (r.units[k].failed)
			r.input_errors++;
	check_semantic(&c);
	nfail = check_report(&c, o.val[OPT_FORMAT]);
	status = r.input_errors ? EXIT_TOOL : nfail || r.empty_paths ?
		 EXIT_MANUAL : EXIT_OK;
	for (i = 0; owned_paths && i < npaths; i++)
		free(owned_paths[i]);
	free(owned_paths);
	check_ctx_release(&c);
	argv_clear(&tree);
	run_release(&r);
	return status;
}
