/*
 * zcport scan PATH... (its options: the table in options.c)
 *
 * walk -> prefilter -> inventory -> emit.  Reports every use of the 2.4
 * API; changes nothing.  A file over the size limit (pipeline.h) is only
 * token-scanned, with a warning.  Exit 0, 1 when a PATH holds no C
 * file, 2 on usage, 3 when any input was bad or the output could not
 * be written (the
 * rest is still scanned and reported).
 */
#include <stdio.h>
#include <string.h>

#include "cmd.h"
#include "diag.h"
#include "options.h"
#include "pipeline.h"
#include "report.h"
#include "runtmp.h"
#include "sarif.h"
#include "util.h"
#include "versions.h"

int cmd_scan(int argc, char **argv)
{
	struct strbuf out = STRBUF_INIT;
	struct run r;
	struct opts o;
	const char *format;
	int i;

	opts_parse(CMD_SCAN, argc, argv, &o);
	format = o.val[OPT_FORMAT];
	versions_require(0);

	run_init(&r, (int)o.num[OPT_JOBS]);
	if (parse_opts_apply(&o, r.parse)) {
		run_release(&r);
		return EXIT_USAGE;
	}
	run_walk(&r, o.paths, o.npaths);
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
