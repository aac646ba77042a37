/*
 * zcport port [--in-place [--backup=SUFFIX]] [--output-dir=DIR]
 *             [--report=FILE] [--jobs=N] [--timeout=SECONDS] [--no-check]
 *             [--target=2.6|6.1] [--kernel-dir=DIR [--show-flags]]
 *             [--drop-legacy-branches]
 *             [--format-patch=DIR [--signoff]] [--format=diff|sarif]
 *             [--tree=DIR] [-I DIR] PATH...
 *
 * walk -> prefilter -> inventory -> rewrite -> cross-check -> validate
 * -> emit.  By default changes nothing and prints one unified diff on
 * stdout, the per-site summary on stderr.  --target picks the kernel the
 * port is for (target.h); 6.1 validates with --kernel-dir's Kbuild.  Exit 0 when every site was
 * converted, 1 when some need a human, 2 usage, 3 tool or input error.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "diag.h"
#include "emit.h"
#include "guard.h"
#include "helperhdr.h"
#include "kbuild.h"
#include "kerneltree.h"
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
#include "writepolicy.h"

int cmd_port(int argc, char **argv)
{
	const char *v, *backup = NULL, *outdir = NULL, *report = NULL;
	const char *kernel_dir = NULL, *patch_dir = NULL, *format = "diff";
	const char *target = NULL;
	struct argv_list tree = ARGV_INIT;
	int i, jobs = 0, npaths = 0, in_place = 0, check = 1, timeout = 60;
	int drop_legacy = 0, show_flags = 0, signoff = 0;
	int status = EXIT_OK;
	char **paths = argv;
	struct strbuf out = STRBUF_INIT;
	struct run r;
	struct parse_opts po = { NULL, NULL, 0 };
	size_t u, s;

	for (i = 0; i < argc; i++) {
		if (opt_parse(argc, argv, &i, &po))
			continue;
		if (!strcmp(argv[i], "--in-place"))
			in_place = 1;
		else if (!strcmp(argv[i], "--no-check"))
			check = 0;
		else if (!strcmp(argv[i], "--drop-legacy-branches"))
			drop_legacy = 1;
		else if (!strcmp(argv[i], "--show-flags"))
			show_flags = 1;
		else if (!strcmp(argv[i], "--signoff"))
			signoff = 1;
		else if ((v = opt_value(argc, argv, &i, "--backup")))
			backup = v;
		else if ((v = opt_value(argc, argv, &i, "--output-dir")))
			outdir = v;
		else if ((v = opt_value(argc, argv, &i, "--format")))
			format = v;
		else if ((v = opt_value(argc, argv, &i, "--format-patch")))
			patch_dir = v;
		else if ((v = opt_value(argc, argv, &i, "--kernel-dir")))
			kernel_dir = v;
		else if ((v = opt_value(argc, argv, &i, "--target")))
			target = v;
		else if ((v = opt_value(argc, argv, &i, "--report")))
			report = v;
		else if ((v = opt_value(argc, argv, &i, "--jobs")))
			jobs = parse_jobs(v);
		else if ((v = opt_value(argc, argv, &i, "--timeout"))) {
			char *end;
			long t = strtol(v, &end, 10);

			if (*end || t < 1 || t > 86400)
				usage_die("--timeout needs a number of seconds, "
					  "not '%s'", v);
			timeout = (int)t;
		} else if (!strcmp(argv[i], "--"))
			while (++i < argc)
				paths[npaths++] = argv[i];
		else if (argv[i][0] == '-' && argv[i][1])
			usage_die("port: unknown option '%s'", argv[i]);
		else
			paths[npaths++] = argv[i];
	}
	if (!npaths)
		usage_die("port: no PATH given");
	if (strcmp(format, "diff") && strcmp(format, "sarif"))
		usage_die("port: --format must be diff or sarif, not '%s'",
			  format);
	if (backup && !in_place)
		usage_die("port: --backup goes with --in-place");
	if (in_place + !!outdir + !!patch_dir > 1)
		usage_die("port: --in-place, --output-dir and --format-patch "
			  "exclude each other");
	if (signoff && !patch_dir)
		usage_die("port: --signoff goes with --format-patch");
	/* a port nobody validated is not one to write quietly */
	if (check && !show_flags && !program_on_path("gcc"))
		die("cannot run gcc, which validates every port; install it "
		    "(apt-get install gcc), or pass --no-check to port "
		    "without validation");

	/* every target is tried before any work (targets.h); the ones
	 * that create a directory last, so a refusal leaves none */
	/* the flags shown are those of the validation: its tree's */
	if (cmd_target("port", target, kernel_dir,
		       show_flags ? 2 : check, &tree))
		return EXIT_TOOL;
	if (report)
		targets_report(report);
	if (outdir)
		targets_output_dir(outdir, paths, npaths);
	if (patch_dir)
		targets_patch_dir(patch_dir);
	kbuild_set_roots(paths, npaths);
	run_init(&r, jobs);
	if (parse_opts_apply(&po, r.parse)) {
		run_release(&r);
		argv_clear(&tree);
		return EXIT_USAGE;
	}
	run_walk(&r, paths, npaths);
	timing_mark("walked");
	/*
	 * What a killed port --in-place left: finished or undone before a
	 * file is read (then the tree is walked again); other modes only
	 * say so.
	 */
	if (emit_recover(&r, in_place) && in_place) {
		/* the parse options, applied once, go on to the new run */
		struct parse_config *pc = r.parse;

		r.parse = NULL;
		run_release(&r);
		run_init(&r, jobs);
		parsecfg_free(r.parse);
		r.parse = pc;
		run_walk(&r, paths, npaths);
	}
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
	if (in_place && targets_in_place(&r, backup)) {
		run_release(&r);
		argv_clear(&tree);
		return EXIT_TOOL;
	}
	if (port_run(&r, timeout, drop_legacy)) {
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

	if (in_place) {
		if (emit_in_place(&r, backup))
			r.input_errors++;
	} else if (outdir) {
		if (emit_output_dir(&r, paths, npaths, outdir))
			r.input_errors++;
	} else if (patch_dir) {
		if (emit_patch_series(&r, patch_dir, signoff))
			r.input_errors++;
	} else if (!strcmp(format, "sarif")) {
		report_sarif(&r, &out, 1);
		runtmp_check();
		if (write_stdout(out.buf, out.len))
			r.input_errors++;
	} else {
		emit_diff(&r, &out);
		runtmp_check();
		if (write_stdout(out.buf, out.len))
			r.input_errors++;
	}
	timing_mark("emitted");
	strbuf_reset(&out);
	report_port_summary(&r, &out);
	fwrite(out.buf ? out.buf : "", 1, out.len, stderr);
	if (report) {
		strbuf_reset(&out);
		report_port_json(&r, &out);
		runtmp_check();
		if (wp_write_named(report, out.buf, out.len, -1))
			r.input_errors++;
	}
	strbuf_release(&out);

	for (u = 0; u < r.nr; u++)
		for (s = 0; s < r.units[u].sites.nr; s++)
			if (r.units[u].sites.v[s].state == STATE_MANUAL ||
			    r.units[u].sites.v[s].state == STATE_REMOVED)
				status = EXIT_MANUAL;
	if (r.empty_paths && status == EXIT_OK)
		status = EXIT_MANUAL;
	if (r.input_errors)
		status = EXIT_TOOL;
	run_release(&r);
	argv_clear(&tree);
	return status;
}
