/* pipeline: see pipeline.h for the contract. */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "datadir.h"
#include "diag.h"
#include "inventory.h"
#include "lex.h"
#include "parallel.h"
#include "pipeline.h"
#include "progress.h"
#include "strbuf.h"
#include "util.h"
#include "vocab.h"

size_t run_max_file_size(void)
{
	const char *e = getenv("ZCPORT_MAX_FILE_SIZE");
	unsigned long long v;
	char *end;

	if (!e || !*e)
		return 1024 * 1024;
	v = strtoull(e, &end, 10);
	switch (*end) {
	case 'k': case 'K':
		v <<= 10;
		end++;
		break;
	case 'm': case 'M':
		v <<= 20;
		end++;
		break;
	case 'g': case 'G':
		v <<= 30;
		end++;
		break;
	}
	if (*end || end == e)
		die("ZCPORT_MAX_FILE_SIZE: not a size: '%s'", e);
	return v ? (size_t)v : (size_t)-1;
}

size_t run_max_file_sites(void)
{
	const char *e = getenv("ZCPORT_MAX_FILE_SITES");
	unsigned long long v;
	char *end;

	if (!e || !*e)
		return 1200;
	v = strtoull(e, &end, 10);
	if (*end || end == e || *e == '-')
		die("ZCPORT_MAX_FILE_SITES: not a number: '%s'", e);
	return v ? (size_t)v : (size_t)-1;
}

void run_init(struct run *r, int jobs)
{
	memset(r, 0, sizeof(*r));
	r->jobs = jobs > 0 ? jobs : default_jobs();
	r->parse = parsecfg_new();
}

int run_walk(struct run *r, char **paths, int npaths)
{
	struct path_list l = { NULL, 0, 0, 0 };
	int errors = walk_paths(paths, npaths, &l);
	size_t i;

	r->units = xcalloc(l.nr, sizeof(*r->units));
	r->nr = l.nr;
	for (i = 0; i < l.nr; i++) {
		r->units[i].path = l.v[i];
		r->units[i].mode = -1;
	}
	free(l.v);
	r->files_walked = r->nr;
	r->empty_paths = l.empty;
	r->input_errors += errors;
	return errors;
}

struct widen {
	struct run *r;
	char *todo;	/* the second pass: which units to read again */
};

static void *inv_init(void *ctx)
{
	struct widen *wd = ctx;
	char *hdr = datadir_path("headers/2.4");
	struct inventory *inv = inventory_new(hdr, wd->r->parse);

	free(hdr);
	return inv;
}

static void inv_fini(void *state)
{
	inventory_free(state);
}

static void inv_work(void *state, size_t i, void *ctx)
{
	struct widen *wd = ctx;
	struct unit *u = &wd->r->units[i];
	struct stat st;
	char *buf;
	size_t len;
	int ret;

	if (read_file(u->path, &buf, &len)) {
		u->failed = 1;
		progress_tick(1, 0);
		return;
	}
	if (!stat(u->path, &st))
		u->mode = (int)(st.st_mode & 07777);
	if (!vocab_prefilter(buf, len)) {
		free(buf);
		progress_tick(1, 0);
		return;
	}
	u->vocab = 1;
	if (len > wd->r->max_file_size) {
		/* too costly to parse: the token scan and no more */
		u->too_large = 1;
		inventory_tokens(u->path, buf, len, &u->sites);
	} else if ((ret = inventory_file(state, u->path, buf, len, 0,
					 &u->sites)) < 0) {
		u->failed = 1;
	} else if (ret > 0) {
		inventory_take_faults(state, &u->faults);
	}
	progress_tick(1, u->sites.nr);
	if (!u->sites.nr) {
		free(buf);
		return;
	}
	u->candidate = 1;
	u->buf = buf;
	u->len = len;
}

/*
 * A driver's .c file may use the 2.4 API only through its own header
 * (a struct member, a macro): it has none of the API's vocabulary of
 * its own, yet its port needs the helpers and the type.  Such a file --
 * one that includes "x.h" where x.h of its directory has code of the
 * API -- is a candidate too, parsed even without vocabulary.
 */
int file_includes(const char *path, const char *text, size_t len,
		  const char *hpath)
{
	const char *us = strrchr(path, '/'), *hs = strrchr(hpath, '/');
	size_t ud = us ? (size_t)(us - path) : 0;
	size_t hd = hs ? (size_t)(hs - hpath) : 0;
	char *pat;
	int r;

	if (!text || ud != hd || strncmp(path, hpath, ud))
		return 0;
	pat = xasprintf("\"%s\"", hs ? hs + 1 : hpath);
	r = memmem(text, len, pat, strlen(pat)) != NULL;
	free(pat);
	return r;
}

static int includes_candidate(struct run *r, const struct unit *u,
			      const char *buf, size_t len)
{
	size_t i;

	for (i = 0; i < r->nr; i++)
		if (r->units[i].candidate &&
		    ends_with(r->units[i].path, ".h") &&
		    file_includes(u->path, buf, len, r->units[i].path))
			return 1;
	return 0;
}

