/* port: see port.h for the contract. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "apiimpl.h"
#include "crosscheck.h"
#include "diag.h"
#include "fixup.h"
#include "guard.h"
#include "helperhdr.h"
#include "oldapi.h"
#include "linediff.h"
#include "lex.h"
#include "lookup.h"
#include "migpass.h"
#include "parallel.h"
#include "port.h"
#include "progress.h"
#include "rewrite.h"
#include "rules.h"
#include "runtmp.h"
#include "stray.h"
#include "unparsed.h"
#include "treeplan.h"
#include "strbuf.h"
#include "util.h"
#include "verdict.h"
#include "wholefn.h"

/*
 * Hiding a token from spatch: the name gets a prefix no rule matches,
 * and loses it again afterwards.  The prefix is spelled so that no
 * driver plausibly contains it.
 */
#define MASK "ZCPORT_KEEP__"

/* every identifier that a masked site is anchored on gets the prefix */
static char *mask_text(const struct unit *u, size_t *len)
{
	struct strbuf sb = STRBUF_INIT;
	struct lexer lx;
	struct token t;
	struct site_anchors masked;
	size_t done = 0;

	site_anchors_init(&masked, &u->sites, SITE_MASKED);
	lex_init(&lx, u->buf, u->len);
	while (masked.ix.n && lex_next(&lx, &t)) {
		if (t.type != TOK_IDENT ||
		    !site_anchors_has(&masked, t.line, t.text, t.len))
			continue;
		strbuf_add(&sb, u->buf + done, t.offset - done);
		strbuf_addstr(&sb, MASK);
		done = t.offset;
	}
	strbuf_add(&sb, u->buf + done, u->len - done);
	site_anchors_free(&masked);
	return strbuf_detach(&sb, len);
}

/*
 * --drop-legacy-branches: delete the 2.4 branch of every version guard
 * that can be evaluated (guard.h), keeping the 2.6 branch without its
 * #if lines.  Sites in the dropped lines are done with: converted.
 */
static void drop_legacy(struct unit *u, char **text, size_t *len)
{
	struct guards g;
	struct line *lines;
	size_t nl = split_lines(*text, *len, &lines), i;
	char *drop = xcalloc(nl + 2, 1);
	struct strbuf sb = STRBUF_INIT;

	guard_scan(u->path, u->buf, u->len, &g);
	if (guard_drop_lines(&g, drop, nl)) {
		int last_blank = 0, dropped = 0;

		for (i = 0; i < nl; i++) {
			if (drop[i + 1]) {
				dropped = 1;
				continue;
			}
			/* no blank line doubled where a block went */
			if (!lines[i].len && last_blank && dropped)
				continue;
			last_blank = !lines[i].len;
			dropped = 0;
			strbuf_add(&sb, lines[i].s, lines[i].len);
			if (lines[i].nl)
				strbuf_addch(&sb, '\n');
		}
		free(*text);
		*text = strbuf_detach(&sb, len);
		for (i = 0; i < u->sites.nr; i++) {
			struct site *s = &u->sites.v[i];

			if (s->line <= nl && drop[s->line]) {
				verdict_dropped(s);
				s->flags &= ~SITE_MASKED;
			}
		}
	}
	strbuf_release(&sb);
	guard_free(&g);
	free(drop);
	free(lines);
}

static void unmask_text(char **text, size_t *len)
{
	struct strbuf sb = STRBUF_INIT;
	const char *p = *text, *end = *text + *len, *m;
	size_t ml = strlen(MASK);

	if (!memmem(p, *len, MASK, ml))
		return;
	while ((m = memmem(p, (size_t)(end - p), MASK, ml))) {
		strbuf_add(&sb, p, (size_t)(m - p));
		p = m + ml;
	}
	strbuf_add(&sb, p, (size_t)(end - p));
	free(*text);
	*text = strbuf_detach(&sb, len);
}

/*
 * The pipeline's own masks, whatever the migration, after every
 * migration's plan and before its masks (migpass.h): the 2.4 branch of
 * dual-version code is left alone (guarded), and a call whose arguments
 * hold #if lines is left for a human (spatch would break it).
 */
