/* stray: see stray.h for the contract. */
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "lex.h"
#include "linediff.h"
#include "strbuf.h"
#include "stray.h"
#include "util.h"
#include "vocab.h"

/* a line for a message: trimmed, at most 60 characters */
static void add_quoted(struct strbuf *sb, const struct line *l)
{
	const char *s = l->s, *e = l->s + l->len;

	while (s < e && (*s == ' ' || *s == '\t'))
		s++;
	while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r'))
		e--;
	strbuf_addch(sb, '"');
	if (e - s > 60) {
		strbuf_add(sb, s, 57);
		strbuf_addstr(sb, "...");
	} else {
		strbuf_add(sb, s, (size_t)(e - s));
	}
	strbuf_addch(sb, '"');
}

/* deleted "x" / added "y" / changed "x" into "y" */
static char *describe(const struct linediff *d, size_t a0, size_t na,
		      size_t b0, size_t nb)
{
	struct strbuf sb = STRBUF_INIT;

	if (na && nb) {
		strbuf_addstr(&sb, "changed ");
		add_quoted(&sb, &d->a[a0]);
		strbuf_addstr(&sb, " into ");
		add_quoted(&sb, &d->b[b0]);
	} else if (na) {
		strbuf_addstr(&sb, "deleted ");
		add_quoted(&sb, &d->a[a0]);
	} else {
		strbuf_addstr(&sb, "added ");
		add_quoted(&sb, &d->b[b0]);
	}
	if (na > 1 || nb > 1)
		strbuf_addf(&sb, " (%zu line%s)", na > nb ? na : nb,
			    (na > nb ? na : nb) == 1 ? "" : "s");
	return strbuf_detach(&sb, NULL);
}

static void add_line(struct strbuf *sb, const struct line *l)
{
	strbuf_add(sb, l->s, l->len);
	if (l->nl)
		strbuf_addch(sb, '\n');
}

/*
 * The lines of the text spatch was given that a site stands on:
 * mark[1..n].  Site lines are the user's; the text may differ from it
 * (masked names, a page vector's renames, a direct_IO method added), so
 * they go through the line diff when it does.
 */
static char *site_lines(const struct unit *u, const char *before,
			size_t len, size_t n)
{
	char *mark = xcalloc(n + 2, 1);
	struct linediff m;
	int same = len == u->len && !memcmp(before, u->buf, len);
	size_t i;

	if (!same)
		linediff(&m, u->buf, u->len, before, len);
	for (i = 0; i < u->sites.nr; i++) {
		const struct site *s = &u->sites.v[i];
		unsigned at[2] = { s->line, s->anchor_line };
		int k;

		if (s->kind == KIND_GUARDED)
			continue;
		for (k = 0; k < 2; k++) {
			unsigned l = at[k];

			if (!l)
				continue;
			if (!same)
				l = l <= m.na ? m.pos[l - 1] : 0;
			if (l >= 1 && l <= n)
				mark[l] = 1;
		}
	}
	if (!same)
		linediff_free(&m);
	return mark;
}

/*
 * "T name = ...;" or "T name[N] = {...};" deleted whole: the variable
 * it declares, into name (size bytes), or 0.
 */
static int declared(const struct linediff *d, size_t a0, size_t na,
		    char *name, size_t size)
{
	struct strbuf sb = STRBUF_INIT;
	struct lexer lx;
	struct token t, prev, before;
	size_t l;
	int n = 0, found = 0, depth = 0, ended = 0, typed = 1;

	for (l = a0; l < a0 + na; l++) {
		strbuf_add(&sb, d->a[l].s, d->a[l].len);
		strbuf_addch(&sb, '\n');
	}
	memset(&prev, 0, sizeof(prev));
	memset(&before, 0, sizeof(before));
	lex_init(&lx, sb.buf ? sb.buf : "", sb.len);
	while (lex_next(&lx, &t)) {
		if (ended || t.directive) {
			found = 0;	/* more than one declaration */
			break;
		}
		/* "T x", "T *x": types and stars up to the name; a '.', '->'
		 * or subscript before it makes an assignment of a member */
		if (!found && !depth && t.type == TOK_PUNCT &&
		    !strchr("*=[;", *t.text))
			typed = 0;
		if (!n && t.type != TOK_IDENT)
			typed = 0;
		if (t.type == TOK_PUNCT && strchr("([{", *t.text))
			depth++;
		else if (t.type == TOK_PUNCT && strchr(")]}", *t.text))
			depth--;
		if (!found && typed && n >= 2 && prev.type == TOK_IDENT &&
		    (before.type == TOK_IDENT ||
		     (before.type == TOK_PUNCT && *before.text == '*')) &&
		    t.type == TOK_PUNCT && strchr("=[;", *t.text) &&
		    prev.len < size) {
			memcpy(name, prev.text, prev.len);
			name[prev.len] = '\0';
			found = 1;
		}
		if (!depth && t.type == TOK_PUNCT && *t.text == ';')
			ended = 1;
		before = prev;
		prev = t;
		n++;
	}
	strbuf_release(&sb);
	return found && ended;
}

/* does a site's line (mark[]) name identifier name? */
static int on_site_line(const struct linediff *d, const char *mark,
			size_t n, const char *name)
{
	size_t l;

	for (l = 1; l <= n; l++) {
		struct lexer lx;
		struct token t;

		if (!mark[l])
			continue;
		lex_init(&lx, d->a[l - 1].s, d->a[l - 1].len);
		while (lex_next(&lx, &t))
			if (t.type == TOK_IDENT && tok_is(&t, name))
				return 1;
	}
	return 0;
}

