/*
 * pipeline: the stages every command is made of.
 *
 *	walk -> prefilter -> inventory -> rewrite -> cross-check -> validate
 *	     -> emit
 *
 * One struct unit per file walked carries the file's bytes and its site
 * records from stage to stage; each stage only adds to what the previous
 * ones left.  scan runs the first three stages, port all of them, check
 * validation alone.  Stages run files in parallel (--jobs) but always
 * store results per unit, so outputs do not depend on --jobs.
 *
 * Calling sequence:
 *	struct run r; run_init(&r, jobs);
 *	parsecfg_set_tree(r.parse, dir) ...   (--tree, -I: optional)
 *	if (run_walk(&r, paths, n)) ...      (errors already printed)
 *	run_inventory(&r);                    reads, prefilters, inventories,
 *	                                      warns of each unit's faults
 *	... rewrite.h / crosscheck.h / validate.h stages ...
 *	run_release(&r);
 */
#ifndef ZC_PIPELINE_H
#define ZC_PIPELINE_H

#include <stddef.h>

#include "fault.h"
#include "parsecfg.h"
#include "site.h"
#include "walk.h"

/*
 * A file's validation: PASSED, every site converted and no error but
 * ones the original has in code the port did not touch; PARTIAL, some
 * sites left for a human (or unfinished), every converted one standing
 * in code that compiles; FAILED, an error no site explains: not written.
 */
enum check_result { CHECK_NONE, CHECK_PASSED, CHECK_FAILED, CHECK_SKIPPED,
		    CHECK_PARTIAL };

/*
 * A site validation refused (blame.h): its function did not compile as
 * ported, so the file is ported again with the site left alone and
 * this reason (port_again(), port.h).  Named by where it stands.
 */
struct refusal {
	unsigned line, col;
	char *symbol;
	char *why;
};

/* a change of the semantic patches that belonged to no site, put back
 * (stray.h) */
struct stray_edit {
	unsigned line;		/* where it stood in the user's file */
	unsigned from, to;	/* its lines in the text spatch was given */
	char *what;		/* the first line it changed, trimmed */
	char *rule;		/* the semantic patch that made it, or NULL */
};

struct unit {
	char *path;
	char *buf;		/* original bytes; NULL when not a candidate */
	size_t len;
	int mode;		/* file mode, for writing back */
	int failed;		/* could not be read or is not C */
	int vocab;		/* passed the prefilter (vocab.h) */
	/* functions or declarations that do not parse (fault.h), each
	 * holding sites: those sites are left for a human */
	struct fault_list faults;
	int candidate;		/* has the API's vocabulary in code */
	/* over the run's max_file_size: only token-scanned (its sites
	 * from inventory_tokens()), never parsed or rewritten */
	int too_large;
	struct site_list sites;

	char *out;		/* ported bytes; NULL when unchanged */
	size_t out_len;
	enum check_result check;
	char *check_log;	/* validation diagnostics, when failed */
	/* errors of the port that the original has too (other 2.4 APIs),
	 * in code the port did not touch */
	size_t inherited_errors;
	size_t errors;		/* every error of its last compile */
	char *vlog, *vbase;	/* that compile's diagnostics, and the
				 * original's when it was compiled too */
	/* the sites as the inventory left them, and those validation
	 * refused: a port made again starts from these (port_again()) */
	struct site_list pristine;
	struct refusal *refused;
	size_t nrefused;
	/* helper pieces its port names (fixup.h): it includes the helper
	 * header of its directory */
	piece_mask helpers;	/* fixup.h: the helper pieces it uses */
	int generated;		/* that helper header, written by zcport */
	int created;		/* ... and new: buf is empty, diffs from
				 * /dev/null */
	int needed;		/* ... and a file written includes it */
	struct stray_edit *strays;	/* put back, in line order */
	size_t nstrays;
	/* shares a 2.4 buffer declaration with a page vector file
	 * (treeplan.h) */
	int force_pagevec;
	/* functions of 2.4's own API code it defines that other files
	 * may call (apiimpl.h): their calls are sites too */
	char **entries;
	size_t nentries;
};

struct run {
	struct unit *units;
	size_t nr;
	int jobs;
	int input_errors;	/* missing, unreadable, binary, not C */
	size_t files_walked;
	size_t max_file_size;	/* run_max_file_size(), from run_inventory() */
	/* how files are parsed: the 2.4 tree, -I (parsecfg.h); made by
	 * run_init(), set by the command before run_inventory() */
	struct parse_config *parse;
	size_t empty_paths;	/* PATHs with no C file: exit 1 at least */
};

/* which units' ports are written: validated or unchecked, not failed */
static inline int unit_writable(const struct unit *u)
{
	return u->out && u->check != CHECK_FAILED;
}

/*
 * What one file may cost: a candidate larger than this many bytes costs
 * a token scan and no more (spatch's memory and time grow with the
 * file, a dense 1 MB driver takes it about half a GB, and libclang's
 * parse of a 6 MB one some seconds): run_inventory() gives it the sites
 * of inventory_tokens() and sets too_large, scan says so, port flags its
 * sites "too-large" and the rest of the run goes on.  1 MiB, or
 * $ZCPORT_MAX_FILE_SIZE (bytes, or with a k/M/G suffix; 0: no limit).
 * Dies on a value that is not a size.
 */
size_t run_max_file_size(void);

/*
 * What one file's rewrite may cost in sites: spatch's memory grows with
 * the matches in a file (measured: 883 sites 182 MB, 1,233 sites 253 MB,
 * 1,765 sites 359 MB, whatever the file's size), and a run must stay
 * under 300 MB.  A candidate with more sites than this is not given to
 * spatch: port flags its sites "too-large".  1,200 (about 250 MB), or
 * $ZCPORT_MAX_FILE_SITES (0: no limit).  Real drivers have tens.  Dies
 * on a value that is not a number.
 */
size_t run_max_file_sites(void);

void run_init(struct run *r, int jobs);
/* returns the number of path errors (already reported) */
int run_walk(struct run *r, char **paths, int npaths);
void run_inventory(struct run *r);
void run_release(struct run *r);

/*
 * Does text (the file at path) have #include "<base>" of the file hpath,
 * which stands in the same directory?  How a driver's files include
 * each other: used to widen the candidates, to give a .c file its
 * headers' needs, and to hold back a header with its includers.
 */
int file_includes(const char *path, const char *text, size_t len,
		  const char *hpath);
/*
 * Does text (the file at path) have #include <P> of the header hpath,
 * found as ROOT/include/P for a ROOT that path stands under: how the
 * files of a kernel tree include the tree's own headers
 * (<linux/lvm.h> is include/linux/lvm.h beside drivers/md/lvm-snap.c)?
 */
int file_includes_tree(const char *path, const char *text, size_t len,
		       const char *hpath);

#endif
