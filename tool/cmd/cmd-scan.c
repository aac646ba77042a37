/*
 * zcport scan [--format=text|json|sarif] [--jobs=N] [--tree=DIR] [-I DIR]
 *             PATH...
 *
 * walk -> prefilter -> inventory -> emit.  Reports every kiobuf use;
 * changes nothing.  A file over the size limit (pipeline.h) is only
 * token-scanned, with a warning.  Exit 0, 1 when a PATH holds no C
 * file, 2 on usage, 3 when any input was bad or the output could not
 * be written (the
 * rest is still scanned and reported).
 */
#include <stdio.h>
#include <string.h>

#include "cmd.h"
#include "diag.h"
#include "pipeline.h"
#include "report.h"
#include "runtmp.h"
#include "sarif.h"
#include "util.h"

int cmd_scan(int argc, char **argv)
{
	const char *format = "text", *v;
	struct strbuf out = STRBUF_INIT;
	struct run r;
	int i, jobs = 0, npaths = 0;
	char **paths = argv;
	struct parse_opts po = { NULL, NULL, 0 };

	for (i = 0; i < argc; i++) {
		if (opt_parse(argc, argv, &i, &po))
			continue;
		if ((v = opt_value(argc, argv, &i, "--format")))
			format = v;
		else if ((v = opt_value(argc, argv, &i, "--jobs")))
			jobs = parse_jobs(v);
		else if (!strcmp(argv[i], "--"))
			while (++i < argc)
				paths[npaths++] = argv[i];
		else if (argv[i][0] == '-' && argv[i][1])
			usage_die("scan: unknown option '%s'", argv[i]);
		else
			paths[npaths++] = argv[i];
	}
	if (strcmp(format, "text") && strcmp(format, "json") &&
	    strcmp(format, "sarif"))
		usage_die("scan: --format must be text, json or sarif, not "
			  "'%s'", format);
	if (!npaths)
		usage_die("scan: no PATH given");

	run_init(&r, jobs);
	if (parse_opts_apply(&po, r.parse)) {
		run_release(&r);
		return EXIT_USAGE;
	}
	run_walk(&r, paths, npaths);
	run_inventory(&r);
	for (i = 0; (size_t)i < r.nr; i++)
		if (r.units[i].too_large)
			diag(r.units[i].path, 0, 0, SEV_WARNING, "not parsed: "
			     "%zu bytes, over the %zu-byte limit for one file "
			     "(ZCPORT_MAX_FILE_SIZE); its sites are from the "
			     "token scan alone: no functions, member accesses "
			     "or #if branches", r.units[i].len,
			     r.max_file_size);
	if (!strcmp(format, "json"))
		report_scan_json(&r, &out);
	else if (!strcmp(format, "sarif"))
		report_sarif(&r, &out, 0);
	else
		report_scan_text(&r, &out);
	runtmp_check();
	if (write_stdout(out.buf, out.len))
		r.input_errors++;
	strbuf_release(&out);
	i = r.input_errors ? EXIT_TOOL : r.empty_paths ? EXIT_MANUAL : EXIT_OK;
	run_release(&r);
	return i;
}