/* the user's line for line l of the text spatch was given */
static unsigned user_line(const struct unit *u, const char *before,
			  size_t len, unsigned l)
{
	struct linediff m;
	unsigned r;

	if (len == u->len && !memcmp(before, u->buf, len))
		return l;
	linediff(&m, before, len, u->buf, u->len);
	r = l >= 1 && l <= m.na ? m.pos[l - 1] : l;
	linediff_free(&m);
	return r ? r : 1;
}

void stray_revert(struct unit *u, struct rewrite_item *it)
{
	struct linediff d;
	struct strbuf out = STRBUF_INIT;
	size_t i = 0, j = 0, k = 0, n;
	char *mark;
	int reverted = 0;

	if (it->status != REWRITE_OK || !it->before)
		return;
	linediff(&d, it->before, it->before_len, it->text, it->len);
	if (d.over_budget || !linediff_changed(&d)) {
		linediff_free(&d);	/* too costly: port.c says so */
		return;
	}
	n = d.na;
	mark = site_lines(u, it->before, it->before_len, n);
	while (k < d.nops) {
		size_t a0 = i, b0 = j, na, nb, l;
		int mine = 0;

		if (d.ops[k] == 'k') {
			add_line(&out, &d.b[j]);
			i++;
			j++;
			k++;
			continue;
		}
		while (k < d.nops && d.ops[k] != 'k') {
			if (d.ops[k] == 'd')
				i++;
			else
				j++;
			k++;
		}
		na = i - a0;
		nb = j - b0;
		/* the hunk's lines (1-based a0+1 .. i), and one each side */
		for (l = a0; l <= i + 1 && !mine; l++)
			mine = l >= 1 && l <= n && mark[l];
		/* a local that only fed a call of the API goes with the
		 * call (20-kiovec-alloc: the sized allocation's size) */
		if (!mine && !nb) {
			char name[64];

			mine = declared(&d, a0, na, name, sizeof(name)) &&
			       on_site_line(&d, mark, n, name);
		}
		if (mine) {
			for (l = b0; l < j; l++)
				add_line(&out, &d.b[l]);
			continue;
		}
		for (l = a0; l < i; l++)
			add_line(&out, &d.a[l]);
		u->strays = xrealloc(u->strays, (u->nstrays + 1) *
				     sizeof(*u->strays));
		u->strays[u->nstrays].from = (unsigned)a0 + 1;
		u->strays[u->nstrays].to = (unsigned)i;
		u->strays[u->nstrays].line = user_line(u, it->before,
						       it->before_len,
						       na ? (unsigned)a0 + 1 :
						       (unsigned)a0);
		u->strays[u->nstrays].what = describe(&d, a0, na, b0, nb);
		u->strays[u->nstrays].rule = NULL;
		u->nstrays++;
		reverted = 1;
	}
	free(mark);
	linediff_free(&d);
	if (reverted) {
		free(it->text);
		it->len = out.len;
		it->text = out.buf ? strbuf_detach(&out, NULL) : xstrdup("");
	}
	strbuf_release(&out);
}

/* does out change lines from..to of before (or insert among them)? */
static int touches(const struct linediff *d, unsigned from, unsigned to)
{
	size_t i = 0, k;

	for (k = 0; k < d->nops; k++) {
		if (d->ops[k] == 'k') {
			i++;
			continue;
		}
		/* a deleted line i+1, or an insertion after line i */
		if (d->ops[k] == 'd' ? i + 1 >= from && i + 1 <= to :
				       i + 1 >= from && i <= to)
			return 1;
		if (d->ops[k] == 'd')
			i++;
	}
	return 0;
}

void stray_name_rules(struct run *r, const struct rule_set *rs,
		      const struct rewrite_item *items, const size_t *idx,
		      size_t n, int jobs, int timeout_s)
{
	struct rewrite_item *again;
	size_t *which, m = 0, i, s, left = 0, k;

	which = xcalloc(n ? n : 1, sizeof(*which));
	for (i = 0; i < n; i++)
		if (r->units[idx[i]].nstrays && items[i].before) {
			which[m++] = i;
			left += r->units[idx[i]].nstrays;
		}
	again = xcalloc(m ? m : 1, sizeof(*again));
	/* the first k rules: the first prefix that makes a hunk names it */
	for (k = 1; k <= rs->nr && left; k++) {
		struct rule_set prefix = { rs->v, k };

		for (i = 0; i < m; i++) {
			again[i].path = items[which[i]].path;
			again[i].text = xstrndup(items[which[i]].before,
						 items[which[i]].before_len);
			again[i].len = items[which[i]].before_len;
		}
		if (rewrite_batch(&prefix, again, m, jobs, timeout_s))
			left = 0;
		for (i = 0; i < m; i++) {
			struct unit *u = &r->units[idx[which[i]]];
			struct linediff d;

			if (left && again[i].status == REWRITE_OK) {
				linediff(&d, items[which[i]].before,
					 items[which[i]].before_len,
					 again[i].text, again[i].len);
				for (s = 0; s < u->nstrays; s++) {
					struct stray_edit *e = &u->strays[s];

					if (e->rule || !touches(&d, e->from,
								e->to))
						continue;
					e->rule = xstrdup(rs->v[k - 1].name);
					left--;
				}
				linediff_free(&d);
			}
			free(again[i].text);
			free(again[i].before);
			free(again[i].log);
			memset(&again[i], 0, sizeof(again[i]));
		}
	}
	for (i = 0; i < m; i++) {
		const struct unit *u = &r->units[idx[which[i]]];

		for (s = 0; s < u->nstrays; s++)
			diag(u->path, u->strays[s].line, 1, SEV_WARNING,
			     "%s %s outside every %s use zcport "
			     "ports; put back as it was", u->strays[s].rule ?
			     u->strays[s].rule : "the semantic patches",
			     u->strays[s].what, KIONAME(KIOBUF));
	}
	free(again);
	free(which);
}
