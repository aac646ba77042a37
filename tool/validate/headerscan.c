/* headerscan: see headerscan.h for the contract. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "headerscan.h"
#include "lex.h"
#include "util.h"

static void own_header(struct hscan *hs, const char *h, const char *here,
		       const char **dirs, size_t n, int depth);

/* the directories gcc searches for <h> (quote: also for "h"), in order */
static size_t search_dirs(const struct argv_list *a, int quote,
			  const char **out, size_t max)
{
	size_t n = 0;
	int i;

	for (i = 0; i + 1 < a->nr && n < max; i++)
		if ((!strcmp(a->v[i], "-iquote") && quote) ||
		    !strcmp(a->v[i], "-I") || !strcmp(a->v[i], "-isystem") ||
		    !strcmp(a->v[i], "-idirafter"))
			out[n++] = a->v[++i];
		else if (!strncmp(a->v[i], "-I", 2) && a->v[i][2])
			out[n++] = a->v[i] + 2;
	return n;
}

/* is h found in one of dirs (or, for "h", beside the file first)? */
static int found_header(const char *h, const char *here, const char **dirs,
			size_t n)
{
	size_t i;
	char *p;
	int ok;

	if (here) {
		p = xasprintf("%s/%s", here, h);
		ok = !access(p, F_OK);
		free(p);
		if (ok)
			return 1;
	}
	for (i = 0; i < n; i++) {
		p = xasprintf("%s/%s", dirs[i], h);
		ok = !access(p, F_OK);
		free(p);
		if (ok)
			return 1;
	}
	return 0;
}

/*
 * The headers text includes, directly or through headers of the
 * driver's own (found beside it or in its -iquote/-I directories, by
 * "h" or <h>: xfs reaches its own through <xfs.h>), that no directory
 * of the compile has: stood in for before the first compile, so that
 * one compile sees the whole file instead of one per missing header.
 * Appends their names ("linux/locks.h") to hs->miss, and where each is
 * included ("file:line:col", display naming the text) to hs->where.
 */
void missing_headers(struct hscan *hs, const char *text, size_t len,
			    const char *here, const char *display, int depth)
{
	const char *dq[64], *da[64];
	size_t nq = search_dirs(hs->a, 1, dq, 64);
	size_t na = search_dirs(hs->a, 0, da, 64);
	const char *p = text, *end = text + len;
	unsigned line = 0;

	while (p < end) {
		const char *eol = memchr(p, '\n', (size_t)(end - p));
		const char *e = eol ? eol : end, *n;
		size_t nl;
		unsigned col;
		char open = lex_include_line(p, e, &n, &nl, &col);

		line++;
		if (open) {
			char *h = xstrndup(n, nl);
			int k, dup = 0, quote = open == '"';

			for (k = 0; k < hs->miss->nr; k++)
				dup |= !strcmp(hs->miss->v[k], h);
			if (!dup && !strstr(h, "..") &&
			    !found_header(h, quote ? here : NULL,
					  quote ? dq : da, quote ? nq : na)) {
				argv_pushf(hs->miss, "%s", h);
				argv_pushf(hs->where, "%s:%u:%u", display,
					   line, col);
			} else if (!dup && depth < 16) {
				own_header(hs, h, quote ? here : NULL,
					   quote ? dq : da, quote ? nq : na,
					   depth);
			}
			free(h);
		}
		p = eol ? eol + 1 : end;
	}
}

/* p below one of the trees that are not the driver's? */
static int foreign(const struct hscan *hs, const char *p)
{
	size_t i, n;

	for (i = 0; i < 2; i++) {
		if (!hs->skip[i])
			continue;
		n = strlen(hs->skip[i]);
		if (!strncmp(p, hs->skip[i], n) && (!p[n] || p[n] == '/'))
			return 1;
	}
	return 0;
}

/* the includes of a header of the driver's own, when h is one, once */
static void own_header(struct hscan *hs, const char *h, const char *here,
		       const char **dirs, size_t n, int depth)
{
	size_t i, len;
	char *p = NULL, *buf, *dir, *s;
	int k;

	for (i = 0; i <= n && !p; i++) {
		const char *d = i ? dirs[i - 1] : here;
		char *c;

		if (!d)
			continue;
		c = xasprintf("%s/%s", d, h);
		if (!access(c, R_OK))
			p = c;
		else
			free(c);
	}
	/* the kernel's and the model's headers are not the driver's */
	if (!p || foreign(hs, p)) {
		free(p);
		return;
	}
	for (k = 0; k < hs->seen.nr; k++)
		if (!strcmp(hs->seen.v[k], p)) {
			free(p);
			return;
		}
	argv_pushf(&hs->seen, "%s", p);
	if (!read_file(p, &buf, &len)) {
		dir = xstrdup(p);
		s = strrchr(dir, '/');
		if (s)
			*s = '\0';
		missing_headers(hs, buf, len, dir, p, depth + 1);
		free(dir);
		free(buf);
	}
	free(p);
}
