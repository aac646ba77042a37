/* vocab: see vocab.h for the contract. */
#include <ctype.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "datadir.h"
#include "diag.h"
#include "migrations.h"
#include "rules.h"
#include "target.h"
#include "util.h"
#include "vocab.h"

/*
 * What the pipeline's own C passes port, besides the migrations' (whose
 * passes are in the table, migrations.h), and the reasons the pipeline
 * gives whatever the migration: the only vocabulary not declared in a
 * migration's folder.
 */
static const struct vocab_pass own_passes[] = {
	{ "include-swap", "#include <linux/iobuf.h> becomes the 2.6 headers "
	  "the new code needs (tool/rewrite/fixup.c)", NULL },
	{ "guarded", "a kiobuf use in the 2.4 branch of dual-version code, "
	  "left alone (tool/read/guard.c)", NULL },
};

/* the names the C code spells itself (kiobuf.def, vocab.h) */
#define KIO(id, spelling, kind) const char kio_name_##id[] = spelling;
#include "kiobuf.def"
#undef KIO

#define KIO_KIND_FUNCTION	VOC_FUNCTION
#define KIO_KIND_TYPE		VOC_TYPE
#define KIO_KIND_MEMBER		VOC_MEMBER
#define KIO_KIND_CONSTANT	VOC_CONSTANT
#define KIO_KIND_WORD		(-1)

/* each name, its kind (-1: a WORD, not the rules' to declare), its line */
static const struct {
	const char *name;
	int kind;
	unsigned line;
} kio_defs[] = {
#define KIO(id, spelling, kind) { KIONAME(id), KIO_KIND_##kind, __LINE__ },
#include "kiobuf.def"
#undef KIO
};

static const struct vocab pass_names[] = {
	{ VOCAB_HEADER, VOC_HEADER, NULL, NULL, "include-swap", NULL },
};

static const struct vocab_reason pipeline_reasons[] = {
	{ "highmem", "page_address() of a pinned user page is NULL in 2.6 "
	  "when the page is in high memory, and the port could not prove a "
	  "kmap()/kunmap() pair safe here: map it yourself", "pipeline" },
	{ "scatterlist", "2.4 named a DMA scatterlist entry by its page's "
	  "kernel address; 2.6's struct scatterlist has no address member, "
	  "and pci_map_sg()/dma_map_sg() map an entry's page at its offset: "
	  "set the entry's page and offset, not a kmap() address",
	  "pipeline" },
	{ "ifdef-args", "the call's arguments hold #if lines, which spatch "
	  "would turn into broken C; port it by hand", "pipeline" },
	{ "macro", "produced by a driver macro whose body the semantic "
	  "patches did not port; port the macro by hand", "pipeline" },
	{ "inactive", "in a disabled #if block that spatch did not port; "
	  "port it by hand or drop the block", "pipeline" },
	{ "reference", "a kiobuf function used as a value, not called; port "
	  "it by hand", "pipeline" },
	{ "no-match", "no semantic patch matched this use (an unusual shape, "
	  "or code spatch could not parse: see spatch --parse-c)",
	  "pipeline" },
	{ "validation", "the port of the function (or file) holding this "
	  "use did not compile against the 2.6 headers, or failed a "
	  "semantic check: it is left as it was (a file no function "
	  "explains the error of is not written)", "pipeline" },
	{ "declared-elsewhere", "a kiobuf declaration and its uses are in "
	  "files not all ported in this run (a struct member declared in a "
	  "header zcport was not given, or a header's declaration that a "
	  "file outside the run uses): they change type together; port "
	  "those files together", "pipeline" },
	{ "unfinished", "the function holding this use does not compile "
	  "against 2.6 yet, for an error the original has too (its other "
	  "2.4 APIs): the port of its kiobuf code is in place, the rest of "
	  "the function is for a human", "pipeline" },
	{ "timeout", "spatch ran out of time on this file; nothing in it was "
	  "ported", "pipeline" },
	{ "crash", "spatch failed on this file; nothing in it was ported",
	  "pipeline" },
	{ "too-large", "the file is larger, or its port costlier, than one "
	  "file may be (ZCPORT_MAX_FILE_SIZE, ZCPORT_DIFF_WORK); it is left "
	  "whole: port it by hand or in parts", "pipeline" },
	{ "removed-in-2.6", "2.4's own kiobuf code (the API's "
	  "implementation, its header and exports, the VFS's O_DIRECT path "
	  "on kiobufs), which 2.6 deleted without a replacement to port "
	  "to: delete it", "pipeline" },
	{ "f-iobuf", "2.6's struct file has no f_iobuf: a driver that "
	  "borrowed the file's O_DIRECT kiobuf needs a vector of its own, "
	  "allocated where the transfer starts and freed where it ends",
	  "pipeline" },
	{ "input", "the code cannot be ported as it is: a function or "
	  "declaration that does not parse (as C, or for spatch), or a file "
	  "that cannot be read", "pipeline" },
};

