/* port: see port.h for the contract. */
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "apiimpl.h"
#include "crosscheck.h"
#include "diag.h"
#include "directio.h"
#include "fixup.h"
#include "guard.h"
#include "helperhdr.h"
#include "kiocomp.h"
#include "kmap.h"
#include "longterm.h"
#include "oldapi.h"
#include "linediff.h"
#include "lex.h"
#include "lookup.h"
#include "pagevec.h"
#include "parallel.h"
#include "port.h"
#include "progress.h"
#include "rewrite.h"
#include "rules.h"
#include "target.h"
#include "runtmp.h"
#include "stray.h"
#include "unparsed.h"
#include "treeplan.h"
#include "strbuf.h"
#include "util.h"
#include "vocab.h"
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

/* what plan_masks() found in the file, for each site's decision */
struct mask_plan {
	struct dio_method *dio;
	int has_dio;		/* a 2.4 direct_IO method, still to port */
	int fills;		/* a 2.4 buffer filled by hand: a page vector */
	/* the page vector use that leaves the file to a human, or NULL */
	const struct site *why;
	const struct site *blocker;	/* what a page_vec cannot carry */
	const char *what;		/* ...said in words */
	const struct site *blocks;	/* a 2.4 buffer's own blocks[] */
};

/*
 * Block I/O with the 2.4 block I/O call is left to the semantic patches
 * (05-brw-kiovec-bio.cocci): undo_half_block_io() puts the file
 * back when they did not convert every call.
 *
 * A file system's 2.4 direct_IO method (directio.h) keeps its body
 * on a page vector, so it makes the file one too; one that cannot
 * be converted keeps the whole file manual.
 */
static int plan_dio(struct unit *u, struct dio_method *dio)
{
	int has_dio = directio_find(u, dio);

	/* validation refused the method's port: it stays as it was (6.1
	 * flags every method, below) */
	if (has_dio && dio->param && (dio->param->flags & SITE_MASKED) &&
	    !dio->problem && target_get() != TARGET_61) {
		if (dio->generic) {
			has_dio = 0;
		} else {
			dio->problem = "its port did not compile against "
				       "2.6";
			dio->problem_line = dio->line;
		}
	}
	return has_dio;
}

/*
 * A page vector becomes a struct page_vec as a whole (pagevec.h),
 * unless the file uses what a page_vec cannot carry: then the whole
 * file is left, the reason naming that construct (mp->why).
 */
static void plan_page_vector(struct unit *u, struct mask_plan *mp)
{
	const struct site *trigger;
	size_t i;

	trigger = pagevec_trigger(u, mp->dio, mp->has_dio, &mp->fills);
	if (trigger && trigger->base_kind == KIND_MEMBER &&
	    !strcmp(trigger->symbol, KIONAME(BLOCKS)) && !mp->fills)
		mp->blocks = trigger;
	else if (trigger && mp->fills)
		mp->why = trigger;
	/* a file sharing a 2.4 buffer declaration with a page vector file is
	 * one too (treeplan.h) */
	if (!trigger && u->force_pagevec &&
	    !(mp->has_dio && target_get() == TARGET_61)) {
		for (i = 0; i < u->sites.nr && !trigger; i++)
			if (u->sites.v[i].kind != KIND_GUARDED &&
			    u->sites.v[i].kind != KIND_INACTIVE &&
			    u->sites.v[i].state == STATE_FOUND)
				trigger = &u->sites.v[i];
	}
	if (trigger) {
		mp->what = NULL;
		mp->blocker = pagevec_blocker(u, !mp->why, &mp->what);
		if (!mp->blocker) {
			for (i = 0; i < u->sites.nr; i++)
				if (u->sites.v[i].kind != KIND_GUARDED)
					u->sites.v[i].flags |= SITE_PAGEVEC;
			mp->why = NULL;
		} else {
			mp->why = trigger;
		}
	}
}

/* 6.1 has no 2.4-shaped direct_IO method: the file is left, saying how */
static void mask_dio61(struct site *s, const struct dio_method *dio)
{
	s->flags |= SITE_MASKED;
	verdict_manual(s, EV_FILE, "block-io",
			"%s() (line %u) is this file's 2.4 "
			"direct_IO method, and Linux 6.1 has "
			"no method of that shape: its "
			"direct_IO is ssize_t (*)(struct kiocb "
			"*iocb, struct iov_iter *iter).  Write "
			"one that returns blockdev_direct_IO("
			"iocb, inode, iter, get_block) (6.1 "
			"keeps it), with a get_block_t "
			"(inode, iblock, bh_result, create) "
			"that maps %s%s%s (map_bh(); a hole "
			"left unmapped on a read), drop the "
			"%s code, and port the file with it",
			dio->name, dio->line,
			dio->calls_generic ? "one block as the "
			"get_block it gives generic_direct_IO() "
			"does" : "the file's blocks as ",
			dio->calls_generic ? "" : dio->name,
			dio->calls_generic ? "" :
			"() fills blocks[]", KIONAME(KIOBUF));
}

