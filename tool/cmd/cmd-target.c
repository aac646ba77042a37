/*
 * cmd-target: what port and check do before their work: the --target
 * and --kernel-dir options, and the run up to the walk.
 */
#include <stdlib.h>

#include "cmd.h"
#include "diag.h"
#include "guard.h"
#include "kbuild.h"
#include "kerneltree.h"
#include "modbuild.h"
#include "options.h"
#include "pipeline.h"
#include "runcmd.h"
#include "target.h"

#define KV(a, b, c) (((long)(a) << 16) + ((b) << 8) + (c))

int cmd_target(const char *cmd, const char *target, const char *kernel_dir,
	       int need_tree, struct argv_list *tree)
{
	int t = target ? target_parse(target) : TARGET_26;
	int code = kernel_dir ? kernel_tree_version(kernel_dir) : -1;
	long lo, hi;

	if (t < 0)
		usage_die("%s: --target must be 2.6 or 6.1, not '%s'", cmd,
			  target);
	target_set((enum zc_target)t);
	if (t == TARGET_61) {
		if (!kernel_dir && need_tree)
			usage_die("%s: --target=6.1 validates with a Linux 6.1 "
				  "tree's Kbuild: give --kernel-dir=DIR (such "
				  "as /usr/src/linux-headers-6.1.0-NN-amd64, "
				  "from Debian's linux-headers-amd64)%s", cmd,
				  need_tree == 1 ? " or --no-check" : "");
		if (kernel_dir && modbuild_tree_check(kernel_dir))
			return -1;
	} else if (kernel_dir) {
		if (code >= KV(3, 0, 0)) {
			error_at(kernel_dir, 0, 0, "a Linux %d.%d.%d tree: the "
				 "2.6 target needs a 2.6 tree (port for 6.1 "
				 "with --target=6.1)", (int)(code >> 16),
				 (int)((code >> 8) & 255), (int)(code & 255));
			return -1;
		}
		if (kernel_tree_flags(kernel_dir, tree))
			return -1;
	}
	/* version guards are judged by the tree's own version, else by
	 * the target's */
	if (code > 0) {
		guard_set_kernel_version(code);
	} else {
		target_versions(&lo, &hi);
		guard_set_kernel_range(lo, hi);
	}
	return 0;
}

int cmd_run_walk(struct run *r, struct opts *o, char **paths, int npaths,
		 struct argv_list *tree)
{
	kbuild_set_roots(paths, npaths);
	run_init(r, (int)o->num[OPT_JOBS]);
	if (parse_opts_apply(o, r->parse)) {
		run_release(r);
		argv_clear(tree);
		return -1;
	}
	run_walk(r, paths, npaths);
	return 0;
}
