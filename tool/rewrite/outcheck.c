/* outcheck: see outcheck.h for the contract. */
#include <stdlib.h>
#include <string.h>

#include "lex.h"
#include "linediff.h"
#include "outcheck.h"
#include "util.h"
#include "vocab.h"

/* a name a rewrite may act on: the API's vocabulary or what the port put */
static int port_name(const struct token *t)
{
	static const char *const prefixes[] = { "ZCPORT_KEEP__", "page_vec",
						"user_pages", "user_bio_rw",
						KIONAME(IOBUF), NULL };
	char name[128];
	size_t i;

	if (t->type != TOK_IDENT)
		return 0;
	if (vocab_lookup(t->text, t->len))
		return 1;
	for (i = 0; prefixes[i]; i++)
		if (t->len >= strlen(prefixes[i]) &&
		    !memcmp(t->text, prefixes[i], strlen(prefixes[i])))
			return 1;
	if (t->len >= sizeof(name))
		return 0;
	memcpy(name, t->text, t->len);
	name[t->len] = '\0';
	return vocab_lookup_member(name) != NULL;
}

struct chunker {
	int cur, depth, closed, in_dir;
};

/* the construct token t belongs to (ids grow through the text) */
static int chunk_of(struct chunker *c, const struct token *t)
{
	int dir = t->directive && c->depth == 0, id;
	int semi = t->type == TOK_PUNCT && t->len == 1 && *t->text == ';';

	if (dir && t->first_in_directive) {
		c->cur++;		/* a directive of its own */
		c->in_dir = 1;
		c->closed = 0;
	} else if (!dir && c->in_dir) {
		c->cur++;
		c->in_dir = 0;
	} else if (!dir && c->closed) {
		if (!semi)		/* "};" ends a struct whole */
			c->cur++;
		c->closed = 0;
	}
	id = c->cur;
	if (dir)
		return id;
	if (t->type == TOK_PUNCT && t->len == 1 && *t->text == '{')
		c->depth++;
	else if (t->type == TOK_PUNCT && t->len == 1 && *t->text == '}' &&
		 c->depth > 0 && --c->depth == 0)
		c->closed = 1;
	else if (semi && c->depth == 0)
		c->cur++;
	return id;
}

/*
 * touched[l] (1-based lines): line l holds a token of a top-level
 * construct that has a port name, or, holding no token, stands next to
 * such a construct.
 */
static char *touched_lines(const char *text, size_t len, size_t nl)
{
	struct lexer lx;
	struct token t;
	struct chunker c = { 1, 0, 0, 0 };
	int *lo = xcalloc(nl + 2, sizeof(int)), *hi = xcalloc(nl + 2,
							       sizeof(int));
	char *hot = xcalloc(2, 1), *touched = xcalloc(nl + 2, 1);
	size_t l, nhot = 2;

	lex_init(&lx, text, len);
	while (lex_next(&lx, &t) && t.line <= nl) {
		int id = chunk_of(&c, &t);

		if ((size_t)id + 1 >= nhot) {
			hot = xrealloc(hot, (size_t)id * 2 + 2);
			memset(hot + nhot, 0, (size_t)id * 2 + 2 - nhot);
			nhot = (size_t)id * 2 + 2;
		}
		if (port_name(&t))
			hot[id] = 1;
		if (!lo[t.line])
			lo[t.line] = id;
		hi[t.line] = id;
	}
	for (l = 1; l <= nl; l++) {
		int id;

		for (id = lo[l]; lo[l] && id <= hi[l] && !touched[l]; id++)
			touched[l] = hot[id];
	}
	/* lines with no token: hot when a neighbouring construct is */
	for (l = 1; l <= nl; l++) {
		size_t a, b;

		if (lo[l])
			continue;
		for (a = l; a > 0 && !lo[a]; a--)
			;
		for (b = l; b <= nl && !lo[b]; b++)
			;
		touched[l] = (a > 0 && hot[hi[a]]) || (b <= nl && hot[lo[b]]);
	}
	free(lo);
	free(hi);
	free(hot);
	return touched;
}

static int blank(const struct line *l)
{
	size_t i;

	for (i = 0; i < l->len; i++)
		if (l->s[i] != ' ' && l->s[i] != '\t' && l->s[i] != '\r' &&
		    l->s[i] != '\f')
			return 0;
	return 1;
}

char *outcheck(const char *in, size_t in_len, const char *out,
	       size_t out_len)
{
	struct linediff d;
	size_t i, nonblank = 0, kept = 0;
	char *touched, *why = NULL;

	linediff(&d, in, in_len, out, out_len);
	if (d.over_budget) {
		/* the line map is coarse: only the size says anything */
		linediff_free(&d);
		return out_len < in_len / 2 ?
		       xasprintf("its output has %zu of the input's %zu bytes",
				 out_len, in_len) : NULL;
	}
	for (i = 0; i < d.na; i++) {
		if (blank(&d.a[i]))
			continue;
		nonblank++;
		kept += d.map[i] != 0;
	}
	if (nonblank >= 4 && kept * 2 < nonblank) {
		why = xasprintf("its output keeps %zu of the input's %zu "
				"lines", kept, nonblank);
		linediff_free(&d);
		return why;
	}
	touched = touched_lines(in, in_len, d.na);
	for (i = 0; i < d.na && !why; i++)
		if (!d.map[i] && !blank(&d.a[i]) && !touched[i + 1])
			why = xasprintf("its output lost line %zu, which is "
					"outside every %s use", i + 1,
					KIONAME(KIOBUF));
	free(touched);
	linediff_free(&d);
	return why;
}
