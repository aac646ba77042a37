/*
 * ldiff OLD NEW: print the unified diff of two files as zcport makes it
 * (tool/base/linediff.c), then on stderr the edit count and whether the
 * search stayed exact.  For tests/t-memory.sh, which measures this
 * program's peak memory on large inputs and applies its output with
 * patch(1).
 */
#include <stdio.h>
#include <stdlib.h>

#include "linediff.h"
#include "util.h"

int main(int argc, char **argv)
{
	struct linediff d;
	struct strbuf sb = STRBUF_INIT;
	char *a, *b;
	size_t alen, blen, i, edits = 0;

	if (argc != 3) {
		fprintf(stderr, "usage: ldiff OLD NEW\n");
		return 2;
	}
	if (read_file(argv[1], &a, &alen) || read_file(argv[2], &b, &blen))
		return 3;
	linediff(&d, a, alen, b, blen);
	linediff_unified(&d, "a/x", "b/x", 3, &sb);
	if (sb.len)
		fwrite(sb.buf, 1, sb.len, stdout);
	for (i = 0; i < d.nops; i++)
		edits += d.ops[i] != 'k';
	fprintf(stderr, "edits %zu%s\n", edits,
		d.over_budget ? " (over budget)" : "");
	linediff_free(&d);
	strbuf_release(&sb);
	free(a);
	free(b);
	return 0;
}
