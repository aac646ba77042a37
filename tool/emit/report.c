/* report: see report.h for the contract. */
#include <stdlib.h>
#include <string.h>

#include "progress.h"
#include "report.h"
#include "target.h"
#include "util.h"
#include "vocab.h"

static void site_line(const struct site *s, struct strbuf *out)
{
	strbuf_addf(out, "%s:%u:%u: %s: %s", s->file, s->line, s->col,
		    site_kind_name(s->kind), s->symbol);
	if (s->macro)
		strbuf_addf(out, " via %s()", s->macro);
	if (s->function)
		strbuf_addf(out, " in %s()", s->function);
	if (s->guard_evidence)
		strbuf_addf(out, " (%s)", s->guard_evidence);
}

struct count {
	const char *name;
	size_t n;
};

static void count_add(struct count **v, size_t *nr, const char *name)
{
	size_t i;

	for (i = 0; i < *nr; i++)
		if (!strcmp((*v)[i].name, name)) {
			(*v)[i].n++;
			return;
		}
	*v = xrealloc(*v, (*nr + 1) * sizeof(**v));
	(*v)[*nr].name = name;
	(*v)[(*nr)++].n = 1;
}

static int count_cmp(const void *a, const void *b)
{
	const struct count *x = a, *y = b;

	if (x->n != y->n)
		return x->n > y->n ? -1 : 1;
	return strcmp(x->name, y->name);
}

void report_scan_text(struct run *r, struct strbuf *out)
{
	struct count *syms = NULL;
	size_t nsyms = 0, nsites = 0, nfiles = 0, i, j;

	for (i = 0; i < r->nr; i++) {
		struct site_list *l = &r->units[i].sites;

		if (l->nr)
			nfiles++;
		for (j = 0; j < l->nr; j++) {
			site_line(&l->v[j], out);
			strbuf_addch(out, '\n');
			count_add(&syms, &nsyms, l->v[j].symbol);
			nsites++;
		}
	}
	if (nsyms)
		qsort(syms, nsyms, sizeof(*syms), count_cmp);
	/* a line per file with sites, so a big tree says where they are */
	for (i = 0; i < r->nr; i++) {
		size_t n = r->units[i].sites.nr;

		if (n)
			strbuf_addf(out, "summary: %s: %zu site%s\n",
				    r->units[i].path, n, n == 1 ? "" : "s");
	}
	strbuf_addf(out, "summary: %zu site%s in %zu of %zu file%s\n", nsites,
		    nsites == 1 ? "" : "s", nfiles, r->files_walked,
		    r->files_walked == 1 ? "" : "s");
	for (i = 0; i < nsyms; i++)
		strbuf_addf(out, "summary: %6zu %s\n", syms[i].n,
			    syms[i].name);
	free(syms);
}

static void json_site(const struct site *s, struct strbuf *out, int port)
{
	strbuf_addstr(out, "    {\"file\": ");
	strbuf_add_json_str(out, s->file);
	strbuf_addf(out, ", \"line\": %u, \"column\": %u, \"kind\": \"%s\", "
		    "\"symbol\": ", s->line, s->col, site_kind_name(s->kind));
	strbuf_add_json_str(out, s->symbol);
	strbuf_addstr(out, ", \"function\": ");
	if (s->function)
		strbuf_add_json_str(out, s->function);
	else
		strbuf_addstr(out, "null");
	if (s->macro) {
		strbuf_addstr(out, ", \"macro\": ");
		strbuf_add_json_str(out, s->macro);
	}
	if (s->guard_evidence) {
		strbuf_addstr(out, ", \"guard_evidence\": ");
		strbuf_add_json_str(out, s->guard_evidence);
	}
	if (port) {
		strbuf_addf(out, ", \"state\": \"%s\"",
			    site_state_name(s->state));
		if (s->note) {
			strbuf_addstr(out, ", \"note\": ");
			strbuf_add_json_str(out, s->note);
		}
		if (s->state == STATE_MANUAL || s->state == STATE_REMOVED) {
			strbuf_addstr(out, ", \"reason_code\": ");
			strbuf_add_json_str(out, s->reason_code);
			strbuf_addstr(out, ", \"reason\": ");
			strbuf_add_json_str(out, s->reason);
		}
	}
	strbuf_addstr(out, "}");
}

static void json_sites(struct run *r, struct strbuf *out, int port)
{
	size_t i, j;
	int first = 1;

	strbuf_addf(out, "{\n  \"files_scanned\": %zu,\n  \"sites\": [",
		    r->files_walked);
	for (i = 0; i < r->nr; i++) {
		struct site_list *l = &r->units[i].sites;

		for (j = 0; j < l->nr; j++) {
			strbuf_addstr(out, first ? "\n" : ",\n");
			first = 0;
			json_site(&l->v[j], out, port);
		}
	}
	strbuf_addstr(out, first ? "]" : "\n  ]");
}