/* a direct_IO method zcport cannot port: the file is left, saying why */
static void mask_dio_problem(struct site *s, const struct dio_method *dio)
{
	s->flags |= SITE_MASKED;
	verdict_manual(s, EV_FILE, "block-io",
			"%s() (line %u) is this file's 2.4 "
			"direct_IO method, and zcport cannot "
			"make it a 2.6 one: %s (line %u); %s",
			dio->name, dio->line, dio->problem,
			dio->problem_line, dio->calls_generic ?
			"write a 2.6 one, direct_IO(rw, iocb, "
			"iov, offset, nr_segs), returning "
			"blockdev_direct_IO() with a "
			"get_blocks adapter of its get_block, "
			"and port the file with it" :
			"write a 2.6 one, direct_IO(rw, iocb, "
			"iov, offset, nr_segs), that pins "
			"each iovec segment with "
			"get_user_pages() under mmap_sem, "
			"moves the data, dirties the pages a "
			"read filled and releases them, and "
			"port the file with it");
}

/* one site's part of the plan: hidden from spatch, or left as it is */
static void mask_site(struct site *s, const struct mask_plan *mp)
{
	const struct dio_method *dio = mp->dio;
	const struct site *why = mp->why;
	const char *pre, *post;

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
		return;
	}
	if (mp->has_dio && target_get() == TARGET_61 &&
	    s->kind != KIND_INACTIVE) {
		mask_dio61(s, dio);
		return;
	}
	if (mp->has_dio && dio->problem && s->kind != KIND_INACTIVE) {
		mask_dio_problem(s, dio);
		return;
	}
	if (!why || s->kind == KIND_INACTIVE)
		return;
	s->flags |= SITE_MASKED;
	/* what the file does: pre, the 2.4 buffer, post */
	pre = why == mp->blocks ? "keeps block numbers in a " :
	      mp->has_dio && why == dio->param ? "has a 2.4 direct_IO "
	      "method taking a " : mp->fills ? "fills a " : "shares a ";
	post = why == mp->blocks ? "'s own array" :
	       mp->has_dio && why == dio->param ? "" : mp->fills ?
	       " by hand as a page vector" :
	       " declaration with a page vector file";
	verdict_manual(s, EV_FILE, "page-vector",
			"this file %s%s%s (%s, line %u) and uses %s "
			"(%s, line %u), which zcport's struct page_vec "
			"cannot carry; port its %s code as a "
			"whole: %s", pre, KIONAME(KIOBUF), post,
			why->symbol, why->line, mp->what,
			mp->blocker->symbol, mp->blocker->line,
			KIONAME(KIOBUF), vocab_reason("page-vector")->text);
}

/*
 * Decide before the rewrite what must not be rewritten, and hide it:
 * a call whose arguments hold #if lines (spatch would break it), the 2.4
 * branch of dual-version code (left alone), and every use of the 2.4
 * API in a file that does block I/O with its block I/O call or fills a
 * 2.4 buffer by hand as a page vector.  Such a file needs the bio
 * recipe as a whole: half a port (user pages pinned for a block I/O
 * call that no longer exists, a page vector released as if it held
 * pinned user pages) would only be wrong in a new way, and undone by
 * the human doing it.
 */
