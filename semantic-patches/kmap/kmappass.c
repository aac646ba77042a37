/*
 * kmappass: the kmap migration in the port (migpass.h): the kmap pass
 * (kmap.h) over each port after spatch, with the other files of its
 * driver's directory as evidence, and then the sites of pages reached
 * with page_address() settled by its outcomes.  A page vector file that
 * maps no user memory is none of its business (kernel_pages_only()).
 */
#include <stdlib.h>
#include <string.h>

#include "kmap.h"
#include "lex.h"
#include "linediff.h"
#include "lookup.h"
#include "migpass.h"
#include "pagevec.h"
#include "util.h"
#include "verdict.h"
#include "vocab.h"

/*
 * A page vector file that maps no user memory: every page in its
 * maplists is one the driver put there (alloc_page(), the page cache...),
 * the same page in 2.6 as in 2.4.  Its page_address() calls are the
 * driver's own business, unchanged by the port: the kmap pass, which is
 * about pinned user pages, leaves them alone.
 */
static int kernel_pages_only(const struct unit *u)
{
	/* a user mapping, or a direct_IO method's VFS-mapped kiobuf */
	static const char *const user[] = {
		KIONAME(MAP_USER_KIOBUF), "direct_IO", NULL
	};

	return pagevec_file(u) && !lex_has_ident(u->buf, u->len, user);
}

/*
 * The other files of u's directory (one driver), as evidence of atomic
 * context for the kmap pass: a handler of u registered in another file,
 * a function of u called there under a lock.  Their original text: a
 * port changes neither function names nor registrations.  Only read
 * when u has a page_address() for the pass to judge.
 */
static size_t dir_context(const struct run *r, const struct unit *u,
			  struct kmap_text **ctx, char ***owned)
{
	const char *slash = strrchr(u->path, '/');
	size_t dl = slash ? (size_t)(slash - u->path) : 0, i, n = 0;

	*ctx = xcalloc(r->nr + 1, sizeof(**ctx));
	*owned = xcalloc(r->nr + 1, sizeof(char *));
	for (i = 0; i < r->nr; i++) {
		const struct unit *o = &r->units[i];
		const char *os = strrchr(o->path, '/');
		size_t ol = os ? (size_t)(os - o->path) : 0, len;
		char *buf;

		if (o == u || o->failed || ol != dl ||
		    strncmp(o->path, u->path, dl))
			continue;
		(*ctx)[n].label = os ? os + 1 : o->path;
		if (o->buf) {
			(*ctx)[n].text = o->buf;
			(*ctx)[n++].len = o->len;
		} else if (!read_file(o->path, &buf, &len)) {
			(*owned)[i] = buf;
			(*ctx)[n].text = buf;
			(*ctx)[n++].len = len;
		}
	}
	return n;
}

/*
 * The kmap pass over a port (kmap.h), with the other files of its
 * directory when it takes page_address(); its outcomes (*km) named by
 * the user's lines
 */
static void kmap_step(const struct run *r, const struct unit *u,
		      struct rewrite_item *it, struct kmap_result *km)
{
	char *k;
	size_t klen;

	struct kmap_text *kctx = NULL;
	char **owned = NULL;
	size_t nk = 0, j;

	if (memmem(it->text, it->len, "page_address", 12))
		nk = dir_context(r, u, &kctx, &owned);
	kmap_convert_run(it->text, it->len, kctx, nk, &k, &klen, km);
	for (j = 0; owned && j < r->nr; j++)
		free(owned[j]);
	free(owned);
	free(kctx);
	if (km->nr) {
		/*
		 * evidence is named by the user's lines, and
		 * settle_highmem() matches each outcome with the
		 * site on its line: the user's line too (a line
		 * spatch changed: where it stands in the input)
		 */
		struct linediff pre;

		linediff(&pre, it->text, it->len, u->buf, u->len);
		if (kmap_reason_has_lines(km))
			kmap_reason_lines(km, pre.map, pre.na);
		for (j = 0; j < km->nr; j++) {
			unsigned l = km->v[j].line;

			if (l >= 1 && l <= pre.na)
				km->v[j].line = pre.map[l - 1] ?
					pre.map[l - 1] : pre.pos[l - 1];
		}
		linediff_free(&pre);
	}
	free(it->text);
	it->text = k;
	it->len = klen;
}

/* the kmap pass's outcomes of one kind, by the name of their function or
 * macro, or by function and line (ties: in the pass's order) */
enum { OUTCOMES_BY_FUNCTION, OUTCOMES_BY_MACRO, OUTCOMES_BY_LINE };

struct outcomes {
	const struct kmap_result *km;
	size_t *v;
	size_t n;
	int by;
	struct sorted_index ix;
};

struct outcome_key {
	const char *name;
	unsigned line;
};

static const struct kmap_outcome *outcome_at(const struct outcomes *o,
					     size_t i)
{
	return &o->km->v[o->v[i]];
}

static const char *outcome_name(const struct outcomes *o, size_t i)
{
	const struct kmap_outcome *x = outcome_at(o, i);

	return o->by == OUTCOMES_BY_MACRO ? x->macro : x->function;
}

static int outcome_vs(const struct outcomes *o, size_t a, const char *name,
		      unsigned line)
{
	int c = strcmp(outcome_name(o, a), name);
	unsigned l = outcome_at(o, a)->line;

	if (c || o->by != OUTCOMES_BY_LINE)
		return c;
	return l < line ? -1 : l > line;
}

static int outcome_cmp(const void *ctx, size_t a, size_t b)
{
	const struct outcomes *o = ctx;

	return outcome_vs(o, a, outcome_name(o, b), outcome_at(o, b)->line);
}