static void widen_work(void *state, size_t i, void *ctx)
{
	struct widen *wd = ctx;
	struct unit *u = &wd->r->units[i];
	char *buf;
	size_t len;

	if (!wd->todo[i] || read_file(u->path, &buf, &len))
		return;
	if (!includes_candidate(wd->r, u, buf, len)) {
		free(buf);
		return;
	}
	if (len > wd->r->max_file_size) {
		u->too_large = 1;
		inventory_tokens(u->path, buf, len, &u->sites);
	} else if (inventory_file(state, u->path, buf, len, 1,
				  &u->sites) > 0) {
		inventory_take_faults(state, &u->faults);
	}
	u->candidate = 1;
	u->buf = buf;
	u->len = len;
}

/*
 * Each function or declaration that does not parse and holds sites, in
 * file order, here rather than in the workers: the same output whatever
 * --jobs says.
 */
static void warn_faults(const struct unit *u)
{
	struct strbuf what = STRBUF_INIT, where = STRBUF_INIT;
	size_t i;

	for (i = 0; i < u->faults.nr; i++) {
		const struct parse_fault *f = &u->faults.v[i];

		fault_words(f, &what, &where);
		diag(u->path, f->line, f->col, SEV_WARNING,
		     "does not parse as C: %s; the %s uses in %s are "
		     "left for a human", what.buf, KIONAME(KIOBUF),
		     where.buf);
	}
	strbuf_release(&what);
	strbuf_release(&where);
}

void run_inventory(struct run *r)
{
	struct widen wd;
	size_t i, n = 0;

	r->max_file_size = run_max_file_size();
	wd.r = r;
	wd.todo = NULL;
	progress_start("scan", r->nr);
	run_parallel_pure(r->nr, r->jobs, &wd, inv_init, inv_work, inv_fini);
	progress_stop();

	wd.todo = xcalloc(r->nr + 1, 1);
	/*
	 * Only .c files in a directory that has a candidate header are
	 * read again; units are sorted, so a directory's files are
	 * neighbours and one pass finds them.
	 */
	for (i = 0; i < r->nr; i++) {
		const struct unit *h = &r->units[i];
		const char *slash;
		size_t dl, j;

		if (!h->candidate || !ends_with(h->path, ".h"))
			continue;
		n++;
		slash = strrchr(h->path, '/');
		dl = slash ? (size_t)(slash - h->path) + 1 : 0;
		for (j = 0; j < r->nr; j++) {
			const struct unit *u = &r->units[j];

			if (!u->candidate && !u->failed &&
			    ends_with(u->path, ".c") &&
			    !strncmp(u->path, h->path, dl) &&
			    !strchr(u->path + dl, '/'))
				wd.todo[j] = 1;
		}
	}
	if (n)
		run_parallel_pure(r->nr, r->jobs, &wd, inv_init, widen_work,
				  inv_fini);
	free(wd.todo);
	for (i = 0; i < r->nr; i++) {
		if (r->units[i].failed)
			r->input_errors++;
		site_list_sort(&r->units[i].sites);
		warn_faults(&r->units[i]);
	}
}

void run_release(struct run *r)
{
	size_t i, j;

	for (i = 0; i < r->nr; i++) {
		struct unit *u = &r->units[i];

		free(u->path);
		free(u->buf);
		free(u->out);
		free(u->check_log);
		fault_list_clear(&u->faults);
		free(u->vlog);
		free(u->vbase);
		site_list_clear(&u->sites);
		while (u->nstrays--) {
			free(u->strays[u->nstrays].what);
			free(u->strays[u->nstrays].rule);
		}
		free(u->strays);
		while (u->nentries--)
			free(u->entries[u->nentries]);
		free(u->entries);
		site_list_clear(&u->pristine);
		for (j = 0; j < u->nrefused; j++) {
			free(u->refused[j].symbol);
			free(u->refused[j].why);
		}
		free(u->refused);
	}
	free(r->units);
	parsecfg_free(r->parse);
	memset(r, 0, sizeof(*r));
}

/* the directory part of path, with its slash ("" for a bare name) */
static char *dir_part(const char *path)
{
	const char *s = strrchr(path, '/');

	return s ? xstrndup(path, (size_t)(s - path) + 1) : xstrdup("");
}

int file_includes_tree(const char *path, const char *text, size_t len,
		       const char *hpath)
{
	const char *p = text, *end = text + len;
	int found = 0;

	while (text && p < end && !found) {
		const char *eol = memchr(p, '\n', (size_t)(end - p));
		const char *e = eol ? eol : end, *n;
		size_t nl;
		unsigned col;

		if (lex_include_line(p, e, &n, &nl, &col) == '<') {
			char *want = xasprintf("include/%.*s", (int)nl, n);
			size_t wl = strlen(want), hl = strlen(hpath);

			/* hpath is ROOT/include/P; path under ROOT */
			if (hl >= wl && !strcmp(hpath + hl - wl, want) &&
			    (hl == wl || hpath[hl - wl - 1] == '/')) {
				char *root = xstrndup(hpath, hl - wl);
				char *rr = realpath(*root ? root : ".", NULL);
				char *ud = dir_part(path);
				char *ur = realpath(*ud ? ud : ".", NULL);
				size_t rl = rr ? strlen(rr) : 0;

				found = rr && ur && !strncmp(ur, rr, rl) &&
					(ur[rl] == '/' || !ur[rl] ||
					 !strcmp(rr, "/"));
				free(rr);
				free(ur);
				free(ud);
				free(root);
			}
			free(want);
		}
		p = eol ? eol + 1 : end;
	}
	return found;
}
