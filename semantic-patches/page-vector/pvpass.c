/*
 * pvpass: the page-vector migration in the port (migpass.h): a file
 * whose kiobufs are vectors of pages it fills by hand, or whose user
 * mappings keep their block numbers, renamed to struct page_vec as a
 * whole before spatch (pagevec.h); or, when it uses what a page_vec
 * cannot carry, left whole for a human, the reason naming that.
 */
#include <stdlib.h>
#include <string.h>

#include "diopass.h"
#include "pagevec.h"
#include "target.h"
#include "util.h"
#include "verdict.h"
#include "vocab.h"

/* what the plan found in the file, for each site's mask */
struct pv_plan {
	int fills;		/* a kiobuf filled by hand as a page vector */
	/* the page vector use that leaves the file to a human, or NULL */
	const struct site *why;
	const struct site *blocker;	/* what a page_vec cannot carry */
	const char *what;		/* ...said in words */
	const struct site *blocks;	/* a kiobuf's own blocks[] */
};

/*
 * A page vector becomes a struct page_vec as a whole (pagevec.h),
 * unless the file uses what a page_vec cannot carry: then the whole
 * file is left, the reason naming that construct (why).  A file
 * system's 2.4 direct_IO method kept on a page vector makes its file
 * one (diopass.h).
 */
static void plan(struct mig_file *f)
{
	const struct dio_plan *dp = diopass_plan(f);
	struct pv_plan *mp = xcalloc(1, sizeof(*mp));
	struct unit *u = f->u;
	const struct site *trigger;
	size_t i;

	f->state[MIG_PAGE_VECTOR] = mp;
	trigger = pagevec_trigger(u, &dp->m, dp->has, &mp->fills);
	if (trigger && trigger->base_kind == KIND_MEMBER &&
	    !strcmp(trigger->symbol, KIONAME(BLOCKS)) && !mp->fills)
		mp->blocks = trigger;
	else if (trigger && mp->fills)
		mp->why = trigger;
	/* a file sharing a kiobuf declaration with a page vector file is
	 * one too (treeplan.h) */
	if (!trigger && u->force_pagevec &&
	    !(dp->has && target_get() == TARGET_61)) {
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

/* the file left whole: each use masked, the reason naming the construct */
static void mask(struct mig_file *f)
{
	const struct pv_plan *mp = f->state[MIG_PAGE_VECTOR];
	const struct dio_plan *dp = diopass_plan(f);
	const struct site *why = mp->why;
	const char *pre, *post;
	size_t i;

	/* a direct_IO method that leaves the file says why itself */
	if (!why || diopass_leaves_file(f))
		return;
	/* what the file does: pre, the kiobuf, post */
	pre = why == mp->blocks ? "keeps block numbers in a " :
	      dp->has && why == dp->m.param ? "has a 2.4 direct_IO "
	      "method taking a " : mp->fills ? "fills a " : "shares a ";
	post = why == mp->blocks ? "'s own array" :
	       dp->has && why == dp->m.param ? "" : mp->fills ?
	       " by hand as a page vector" :
	       " declaration with a page vector file";
	for (i = 0; i < f->u->sites.nr; i++) {
		struct site *s = &f->u->sites.v[i];

		if (s->state != STATE_FOUND || s->kind == KIND_INACTIVE)
			continue;
		s->flags |= SITE_MASKED;
		verdict_manual(s, EV_FILE, "page-vector",
				"this file %s%s%s (%s, line %u) and uses %s "
				"(%s, line %u), which zcport's struct page_vec "
				"cannot carry; port its %s code as a "
				"whole: %s", pre, KIONAME(KIOBUF), post,
				why->symbol, why->line, mp->what,
				mp->blocker->symbol, mp->blocker->line,
				KIONAME(KIOBUF),
				vocab_reason("page-vector")->text);
	}
}

/* a page vector file's kiobuf names renamed, before spatch */
static void prepare(struct mig_file *f)
{
	char *t;

	if (!pagevec_file(f->u))
		return;
	t = pagevec_rename(f->u, f->it->text, f->it->len, &f->it->len);
	free(f->it->text);
	f->it->text = t;
}

/* renames a page vector's kiobuf names before spatch */
const struct migration_pass page_vector_pass = {
	"pagevec", "a kiobuf filled by hand with kernel pages, or one "
	"whose blocks[] the file uses, becomes a struct page_vec as a "
	"whole (semantic-patches/page-vector/pagevec.c)",
	"page_vec page_vec_init page_vec_alloc page_vec_free "
	"page_vec_expand page_vec_lock page_vec_unlock page_vec_view "
	"page_vec_map page_vec_dirty page_vec_unmap", {
		[MIG_PLAN] = plan,
		[MIG_MASK] = mask,
		[MIG_PREPARE] = prepare,
	},
};
