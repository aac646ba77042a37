/*
 * rounds: validate.h's validate_ports(), the rounds of a port run's
 * validation and the verdicts they come to.
 *
 * A round compiles the units it has to (in parallel, check_one():
 * validate_compile()), then judges each compile's errors by the
 * declaration they stand in (judge_compile(), blame.h): an error in code
 * the port wrote refuses that code's sites, which are ported again
 * without them (port_again) in the next round, with the files that
 * include them; an error the original has too in a function the port
 * converted leaves its sites unfinished.  When no site was refused (or
 * in the last round), the semantic checks run (judge_semantic(),
 * semantic.h) over every unit compiled since its last check, so a port
 * that compiled in a round that refused another's sites is checked
 * too, and over the driver headers the port changed that those
 * include; they may refuse more.  At most MAX_ROUNDS rounds; then the
 * findings become verdicts (settle_findings(), verdict.h), the
 * unfinished sites are marked in the code, and what may not be written
 * is held back (shadow.h).  Every unit's check ends set; a failed one's
 * log goes to stderr.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "blame.h"
#include "compile.h"
#include "diagkeys.h"
#include "differential.h"
#include "fixup.h"
#include "helperhdr.h"
#include "linediff.h"
#include "parallel.h"
#include "progress.h"
#include "region.h"
#include "runtmp.h"
#include "semantic.h"
#include "shadow.h"
#include "target.h"
#include "util.h"
#include "validate.h"
#include "verdict.h"
#include "vocab.h"

struct check_ctx {
	struct run *r;
	const struct argv_list *tree_flags;
	const char *kernel_dir;
	const char *todo;		/* per unit: compile it this round */
};

/* does u's port convert anything (not only mark sites for a human) */
static int converts(const struct unit *u)
{
	size_t i;

	for (i = 0; u->out && i < u->sites.nr; i++)
		if (u->sites.v[i].state == STATE_CONVERTED)
			return 1;
	return 0;
}

/* is u compiled: a .c file the port converted code in, or one that
 * includes a header the port changed; a file put back whole (a timeout,
 * a crash) holds only markers and is not */
static int compiled(const struct run *r, const struct unit *u)
{
	return u->candidate && ends_with(u->path, ".c") && !u->generated &&
	       (converts(u) || includes_ported(r, u));
}

/*
 * The compile step of a port's validation: the port as it stands, with
 * its original when it has errors (validate_compile()); the judgement of
 * the diagnostics is the main thread's (judge_compile()), as it may
 * blame another unit's port (a header's).  Only units with todo[i] set.
 */
static void check_one(void *state, size_t i, void *data)
{
	struct check_ctx *cc = data;
	struct run *r = cc->r;
	struct unit *u = &r->units[i];
	struct validate_opts o = { NULL, 1, NULL, 0, NULL, NULL };
	struct vfile f;
	char *shadow, *slash;
	const char *text;
	size_t len;
	int st;

	(void)state;
	if (!cc->todo[i])
		return;
	if (!compiled(r, u)) {
		/* a later round refused all it converted: nothing to check */
		u->check = CHECK_NONE;
		return;
	}
	shadow = shadow_path(u->path);
	slash = strrchr(shadow, '/');
	*slash = '\0';
	o.shadow_dir = shadow;
	o.tree_flags = cc->tree_flags;
	o.kernel_dir = cc->kernel_dir;
	text = u->out ? u->out : u->buf;
	len = u->out ? u->out_len : u->len;
	vfile_init(&f, u->path, text, len, u->buf, u->len);
	/* the original is the same every round: compiled once */
	f.olog_known = u->vbase;
	st = validate_compile(&o, &f);
	free(u->vlog);
	u->vlog = strbuf_detach(&f.plog, NULL);
	if (!u->vbase && f.olog.len)
		u->vbase = strbuf_detach(&f.olog, NULL);
	u->errors = f.errors;
	u->check = st < 0 ? CHECK_SKIPPED : CHECK_PASSED;
	vfile_release(&f);
	free(shadow);
}

