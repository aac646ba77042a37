/*
 * migrations: the table of migrations, semantic-patches/migrations.def,
 * one row each (smatch's way of registering its checks).
 *
 * A migration is one folder of semantic-patches/ holding all of it: its
 * rules (every NAME.cocci there; rules.h reads them and their headers),
 * its helper pieces (a helpers file per target, read in table order by
 * target_helpers_text(), target.h), its C pass when it has one, its
 * spatch cases (tests/NAME/X.c and X.res) and its model-runtime
 * scenarios (runtime/, tests/t-runtime.sh).  The row names the folder,
 * the helpers files and the pass.
 *
 * A pass is a struct migration_pass its folder defines: the name
 * `zcport rules` and SARIF give it, what it does, the helper pieces its
 * own text makes a port call (rules --check counts them as its), and its
 * hooks, one per stage of the port, each NULL or called on every file
 * the port rewrites, in table order within the stage.  What each stage
 * is given and may do: tool/rewrite/migpass.h.
 *
 * Calling sequence: read only; the table is static.
 */
#ifndef ZC_MIGRATIONS_H
#define ZC_MIGRATIONS_H

#include <stddef.h>

struct mig_file;	/* one file in the port (migpass.h) */

/* the port's stages a pass may hook, in the order they come */
enum mig_stage {
	MIG_PLAN,	/* before spatch: what the file's sites become */
	MIG_MASK,	/* ...: the sites the plan leaves, hidden from spatch */
	MIG_PREPARE,	/* ...: the masked text rewritten */
	MIG_CHECK,	/* after spatch: its output judged as a whole */
	MIG_CONVERT,	/* ...: a C pass over the port */
	MIG_FINISH,	/* ...: a pass over what the conversions wrote */
	MIG_EXPLAIN,	/* before the cross-check: reasons of its own */
	MIG_SETTLE,	/* after it: sites settled by what it found */
	MIG_RELEASE,	/* the end of the plan, and of the port's finish */
	MIG_STAGES
};

struct migration_pass {
	const char *name;		/* NULL: hooks only, no C pass to list */
	const char *description;
	const char *helpers;		/* pieces, blank-separated, or NULL */
	void (*hook[MIG_STAGES])(struct mig_file *f);
};

enum mig_id {
#define MIGRATION(id, folder, h26, h61, pass) MIG_##id,
#include "migrations.def"
#undef MIGRATION
	MIG_NR
};

#define MIG_TARGETS 2		/* helpers[]: enum zc_target's, target.h */

struct migration {
	const char *folder;	/* in semantic-patches/ */
	const char *helpers[MIG_TARGETS];	/* a file in folder, or NULL */
	const struct migration_pass *pass;
};

extern const struct migration migrations[MIG_NR];

/* the row of folder, or NULL */
const struct migration *migration_find(const char *folder);

#endif
