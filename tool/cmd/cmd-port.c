/*
 * zcport port PATH... (its options: the table in options.c)
 *
 * walk -> prefilter -> inventory -> rewrite -> cross-check -> validate
 * -> emit.  By default changes nothing and prints one unified diff on
 * stdout, the per-site summary on stderr.  --target picks the kernel the
 * port is for (target.h); 6.1 validates with --kernel-dir's Kbuild.
 * Exit 0 when every site was converted, 1 when some need a human, 2
 * usage, 3 tool or input error.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "diag.h"
#include "emit.h"
#include "guard.h"
#include "helperhdr.h"
#include "kerneltree.h"
#include "options.h"
#include "patchseries.h"
#include "pipeline.h"
#include "port.h"
#include "progress.h"
#include "report.h"
#include "runcmd.h"
#include "runtmp.h"
#include "sarif.h"
#include "targets.h"
#include "util.h"
#include "validate.h"
#include "versions.h"
#include "writepolicy.h"

/*
 * What a killed port --in-place left: finished or undone before a file
 * is read (then the tree is walked again); other modes only say so.
 */
static void port_recover(struct run *r, const struct opts *o, int in_place)
{
	if (emit_recover(r, in_place) && in_place) {
		/* the parse options, applied once, go on to the new run */
		struct parse_config *pc = r->parse;

		r->parse = NULL;
		run_release(r);
		run_init(r, (int)o->num[OPT_JOBS]);
		parsecfg_free(r->parse);
		r->parse = pc;
		run_walk(r, o->paths, o->npaths);
	}
}

/*
 * The port's one output (the files in place, another directory, a
 * patch series, SARIF or the diff on stdout), then the summary on
 * stderr and the JSON report; a write that fails is an input error.
 */
static void port_emit(struct run *r, const struct opts *o, int in_place)
{
	const char *report = o->val[OPT_REPORT];
	struct strbuf out = STRBUF_INIT;

	if (in_place) {
		if (emit_in_place(r, o->val[OPT_BACKUP]))
			r->input_errors++;
	} else if (o->val[OPT_OUTPUT_DIR]) {
		if (emit_output_dir(r, o->paths, o->npaths,
				    o->val[OPT_OUTPUT_DIR]))
			r->input_errors++;
	} else if (o->val[OPT_FORMAT_PATCH]) {
		if (emit_patch_series(r, o->val[OPT_FORMAT_PATCH],
				      !!o->val[OPT_SIGNOFF]))
			r->input_errors++;
	} else if (!strcmp(o->val[OPT_FORMAT], "sarif")) {
		report_sarif(r, &out, 1);
		runtmp_check();
		if (write_stdout(out.buf, out.len))
			r->input_errors++;
	} else {
		emit_diff(r, &out);
		runtmp_check();
		if (write_stdout(out.buf, out.len))
			r->input_errors++;
	}
	timing_mark("emitted");
	strbuf_reset(&out);
	report_port_summary(r, &out);
	fwrite(out.buf ? out.buf : "", 1, out.len, stderr);
	if (report) {
		strbuf_reset(&out);
		report_port_json(r, &out);
		runtmp_check();
		if (wp_write_named(report, out.buf, out.len, -1))
			r->input_errors++;
	}
	strbuf_release(&out);
}

/* the exit status: a site left for a human, a PATH with no C file */
static int port_status(const struct run *r)
{
	int status = EXIT_OK;
	size_t u, s;

	for (u = 0; u < r->nr; u++)
		for (s = 0; s < r->units[u].sites.nr; s++)
			if (r->units[u].sites.v[s].state == STATE_MANUAL ||
			    r->units[u].sites.v[s].state == STATE_REMOVED)
				status = EXIT_MANUAL;
	if (r->empty_paths && status == EXIT_OK)
		status = EXIT_MANUAL;
	if (r->input_errors)
		status = EXIT_TOOL;
	return status;
}

int cmd_port(int argc, char **argv)
{
	struct opts o;
	struct argv_list tree = ARGV_INIT;
	int status, in_place, check, show_flags, npaths;
	const char *kernel_dir;
	char **paths;
	struct run r;

	opts_parse(CMD_PORT, argc, argv, &o);
	in_place = !!o.val[OPT_IN_PLACE];
	check = !o.val[OPT_NO_CHECK];
	show_flags = !!o.val[OPT_SHOW_FLAGS];
	kernel_dir = o.val[OPT_KERNEL_DIR];
	paths = o.paths;
	npaths = o.npaths;
	/* a port nobody validated is not one to write quietly */
	if (check && !show_flags && !program_on_path("gcc"))
		die("cannot run gcc, which validates every port; install it "
		    "(apt-get install gcc), or pass --no-check to port "
		    "without validation");
	versions_require(!show_flags);

	/* every target is tried before any work (targets.h); the ones
	 * that create a directory last, so a refusal leaves none */
	/* the flags shown are those of the validation: its tree's */
	if (cmd_target("port", o.val[OPT_TARGET], kernel_dir,
		       show_flags ? 2 : check, &tree))
		return EXIT_TOOL;
	if (o.val[OPT_REPORT])
		targets_report(o.val[OPT_REPORT]);
	if (o.val[OPT_OUTPUT_DIR])
		targets_output_dir(o.val[OPT_OUTPUT_DIR], paths, npaths);
	if (o.val[OPT_FORMAT_PATCH])
		targets_patch_dir(o.val[OPT_FORMAT_PATCH]);
	if (cmd_run_walk(&r, &o, paths, npaths, &tree))
		return EXIT_USAGE;
	timing_mark("walked");
	port_recover(&r, &o, in_place);
	if (show_flags) {
		/* the flags validation would compile with; nothing ported */
		status = validate_print_flags(&r, NULL,
					      kernel_dir ? &tree : NULL,
					      kernel_dir);
		run_release(&r);
		argv_clear(&tree);
		return status;
	}
	run_inventory(&r);
	timing_mark("inventory");
	if (in_place && targets_in_place(&r, o.val[OPT_BACKUP])) {
		run_release(&r);
		argv_clear(&tree);
		return EXIT_TOOL;
	}
	if (port_run(&r, (int)o.num[OPT_TIMEOUT],
		     !!o.val[OPT_DROP_LEGACY])) {
		run_release(&r);
		return EXIT_TOOL;
	}
	timing_mark("ported");
	if (check)
		validate_ports(&r, kernel_dir ? &tree : NULL, kernel_dir,
			       port_again);
	timing_mark("validated");
	helperhdr_settle(&r);
	runtmp_check();	/* nothing is written after a Ctrl-C */
	port_emit(&r, &o, in_place);
	status = port_status(&r);
	run_release(&r);
	argv_clear(&tree);
	return status;
}