/*
 * What the judgement of the compiles and checks found, across rounds:
 * unfinished regions (their sites' verdict waits for the last round) and
 * files no site explains an error of, each with the unit whose compile
 * or check said so, dropped when that unit is compiled again.
 */
struct finding {
	size_t by;		/* the unit compiled */
	size_t unit;		/* the unit whose sites it concerns */
	unsigned line, col;	/* a site's, for unfinished */
	char *symbol;		/* a site's; NULL: the whole unit failed */
	char *why;
};

struct judged {
	struct finding *v;
	size_t nr;
	struct blame **bl;	/* per unit, built on first use, per round */
	struct linediff **ul;	/* per unit: port to user's lines, likewise */
	char *again;		/* per unit: refused sites, port it again */
};

static void finding_add(struct judged *j, size_t by, size_t unit,
			const struct site *s, char *why)
{
	struct finding *f;

	j->v = xrealloc(j->v, (j->nr + 1) * sizeof(*j->v));
	f = &j->v[j->nr++];
	f->by = by;
	f->unit = unit;
	f->line = s ? s->line : 0;
	f->col = s ? s->col : 0;
	f->symbol = s ? xstrdup(s->symbol) : NULL;
	f->why = why;
}

static void findings_drop_by(struct judged *j, const char *todo)
{
	size_t i, k = 0;

	for (i = 0; i < j->nr; i++) {
		if (todo[j->v[i].by] || todo[j->v[i].unit]) {
			free(j->v[i].symbol);
			free(j->v[i].why);
			continue;
		}
		j->v[k++] = j->v[i];
	}
	j->nr = k;
}

static struct blame *blame_of(struct run *r, struct judged *j, size_t k)
{
	struct unit *u = &r->units[k];

	if (!j->bl[k]) {
		j->bl[k] = xcalloc(1, sizeof(**j->bl));
		blame_init(j->bl[k], u->buf, u->len, u->out ? u->out : u->buf,
			   u->out ? u->out_len : u->len, &u->sites,
			   port_names());
	}
	return j->bl[k];
}

static void blames_release(struct run *r, struct judged *j)
{
	size_t k;

	for (k = 0; k < r->nr; k++) {
		if (j->bl[k]) {
			blame_release(j->bl[k]);
			free(j->bl[k]);
			j->bl[k] = NULL;
		}
		if (j->ul[k]) {
			linediff_free(j->ul[k]);
			free(j->ul[k]);
			j->ul[k] = NULL;
		}
	}
}

/* the unit of a path a diagnostic names: one of the run's, ported */
static size_t unit_of(const struct run *r, const char *path)
{
	size_t k;

	for (k = 0; k < r->nr; k++)
		if (!strcmp(r->units[k].path, path))
			return k;
	return (size_t)-1;
}

/* the diagnostic line as the user's file has it (the port's lines),
 * through unit k's diff, made once a round */
static char *in_user_lines(struct run *r, struct judged *j, size_t k,
			   const char *line)
{
	const struct unit *u = &r->units[k];
	char *l = xasprintf("%s\n", line), *m, *e;

	if (!j->ul[k]) {
		j->ul[k] = xcalloc(1, sizeof(**j->ul));
		linediff(j->ul[k], u->out ? u->out : u->buf,
			 u->out ? u->out_len : u->len, u->buf, u->len);
	}
	m = lines_via(u->path, j->ul[k], l);
	e = strchr(m, '\n');
	free(l);
	if (e)
		*e = '\0';
	return m;
}

/*
 * Refuse the sites of region rg of unit k: they are ported again left
 * alone, manual with why.  Returns how many were new.
 */