#define NELEM(a) (sizeof(a) / sizeof((a)[0]))

static struct rule_set rules;
static struct vocab *table;
static size_t table_nr;
static struct vocab_reason *reasons;
static size_t reasons_nr;
static struct strbuf load_errors = STRBUF_INIT;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static const char *const class_names[] = {
	[VOC_FUNCTION] = "function", [VOC_TYPE] = "type",
	[VOC_CONSTANT] = "constant", [VOC_MEMBER] = "member",
	[VOC_HEADER] = "header",
};

static int parse_class(const char *s, enum vocab_class *cls)
{
	size_t i;

	for (i = 0; i < NELEM(class_names); i++)
		if (!strcmp(s, class_names[i])) {
			*cls = (enum vocab_class)i;
			return 0;
		}
	return -1;
}

static const struct vocab *find(const char *name, size_t len, int member)
{
	size_t i;

	for (i = 0; i < table_nr; i++) {
		if ((table[i].cls == VOC_MEMBER) != member ||
		    table[i].cls == VOC_HEADER)
			continue;
		if (strlen(table[i].name) == len &&
		    !memcmp(table[i].name, name, len))
			return &table[i];
	}
	return NULL;
}

static const struct vocab_reason *find_reason(const char *code)
{
	size_t i;

	for (i = 0; i < reasons_nr; i++)
		if (!strcmp(reasons[i].code, code))
			return &reasons[i];
	return NULL;
}

static void add_name(const struct vocab *v, const char *path, unsigned line)
{
	size_t i;

	for (i = 0; i < table_nr; i++)
		if (!strcmp(table[i].name, v->name) &&
		    (table[i].cls == VOC_MEMBER) == (v->cls == VOC_MEMBER)) {
			strbuf_addf(&load_errors, "%s:%u:1: error: '%s' is "
				    "declared by %s too; a name belongs to one "
				    "migration\n", path, line, v->name,
				    table[i].rule);
			return;
		}
	table = xrealloc(table, (table_nr + 1) * sizeof(*table));
	table[table_nr++] = *v;
}

static void add_reason(const struct vocab_reason *r, const char *path,
		       unsigned line)
{
	const struct vocab_reason *old = find_reason(r->code);

	if (old) {
		strbuf_addf(&load_errors, "%s:%u:1: error: reason '%s' is "
			    "declared by %s too\n", path, line, r->code,
			    old->owner);
		return;
	}
	reasons = xrealloc(reasons, (reasons_nr + 1) * sizeof(*reasons));
	reasons[reasons_nr++] = *r;
}

/* the path of the rule named name, for a message */
static const char *rule_path(const char *name)
{
	size_t i;

	for (i = 0; i < rules.nr; i++)
		if (!strcmp(rules.v[i].name, name))
			return rules.v[i].path;
	return name;
}

