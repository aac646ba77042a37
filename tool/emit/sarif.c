/* sarif: see sarif.h for the contract. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "linediff.h"
#include "rules.h"
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

/* SARIF counts columns in UTF-16 code units; zcport's are bytes */
static unsigned utf16_col(const char *buf, size_t len, unsigned line,
			  unsigned col)
{
	size_t i = 0;
	unsigned l = 1, units = 1, k;

	if (!buf)
		return col;
	while (i < len && l < line)
		if (buf[i++] == '\n')
			l++;
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

/* the change run of the diff that holds old line l, as a replacement */
static void fix_json(struct strbuf *out, const struct unit *u,
		     const struct linediff *d, const struct site *s)
{
	size_t i, ia = 0, ib = 0, start = 0, a0 = 0, b0 = 0;
	int found = 0;

	for (i = 0; i < d->nops && !found; i++) {
		if (d->ops[i] == 'k') {
			ia++;
			ib++;
			continue;
		}
		start = i;
		a0 = ia;
		b0 = ib;
		while (i < d->nops && d->ops[i] != 'k') {
			if (d->ops[i] == 'd')
				ia++;
			else
				ib++;
			i++;
		}
		if (s->anchor_line > a0 && s->anchor_line <= ia)
			found = 1;
		i--;
	}
	(void)start;
	if (!found || ia == a0)
		return;
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

void report_sarif(struct run *r, struct strbuf *out, int with_fixes)
{
	struct rule_set rs;
	size_t i, j, k;
	int first = 1;

	rules_load(&rs, RULES_PORT);
	strbuf_addstr(out, "{\n  \"$schema\": \"https://json.schemastore.org/"
		      "sarif-2.1.0.json\",\n  \"version\": \"2.1.0\",\n"
		      "  \"runs\": [{\n    \"tool\": {\"driver\": {\"name\": "
		      "\"zcport\", \"rules\": [");
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
	strbuf_addstr(out, "\n      ]}},\n    \"columnKind\": \"utf16CodeUnits\",\n"
		      "    \"results\": [");
	first = 1;
	for (i = 0; i < r->nr; i++) {
		struct unit *u = &r->units[i];
		struct linediff d;
		int have_diff = with_fixes && unit_writable(u);

		if (have_diff)
			linediff(&d, u->buf, u->len, u->out, u->out_len);
		for (j = 0; j < u->sites.nr; j++) {
			struct site *s = &u->sites.v[j];
			char *id, buf[32];
			uint64_t h;
			unsigned rank = 0;

			for (k = 0; k < j; k++)
				rank += !strcmp(u->sites.v[k].symbol,
						s->symbol) &&
					u->sites.v[k].kind == s->kind &&
					!strcmp(u->sites.v[k].function ?
						u->sites.v[k].function : "",
						s->function ? s->function : "");
			id = s->state == STATE_MANUAL ?
			     xasprintf("manual/%s", s->reason_code) :
			     s->state == STATE_GUARDED ? xstrdup("guarded") :
			     xstrdup(rule_for(s));
			h = fnv(fnv(fnv(fnv(1469598103934665603ULL,
					    diff_path(s->file)),
					s->function), s->symbol),
				site_kind_name(s->base_kind));
			snprintf(buf, sizeof(buf), "%u", rank);
			h = fnv(h, buf);
			strbuf_addstr(out, first ? "\n" : ",\n");
			first = 0;
			strbuf_addstr(out, "      {\"ruleId\": ");
			strbuf_add_json_str(out, id);
			strbuf_addf(out, ", \"level\": \"%s\", \"message\": "
				    "{\"text\": ", s->state == STATE_MANUAL ?
				    "warning" : s->state == STATE_GUARDED ?
				    "none" : "note");
			{
				char *msg = s->state == STATE_MANUAL ?
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

				strbuf_add_json_str(out, msg);
				free(msg);
			}
			strbuf_addstr(out, "}, \"locations\": [{"
				      "\"physicalLocation\": {"
				      "\"artifactLocation\": {\"uri\": ");
			strbuf_add_json_str(out, diff_path(s->file));
			strbuf_addf(out, "}, \"region\": {\"startLine\": %u, "
				    "\"startColumn\": %u}}}], "
				    "\"partialFingerprints\": "
				    "{\"zcportSite/v1\": \"%016llx\"}",
				    s->line, utf16_col(u->buf, u->len, s->line,
						       s->col),
				    (unsigned long long)h);
			if (have_diff && s->state == STATE_CONVERTED)
				fix_json(out, u, &d, s);
			strbuf_addstr(out, "}");
			free(id);
		}
		if (have_diff)
			linediff_free(&d);
	}
	strbuf_addstr(out, first ? "]\n  }]\n}\n" : "\n    ]\n  }]\n}\n");
}