static size_t refuse_region(struct run *r, struct judged *j, size_t k,
			    const struct region *rg, const char *why)
{
	struct unit *u = &r->units[k];
	struct blame *b = blame_of(r, j, k);
	size_t i, n = 0, ns;
	const size_t *in = blame_region_sites(b, rg, &ns);

	for (i = 0; i < ns; i++) {
		const struct site *s = &u->sites.v[in[i]];
		struct refusal *f;

		if (s->kind == KIND_GUARDED ||
		    s->state == STATE_MANUAL || s->state == STATE_REMOVED)
			continue;
		u->refused = xrealloc(u->refused,
				      (u->nrefused + 1) * sizeof(*u->refused));
		f = &u->refused[u->nrefused++];
		f->line = s->line;
		f->col = s->col;
		f->symbol = xstrdup(s->symbol);
		f->why = xstrdup(why);
		n++;
		if (getenv("ZCPORT_DEBUG"))
			fprintf(stderr, "zcport: debug: %s:%u:%u: refused: %s\n",
				u->path, s->line, s->col, why);
	}
	if (n)
		j->again[k] = 1;
	return n;
}

static const char *region_label(const struct region *rg, char *buf,
				size_t n)
{
	if (rg->kind == REGION_FUNCTION && *rg->name)
		snprintf(buf, n, "%s()", rg->name);
	else if (*rg->name)
		snprintf(buf, n, "the declaration of %s", rg->name);
	else
		snprintf(buf, n, "the declaration at line %u", rg->first);
	return buf;
}

/* the judgement of unit c's compile (blame.h) */
static void judge_compile(struct run *r, struct judged *j, size_t c)
{
	struct unit *u = &r->units[c];
	struct errlist el, ol;
	size_t i;

	errors_of(u->vlog, u->vbase, &el);
	errors_of(u->vbase, NULL, &ol);
	u->inherited_errors = 0;
	for (i = 0; i < el.n; i++) {
		struct verr *e = &el.v[i];
		size_t k = e->fatal ? (size_t)-1 : unit_of(r, e->path);
		struct blame_result res = { BLAME_FILE, NULL, NULL };
		char label[160], *at;
		const size_t *in;
		size_t ns;

		if (k != (size_t)-1 && (k == c || r->units[k].out)) {
			struct blame *bl = blame_of(r, j, k);

			if (k == c && kept_warning(e, u->path, bl))
				continue;
			res = blame_error(bl, e->line, e->col, e->key,
					  orig_has(e, &ol, bl), e->kio);
		}
		else if (!e->fatal && e->orig_has && !e->kio)
			res.cls = BLAME_INHERITED;
		switch (res.cls) {
		case BLAME_INHERITED:
			/* the original's warnings are no errors it has */
			u->inherited_errors += !e->warn;
			break;
		case BLAME_HELD:
			break;
		case BLAME_UNFINISHED:
			at = in_user_lines(r, j, k, e->text);
			in = blame_region_sites(j->bl[k], res.region, &ns);
			for (size_t s = 0; s < ns; s++) {
				const struct site *st =
					&r->units[k].sites.v[in[s]];

				if (st->state != STATE_CONVERTED)
					continue;
				finding_add(j, c, k, st, xasprintf(
					"%s does not compile against %s yet, "
					"for an error the original has too "
					"(its other 2.4 APIs): %s; the port of "
					"its %s code is in place, the rest "
					"is for a human",
					region_label(res.at ? res.at :
						     res.region, label,
						     sizeof(label)),
					target_name(-1), at, KIONAME(KIOBUF)));
			}
			free(at);
			break;
		case BLAME_PORT:
			at = in_user_lines(r, j, k, e->text);
			{
				char *why = xasprintf("the port of %s did not "
					"compile against %s, so it was left as "
					"it was: %s", region_label(res.at ?
					res.at : res.region, label,
					sizeof(label)), target_name(-1), at);

				if (!refuse_region(r, j, k, res.region, why))
					finding_add(j, c, c, NULL,
						    xstrdup(e->text));
				free(why);
			}
			free(at);
			break;
		case BLAME_FILE:
			finding_add(j, c, c, NULL, xstrdup(e->text));
			break;
		}
	}
	errors_free(&el);
	errors_free(&ol);
}