static void plan_masks(struct unit *u, struct dio_method *dio, int *has_dio)
{
	struct mask_plan mp;
	size_t i;

	memset(&mp, 0, sizeof(mp));
	mp.dio = dio;
	mp.has_dio = *has_dio = plan_dio(u, dio);
	plan_page_vector(u, &mp);
	for (i = 0; i < u->sites.nr; i++)
		mask_site(&u->sites.v[i], &mp);
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

static int has_pagevec(const struct unit *u)
{
	size_t i;

	for (i = 0; i < u->sites.nr; i++)
		if (u->sites.v[i].flags & SITE_PAGEVEC)
			return 1;
	return 0;
}

/*
 * A page vector file that maps no user memory: every page in its
 * maplists is one the driver put there (alloc_page(), the page cache...),
 * the same page in 2.6 as in 2.4.  Its page_address() calls are the
 * driver's own business, unchanged by the port: the kmap pass, which is
 * about pinned user pages, leaves them alone.
 */
static int kernel_pages_only(const struct unit *u)
{
	/* a user mapping, or a direct_IO method's VFS-mapped 2.4 buffer */
	static const char *const user[] = {
		KIONAME(MAP_USER_KIOBUF), "direct_IO", NULL
	};

	return has_pagevec(u) && !lex_has_ident(u->buf, u->len, user);
}

/*
 * The 2.4 direct_IO method renamed and a 2.6 one added (directio.h).
 * Should the definition not be where directio_find() saw it, the file
 * is put back whole with the reason.
 */
static void convert_dio(struct unit *u, const struct dio_method *dio,
			struct rewrite_item *it)
{
	size_t len, i;
	char *t = directio_rewrite(dio, it->text, it->len, &len);

	if (t) {
		free(it->text);
		it->text = t;
		it->len = len;
		return;
	}
	for (i = 0; i < u->sites.nr; i++) {
		struct site *s = &u->sites.v[i];

		if (s->kind == KIND_GUARDED || s->kind == KIND_INACTIVE)
			continue;
		s->flags |= SITE_MASKED;
		verdict_manual(s, EV_FILE, "block-io", "%s() (line %u) is "
			       "this file's 2.4 direct_IO method, and zcport "
			       "lost its definition while converting it; "
			       "port the file by hand: %s", dio->name,
			       dio->line, vocab_reason("block-io")->text);
	}
	free(it->text);
	it->text = mask_text(u, &it->len);
}

struct finish_ctx {
	struct run *r;
	size_t *idx;			/* unit of each item */
	struct rewrite_item *items;
	int headers;			/* this pass: .h files, or .c files */
	int timeout_s;			/* spatch's, per file */
};

/*
 * A file whose 2.4 block I/O calls the semantic patches did not all
 * turn into user_bio_rw() goes back to its original text, every use of
 * the 2.4 API in it manual with the bio recipe: half a port (pages
 * pinned for a block I/O call that no longer exists) would only be
 * wrong in a new way.
 */
static void undo_half_block_io(struct unit *u, struct rewrite_item *it)
{
	const struct site *brw = NULL;
	size_t i;

	for (i = 0; i < u->sites.nr && !brw; i++)
		if (!strcmp(u->sites.v[i].symbol, KIONAME(BRW_KIOVEC)) &&
		    u->sites.v[i].kind != KIND_INACTIVE &&
		    u->sites.v[i].kind != KIND_GUARDED &&
		    u->sites.v[i].state == STATE_FOUND)
			brw = &u->sites.v[i];
	if (!brw ||
	    !token_in_lines(it->text, it->len, KIONAME(BRW_KIOVEC), 1, ~0u))
		return;
	free(it->text);
	it->text = xstrndup(u->buf, u->len);
	it->len = u->len;
	for (i = 0; i < u->sites.nr; i++) {
		struct site *s = &u->sites.v[i];

		if (s->state != STATE_FOUND || s->kind == KIND_INACTIVE)
			continue;
		verdict_manual(s, EV_FILE, "block-io",
				"this file does block I/O with %s() "
				"(line %u) in a call the semantic patches "
				"could not rewrite (in a macro, or code spatch "
				"does not parse); port it by hand: %s",
				KIONAME(BRW_KIOVEC), brw->line,
				vocab_reason("block-io")->text);
	}
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
 * lines are the user's: finish_one() maps them), else that of the first
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
 * Sites flagged "completion" get a reason naming who completes the
 * 2.4 buffer in this file (kiocomp.h), before the cross-check would
 * give them the generic guidance.  A page vector's wait for its I/O is
 * not among them: pagevec.c turns it into a comment.
 */
static void explain_completion(struct unit *u)
{
	char *why = NULL;
	size_t i;
	int done = 0;

	for (i = 0; i < u->sites.nr; i++) {
		struct site *s = &u->sites.v[i];
		const struct vocab *v = s->base_kind == KIND_MEMBER ?
			vocab_lookup_member(s->symbol) :
			vocab_lookup(s->symbol, strlen(s->symbol));

		if (s->state != STATE_FOUND || (s->flags & SITE_PAGEVEC) ||
		    !v || !v->manual_code ||
		    strcmp(v->manual_code, "completion"))
			continue;
		if (!done++)
			why = kiocomp_explain(u->buf, u->len);
		if (!why)
			return;
		verdict_manual(s, EV_FLAGGED, "completion", "%s", why);
	}
	free(why);
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
 * The kmap pass over a port (kmap.h), with the other files of its
 * directory when it takes page_address(); its outcomes (*km) named by
 * the user's lines
 */
static void kmap_step(const struct finish_ctx *c, const struct unit *u,
		      struct rewrite_item *it, struct kmap_result *km)
{
	char *k;
	size_t klen;

	struct kmap_text *kctx = NULL;
	char **owned = NULL;
	size_t nk = 0, j;

	if (memmem(it->text, it->len, "page_address", 12))
		nk = dir_context(c->r, u, &kctx, &owned);
	kmap_convert_run(it->text, it->len, kctx, nk, &k, &klen, km);
	for (j = 0; owned && j < c->r->nr; j++)
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

/* 6.1: a pin the driver keeps past the call: FOLL_LONGTERM */
static void longterm_step(struct rewrite_item *it)
{
	char *lt;
	size_t ltlen, nlines;
	unsigned *lines;

	longterm_convert(it->text, it->len, &lt, &ltlen, &lines,
			 &nlines);
	free(lines);
	free(it->text);
	it->text = lt;
	it->len = ltlen;
}

/*
 * spatch's result turned into the port: stray edits reverted, the
 * masks lifted, the C passes run; then the evidence per site
 * (cross-check, completion, unparsed code, highmem, names 2.6 removed,
 * functions left half done) and the fixups.  Runs per item, in
 * parallel, once for the headers, then for the .c files.
 */
static void finish_one(void *state, size_t k, void *data)
{
	struct finish_ctx *c = data;
	struct unit *u = &c->r->units[c->idx[k]];
	struct rewrite_item *it = &c->items[k];
	struct kmap_result km = { NULL, 0, 0 };
	struct linediff d;
	char *out;
	size_t out_len;
	int own_pages;

	(void)state;
	if (ends_with(u->path, ".h") != c->headers)
		return;
	own_pages = kernel_pages_only(u);
	stray_revert(u, it);	/* spatch's edits outside every site go */
	unmask_text(&it->text, &it->len);
	if (it->status != REWRITE_OK) {
		free(it->text);
		it->text = xstrndup(u->buf, u->len);
		it->len = u->len;
	}
	if (it->status == REWRITE_OK)
		undo_half_block_io(u, it);
	if (it->status == REWRITE_OK && !own_pages)
		kmap_step(c, u, it, &km);
	if (it->status == REWRITE_OK && target_get() == TARGET_61)
		longterm_step(it);
	linediff(&d, u->buf, u->len, it->text, it->len);
	if (d.over_budget) {
		/* the line map would be too coarse to check sites against */
		linediff_free(&d);
		kmap_result_free(&km);
		flag_too_large(u, "comparing it with its port needs more than "
			       "%llu diff steps (ZCPORT_DIFF_WORK)",
			       linediff_budget());
		return;
	}
	if (it->status == REWRITE_OK)
		explain_completion(u);
	crosscheck_sites(&u->sites, &d, it->text, it->len, it);
	if (it->garbled) {
		/* spatch lost code: its sites say so, the file is not
		 * written, not even with markers */
		diag(u->path, 0, 0, SEV_WARNING, "not ported: spatch's "
		     "result was refused (%s)", it->log);
		linediff_free(&d);
		kmap_result_free(&km);
		return;
	}
	if (it->status == REWRITE_OK)
		explain_unparsed(u, c->timeout_s);
	if (!own_pages)
		settle_highmem(&u->sites, &km);
	oldapi_check(u, it->text, it->len, &d);
	wholefn_settle(u);
	kmap_result_free(&km);
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
 * rewritten masked, a page vector renamed, a direct_IO method
 * converted.  Returns 0 when the unit is not rewritten at all (not read
 * as C, too large: its sites say so).
 */
static int plan_item(struct run *r, size_t i, struct rewrite_item *it)
{
	struct unit *u = &r->units[i];
	struct dio_method dio;
	int has_dio;
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
	plan_masks(u, &dio, &has_dio);
	it->path = u->path;
	it->text = mask_text(u, &it->len);
	if (has_pagevec(u)) {
		char *t = pagevec_rename(u, it->text, it->len, &it->len);

		free(it->text);
		it->text = t;
	}
	/* a generic_direct_IO() method needs no page vector; 6.1
	 * flags every 2.4 method (plan_masks()) */
	if (has_dio && !dio.problem && target_get() != TARGET_61 &&
	    (has_pagevec(u) || dio.generic))
		convert_dio(u, &dio, it);
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
	ret = rewrite_batch(&rs, items, n, r->jobs, run_timeout_s);
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
