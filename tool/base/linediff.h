/*
 * linediff: a line diff of two texts (Myers' O(ND) algorithm, in linear
 * space: memory is O(N+M) however many lines changed).
 *
 * It answers the two questions the port asks of spatch's output: where
 * did each original line go (to check every site against what changed),
 * and what is the unified diff a reviewer reads.
 *
 * Calling sequence:
 *	struct linediff d;
 *	linediff(&d, old, old_len, new, new_len);
 *	d.map[i] for old line i+1: its new line (1-based) when kept, or 0
 *	d.pos[i]: the new line the old line stands at or would stand at
 *	linediff_unified(&d, "a/x.c", "b/x.c", 3, &sb);
 *	linediff_free(&d);
 * The search is exact (a shortest edit script) unless it would cost more
 * than a work budget (some seconds; $ZCPORT_DIFF_WORK sets it, in steps):
 * then what is left is a valid, longer script (changed blocks replaced
 * whole) and d.over_budget is set.  The line map of such a diff is too
 * coarse for the cross-check; the port flags the file instead.
 * Texts need not end in a newline; the unified diff then says
 * "\ No newline at end of file" as diff(1) does.
 */
#ifndef ZC_LINEDIFF_H
#define ZC_LINEDIFF_H

#include <stddef.h>

#include "strbuf.h"

struct line {
	const char *s;
	size_t len;	/* without the newline */
	int nl;		/* ends in a newline */
};

struct linediff {
	struct line *a, *b;
	size_t na, nb;
	unsigned *map;	/* na entries */
	unsigned *pos;	/* na entries */
	/* the edit script: for each a line, kept or deleted; b lines kept
	 * or inserted, as a merged sequence of ops */
	char *ops;	/* 'k' keep, 'd' delete a line, 'i' insert b line */
	size_t nops;
	int over_budget;	/* the script is valid but not shortest */
};

/* split text into lines; caller frees *lines */
size_t split_lines(const char *text, size_t len, struct line **lines);
void linediff(struct linediff *d, const char *a, size_t alen, const char *b,
	      size_t blen);
/*
 * The new line an old line (1-based) went to: its own when kept, else
 * the first line of the hunk that replaced it (the line after the new
 * place of the last old line kept before it), however the hunk's
 * deletions and insertions were ordered.
 */
unsigned linediff_hunk_line(const struct linediff *d, unsigned l);
/* the work budget of one linediff(), in search steps */
unsigned long long linediff_budget(void);
/* 1 if the texts differ */
int linediff_changed(const struct linediff *d);
void linediff_unified(const struct linediff *d, const char *aname,
		      const char *bname, int context, struct strbuf *out);
void linediff_free(struct linediff *d);

#endif