/* does a unit of the directory of path have todo set? */
static int dir_todo(const struct run *r, const char *todo, const char *path)
{
	size_t i;

	for (i = 0; i < r->nr; i++)
		if (todo[i] && same_dir(r->units[i].path, path))
			return 1;
	return 0;
}

/*
 * A driver's own header the port changed is never compiled alone, but
 * its code is the port's too (an inline function that pins and dirties
 * pages): it is checked with a file that includes it and is checked.
 */
static void checked_headers(const struct run *r, char *in)
{
	size_t i, k;

	for (i = 0; i < r->nr; i++) {
		const struct unit *h = &r->units[i];

		if (in[i] || !h->out || h->generated ||
		    !ends_with(h->path, ".h"))
			continue;
		for (k = 0; k < r->nr && !in[i]; k++)
			if (in[k] && !r->units[k].generated &&
			    ends_with(r->units[k].path, ".c") &&
			    unit_includes(&r->units[k], h))
				in[i] = 1;
	}
}

/*
 * The semantic checks of the ports compiled since their last check
 * (todo), and of the headers they include (checked_headers()): a
 * finding in code the port wrote refuses that code's sites; one in code
 * it did not touch refuses nothing (it is shown).  A helper header's
 * findings fail the files of its directory (helperhdr_failed()).
 */
static void judge_semantic(struct run *r, struct judged *j, const char *todo)
{
	struct sem_batch b;
	char *in = xcalloc(r->nr + 1, 1);
	size_t i, k;

	for (i = 0; i < r->nr; i++) {
		const struct unit *u = &r->units[i];

		in[i] = (char)(u->out && (todo[i] || (u->generated &&
				dir_todo(r, todo, u->path))) &&
			       (u->check == CHECK_PASSED || u->generated));
	}
	checked_headers(r, in);
	sem_prepare(r, in, &b);
	sem_run(&b);
	for (k = 0; k < b.n; k++) {
		struct vfile *f = &b.f[k];
		size_t c = b.which[k];
		struct unit *u = &r->units[c];
		const char *p = f->log.buf;

		if (!f->failed)
			continue;
		if (u->generated) {
			u->check = CHECK_FAILED;
			free(u->check_log);
			u->check_log = xstrdup(p ? p : "");
			continue;
		}
		while (p && *p) {
			const char *eol = strchr(p, '\n');
			size_t n = eol ? (size_t)(eol - p) : strlen(p);
			char *line = xstrndup(p, n), *at;
			struct verr e;
			const struct region *rg;
			struct blame *bl = blame_of(r, j, c);

			memset(&e, 0, sizeof(e));
			/* findings are warnings: locate by hand */
			if (!strncmp(line, u->path, strlen(u->path)) &&
			    line[strlen(u->path)] == ':') {
				e.line = (unsigned)atoi(line +
							strlen(u->path) + 1);
				rg = bl->rg.unreliable ? &bl->whole :
				     region_at(&bl->rg, e.line);
				if (rg && blame_touched(bl, rg)) {
					struct blame_result res;

					res = blame_error(bl, e.line, 0,
							  "warning: finding",
							  0, 1);
					if (res.cls == BLAME_PORT) {
						char label[160];
						char *why;

						at = in_user_lines(r, j, c,
								   line);
						why = xasprintf("the port of %s "
							"failed a semantic "
							"check, so it was left "
							"as it was: %s",
							region_label(res.region,
							label, sizeof(label)),
							at);
						if (!refuse_region(r, j, c,
							res.region, why))
							finding_add(j, c, c,
								NULL,
								xstrdup(line));
						free(why);
						free(at);
					}
				}
			}
			free(line);
			p = eol ? eol + 1 : NULL;
		}
	}
	sem_release(&b);
}