static void load(void)
{
	size_t i, j;

	rules_load(&rules, RULES_PORT);
	for (i = 0; i < NELEM(pass_names); i++)
		add_name(&pass_names[i], "tool/api/vocab.c", 0);
	for (i = 0; i < NELEM(pipeline_reasons); i++)
		add_reason(&pipeline_reasons[i], "tool/api/vocab.c", 0);
	for (i = 0; i < rules.nr; i++) {
		const struct rule *r = &rules.v[i];

		for (j = 0; j < r->nreasons; j++) {
			struct vocab_reason vr = {
				r->reasons[j].code, r->reasons[j].text,
				r->name
			};

			add_reason(&vr, r->path, r->reasons[j].line);
		}
		for (j = 0; j < r->ndecls; j++) {
			const struct rule_decl *d = &r->decls[j];
			struct vocab v = { d->name, VOC_FUNCTION,
					   d->manual_code, d->guidance,
					   r->name, d->replacement };

			if (parse_class(d->cls, &v.cls)) {
				strbuf_addf(&load_errors, "%s:%u:1: error: "
					    "unknown class '%s' (function, "
					    "type, constant, member or "
					    "header)\n", r->path, d->line,
					    d->cls);
				continue;
			}
			add_name(&v, r->path, d->line);
		}
	}
	/* a Flags code needs its Reason; a Flags name without guidance of
	 * its own gets the reason's */
	for (i = 0; i < table_nr; i++) {
		const struct vocab_reason *vr;

		if (!table[i].manual_code)
			continue;
		vr = find_reason(table[i].manual_code);
		if (!vr) {
			strbuf_addf(&load_errors, "%s:1:1: error: '%s' is "
				    "flagged '%s', a reason no migration "
				    "declares\n", rule_path(table[i].rule),
				    table[i].name, table[i].manual_code);
			continue;
		}
		if (!table[i].guidance)
			table[i].guidance = vr->text;
	}
}

/* the vocabulary, loaded; a broken declaration is a broken install */
static void ready(void)
{
	pthread_once(&once, load);
	if (load_errors.len) {
		fputs(load_errors.buf, stderr);
		die("the semantic patches' declarations are broken (see above)");
	}
}

const struct vocab *vocab_lookup(const char *name, size_t len)
{
	ready();
	return find(name, len, 0);
}

const struct vocab *vocab_lookup_member(const char *name)
{
	ready();
	return find(name, strlen(name), 1);
}

const struct vocab *vocab_table(size_t *nr)
{
	ready();
	*nr = table_nr;
	return table;
}

const struct vocab_reason *vocab_reasons(size_t *nr)
{
	ready();
	*nr = reasons_nr;
	return reasons;
}

const struct vocab_reason *vocab_reason(const char *code)
{
	const struct vocab_reason *r;

	ready();
	r = find_reason(code);
	if (!r)
		die("internal error: reason code '%s' is declared nowhere "
		    "(add a Reason: to its migration)", code);
	return r;
}

static struct vocab_pass passes[NELEM(own_passes) + MIG_NR];
static size_t passes_nr;
static pthread_once_t passes_once = PTHREAD_ONCE_INIT;

/* the pipeline's own, then each migration's that has a name */
static void load_passes(void)
{
	size_t i;

	for (i = 0; i < NELEM(own_passes); i++)
		passes[passes_nr++] = own_passes[i];
	for (i = 0; i < MIG_NR; i++) {
		const struct migration_pass *mp = migrations[i].pass;

		if (!mp->name)
			continue;
		passes[passes_nr].name = mp->name;
		passes[passes_nr].description = mp->description;
		passes[passes_nr++].helpers = mp->helpers;
	}
}

const struct vocab_pass *vocab_passes(size_t *nr)
{
	pthread_once(&passes_once, load_passes);
	*nr = passes_nr;
	return passes;
}

/*
 * Every function name contains "kiobuf" or "kiovec" or "kio_", every
 * constant "KIO_", the header "iobuf": one memmem() for "kio" and
 * "KIO_"/"iobuf" each rejects a file that has none of them.  vocab_lint()
 * holds the declarations to that.
 */
int vocab_prefilter(const char *buf, size_t len)
{
	return memmem(buf, len, "kio", 3) || memmem(buf, len, "KIO_", 4) ||
	       memmem(buf, len, "iobuf", 5);
}

/* ---- lint ---- */