void report_scan_json(struct run *r, struct strbuf *out)
{
	json_sites(r, out, 0);
	strbuf_addstr(out, "\n}\n");
}

static const char *check_name(enum check_result c)
{
	switch (c) {
	case CHECK_PASSED:
		return "validated";
	case CHECK_FAILED:
		return "failed";
	case CHECK_SKIPPED:
		return "not validated";
	case CHECK_PARTIAL:
		return "partly ported";
	default:
		return "unchecked";
	}
}

/* the target the port is for (target.h) and what it maps the 2.4 names to */
static void json_target(struct strbuf *out)
{
	const struct target_map *m;
	int k, n;

	strbuf_addstr(out, ",\n  \"target\": {\"kernel\": ");
	strbuf_add_json_str(out, target_name(-1));
	strbuf_addstr(out, ", \"helpers\": ");
	strbuf_add_json_str(out, target_helpers_rel(-1));
	strbuf_addstr(out, ", \"mapping\": [");
	m = target_mapping(-1, &n);
	for (k = 0; k < n; k++) {
		strbuf_addstr(out, k ? ",\n    {\"name\": " : "\n    {\"name\": ");
		strbuf_add_json_str(out, m[k].name);
		strbuf_addstr(out, ", \"port\": ");
		strbuf_add_json_str(out, m[k].port);
		strbuf_addch(out, '}');
	}
	strbuf_addstr(out, n ? "\n  ]}" : "]}");
}

/* the semantic patches' edits outside every site, put back (stray.h) */
static void add_strays(const struct unit *u, struct strbuf *out)
{
	size_t i;

	if (!u->nstrays)
		return;
	strbuf_addstr(out, ", \"reverted_edits\": [");
	for (i = 0; i < u->nstrays; i++) {
		strbuf_addf(out, "%s{\"line\": %u, \"rule\": ", i ? ", " : "",
			    u->strays[i].line);
		if (u->strays[i].rule)
			strbuf_add_json_str(out, u->strays[i].rule);
		else
			strbuf_addstr(out, "null");
		strbuf_addstr(out, ", \"change\": ");
		strbuf_add_json_str(out, u->strays[i].what);
		strbuf_addch(out, '}');
	}
	strbuf_addch(out, ']');
}

void report_port_json(struct run *r, struct strbuf *out)
{
	size_t i;
	int first = 1;

	json_sites(r, out, 1);
	json_target(out);
	strbuf_addstr(out, ",\n  \"files\": [");
	for (i = 0; i < r->nr; i++) {
		struct unit *u = &r->units[i];

		if (!u->candidate)
			continue;
		strbuf_addstr(out, first ? "\n    {\"file\": " :
			      ",\n    {\"file\": ");
		first = 0;
		strbuf_add_json_str(out, u->path);
		strbuf_addf(out, ", \"changed\": %s, \"check\": \"%s\"",
			    u->out ? "true" : "false", check_name(u->check));
		if (u->check == CHECK_PASSED || u->check == CHECK_PARTIAL)
			strbuf_addf(out, ", \"compiles\": %s, \"errors\": %zu, "
				    "\"inherited_errors\": %zu",
				    u->errors ? "false" : "true", u->errors,
				    u->inherited_errors);
		add_strays(u, out);
		strbuf_addch(out, '}');
	}
	strbuf_addstr(out, first ? "]\n}\n" : "\n  ]\n}\n");
}

/*
 * The sites left for a human, or removed, one line per file, state and
 * reason: the first site's "file:line:col: kind: symbol in fn(): STATE:
 * CODE: REASON", then how many more share it and where.  A reason is
 * said once per file, however many sites it covers (the JSON report
 * has every site).
 */
static void grouped_sites(const struct unit *u, struct strbuf *out,
			  struct count **reasons, size_t *nreasons)
{
	char *said = xcalloc(u->sites.nr + 1, 1);
	size_t j, k;

	for (j = 0; j < u->sites.nr; j++) {
		const struct site *s = &u->sites.v[j];
		size_t more = 0, shown = 0;

		if (said[j] || (s->state != STATE_MANUAL &&
				s->state != STATE_REMOVED))
			continue;
		site_line(s, out);
		if (s->state == STATE_MANUAL)
			strbuf_addf(out, ": manual: %s: %s", s->reason_code,
				    s->reason);
		else
			strbuf_addf(out, ": removed-in-2.6: %s", s->reason);
		for (k = j + 1; k < u->sites.nr; k++) {
			const struct site *o = &u->sites.v[k];

			if (said[k] || o->state != s->state ||
			    strcmp(o->reason_code, s->reason_code) ||
			    strcmp(o->reason, s->reason))
				continue;
			said[k] = 1;
			if (!more++)
				strbuf_addstr(out, " [also at");
			if (shown++ < 8)
				strbuf_addf(out, " %u:%u", o->line, o->col);
		}
		if (more > 8)
			strbuf_addf(out, " and %zu more", more - 8);
		if (more)
			strbuf_addf(out, ": %zu sites]", more + 1);
		strbuf_addch(out, '\n');
		if (s->state == STATE_MANUAL)
			for (k = 0; k <= more; k++)
				count_add(reasons, nreasons, s->reason_code);
	}
	free(said);
}