/* the units compiled again after some were ported again: those, and
 * the .c files that include one of them */
static void next_todo(struct run *r, const char *again, char *todo)
{
	size_t i, k;

	memset(todo, 0, r->nr);
	for (i = 0; i < r->nr; i++) {
		if (!again[i])
			continue;
		todo[i] = 1;
		for (k = 0; k < r->nr; k++)
			if (k != i && unit_includes(&r->units[k], &r->units[i]))
				todo[k] = 1;
	}
}

/* the last verdicts: unfinished sites, and files no site explains */
static void settle_findings(struct run *r, struct judged *j)
{
	size_t i, s;

	for (i = 0; i < j->nr; i++) {
		const struct finding *f = &j->v[i];
		struct unit *u = &r->units[f->unit];

		if (!f->symbol) {
			if (u->check != CHECK_FAILED) {
				u->check = CHECK_FAILED;
				free(u->check_log);
				u->check_log = NULL;
			}
			{
				char *l = xasprintf("%s\n", f->why);
				char *o = u->check_log ? xasprintf("%s%s",
					  u->check_log, l) : xstrdup(l);

				free(u->check_log);
				u->check_log = o;
				free(l);
			}
			continue;
		}
		for (s = 0; s < u->sites.nr; s++) {
			struct site *st = &u->sites.v[s];

			if (st->line == f->line && st->col == f->col &&
			    !strcmp(st->symbol, f->symbol) &&
			    st->state == STATE_CONVERTED)
				verdict_manual(st, EV_VALIDATION, "unfinished",
					       "%s", f->why);
		}
	}
	/* a file no site explains an error of is not written */
	for (i = 0; i < r->nr; i++) {
		struct unit *u = &r->units[i];
		char *lines, *first, *e;

		if (u->check != CHECK_FAILED || u->generated || !u->check_log)
			continue;
		lines = to_original_lines(u, u->check_log);
		free(u->check_log);
		u->check_log = lines;
		first = xstrdup(lines);
		if ((e = strchr(first, '\n')))
			*e = '\0';
		for (s = 0; s < u->sites.nr; s++)
			if (u->sites.v[s].state != STATE_GUARDED)
				verdict_manual(&u->sites.v[s], EV_VALIDATION,
					"validation", "the port did not compile "
					"against the %s headers, and no site "
					"explains it, so it was not written: %s",
					target_name(-1), first);
		free(first);
	}
}

/* the file's state: all converted and clean, or partly ported */
static void settle_checks(struct run *r)
{
	size_t i, s;

	for (i = 0; i < r->nr; i++) {
		struct unit *u = &r->units[i];

		if (u->check != CHECK_PASSED || u->generated)
			continue;
		for (s = 0; s < u->sites.nr; s++)
			if (u->sites.v[s].state == STATE_MANUAL)
				u->check = CHECK_PARTIAL;
	}
}

#define MAX_ROUNDS 4

/* a round's compiles, in parallel (check_one()) */
static void compile_round(struct run *r, struct check_ctx *cc,
			  const char *todo)
{
	/* a Ctrl-C exits only once the compiles are done (runtmp.h) */
	write_shadow(r);
	cc->todo = todo;
	runtmp_defer(1);
	run_parallel(r->nr, r->jobs, cc, NULL, check_one, NULL);
	runtmp_defer(0);
	runtmp_check();
	timing_mark("compiled");
}

/*
 * The judgement of a round's compiles (todo) and, when they refused no
 * site or the round is the last, the semantic checks of every unit
 * compiled since its last check (unchecked, cleared then): a unit that
 * compiled in a round where another's site was refused is checked in
 * the round that ports that one again.  Returns whether a site was
 * refused: then j->again (the caller frees it) says which units to port
 * again.
 */