static int is_ident(int c)
{
	return isalnum(c) || c == '_';
}

/* each identifier of line s (n bytes) in turn: *at, returns its length */
static size_t next_ident(const char **s, const char *end)
{
	const char *p = *s;

	while (p < end && !(isalpha((unsigned char)*p) || *p == '_'))
		p++;
	*s = p;
	while (p < end && is_ident((unsigned char)*p))
		p++;
	return (size_t)(p - *s);
}

static int declared_helper(const struct rule *r, const char *name, size_t n)
{
	size_t i;

	for (i = 0; i < r->nhelpers; i++)
		if (strlen(r->helpers[i]) == n &&
		    !memcmp(r->helpers[i], name, n))
			return 1;
	return 0;
}

/*
 * The piece names of target t's helper code ("@@ piece NAME ..."), and,
 * when files is not NULL, the file each stands in ("semantic-patches/
 * FOLDER/FILE", or the frame's name); the caller frees both vectors and
 * their strings.
 */
static size_t helper_pieces(int t, char ***names, char ***files)
{
	char *buf, *p, *file = xstrdup(target_helpers_rel(t));
	size_t len, nr = 0;

	*names = NULL;
	if (files)
		*files = NULL;
	buf = target_helpers_text(t, &len);
	for (p = buf; *p; ) {
		char *eol = strchr(p, '\n');
		size_t n = eol ? (size_t)(eol - p) : strlen(p);

		if (n > 8 && !strncmp(p, "@@ file ", 8)) {
			free(file);
			file = xasprintf("%s/%.*s", RULES_PORT, (int)(n - 8),
					 p + 8);
		}
		if (n > 9 && !strncmp(p, "@@ piece ", 9)) {
			const char *s = p + 9, *end = p + n;
			size_t k = next_ident(&s, end);

			*names = xrealloc(*names, (nr + 1) * sizeof(**names));
			(*names)[nr] = xstrndup(s, k);
			if (files) {
				*files = xrealloc(*files, (nr + 1) *
						  sizeof(**files));
				(*files)[nr] = xstrdup(file);
			}
			nr++;
		}
		p = eol ? eol + 1 : p + n;
	}
	free(file);
	free(buf);
	return nr;
}

/*
 * One - or + line of a rule body (p, n bytes; line its number): a name
 * with the API's prefix it removes must be declared by a migration, and
 * a helper piece it calls must be on the rule's Helpers: line.
 */
static int lint_body_line(const struct rule *r, char **pieces,
			  size_t npieces, const char *p, size_t n,
			  unsigned line, struct strbuf *out)
{
	const char *s = p + 1, *end = p + n;
	size_t k, i;
	int bad = 0;

	while ((k = next_ident(&s, end))) {
		if (p[0] == '-' && (memmem(s, k, "kio", 3) ||
				    memmem(s, k, "KIO_", 4)) &&
		    !find(s, k, 0) && !find(s, k, 1)) {
			strbuf_addf(out, "%s:%u:%ld: error: the rule "
				    "removes '%.*s', which no migration "
				    "declares (add it to a Ports: line)"
				    "\n", r->path, line,
				    (long)(s - p) + 1, (int)k, s);
			bad++;
		}
		for (i = 0; p[0] == '+' && i < npieces; i++)
			if (strlen(pieces[i]) == k &&
			    !memcmp(pieces[i], s, k) &&
			    !declared_helper(r, s, k)) {
				strbuf_addf(out, "%s:%u:%ld: "
					"error: the rule calls "
					"helper '%.*s' without "
					"declaring it in "
					"Helpers:\n", r->path,
					line, (long)(s - p) + 1,
					(int)k, s);
				bad++;
			}
		s += k;
	}
	return bad;
}

/* a replacement is what the rule writes: its + lines (added) name it */
static int lint_replacements(const struct rule *r, const char *added,
			     struct strbuf *out)
{
	size_t k;
	int bad = 0;

