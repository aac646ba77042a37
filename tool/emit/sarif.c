/* sarif: see sarif.h for the contract. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "linediff.h"
#include "lookup.h"
#include "rules.h"
#include "runtmp.h"
#include "sarif.h"
#include "util.h"
#include "vocab.h"

/* which migration converted a site: the one that declares its name */
static const char *rule_for(const struct site *s)
{
	const struct vocab *v = s->base_kind == KIND_MEMBER ?
				vocab_lookup_member(s->symbol) :
				s->base_kind == KIND_INCLUDE ? NULL :
				vocab_lookup(s->symbol, strlen(s->symbol));

	if (s->base_kind == KIND_INCLUDE)
		return "include-swap";
	if (s->flags & SITE_HIGHMEM)
		return "kmap";
	/* every site's name is declared; t-sarif.sh checks each ruleId is */
	return v ? v->rule : "undeclared";
}

/* where each line of a unit's text starts, for utf16_col() */
struct line_starts {
	size_t *v;
	size_t n;
};

static void line_starts_init(struct line_starts *ls, const char *buf,
			     size_t len)
{
	size_t i, alloc = 256;

	ls->v = xmalloc(alloc * sizeof(size_t));
	ls->n = 0;
	ls->v[ls->n++] = 0;
	for (i = 0; buf && i < len; i++) {
		if (buf[i] != '\n')
			continue;
		if (ls->n == alloc)
			ls->v = xrealloc(ls->v, (alloc *= 2) * sizeof(size_t));
		ls->v[ls->n++] = i + 1;
	}
}

/* SARIF counts columns in UTF-16 code units; zcport's are bytes */
static unsigned utf16_col(const char *buf, size_t len,
			  const struct line_starts *ls, unsigned line,
			  unsigned col)
{
	size_t i;
	unsigned units = 1, k;

	if (!buf)
		return col;
	/* the line's first byte (the end, for a line past the last) */
	i = !line ? 0 : line - 1 < ls->n ? ls->v[line - 1] : len;
	for (k = 1; k < col && i < len; k++, i++) {
		unsigned char c = (unsigned char)buf[i];

		if ((c & 0xc0) == 0x80)
			continue;		/* a continuation byte */
		units += c >= 0xf0 ? 2 : 1;	/* astral: a surrogate pair */
	}
	return units;
}

static uint64_t fnv(uint64_t h, const char *s)
{
	for (; s && *s; s++) {
		h ^= (unsigned char)*s;
		h *= 1099511628211ULL;
	}
	return h ^ 0xff;
}

static void rule_json(struct strbuf *out, const char *id, const char *text,
		      const char *confidence, int *first)
{
	strbuf_addstr(out, *first ? "\n" : ",\n");
	*first = 0;
	strbuf_addstr(out, "        {\"id\": ");
	strbuf_add_json_str(out, id);
	strbuf_addstr(out, ", \"shortDescription\": {\"text\": ");
	strbuf_add_json_str(out, id);
	strbuf_addstr(out, "}, \"fullDescription\": {\"text\": ");
	strbuf_add_json_str(out, text);
	strbuf_addstr(out, "}");
	if (confidence) {
		strbuf_addstr(out, ", \"properties\": {\"confidence\": ");
		strbuf_add_json_str(out, confidence);
		strbuf_addstr(out, "}");
	}
	strbuf_addstr(out, "}");
}

/* a change run of a diff: old lines a0+1..a1 became new b0+1..b1 */
struct change {
	size_t a0, a1, b0, b1;
};

struct changes {
	struct change *v;
	size_t n;
};

static void changes_init(struct changes *c, const struct linediff *d)
{
	size_t i, ia = 0, ib = 0, alloc = 16;

	c->v = xmalloc(alloc * sizeof(*c->v));
	c->n = 0;
	for (i = 0; i < d->nops; i++) {
		if (d->ops[i] == 'k') {
			ia++;
			ib++;
			continue;
		}
		if (c->n == alloc)
			c->v = xrealloc(c->v, (alloc *= 2) * sizeof(*c->v));
		c->v[c->n].a0 = ia;
		c->v[c->n].b0 = ib;
		while (i < d->nops && d->ops[i] != 'k') {
			if (d->ops[i] == 'd')
				ia++;
			else
				ib++;
			i++;
		}
		c->v[c->n].a1 = ia;
		c->v[c->n++].b1 = ib;
		i--;
	}
}