static int outcome_probe(const void *ctx, size_t a, const void *key)
{
	const struct outcome_key *k = key;

	return outcome_vs(ctx, a, k->name, k->line);
}

static void outcomes_build(struct outcomes *o, const struct kmap_result *km,
			   int converted, int by)
{
	size_t j;

	o->km = km;
	o->by = by;
	o->v = xmalloc((km->nr + 1) * sizeof(size_t));
	o->n = 0;
	for (j = 0; j < km->nr; j++)
		if (!km->v[j].converted == !converted &&
		    (by == OUTCOMES_BY_MACRO ? km->v[j].macro :
		     km->v[j].function))
			o->v[o->n++] = j;
	sorted_index_build(&o->ix, o->n, outcome_cmp, o);
}

/* the first outcome (in the pass's order) named name (on line, when
 * indexed by line), or km->nr */
static size_t outcomes_first(const struct outcomes *o, const char *name,
			     unsigned line)
{
	struct outcome_key k = { name, line };
	size_t lo, hi;

	if (!name)
		return o->km->nr;
	sorted_index_range(&o->ix, outcome_probe, o, &k, &lo, &hi);
	return lo < hi ? o->v[o->ix.v[lo]] : o->km->nr;
}

static void outcomes_free(struct outcomes *o)
{
	sorted_index_free(&o->ix);
	free(o->v);
}

/*
 * A page of a mapping reached with page_address() (SITE_HIGHMEM) is
 * converted when the kmap pass converted every such use in the site's
 * function (or macro); otherwise it is left for a human with the pass's
 * reason: page_address() is NULL for a page in high memory.  The reason
 * is that of the use on the site's own line when there is one (km's
 * lines are the user's: kmap_step() maps them), else that of the first
 * outcome left unconverted in the site's macro or function, so that in a
 * function with a DMA scatterlist store and another store, each site
 * gets its own advice.  The outcomes are indexed by those names (and
 * lines).
 */
static void settle_highmem(struct site_list *sites,
			   const struct kmap_result *km)
{
	struct outcomes bad_line, bad_macro, bad_fn, good_fn;
	size_t i;

	outcomes_build(&bad_line, km, 0, OUTCOMES_BY_LINE);
	outcomes_build(&bad_macro, km, 0, OUTCOMES_BY_MACRO);
	outcomes_build(&bad_fn, km, 0, OUTCOMES_BY_FUNCTION);
	outcomes_build(&good_fn, km, 1, OUTCOMES_BY_FUNCTION);
	for (i = 0; i < sites->nr; i++) {
		struct site *s = &sites->v[i];
		const struct kmap_outcome *bad = NULL;
		size_t j = km->nr, k, own = km->nr;

		if (s->state != STATE_CONVERTED)
			continue;
		if (s->flags & SITE_HIGHMEM)
			own = outcomes_first(&bad_line, s->function, s->line);
		if (s->kind == KIND_MACRO && s->macro)
			j = outcomes_first(&bad_macro, s->macro, 0);
		if ((s->flags & SITE_HIGHMEM) ||
		    (s->base_kind == KIND_MEMBER &&
		     !strcmp(s->symbol, KIONAME(MAPLIST)))) {
			k = outcomes_first(&bad_fn, s->function, 0);
			j = k < j ? k : j;
		}
		if (own < km->nr)
			j = own;
		if (j < km->nr)
			bad = &km->v[j];
		/* marked, but the pass converted nothing there: not followed */
		if (!bad && (s->flags & SITE_HIGHMEM) &&
		    s->kind != KIND_MACRO &&
		    outcomes_first(&good_fn, s->function, 0) == km->nr)
			verdict_manual(s, EV_LEFT, "highmem", "page_address() of a "
					"pinned page that zcport could not "
					"follow; kmap() it and kunmap() after "
					"use");
		else if (bad && bad->dma_sg)
			verdict_manual(s, EV_LEFT, "scatterlist", "%s",
				       bad->reason);
		else if (bad)
			verdict_manual(s, EV_LEFT, "highmem", "%s",
				       bad->reason);
	}
	outcomes_free(&bad_line);
	outcomes_free(&bad_macro);
	outcomes_free(&bad_fn);
	outcomes_free(&good_fn);
}

/* the pass's own, from its conversion to its settling of the sites */
struct kmap_state {
	int own_pages;			/* kernel_pages_only() */
	struct kmap_result km;		/* its outcomes, by the user's lines */
};

static struct kmap_state *state(struct mig_file *f)
{
	struct kmap_state *st = f->state[MIG_KMAP];

	if (!st) {
		st = f->state[MIG_KMAP] = xcalloc(1, sizeof(*st));
		st->own_pages = kernel_pages_only(f->u);
	}
	return st;
}

static void convert(struct mig_file *f)
{
	struct kmap_state *st = state(f);

	if (!st->own_pages)
		kmap_step(f->r, f->u, f->it, &st->km);
}

static void settle(struct mig_file *f)
{
	struct kmap_state *st = state(f);

	if (!st->own_pages)
		settle_highmem(&f->u->sites, &st->km);
}

static void release(struct mig_file *f)
{
	struct kmap_state *st = f->state[MIG_KMAP];

	if (st)
		kmap_result_free(&st->km);
}

const struct migration_pass kmap_pass = {
	"kmap", "page_address() of a pinned user page becomes kmap()/"
	"kunmap() where the shape is provably safe "
	"(semantic-patches/kmap/kmap.c)", NULL, {
		[MIG_CONVERT] = convert,
		[MIG_SETTLE] = settle,
		[MIG_RELEASE] = release,
	},
};