	for (k = 0; k < r->ndecls; k++) {
		const char *rep = r->decls[k].replacement, *at;
		size_t rl;
		int seen = 0;

		if (!rep)
			continue;
		rl = strlen(rep);
		for (at = added; at && (at = strstr(at, rep)); at += rl)
			if ((at == added || !is_ident((unsigned char)at[-1]))
			    && !is_ident((unsigned char)at[rl]))
				seen = 1;
		if (!seen) {
			strbuf_addf(out, "%s:%u:1: error: '%s' is declared to "
				    "become '%s', which no + line of the rule "
				    "writes\n", r->path, r->decls[k].line,
				    r->decls[k].name, rep);
			bad++;
		}
	}
	return bad;
}

static int lint_rule_body(const struct rule *r, char **pieces,
			  size_t npieces, struct strbuf *out)
{
	char *text, *p;
	struct strbuf added = STRBUF_INIT;
	size_t len;
	unsigned line = 0;
	int bad = 0, in_body = 0;

	if (read_file(r->path, &text, &len))
		die("cannot read semantic patch %s", r->path);
	for (p = text; *p; ) {
		char *eol = strchr(p, '\n');
		size_t n = eol ? (size_t)(eol - p) : strlen(p);

		line++;
		/* - and + lines stand only in rule bodies, after the first @ */
		if (n && p[0] == '@')
			in_body = 1;
		if (!in_body || !n || (p[0] != '-' && p[0] != '+')) {
			p = eol ? eol + 1 : p + n;
			continue;
		}
		bad += lint_body_line(r, pieces, npieces, p, n, line, out);
		if (p[0] == '+') {
			strbuf_add(&added, p + 1, n - 1);
			strbuf_addch(&added, '\n');
		}
		p = eol ? eol + 1 : p + n;
	}
	free(text);
	bad += lint_replacements(r, added.buf, out);
	strbuf_release(&added);
	return bad;
}

/* the C pass that declares piece as its own, or NULL */
static const char *pass_owning(const char *piece)
{
	size_t i, n = strlen(piece), np;
	const struct vocab_pass *pv = vocab_passes(&np);

	for (i = 0; i < np; i++) {
		const char *h = pv[i].helpers, *at;

		for (at = h; at && (at = strstr(at, piece)); at += n)
			if ((at == h || at[-1] == ' ') &&
			    (!at[n] || at[n] == ' '))
				return pv[i].name;
	}
	return NULL;
}

static int has_piece(char **pieces, size_t n, const char *name)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!strcmp(pieces[i], name))
			return 1;
	return 0;
}

/*
 * Every target implements every piece of the 2.6 helpers, under the
 * same name (the migrations call them whatever the target); a piece only
 * one target has is written by a C pass of that target alone.
 */
static int lint_targets(char **pieces, size_t npieces, struct strbuf *out)
{
	int t, bad = 0;
	size_t k;

	for (t = 0; t < TARGET_NR; t++) {
		char **tp;
		size_t ntp;

		if (t == TARGET_26)
			continue;
		ntp = helper_pieces(t, &tp, NULL);
		for (k = 0; k < npieces; k++)
			if (!has_piece(tp, ntp, pieces[k])) {
				strbuf_addf(out, "%s:1:1: error: piece '%s' of "
					    "%s is missing: every target "
					    "implements every piece\n",
					    target_helpers_rel(t), pieces[k],
					    target_helpers_rel(TARGET_26));
				bad++;
			}
		for (k = 0; k < ntp; k++) {
			if (!has_piece(pieces, npieces, tp[k]) &&
			    !pass_owning(tp[k])) {
				strbuf_addf(out, "%s:1:1: error: piece '%s' is "
					    "only in this target and no C pass "
					    "declares it\n",
					    target_helpers_rel(t), tp[k]);
				bad++;
			}
			free(tp[k]);
		}
		free(tp);
	}
	return bad;
}