/* sites by state: converted, guarded, removed-in-2.6, and the rest */
struct tally {
	size_t conv, manual, guarded, removed;
};

static void tally_sites(const struct unit *u, struct tally *t)
{
	size_t j;

	for (j = 0; j < u->sites.nr; j++) {
		switch (u->sites.v[j].state) {
		case STATE_CONVERTED:
			t->conv++;
			break;
		case STATE_GUARDED:
			t->guarded++;
			break;
		case STATE_REMOVED:
			t->removed++;
			break;
		default:
			t->manual++;
		}
	}
}

/* "  FILE: N converted, N manual, ..., its check and what it says" */
static void file_line(const struct unit *u, struct strbuf *out)
{
	struct tally t = { 0, 0, 0, 0 };

	tally_sites(u, &t);
	strbuf_addf(out, "  %s: %zu converted, %zu manual, ", u->path,
		    t.conv, t.manual);
	if (t.guarded)
		strbuf_addf(out, "%zu guarded, ", t.guarded);
	if (t.removed)
		strbuf_addf(out, "%zu removed-in-2.6, ", t.removed);
	strbuf_addf(out, "%s", check_name(u->check));
	if ((u->check == CHECK_PASSED || u->check == CHECK_PARTIAL) &&
	    !u->errors)
		strbuf_addf(out, ", compiles on %s", target_name(-1));
	else if (u->check == CHECK_PASSED)
		strbuf_addf(out, ", no new errors (%zu the original "
			    "has too, in code the port did not touch: "
			    "its other 2.4 APIs)", u->inherited_errors);
	else if (u->check == CHECK_PARTIAL) {
		size_t held = u->errors - u->inherited_errors;

		strbuf_addf(out, ", %zu error%s in code left for a "
			    "human", held, held == 1 ? "" : "s");
		if (u->inherited_errors)
			strbuf_addf(out, ", %zu the original has too "
				    "in code the port did not touch",
				    u->inherited_errors);
	}
	if (u->nstrays)
		strbuf_addf(out, "; %zu edit%s outside the %s uses "
			    "put back", u->nstrays,
			    u->nstrays == 1 ? "" : "s", KIONAME(KIOBUF));
	strbuf_addch(out, '\n');
}

void report_port_summary(struct run *r, struct strbuf *out)
{
	struct count *reasons = NULL;
	struct tally all = { 0, 0, 0, 0 };
	size_t nreasons = 0, i;
	size_t files = 0, validated = 0, failed = 0;

	for (i = 0; i < r->nr; i++) {
		struct unit *u = &r->units[i];

		if (!u->candidate)
			continue;
		files++;
		tally_sites(u, &all);
		grouped_sites(u, out, &reasons, &nreasons);
	}
	strbuf_addstr(out, "files:\n");
	for (i = 0; i < r->nr; i++) {
		struct unit *u = &r->units[i];

		/* the helper header the port writes (helperhdr.h) */
		if (u->generated && u->out)
			strbuf_addf(out, "  %s: helper header, %s\n", u->path,
				    u->created ? "new" : "updated");
		if (!u->candidate)
			continue;
		file_line(u, out);
		if (u->check == CHECK_PASSED || u->check == CHECK_PARTIAL)
			validated++;
		else if (u->check == CHECK_FAILED)
			failed++;
	}
	if (nreasons)
		qsort(reasons, nreasons, sizeof(*reasons), count_cmp);
	strbuf_addf(out, "summary: %zu files scanned, %zu with %s code, "
		    "%zu sites: %zu converted, %zu manual",
		    r->files_walked, files, KIONAME(KIOBUF),
		    all.conv + all.manual + all.guarded + all.removed,
		    all.conv, all.manual);
	if (all.guarded)
		strbuf_addf(out, ", %zu guarded (2.4 branches left alone)",
			    all.guarded);
	if (all.removed)
		strbuf_addf(out, ", %zu removed-in-2.6 (2.4's own %s code: "
			    "delete it)", all.removed, KIONAME(KIOBUF));
	strbuf_addch(out, '\n');
	for (i = 0; i < nreasons; i++)
		strbuf_addf(out, "summary: manual %-12s %zu\n",
			    reasons[i].name, reasons[i].n);
	strbuf_addf(out, "summary: %zu files validated, %zu failed\n",
		    validated, failed);
	/* the default target goes without saying (outputs stay as they were) */
	if (target_get() != TARGET_26)
		strbuf_addf(out, "summary: target Linux %s: helpers from %s\n",
			    target_name(-1), target_helpers_rel(-1));
	strbuf_addf(out, "summary: wall time %.2f s\n", elapsed_seconds());
	free(reasons);
}