static size_t change_end(const void *ctx, size_t i)
{
	return ((const struct changes *)ctx)->v[i].a1;
}

/* the change run of the diff that holds old line l, as a replacement */
static void fix_json(struct strbuf *out, const struct unit *u,
		     const struct linediff *d, const struct changes *c,
		     const struct site *s)
{
	size_t i, a0, ia, b0, ib;

	/* the first run ending at or after the line: does it hold it? */
	i = sidx_lower(c->n, change_end, c, s->anchor_line);
	if (i == c->n || !(s->anchor_line > c->v[i].a0) ||
	    c->v[i].a1 == c->v[i].a0)
		return;
	a0 = c->v[i].a0;
	ia = c->v[i].a1;
	b0 = c->v[i].b0;
	ib = c->v[i].b1;
	strbuf_addstr(out, ", \"fixes\": [{\"description\": {\"text\": "
		      "\"zcport's port\"}, \"artifactChanges\": "
		      "[{\"artifactLocation\": {\"uri\": ");
	strbuf_add_json_str(out, diff_path(u->path));
	strbuf_addf(out, "}, \"replacements\": [{\"deletedRegion\": "
		    "{\"startLine\": %zu, \"endLine\": %zu}, "
		    "\"insertedContent\": {\"text\": ", a0 + 1, ia);
	{
		struct strbuf text = STRBUF_INIT;

		for (i = b0; i < ib; i++) {
			strbuf_add(&text, d->b[i].s, d->b[i].len);
			strbuf_addch(&text, '\n');
		}
		strbuf_add_json_str(out, text.buf ? text.buf : "");
		strbuf_release(&text);
	}
	strbuf_addstr(out, "}}]}]}]");
}

static int rank_cmp(const void *ctx, size_t a, size_t b)
{
	const struct site *x = &((const struct site_list *)ctx)->v[a];
	const struct site *y = &((const struct site_list *)ctx)->v[b];
	int c = strcmp(x->symbol, y->symbol);

	if (c)
		return c;
	if (x->kind != y->kind)
		return x->kind < y->kind ? -1 : 1;
	return strcmp(x->function ? x->function : "",
		      y->function ? y->function : "");
}

/*
 * rank[j]: how many sites before site j have its symbol, kind and
 * function (the fingerprint's tie-breaker): its place in that group.
 */
static unsigned *site_ranks(const struct site_list *l)
{
	unsigned *rank = xcalloc(l->nr + 1, sizeof(unsigned));
	struct sorted_index ix;
	size_t k;

	sorted_index_build(&ix, l->nr, rank_cmp, l);
	for (k = 1; k < ix.n; k++)
		if (!rank_cmp(l, ix.v[k - 1], ix.v[k]))
			rank[ix.v[k]] = rank[ix.v[k - 1]] + 1;
	sorted_index_free(&ix);
	return rank;
}

/* the rules: the semantic patches', the C passes', every manual reason */
static void add_rules(struct strbuf *out)
{
	struct rule_set rs;
	size_t i, j, k;
	int first = 1;

	rules_load(&rs, RULES_PORT);
	for (i = 0; i < rs.nr; i++)
		rule_json(out, rs.v[i].name, rs.v[i].description,
			  rs.v[i].confidence, &first);
	{
		const struct vocab_pass *pv = vocab_passes(&k);
		const struct vocab_reason *rv;

		for (j = 0; j < k; j++)
			rule_json(out, pv[j].name, pv[j].description, NULL,
				  &first);
		rv = vocab_reasons(&k);
		for (j = 0; j < k; j++) {
			char *id = xasprintf("manual/%s", rv[j].code);

			rule_json(out, id, rv[j].text, NULL, &first);
			free(id);
		}
	}
	rules_free(&rs);
}

/* a site's result message (the caller frees it) */
static char *site_message(const struct site *s)
{
	return s->state == STATE_MANUAL ?
		xasprintf("%s %s: %s", site_kind_name(
			  s->kind), s->symbol,
			  s->reason) :
		s->guard_evidence ?
		xasprintf("%s %s: 2.4 branch (%s), left "
			  "alone", site_kind_name(
			  s->kind), s->symbol,
			  s->guard_evidence) :
		xasprintf("%s %s: %s", site_kind_name(
			  s->kind), s->symbol,
			  s->state == STATE_GUARDED ?
			  "2.4 branch, left alone" :
			  s->state == STATE_CONVERTED ?
			  "converted" : "found");
}

