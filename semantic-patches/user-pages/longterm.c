/* longterm: see longterm.h for the contract. */
#include <stdlib.h>
#include <string.h>

#include "lex.h"
#include "longterm.h"
#include "migpass.h"
#include "target.h"
#include "strbuf.h"
#include "util.h"

static int is(const struct token *t, const char *s)
{
	return t->len == strlen(s) && !memcmp(t->text, s, t->len);
}

static int ident(const struct token *t)
{
	return t->type == TOK_IDENT;
}

/* the first identifier of the argument starting at token a: its base */
static const struct token *arg_base(const struct token *t, size_t a, size_t n)
{
	for (; a < n; a++) {
		if (ident(&t[a]))
			return &t[a];
		if (!is(&t[a], "&") && !is(&t[a], "*") && !is(&t[a], "("))
			return NULL;
	}
	return NULL;
}

/* does a release call in [from, to) name base among its arguments? */
static int released_in(const struct token *t, size_t from, size_t to,
		       const struct token *base)
{
	size_t i, j;

	for (i = from; i + 1 < to; i++) {
		int depth = 0;

		if (!(is(&t[i], "user_pages_unmap") ||
		      is(&t[i], "user_pages_free")) || !is(&t[i + 1], "("))
			continue;
		for (j = i + 1; j < to; j++) {
			if (is(&t[j], "("))
				depth++;
			else if (is(&t[j], ")") && !--depth)
				break;
			else if (t[j].len == base->len &&
				 !memcmp(t[j].text, base->text, base->len) &&
				 !(j > 0 && (is(&t[j - 1], ".") ||
					     is(&t[j - 1], ">"))))
				return 1;
		}
	}
	return 0;
}

void longterm_convert(const char *text, size_t len, char **out,
		      size_t *out_len, unsigned **lines, size_t *nlines)
{
	struct code_tokens tk;
	struct token *t;
	size_t n, i, body = 0, last = 0;
	struct strbuf sb = STRBUF_INIT;
	int depth = 0;

	lex_code_tokens(text, len, 0, &tk);
	t = tk.v;
	n = tk.nr;
	*lines = NULL;
	*nlines = 0;
	for (i = 0; i < n; i++) {
		if (is(&t[i], "{")) {
			/* a function body: "{" right after ")" at file level */
			if (!depth++ && i && is(&t[i - 1], ")"))
				body = i;
			continue;
		}
		if (is(&t[i], "}")) {
			if (depth && !--depth)
				body = 0;
			continue;
		}
		if (body && is(&t[i], "user_pages_map") && i + 1 < n &&
		    is(&t[i + 1], "(")) {
			const struct token *base = arg_base(t, i + 2, n);
			size_t end, d = 0;

			/* the function's closing brace */
			for (end = body; end < n; end++)
				if (is(&t[end], "{"))
					d++;
				else if (is(&t[end], "}") && !--d)
					break;
			if (!base || released_in(t, body, end, base))
				continue;
			strbuf_add(&sb, text + last, t[i].offset - last);
			strbuf_addstr(&sb, "user_pages_map_longterm");
			last = t[i].offset + t[i].len;
			*lines = xrealloc(*lines, (*nlines + 1) *
					  sizeof(**lines));
			(*lines)[(*nlines)++] = t[i].line;
		}
	}
	strbuf_add(&sb, text + last, len - last);
	if (sb.buf) {
		*out = strbuf_detach(&sb, out_len);
	} else {
		*out = xstrdup("");
		*out_len = 0;
	}
	free(t);
}

/* 6.1: a pin the driver keeps past the call: FOLL_LONGTERM */
static void finish(struct mig_file *f)
{
	struct rewrite_item *it = f->it;
	char *lt;
	size_t ltlen, nlines;
	unsigned *lines;

	if (target_get() != TARGET_61)
		return;
	longterm_convert(it->text, it->len, &lt, &ltlen, &lines, &nlines);
	free(lines);
	free(it->text);
	it->text = lt;
	it->len = ltlen;
}

/*
 * The user-pages migration's C pass: --target=6.1 only, after spatch,
 * over what the kmap pass left (a stage after the conversions)
 */
const struct migration_pass user_pages_pass = {
	"longterm", "for Linux 6.1, user_pages_map() in a function that "
	"releases no mapping of that variable (the driver keeps the pin past "
	"the call) becomes user_pages_map_longterm(), FOLL_LONGTERM "
	"(semantic-patches/user-pages/longterm.c)", "user_pages_map_longterm",
	{ [MIG_FINISH] = finish },
};