/* every name kiobuf.def gives a class is declared, with that class */
static int lint_kio_names(struct strbuf *out)
{
	size_t i;
	int bad = 0;

	for (i = 0; i < NELEM(kio_defs); i++) {
		const char *n = kio_defs[i].name;
		int kind = kio_defs[i].kind;
		const struct vocab *v;

		if (kind < 0)
			continue;
		/* find(), not vocab_lookup(): that dies on a broken load */
		v = find(n, strlen(n), kind == VOC_MEMBER);
		if (v && (int)v->cls == kind)
			continue;
		strbuf_addf(out, "tool/api/kiobuf.def:%u:1: error: the C "
			    "passes spell '%s', a %s no migration declares "
			    "(a Ports: or Flags: line)\n", kio_defs[i].line, n,
			    class_names[kind]);
		bad++;
	}
	return bad;
}

/*
 * A rule's declarations: each helper it declares is a piece of the
 * helpers file, and each name it ports passes the prefilter.
 */
static int lint_rule_decls(const struct rule *r, char **pieces,
			   size_t npieces, struct strbuf *out)
{
	size_t j, k;
	int bad = 0;

	for (j = 0; j < r->nhelpers; j++) {
		for (k = 0; k < npieces; k++)
			if (!strcmp(pieces[k], r->helpers[j]))
				break;
		if (k == npieces) {
			strbuf_addf(out, "%s:%u:1: error: helper '%s' "
				    "is no piece of a migration's "
				    "helpers\n", r->path,
				    r->helpers_line, r->helpers[j]);
			bad++;
		}
	}
	for (j = 0; j < r->ndecls; j++) {
		const char *n = r->decls[j].name;

		if (!strcmp(r->decls[j].cls, "member") ||
		    vocab_prefilter(n, strlen(n)))
			continue;
		strbuf_addf(out, "%s:%u:1: error: '%s' would not pass "
			    "the prefilter (kio, KIO_ or iobuf), so "
			    "files using it would never be read\n",
			    r->path, r->decls[j].line, n);
		bad++;
	}
	return bad;
}

/* every piece belongs to exactly one migration (or C pass) */
static int lint_piece_owners(char **pieces, char **files, size_t npieces,
			     struct strbuf *out)
{
	size_t i, j, k;
	int bad = 0;

	for (k = 0; k < npieces; k++) {
		const struct rule *owner = NULL;
		const char *pass = pass_owning(pieces[k]);

		for (i = 0; i < rules.nr; i++)
			for (j = 0; j < rules.v[i].nhelpers; j++) {
				if (strcmp(rules.v[i].helpers[j], pieces[k]))
					continue;
				if (owner) {
					strbuf_addf(out, "%s:%u:1: error: "
						    "helper '%s' is declared "
						    "by %s too\n",
						    rules.v[i].path,
						    rules.v[i].helpers_line,
						    pieces[k], owner->name);
					bad++;
				}
				owner = &rules.v[i];
			}
		if (owner && pass) {
			strbuf_addf(out, "%s:%u:1: error: helper '%s' is "
				    "declared by the C pass %s too\n",
				    owner->path, owner->helpers_line,
				    pieces[k], pass);
			bad++;
		}
		if (!owner && !pass) {
			strbuf_addf(out, "%s:1:1: error: piece '%s' is "
				    "declared by no migration (add it to a "
				    "Helpers: line)\n", files[k], pieces[k]);
			bad++;
		}
	}
	return bad;
}

int vocab_lint(struct strbuf *out)
{
	char **pieces, **files;
	size_t npieces, i, k;
	int bad = 0;

	pthread_once(&once, load);
	if (load_errors.len) {
		strbuf_addstr(out, load_errors.buf);
		bad++;
	}
	bad += rules_lint_folders(out);
	bad += lint_kio_names(out);
	npieces = helper_pieces(TARGET_26, &pieces, &files);
	bad += lint_targets(pieces, npieces, out);
	for (i = 0; i < rules.nr; i++) {
		bad += lint_rule_body(&rules.v[i], pieces, npieces, out);
		bad += lint_rule_decls(&rules.v[i], pieces, npieces, out);
	}
	bad += lint_piece_owners(pieces, files, npieces, out);
	for (k = 0; k < npieces; k++) {
		free(pieces[k]);
		free(files[k]);
	}
	free(pieces);
	free(files);
	return bad;
}