static int judge_round(struct run *r, struct judged *j, const char *todo,
		       char *unchecked, int last)
{
	size_t i;
	int any;

	j->bl = xcalloc(r->nr + 1, sizeof(*j->bl));
	j->ul = xcalloc(r->nr + 1, sizeof(*j->ul));
	j->again = xcalloc(r->nr + 1, 1);
	findings_drop_by(j, todo);
	for (i = 0; i < r->nr; i++)
		if (todo[i] && compiled(r, &r->units[i]) &&
		    r->units[i].check != CHECK_SKIPPED)
			judge_compile(r, j, i);
	for (i = any = 0; i < r->nr; i++)
		any |= j->again[i];
	timing_mark("judged the compiles");
	if (!any || last) {
		judge_semantic(r, j, unchecked);
		memset(unchecked, 0, r->nr);
	}
	timing_mark("semantic checks");
	blames_release(r, j);
	free(j->bl);
	free(j->ul);
	for (i = any = 0; i < r->nr; i++)
		any |= j->again[i];
	return any;
}

/* the unfinished sites' markers (the fixups ran before them) */
static void mark_unfinished(struct run *r)
{
	size_t i;

	for (i = 0; i < r->nr; i++) {
		struct unit *u = &r->units[i];
		size_t s, len;
		char *marked;

		for (s = 0; u->out && s < u->sites.nr; s++)
			if (u->sites.v[s].state == STATE_MANUAL &&
			    !strcmp(u->sites.v[s].reason_code, "unfinished"))
				break;
		if (!u->out || s == u->sites.nr)
			continue;
		marked = fixup_mark(u->buf, u->len, u->out, u->out_len,
				    &u->sites, "unfinished", &len);
		free(u->out);
		u->out = marked;
		u->out_len = len;
	}
}

static void findings_free(struct judged *j)
{
	size_t i;

	for (i = 0; i < j->nr; i++) {
		free(j->v[i].symbol);
		free(j->v[i].why);
	}
	free(j->v);
}

void validate_ports(struct run *r, const struct argv_list *tree_flags,
		    const char *kernel_dir,
		    int (*port_again)(struct run *, const char *))
{
	struct check_ctx cc = { r, tree_flags, kernel_dir, NULL };
	struct judged j;
	char *todo, *unchecked;
	size_t i, nr = r->nr;
	int round, any;

	vtmp_ensure();
	memset(&j, 0, sizeof(j));
	todo = xcalloc(nr + 1, 1);
	unchecked = xcalloc(nr + 1, 1);
	for (i = 0; i < nr; i++)
		todo[i] = (char)compiled(r, &r->units[i]);
	for (round = 0; ; round++) {
		compile_round(r, &cc, todo);
		for (i = 0; i < nr; i++)
			unchecked[i] |= todo[i];
		any = judge_round(r, &j, todo, unchecked,
				  round + 1 >= MAX_ROUNDS);
		if (!any || round + 1 >= MAX_ROUNDS) {
			/* out of rounds: what is still refused fails whole */
			for (i = 0; any && i < r->nr; i++)
				if (j.again[i])
					finding_add(&j, i, i, NULL, xstrdup(
						"the port kept failing after "
						"its failing functions were "
						"left alone"));
			free(j.again);
			break;
		}
		if (port_again(r, j.again) || r->nr != nr) {
			/* a helper header appeared: indices moved */
			free(j.again);
			break;
		}
		timing_mark("ported again");
		next_todo(r, j.again, todo);
		free(j.again);
	}
	settle_findings(r, &j);
	mark_unfinished(r);
	findings_free(&j);
	free(todo);
	free(unchecked);
	timing_mark("settled findings");
	helperhdr_checked(r);
	helperhdr_failed(r);
	hold_back_included(r);
	macros_of_failed_headers(r);
	headers_through_includers(r);
	settle_checks(r);
	for (i = 0; i < r->nr; i++)
		if (r->units[i].check == CHECK_FAILED)
			fputs(r->units[i].check_log ? r->units[i].check_log :
			      "", stderr);
}