/*
 * A site's fingerprint: its file, function, symbol and kind, and its
 * rank among the sites that share them -- not its line, which edits
 * above it move
 */
static uint64_t site_fingerprint(const struct site *s, unsigned rank)
{
	char buf[32];
	uint64_t h;

	h = fnv(fnv(fnv(fnv(1469598103934665603ULL,
			    diff_path(s->file)),
			s->function), s->symbol),
		site_kind_name(s->base_kind));
	snprintf(buf, sizeof(buf), "%u", rank);
	return fnv(h, buf);
}

/* one site's result; with its fix when d (the unit's diff) is given */
static void site_result(struct strbuf *out, struct unit *u, struct site *s,
			unsigned rank, const struct line_starts *ls,
			const struct linediff *d, struct changes *ch)
{
	char *id, *msg;
	uint64_t h;

	id = s->state == STATE_MANUAL ?
	     xasprintf("manual/%s", s->reason_code) :
	     s->state == STATE_GUARDED ? xstrdup("guarded") :
	     xstrdup(rule_for(s));
	h = site_fingerprint(s, rank);
	strbuf_addstr(out, "      {\"ruleId\": ");
	strbuf_add_json_str(out, id);
	strbuf_addf(out, ", \"level\": \"%s\", \"message\": "
		    "{\"text\": ", s->state == STATE_MANUAL ?
		    "warning" : s->state == STATE_GUARDED ?
		    "none" : "note");
	msg = site_message(s);
	strbuf_add_json_str(out, msg);
	free(msg);
	strbuf_addstr(out, "}, \"locations\": [{"
		      "\"physicalLocation\": {"
		      "\"artifactLocation\": {\"uri\": ");
	strbuf_add_json_str(out, diff_path(s->file));
	strbuf_addf(out, "}, \"region\": {\"startLine\": %u, "
		    "\"startColumn\": %u}}}], "
		    "\"partialFingerprints\": "
		    "{\"zcportSite/v1\": \"%016llx\"}",
		    s->line, utf16_col(u->buf, u->len, ls,
				       s->line, s->col),
		    (unsigned long long)h);
	if (d && s->state == STATE_CONVERTED)
		fix_json(out, u, d, ch, s);
	strbuf_addstr(out, "}");
	free(id);
}

/* the results of one unit's sites (*first: none written yet) */
static void unit_results(struct strbuf *out, struct unit *u, int with_fixes,
			 int *first)
{
	struct linediff d;
	struct changes ch;
	struct line_starts ls;
	unsigned *ranks;
	int have_diff = with_fixes && unit_writable(u);
	size_t j;

	if (have_diff) {
		linediff(&d, u->buf, u->len, u->out, u->out_len);
		changes_init(&ch, &d);
	}
	line_starts_init(&ls, u->buf, u->len);
	ranks = site_ranks(&u->sites);
	for (j = 0; j < u->sites.nr; j++) {
		strbuf_addstr(out, *first ? "\n" : ",\n");
		*first = 0;
		site_result(out, u, &u->sites.v[j], ranks[j], &ls,
			    have_diff ? &d : NULL, &ch);
	}
	free(ranks);
	free(ls.v);
	if (have_diff) {
		free(ch.v);
		linediff_free(&d);
	}
}

void report_sarif(struct run *r, struct strbuf *out, int with_fixes)
{
	size_t i;
	int first = 1;

	strbuf_addstr(out, "{\n  \"$schema\": \"https://json.schemastore.org/"
		      "sarif-2.1.0.json\",\n  \"version\": \"2.1.0\",\n"
		      "  \"runs\": [{\n    \"tool\": {\"driver\": {\"name\": "
		      "\"zcport\", \"rules\": [");
	add_rules(out);
	strbuf_addstr(out, "\n      ]}},\n    \"columnKind\": \"utf16CodeUnits\",\n"
		      "    \"results\": [");
	for (i = 0; i < r->nr; i++) {
		runtmp_check();	/* Ctrl-C: no fix cut short is printed */
		if (r->units[i].sites.nr)
			unit_results(out, &r->units[i], with_fixes, &first);
	}
	strbuf_addstr(out, first ? "]\n  }]\n}\n" : "\n    ]\n  }]\n}\n");
}
