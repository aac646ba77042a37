/* semantic: see semantic.h (and validate.h) for the contract. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "compile.h"
#include "diag.h"
#include "lex.h"
#include "rules.h"
#include "semantic.h"
#include "semcheck.h"
#include "util.h"
#include "validate.h"

/* "file:L:C: warning: msg" -> "L: warning: msg", the column dropped */
static char *finding_key(const char *line, size_t n)
{
	const char *c1 = memchr(line, ':', n), *c2, *c3;

	if (!c1 || !(c2 = memchr(c1 + 1, ':', n - (size_t)(c1 + 1 - line))) ||
	    !(c3 = memchr(c2 + 1, ':', n - (size_t)(c2 + 1 - line))))
		return xstrndup(line, n);
	return xasprintf("%.*s%.*s", (int)(c2 - c1), c1,
			 (int)(n - (size_t)(c3 - line)), c3);
}

/*
 * Does the port only carry over what the original already did wrong?
 * Each finding on the port (in the original's lines) must stand in the
 * original's findings under the 2.4 form of the checks.  Then the port is
 * no worse than the driver: the findings are shown, and it is written.
 */
int findings_inherited(const char *path, const char *port, size_t port_len,
		       const char *orig, size_t orig_len, const char *raw,
		       const char *log24)
{
	char *log = lines_to_original(path, port, port_len, orig, orig_len,
				      raw);
	const char *p = log;
	int all = 1, any = 0;

	while (p && *p && all) {
		const char *eol = strchr(p, '\n');
		size_t n = eol ? (size_t)(eol - p) : strlen(p);
		char *key = finding_key(p, n);
		const char *q = log24;
		int found = 0;

		while (q && *q && !found) {
			const char *e2 = strchr(q, '\n');
			size_t m = e2 ? (size_t)(e2 - q) : strlen(q);
			char *k2 = finding_key(q, m);

			found = !strcmp(key, k2);
			free(k2);
			q = e2 ? e2 + 1 : NULL;
		}
		all = found;
		any = 1;
		free(key);
		p = eol ? eol + 1 : NULL;
	}
	if (all && any)
		diag(path, 0, 0, SEV_WARNING, "the original has the same "
		     "problem; the port keeps it:\n%s", log);
	free(log);
	return all && any;
}

/*
 * Does a port pin, dirty or release pages itself?  The checks are about
 * nothing else, and spatch's analysis of a file costs; a port with none
 * of these names (block I/O through user_bio_rw(), say) has nothing for
 * them to find.
 */
static int pins_pages(const char *text, size_t len)
{
	static const char *const names[] = { "get_user_pages",
		"SetPageDirty", "set_page_dirty", "set_page_dirty_lock",
		"page_cache_release", "put_page", "release_pages",
		"user_pages_map", "user_pages_dirty", "page_vec_map",
		"page_vec_dirty", "pin_user_pages_fast", "unpin_user_pages",
		"unpin_user_pages_dirty_lock", "user_pages_map_longterm",
		NULL };

	return lex_has_ident(text, len, names);
}

void vfile_init(struct vfile *f, const char *path, const char *text,
		size_t len, const char *orig, size_t orig_len)
{
	memset(f, 0, sizeof(*f));
	f->path = path;
	f->text = text;
	f->len = len;
	f->orig = orig;
	f->orig_len = orig_len;
	{
		struct strbuf empty = STRBUF_INIT;

		f->log = empty;
		f->plog = empty;
		f->olog = empty;
	}
}

void vfile_release(struct vfile *f)
{
	strbuf_release(&f->log);
	strbuf_release(&f->plog);
	strbuf_release(&f->olog);
}

/* a temp copy of text named like path's file, for spatch */
static char *temp_copy(const char *kind, size_t i, const char *path,
		       const char *text, size_t len)
{
	const char *base = strrchr(path, '/');
	char *p;

	p = xasprintf("%s/%s%lu-%zu/%s", vtmp_dir(), kind, vtmp_seq(), i,
		      base ? base + 1 : path);
	if (mkdir_parent(p) || write_file_private(p, text, len))
		die("cannot write to %s", vtmp_dir());
	return p;
}

/*
 * The originals of the failures, under the 2.4 forms of the checks:
 * a port whose every finding its original has too is no worse than the
 * driver, and does not fail (bad[i] cleared, the count kept in
 * findings_kept).  v[which[i]] was checked, with log[i] and bad[i].
 */
static void excuse_inherited(struct vfile **v, const size_t *which,
			     size_t m, int jobs, const struct strbuf *log,
			     int *bad)
{
	char **orig = xcalloc(m + 1, sizeof(char *));
	struct strbuf *log24 = xcalloc(m + 1, sizeof(*log24));
	int *bad24 = xcalloc(m + 1, sizeof(int));
	size_t i, no = 0, *oi = xcalloc(m + 1, sizeof(size_t));

	for (i = 0; i < m; i++)
		if (bad[i] && v[which[i]]->orig) {
			struct vfile *f = v[which[i]];

			oi[no] = i;
			orig[no++] = temp_copy("sem24-", i, f->path,
					       f->orig, f->orig_len);
		}
	semcheck_files(RULES_CHECK24, orig, NULL, no, jobs, NULL, 0,
		       log24, bad24);
	for (i = 0; i < no; i++) {
		struct vfile *f = v[which[oi[i]]];

		if (findings_inherited(f->path, f->text, f->len,
				       f->orig, f->orig_len,
				       log[oi[i]].buf, log24[i].buf)) {
			f->findings_kept = bad[oi[i]];
			bad[oi[i]] = 0;
		}
		strbuf_release(&log24[i]);
		unlink(orig[i]);
		free(orig[i]);
	}
	free(orig);
	free(log24);
	free(bad24);
	free(oi);
}