static void mask_site(struct site *s)
{
	if (s->kind == KIND_GUARDED) {
		s->flags |= SITE_MASKED;
		verdict_guarded(s, s->guard_evidence);
		return;
	}
	/* settled before the plan: 2.4's own code (apiimpl.h) */
	if (s->state != STATE_FOUND)
		return;
	if (s->flags & SITE_IFDEF_ARGS) {
		s->flags |= SITE_MASKED;
		verdict_manual(s, EV_MASKED, "ifdef-args",
				"the call's arguments hold #if lines, "
				"which spatch would turn into broken "
				"C; port it by hand");
	}
}

/*
 * Decide before the rewrite what must not be rewritten, and hide it: the
 * migrations plan the file (a page vector file is renamed as a whole, a
 * 2.4 direct_IO method gets a 2.6 one...), the pipeline masks its own,
 * then each migration masks what its plan leaves for a human: a file
 * whose 2.4 buffers are a page vector a page_vec cannot carry, or whose
 * direct_IO method cannot be converted, is left whole, since half a port
 * would only be wrong in a new way, and undone by the human doing it.
 * Then the masked text, rewritten by the migrations that rename or add
 * code before spatch.
 */
static void plan_masks(const struct run *r, struct unit *u,
		       struct rewrite_item *it)
{
	struct mig_file f;
	size_t i;

	migpass_init(&f, r, u, it);
	migpass_run(&f, MIG_PLAN);
	for (i = 0; i < u->sites.nr; i++)
		mask_site(&u->sites.v[i]);
	migpass_run(&f, MIG_MASK);
	it->path = u->path;
	it->text = mask_text(u, &it->len);
	migpass_run(&f, MIG_PREPARE);
	if (f.remask) {
		free(it->text);
		it->text = mask_text(u, &it->len);
	}
	migpass_run(&f, MIG_RELEASE);
}

/*
 * A function (or declaration) that does not parse is left alone: its
 * sites are manual, with what libclang found and where, and hidden from
 * spatch; the rest of the file is ported as usual.
 */
static void refuse_faults(struct unit *u)
{
	struct strbuf what = STRBUF_INIT, where = STRBUF_INIT;
	size_t i, j;

	for (i = 0; i < u->faults.nr; i++) {
		const struct parse_fault *f = &u->faults.v[i];

		fault_words(f, &what, &where);
		for (j = 0; j < u->sites.nr; j++) {
			struct site *s = &u->sites.v[j];

			if (s->line < f->first_line || s->line > f->last_line)
				continue;
			s->flags |= SITE_MASKED;
			verdict_manual(s, EV_INPUT, "input", "zcport could "
				       "not read %s as C (%s:%u:%u: %s), so "
				       "nothing in it was ported; make it "
				       "parse, or port it by hand", where.buf,
				       u->path, f->line, f->col, what.buf);
		}
	}
	strbuf_release(&what);
	strbuf_release(&where);
}

struct finish_ctx {
	struct run *r;
	size_t *idx;			/* unit of each item */
	struct rewrite_item *items;
	int headers;			/* this pass: .h files, or .c files */
	int timeout_s;			/* spatch's, per file */
};

/*
 * A file that would cost too much to port is left whole: every site
 * manual with reason "too-large", one warning, and the run goes on.
 */
