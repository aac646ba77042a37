/*
 * migpass: the migrations' C passes in the port.  Each migration of the
 * table (migrations.h) may hook the stages of a file's port; port.c runs
 * a stage with migpass_run(), which calls every migration's hook of it,
 * in table order.  What a stage is given and may do:
 *
 * Before spatch, on a unit the port plans (f->it->text NULL until
 * MIG_PREPARE):
 *	MIG_PLAN	decide what the file's sites become: read them, set
 *			site flags (SITE_PAGEVEC), no verdict yet (the
 *			pipeline's own masks, guarded branches and calls with
 *			#if in their arguments, come after every plan)
 *	MIG_MASK	hide from spatch the sites the plan leaves for a
 *			human: SITE_MASKED and a verdict; a site no longer
 *			STATE_FOUND is settled already
 *	MIG_PREPARE	rewrite f->it->text, the file with its masks (renames
 *			by the sites' lines and columns first, code added
 *			after); a hook that gives up on its rewrite after
 *			masking more sites sets f->remask, and the text is
 *			made again from the masks once every hook ran
 *	MIG_RELEASE	free what the hooks kept in f->state beyond its
 *			block: f->state[X] itself, still set after the
 *			hooks, is freed by migpass_run()
 * After spatch, on its result (f->it->text: the port), each file in a
 * worker thread of its own:
 *	MIG_CHECK	spatch's output judged as a whole (a file put back)
 *	MIG_CONVERT	a C pass rewriting the port
 *	MIG_FINISH	a pass over what the conversions wrote
 *	MIG_EXPLAIN	reasons of its own for sites, before the cross-check
 *		(these four only when spatch's run was good:
 *		f->it->status REWRITE_OK)
 *	MIG_SETTLE	after the cross-check: sites settled by what its
 *			conversion found
 *	MIG_RELEASE	also when the port of the file stops early
 *
 * f->state[MIG_X] is migration X's own, from one of its hooks to the
 * next of the same phase (plan, or finish): one malloc()ed block, freed
 * at MIG_RELEASE after X's hook freed what it points to.  A migration
 * reads another's decisions through that one's header (the
 * page vector's plan asks direct-io's), never its state.  A hook touches
 * f->u, f->it and its state only; f->r, the run, is for reading the
 * other files (evidence), as other threads do at the same time.
 */
#ifndef ZC_MIGPASS_H
#define ZC_MIGPASS_H

#include "migrations.h"
#include "pipeline.h"
#include "rewrite.h"

struct mig_file {
	const struct run *r;
	struct unit *u;
	struct rewrite_item *it;
	int remask;
	void *state[MIG_NR];
};

/* f's fields set, state zeroed: a new file for the plan or the finish */
void migpass_init(struct mig_file *f, const struct run *r, struct unit *u,
		  struct rewrite_item *it);
void migpass_run(struct mig_file *f, enum mig_stage stage);

#endif