void validate_semantic(struct vfile **v, size_t n, int jobs,
		       const struct sem_text *ctx, size_t nctx)
{
	char **files = xcalloc(n + 1, sizeof(char *));
	char **display = xcalloc(n + 1, sizeof(char *));
	size_t *which = xcalloc(n + 1, sizeof(size_t)), m = 0, i;
	struct strbuf *log;
	int *bad;

	struct sem_text *all = xcalloc(nctx + n + 1, sizeof(*all));
	size_t nall = 0;

	vtmp_ensure();
	for (i = 0; i < nctx; i++)
		all[nall++] = ctx[i];
	for (i = 0; i < n; i++) {
		if (v[i]->failed || !pins_pages(v[i]->text, v[i]->len)) {
			/* not checked, but its functions may release pages */
			all[nall].path = v[i]->path;
			all[nall].text = v[i]->text;
			all[nall++].len = v[i]->len;
			continue;
		}
		files[m] = temp_copy("sem", i, v[i]->path, v[i]->text,
				     v[i]->len);
		display[m] = (char *)v[i]->path;
		which[m++] = i;
	}
	log = xcalloc(m + 1, sizeof(*log));
	bad = xcalloc(m + 1, sizeof(int));
	semcheck_files(RULES_CHECK, files, display, m, jobs, all, nall, log,
		       bad);
	free(all);
	excuse_inherited(v, which, m, jobs, log, bad);
	for (i = 0; i < m; i++) {
		struct vfile *f = v[which[i]];

		if (bad[i]) {
			f->failed = 1;
			strbuf_add(&f->log, log[i].buf, log[i].len);
		}
		strbuf_release(&log[i]);
		unlink(files[i]);
		free(files[i]);
	}
	free(log);
	free(bad);
	free(files);
	free(display);
	free(which);
}

/*
 * The run's other files, for what crosses files (a release function in
 * another .c file, a helper in a header): those of the directories of
 * the checked ones, as ported when they are.
 */
static void run_context(struct run *r, const char *in, struct sem_text **ctx,
			size_t *nctx, char ***owned, size_t *nowned)
{
	size_t i, j, nchk = 0;
	/* the checked units, few: a tree's every file asks about them */
	size_t *chk = xcalloc(r->nr + 1, sizeof(size_t));

	*ctx = xcalloc(r->nr + 1, sizeof(**ctx));
	*owned = xcalloc(r->nr + 1, sizeof(char *));
	*nctx = *nowned = 0;
	for (i = 0; i < r->nr; i++)
		if (in[i])
			chk[nchk++] = i;
	for (i = 0; i < r->nr; i++) {
		struct unit *u = &r->units[i];
		const char *slash = strrchr(u->path, '/');
		size_t dl = slash ? (size_t)(slash - u->path) : 0;
		char *buf;
		size_t len;

		if (in[i])
			continue;	/* checked itself */
		for (j = 0; j < nchk; j++) {
			const char *p = r->units[chk[j]].path;
			const char *ps = strrchr(p, '/');
			size_t pl = ps ? (size_t)(ps - p) : 0;

			if (pl == dl && !strncmp(p, u->path, dl))
				break;
		}
		if (j == nchk)
			continue;
		(*ctx)[*nctx].path = u->path;
		if (u->out) {
			(*ctx)[*nctx].text = u->out;
			(*ctx)[*nctx].len = u->out_len;
		} else if (u->buf) {
			(*ctx)[*nctx].text = u->buf;
			(*ctx)[*nctx].len = u->len;
		} else if (!u->failed && !read_file(u->path, &buf, &len)) {
			(*owned)[(*nowned)++] = buf;
			(*ctx)[*nctx].text = buf;
			(*ctx)[*nctx].len = len;
		} else {
			continue;
		}
		(*nctx)++;
	}
	free(chk);
}

void sem_prepare(struct run *r, char *in, struct sem_batch *b)
{
	size_t i;

	memset(b, 0, sizeof(*b));
	b->in = in;
	b->jobs = r->jobs;
	b->f = xcalloc(r->nr + 1, sizeof(*b->f));
	b->v = xcalloc(r->nr + 1, sizeof(*b->v));
	b->which = xcalloc(r->nr + 1, sizeof(size_t));
	for (i = 0; i < r->nr; i++) {
		struct unit *u = &r->units[i];

		if (!in[i])
			continue;
		vfile_init(&b->f[b->n], u->path, u->out, u->out_len, u->buf,
			   u->len);
		b->v[b->n] = &b->f[b->n];
		b->which[b->n++] = i;
	}
	run_context(r, in, &b->ctx, &b->nctx, &b->owned, &b->nowned);
}

void sem_release(struct sem_batch *b)
{
	size_t i;

	for (i = 0; i < b->n; i++)
		vfile_release(&b->f[i]);
	for (i = 0; i < b->nowned; i++)
		free(b->owned[i]);
	free(b->owned);
	free(b->ctx);
	free(b->f);
	free(b->v);
	free(b->which);
	free(b->in);
}

void *sem_run(void *arg)
{
	struct sem_batch *b = arg;

	validate_semantic(b->v, b->n, b->jobs, b->ctx, b->nctx);
	return NULL;
}
