/* unparsed: see unparsed.h for the contract. */
#include <stdlib.h>
#include <string.h>

#include "rules.h"
#include "runcmd.h"
#include "runtmp.h"
#include "strbuf.h"
#include "unparsed.h"
#include "util.h"

static int starts(const char *line, const char *prefix)
{
	return !strncmp(line, prefix, strlen(prefix));
}

/*
 * Read spatch's account, one error at a time:
 *	ERROR-RECOV: found sync '}' at line 24
 *	parse error
 *	 = File "x.c", line 20, column 36, charpos = 320
 *	  around = '=',
 *	badcount: 14
 *	bad: ...            (the skipped lines, the last one the sync line)
 *	BAD:!!!!! ...
 */
static size_t read_report(const char *log, unsigned nlines,
			  struct unparsed **out)
{
	const char *p = log;
	unsigned sync = 0, nbad = 0;
	size_t n = 0;
	struct unparsed cur;
	int in_error = 0, in_bad = 0;

	memset(&cur, 0, sizeof(cur));
	*out = NULL;
	while (p && *p) {
		const char *eol = strchr(p, '\n'), *q;
		char *line = xstrndup(p, eol ? (size_t)(eol - p) : strlen(p));

		p = eol ? eol + 1 : NULL;
		if (in_bad && (starts(line, "bad:") || starts(line, "BAD:"))) {
			nbad++;
			free(line);
			continue;
		}
		if (in_bad) {
			/* the region ends at the sync line (or the file's) */
			unsigned last = sync ? sync : nlines;

			cur.last = last;
			cur.first = nbad && nbad <= last ? last - nbad + 1 : 1;
			if (cur.line < cur.first || cur.line > cur.last)
				cur.first = cur.last = cur.line;
			*out = xrealloc(*out, (n + 1) * sizeof(**out));
			(*out)[n++] = cur;
			memset(&cur, 0, sizeof(cur));
			in_bad = 0;
			in_error = 0;
			sync = 0;
		}
		if ((q = strstr(line, "found sync '}' at line ")))
			sync = (unsigned)atoi(q + 23);
		else if (starts(line, "parse error"))
			in_error = 1;
		else if (in_error && (q = strstr(line, "\", line ")) &&
			 strstr(line, "File \"")) {
			cur.line = (unsigned)atoi(q + 8);
			q = strstr(q, "column ");
			cur.col = q ? (unsigned)atoi(q + 7) + 1 : 0;
		} else if (in_error && (q = strstr(line, "around = '"))) {
			const char *e = strrchr(q + 10, '\'');

			free(cur.around);
			cur.around = e ? xstrndup(q + 10, (size_t)(e - q - 10)) :
					 NULL;
		} else if (in_error && cur.line && starts(line, "badcount:")) {
			in_bad = 1;
			nbad = 0;
		}
		free(line);
	}
	free(cur.around);
	return n;
}

size_t spatch_unparsed(const char *path, const char *text, size_t len,
		       int timeout_s, struct unparsed **out)
{
	struct argv_list a = ARGV_INIT;
	struct strbuf log = STRBUF_INIT;
	char *dir = runtmp_mkdtemp("parse-c"), *base = safe_base(path);
	char *copy = xasprintf("%s/%s", dir, base);
	unsigned nlines = 1;
	size_t i, n = 0;
	int st;

	*out = NULL;
	for (i = 0; i < len; i++)
		nlines += text[i] == '\n';
	if (!write_file_private(copy, text, len)) {
		rules_spatch_argv(&a);
		argv_push(&a, "--parse-c");
		argv_push(&a, copy);
		argv_push(&a, "--tmp-dir");
		argv_push(&a, dir);
		/* the account is on stderr, the tally on stdout */
		st = run_command(&a, dir, NULL, &log,
				 timeout_s > 0 ? timeout_s * 1000 : 0);
		if (st >= 0 && log.buf)
			n = read_report(log.buf, nlines, out);
	}
	argv_clear(&a);
	strbuf_release(&log);
	remove_tree(dir);
	free(copy);
	free(base);
	free(dir);
	return n;
}

void unparsed_free(struct unparsed *v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(v[i].around);
	free(v);
}