static void flag_too_large(struct unit *u, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void flag_too_large(struct unit *u, const char *fmt, ...)
{
	struct strbuf why = STRBUF_INIT;
	va_list ap;
	size_t j;

	va_start(ap, fmt);
	strbuf_vaddf(&why, fmt, ap);
	va_end(ap);
	u->too_large = 1;
	diag(u->path, 0, 0, SEV_WARNING, "not ported: %s", why.buf);
	for (j = 0; j < u->sites.nr; j++)
		if (u->sites.v[j].state != STATE_GUARDED)
			verdict_manual(&u->sites.v[j], EV_INPUT, "too-large",
				       "the file is too costly to port: %s; "
				       "port it by hand or in parts", why.buf);
	strbuf_release(&why);
}

/*
 * What libclang found wrong before line in the code spatch skipped
 * (hit): spatch reads on into the next function after a declaration it
 * cannot parse, which is then where it gives up.
 */
static const struct parse_fault *cause_before(const struct unit *u,
					      const struct unparsed *hit,
					      unsigned line)
{
	const struct parse_fault *near = NULL;
	size_t i;

	/* the nearest one before */
	for (i = 0; i < u->faults.nr; i++) {
		const struct parse_fault *f = &u->faults.v[i];

		if (f->last_line < line && f->last_line >= hit->first &&
		    (!near || f->last_line > near->last_line))
			near = f;
	}
	return near;
}

/*
 * A use no rule matched may stand in a function spatch could not parse:
 * spatch skips such a function and says nothing.  Only for files with
 * such leftovers, spatch --parse-c says which lines it gave up on, and
 * those uses get that reason instead of no-match.
 */
static void explain_unparsed(struct unit *u, int timeout_s)
{
	struct unparsed *up = NULL;
	const struct parse_fault *cause;
	size_t i, j, n = 0;
	int asked = 0;

	for (i = 0; i < u->sites.nr; i++) {
		struct site *s = &u->sites.v[i];
		const struct unparsed *hit = NULL;

		if (s->state != STATE_MANUAL || !s->reason_code ||
		    strcmp(s->reason_code, "no-match"))
			continue;
		if (!asked++)
			n = spatch_unparsed(u->path, u->buf, u->len, timeout_s,
					    &up);
		for (j = 0; j < n && !hit; j++)
			if (up[j].first <= s->line && s->line <= up[j].last)
				hit = &up[j];
		if (!hit)
			continue;
		cause = cause_before(u, hit, s->line);
		if (cause) {
			struct strbuf where = STRBUF_INIT;

			fault_where(cause, &where);
			verdict_manual(s, EV_INPUT, "input", "spatch could not "
				       "parse %s%s: it gave up at %s:%u:%u, "
				       "still reading %s, which does not parse "
				       "as C (line %u); fix that, or port this "
				       "use by hand", s->function ? s->function :
				       "the code around it", s->function ?
				       "()" : "", u->path, hit->line, hit->col,
				       where.buf, cause->line);
			strbuf_release(&where);
			continue;
		}
		verdict_manual(s, EV_INPUT, "input", "spatch could not parse "
			       "%s%s (%s:%u:%u%s%s%s), skipped it and said "
			       "nothing, so no semantic patch could rewrite "
			       "this use; make that line plain C (a GCC cast "
			       "used as an lvalue, say) or port the use by "
			       "hand", s->function ? s->function :
			       "the code around it", s->function ? "()" : "",
			       u->path, hit->line, hit->col, hit->around ?
			       ", at '" : "", hit->around ? hit->around : "",
			       hit->around ? "'" : "");
	}
	unparsed_free(up, n);
}

/*
 * spatch's result turned into the port: stray edits reverted, the
 * masks lifted, the migrations' passes run (migpass.h); then the
 * evidence per site (the migrations' own reasons, cross-check, unparsed
 * code, what the passes found, names 2.6 removed, functions left half
 * done) and the fixups.  Runs per item, in parallel, once for the
 * headers, then for the .c files.
 */
static void finish_one(void *state, size_t k, void *data)
{
	struct finish_ctx *c = data;
	struct unit *u = &c->r->units[c->idx[k]];
	struct rewrite_item *it = &c->items[k];
	struct mig_file f;
	struct linediff d;
	char *out;
	size_t out_len;
	int ok;

	(void)state;
	if (ends_with(u->path, ".h") != c->headers)
		return;
	migpass_init(&f, c->r, u, it);
	stray_revert(u, it);	/* spatch's edits outside every site go */
	unmask_text(&it->text, &it->len);
	ok = it->status == REWRITE_OK;
	if (!ok) {
		free(it->text);
		it->text = xstrndup(u->buf, u->len);
		it->len = u->len;
	}
	if (ok) {
		migpass_run(&f, MIG_CHECK);
		migpass_run(&f, MIG_CONVERT);
		migpass_run(&f, MIG_FINISH);
	}
	linediff(&d, u->buf, u->len, it->text, it->len);
	if (d.over_budget) {
		/* the line map would be too coarse to check sites against */
		linediff_free(&d);
		migpass_run(&f, MIG_RELEASE);
		flag_too_large(u, "comparing it with its port needs more than "
			       "%llu diff steps (ZCPORT_DIFF_WORK)",
			       linediff_budget());
		return;
	}
	if (ok)
		migpass_run(&f, MIG_EXPLAIN);
	crosscheck_sites(&u->sites, &d, it->text, it->len, it);
	if (it->garbled) {
		/* spatch lost code: its sites say so, the file is not
		 * written, not even with markers */
		diag(u->path, 0, 0, SEV_WARNING, "not ported: spatch's "
		     "result was refused (%s)", it->log);
		linediff_free(&d);
		migpass_run(&f, MIG_RELEASE);
		return;
	}
	if (ok)
		explain_unparsed(u, c->timeout_s);
	migpass_run(&f, MIG_SETTLE);
	oldapi_check(u, it->text, it->len, &d);
	wholefn_settle(u);
	migpass_run(&f, MIG_RELEASE);
	fixup_apply(u->path, it->text, it->len, &d, &u->sites, &out, &out_len,
		    &u->helpers);
	linediff_free(&d);
	if (out_len == u->len && !memcmp(out, u->buf, u->len)) {
		free(out);
	} else {
		u->out = out;
		u->out_len = out_len;
	}
}

/* the run's candidate files by their real path, for foreign macros */
struct real_units {
	char **path;		/* per unit: its realpath(), or NULL */
	size_t *v;		/* the candidates with one */
	size_t n;
	struct sorted_index ix;
};

static int real_cmp(const void *ctx, size_t a, size_t b)
{
	const struct real_units *ru = ctx;

	return strcmp(ru->path[ru->v[a]], ru->path[ru->v[b]]);
}

static int real_probe(const void *ctx, size_t a, const void *key)
{
	const struct real_units *ru = ctx;

	return strcmp(ru->path[ru->v[a]], key);
}

static void real_units_build(struct real_units *ru, const struct run *r)
{
	size_t k;

	ru->path = xcalloc(r->nr + 1, sizeof(char *));
	ru->v = xmalloc((r->nr + 1) * sizeof(size_t));
	ru->n = 0;
	for (k = 0; k < r->nr; k++) {
		if (!r->units[k].candidate)
			continue;
		ru->path[k] = realpath(r->units[k].path, NULL);
		if (ru->path[k])
			ru->v[ru->n++] = k;
	}
	sorted_index_build(&ru->ix, ru->n, real_cmp, ru);
}

static void real_units_free(struct real_units *ru, size_t nunits)
{
	size_t k;

	for (k = 0; k < nunits; k++)
		free(ru->path[k]);
	free(ru->path);
	free(ru->v);
	sorted_index_free(&ru->ix);
}

/*
 * A use produced by a macro that another file defines is converted when
 * that file, ported in this run, no longer has the token; otherwise it
 * is left for a human, saying where the macro is.  The macro's file is
 * the first candidate unit with its real path (indexed once).
 */
static void settle_foreign_macros(struct run *r)
{
	struct real_units ru;
	size_t i, j, lo, hi;
	int built = 0;

	for (i = 0; i < r->nr; i++) {
		runtmp_check();
		for (j = 0; j < r->units[i].sites.nr; j++) {
			struct site *s = &r->units[i].sites.v[j];
			const struct unit *h = NULL;
			char *want;

			if (!s->macro_file || s->state != STATE_FOUND)
				continue;
			if (!built++)
				real_units_build(&ru, r);
			want = realpath(s->macro_file, NULL);
			if (want) {
				sorted_index_range(&ru.ix, real_probe, &ru, want,
						   &lo, &hi);
				if (lo < hi)
					h = &r->units[ru.v[ru.ix.v[lo]]];
			}
			free(want);
			if (h && !token_in_lines(h->out ? h->out : h->buf,
						 h->out ? h->out_len : h->len,
						 s->anchor_token, 1, ~0u)) {
				verdict_converted(s, NULL);
				continue;
			}
			verdict_manual(s, EV_LEFT, "macro",
					"produced by the macro %s() of %s, %s",
					s->macro, s->macro_file, h ?
					"whose body the semantic patches did "
					"not port; port the macro by hand" :
					"which was not ported with this file; "
					"port both together");
		}
	}
	if (built)
		real_units_free(&ru, r->nr);
}

/* the options of the run, for port_again() */
static int run_timeout_s, run_drop_legacy;

/*
 * Unit i's rewrite item (*it): its sites planned, what must not be
 * rewritten masked, the text the migrations rewrite before spatch
 * (plan_masks()).  Returns 0 when the unit is not rewritten at all (not
 * read as C, too large: its sites say so).
 */
static int plan_item(struct run *r, size_t i, struct rewrite_item *it)
{
	struct unit *u = &r->units[i];
	size_t j;

	if (u->failed) {
		for (j = 0; j < u->sites.nr; j++)
			verdict_manual(&u->sites.v[j], EV_INPUT, "input",
					"the file could not be read as "
					"C; nothing in it was ported");
		return 0;
	}
	/* only token-scanned (pipeline.h); not u->too_large, which
	 * a diff over its budget in an earlier round also sets */
	if (u->len > r->max_file_size) {
		flag_too_large(u, "%zu bytes, over the %zu-byte "
			       "limit for one file "
			       "(ZCPORT_MAX_FILE_SIZE)",
			       u->len, r->max_file_size);
		return 0;
	}
	/* spatch's memory grows with the matches (pipeline.h) */
	if (u->sites.nr > run_max_file_sites()) {
		flag_too_large(u, "%zu sites, over the %zu-site limit "
			       "for one file, which keeps spatch under "
			       "300 MB (ZCPORT_MAX_FILE_SITES)",
			       u->sites.nr, run_max_file_sites());
		return 0;
	}
	apiimpl_judge(u);
	plan_masks(r, u, it);
	if (run_drop_legacy)
		drop_legacy(u, &it->text, &it->len);
	return 1;
}

/* spatch's results made ports (finish_one()), then what crosses files */
static void finish_items(struct run *r, const struct rule_set *rs,
			 struct rewrite_item *items, size_t *idx, size_t n)
{
	struct finish_ctx c;

	c.r = r;
	c.idx = idx;
	c.items = items;
	c.timeout_s = run_timeout_s;
	/* headers first: settle_foreign_macros() looks at them */
	c.headers = 1;
	run_parallel_pure(n, r->jobs, &c, NULL, finish_one, NULL);
	c.headers = 0;
	run_parallel_pure(n, r->jobs, &c, NULL, finish_one, NULL);
	timing_mark("finished the rewrite");
	stray_name_rules(r, rs, items, idx, n, r->jobs,
			 run_timeout_s);
	settle_foreign_macros(r);
	r->input_errors += helperhdr_add(r);
	timing_mark("stray names, helpers");
}

/*
 * Does a site of u still wait for the rules?  After the plan, a site is
 * settled (2.4's own code, a mask, a fault) or still found; a file with
 * none found is not given to spatch: a hunk there could only stand on a
 * settled site's line, where no rule has anything to port, or off every
 * site, where stray.h would put it back.  The kernel's own files are
 * most of a whole tree's candidates (mm/memory.c, kernel/ksyms.c).
 */
static int awaits_rules(const struct unit *u)
{
	size_t i;

	for (i = 0; i < u->sites.nr; i++)
		if (u->sites.v[i].state == STATE_FOUND)
			return 1;
	return 0;
}

/* spatch over the items that wait for it; the others as given, OK */
static int rewrite_awaiting(const struct rule_set *rs, struct run *r,
			    struct rewrite_item *items, const size_t *idx,
			    size_t n)
{
	struct rewrite_item *some = xcalloc(n ? n : 1, sizeof(*some));
	size_t *from = xcalloc(n ? n : 1, sizeof(*from));
	size_t i, k = 0;
	int ret;

	for (i = 0; i < n; i++) {
		if (awaits_rules(&r->units[idx[i]])) {
			from[k] = i;
			some[k++] = items[i];
		} else {
			items[i].status = REWRITE_OK;
		}
	}
	ret = rewrite_batch(rs, some, k, r->jobs, run_timeout_s);
	for (i = 0; i < k; i++)
		items[from[i]] = some[i];
	free(some);
	free(from);
	return ret;
}

/* the units with which[i] (every candidate when which is NULL) */
static int port_units(struct run *r, const char *which)
{
	struct rule_set rs;
	struct rewrite_item *items;
	size_t *idx, n = 0, i;
	int ret;

	rules_load(&rs, RULES_PORT);
	items = xcalloc(r->nr ? r->nr : 1, sizeof(*items));
	idx = xcalloc(r->nr ? r->nr : 1, sizeof(*idx));
	for (i = 0; i < r->nr; i++) {
		if (!r->units[i].candidate || (which && !which[i]))
			continue;
		runtmp_check();		/* Ctrl-C: between files */
		if (plan_item(r, i, &items[n]))
			idx[n++] = i;
	}
	timing_mark("planned the rewrite");
	ret = rewrite_awaiting(&rs, r, items, idx, n);
	timing_mark("spatch rewrote");
	if (!ret)
		finish_items(r, &rs, items, idx, n);
	for (i = 0; i < n; i++) {
		free(items[i].text);
		free(items[i].before);
		free(items[i].log);
	}
	free(items);
	free(idx);
	rules_free(&rs);
	return ret;
}

int port_run(struct run *r, int timeout_s, int drop_legacy_branches)
{
	size_t i;
	char *which;
	int ret;

	run_timeout_s = timeout_s;
	run_drop_legacy = drop_legacy_branches;
	fixup_load();
	/*
	 * Code that does not parse first: no later judgement reads it (its
	 * sites are not STATE_FOUND), and the pristine copy port_again()
	 * starts over from keeps its refusal.  Then 2.4's own code: it
	 * shares nothing a driver could follow.
	 */
	for (i = 0; i < r->nr; i++)
		if (r->units[i].candidate && !r->units[i].failed)
			refuse_faults(&r->units[i]);
	for (i = 0; i < r->nr; i++)
		if (r->units[i].candidate && r->units[i].buf &&
		    !r->units[i].failed)
			apiimpl_judge(&r->units[i]);
	apiimpl_callers(r);
	treeplan_before(r);
	for (i = 0; i < r->nr; i++)
		if (r->units[i].candidate)
			site_list_copy(&r->units[i].pristine,
				       &r->units[i].sites);
	ret = port_units(r, NULL);
	/* prototypes follow their definitions (treeplan.h) */
	which = xcalloc(r->nr + 1, 1);
	if (!ret && treeplan_after(r, which))
		ret = port_again(r, which);
	free(which);
	return ret;
}

int port_again(struct run *r, const char *which)
{
	size_t i, k, j;

	for (i = 0; i < r->nr; i++) {
		struct unit *u = &r->units[i];

		if (!which[i])
			continue;
		site_list_clear(&u->sites);
		site_list_copy(&u->sites, &u->pristine);
		free(u->out);
		u->out = NULL;
		u->out_len = 0;
		u->helpers = 0;
		for (k = 0; k < u->nrefused; k++) {
			const struct refusal *f = &u->refused[k];

			for (j = 0; j < u->sites.nr; j++) {
				struct site *s = &u->sites.v[j];

				if (s->line != f->line || s->col != f->col ||
				    strcmp(s->symbol, f->symbol))
					continue;
				s->flags |= SITE_MASKED;
				verdict_manual(s, EV_VALIDATION, "validation",
					       "%s", f->why);
			}
		}
	}
	return port_units(r, which);
}
