/* rules: see rules.h for the contract. */
#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>
#include <stdlib.h>
#include <string.h>

#include "datadir.h"
#include "diag.h"
#include "migrations.h"
#include "rules.h"
#include "runcmd.h"
#include "strbuf.h"
#include "util.h"

/* split s (n bytes) on blanks into a fresh vector appended to *v */
static void add_words(char ***v, size_t *nr, const char *s, size_t n)
{
	char *copy = xstrndup(s, n), *tok, *save;

	for (tok = strtok_r(copy, " \t,", &save); tok;
	     tok = strtok_r(NULL, " \t,", &save)) {
		*v = xrealloc(*v, (*nr + 1) * sizeof(**v));
		(*v)[(*nr)++] = xstrdup(tok);
	}
	free(copy);
}

static const char *skip_blanks(const char *s, const char *end)
{
	while (s < end && (*s == ' ' || *s == '\t'))
		s++;
	return s;
}

/* "CLASS NAME... -> CODE[: GUIDANCE]" (flags) or "CLASS NAME..." */
static void parse_decl(struct rule *r, const char *s, size_t n,
		       unsigned line, int flags)
{
	const char *end = s + n, *arrow = NULL, *p;
	char **words = NULL, *code = NULL, *guidance = NULL;
	size_t nwords = 0, i;

	if (flags) {
		for (p = s; p + 1 < end; p++)
			if (p[0] == '-' && p[1] == '>') {
				arrow = p;
				break;
			}
		if (!arrow)
			die("%s:%u: Flags: needs '-> CODE'", r->path, line);
		p = skip_blanks(arrow + 2, end);
		{
			const char *c = p < end ?
				memchr(p, ':', (size_t)(end - p)) : NULL;
			const char *ce = c ? c : end;

			while (ce > p && (ce[-1] == ' ' || ce[-1] == '\t'))
				ce--;
			code = xstrndup(p, (size_t)(ce - p));
			if (c) {
				c = skip_blanks(c + 1, end);
				guidance = xstrndup(c, (size_t)(end - c));
			}
		}
		end = arrow;
	}
	add_words(&words, &nwords, s, (size_t)(end - s));
	if (nwords < 2 || (flags && !*code))
		die("%s:%u: a declaration needs a class and a name%s",
		    r->path, line, flags ? " and '-> CODE'" : "");
	for (i = 1; i < nwords; i++) {
		struct rule_decl *d;

		if (flags && strchr(words[i], '='))
			die("%s:%u: a flagged name has no replacement", r->path,
			    line);
		r->decls = xrealloc(r->decls,
				    (r->ndecls + 1) * sizeof(*r->decls));
		d = &r->decls[r->ndecls++];
		char *eq = strchr(words[i], '=');

		d->cls = xstrdup(words[0]);
		d->name = eq ? xstrndup(words[i], (size_t)(eq - words[i])) :
			  xstrdup(words[i]);
		d->replacement = eq && eq[1] ? xstrdup(eq + 1) : NULL;
		d->manual_code = code ? xstrdup(code) : NULL;
		d->guidance = guidance ? xstrdup(guidance) : NULL;
		d->line = line;
	}
	for (i = 0; i < nwords; i++)
		free(words[i]);
	free(words);
	free(code);
	free(guidance);
}

static void parse_reason(struct rule *r, const char *s, size_t n,
			 unsigned line)
{
	const char *end = s + n, *c = memchr(s, ':', n);
	struct rule_reason *rr;

	if (!c || c == s)
		die("%s:%u: Reason: needs 'CODE: TEXT'", r->path, line);
	r->reasons = xrealloc(r->reasons,
			      (r->nreasons + 1) * sizeof(*r->reasons));
	rr = &r->reasons[r->nreasons++];
	rr->code = xstrndup(s, (size_t)(c - s));
	c = skip_blanks(c + 1, end);
	rr->text = xstrndup(c, (size_t)(end - c));
	rr->line = line;
}

/* the text a continuation line "//\tmore" adds to the last declaration */
static void continue_decl(struct rule *r, int what, const char *s, size_t n)
{
	char **text = NULL, *joined;

	if (what == 'R' && r->nreasons)
		text = &r->reasons[r->nreasons - 1].text;
	if (what == 'F' && r->ndecls)
		text = &r->decls[r->ndecls - 1].guidance;
	if (!text || !*text)
		return;
	joined = xasprintf("%s %.*s", *text, (int)n, s);
	free(*text);
	*text = joined;
	/* a Flags line names several symbols: they share the guidance */
	if (what == 'F') {
		size_t i = r->ndecls - 1;
		unsigned line = r->decls[i].line;

		while (i-- > 0 && r->decls[i].line == line) {
			free(r->decls[i].guidance);
			r->decls[i].guidance = xstrdup(joined);
		}
	}
}

static void parse_header(struct rule *r, const char *text)
{
	struct strbuf desc = STRBUF_INIT;
	const char *p = text;
	unsigned line = 0;
	int last = 0;		/* 'R' or 'F': what a continuation extends */

	while (*p) {
		const char *eol = strchr(p, '\n');
		size_t n = eol ? (size_t)(eol - p) : strlen(p);
		int was = last;

		line++;
		last = 0;
		if (n >= 3 && !strncmp(p, "///", 3)) {
			const char *s = p + 3;
			size_t m = n - 3;

			while (m && *s == ' ')
				s++, m--;
			if (desc.len)
				strbuf_addch(&desc, ' ');
			strbuf_add(&desc, s, m);
		} else if (n > 15 && !strncmp(p, "// Confidence:", 14)) {
			r->confidence = xstrndup(p + 15, n - 15);
		} else if (n >= 11 && !strncmp(p, "// Options:", 11)) {
			char *opts = xstrndup(p + 11, n - 11), *tok, *save;

			for (tok = strtok_r(opts, " \t", &save); tok;
			     tok = strtok_r(NULL, " \t", &save)) {
				r->options = xrealloc(r->options,
					(size_t)(r->noptions + 1) * sizeof(char *));
				r->options[r->noptions++] = xstrdup(tok);
			}
			free(opts);
		} else if (n >= 9 && !strncmp(p, "// Ports:", 9)) {
			parse_decl(r, p + 9, n - 9, line, 0);
		} else if (n >= 9 && !strncmp(p, "// Flags:", 9)) {
			parse_decl(r, p + 9, n - 9, line, 1);
			last = 'F';
		} else if (n >= 10 && !strncmp(p, "// Reason:", 10)) {
			const char *s = skip_blanks(p + 10, p + n);

			parse_reason(r, s, (size_t)(p + n - s), line);
			last = 'R';
		} else if (n >= 11 && !strncmp(p, "// Helpers:", 11)) {
			add_words(&r->helpers, &r->nhelpers, p + 11, n - 11);
			r->helpers_line = line;
		} else if (n > 3 && !strncmp(p, "//\t", 3) && was) {
			const char *s = skip_blanks(p + 2, p + n);

			continue_decl(r, was, s, (size_t)(p + n - s));
			last = was;
		} else if (n && strncmp(p, "//", 2)) {
			break;	/* the header ends at the first non-comment */
		}
		p = eol ? eol + 1 : p + n;
	}
	r->description = strbuf_detach(&desc, NULL);
}

static int cmp_rule(const void *a, const void *b)
{
	return strcmp(((const struct rule *)a)->name,
		      ((const struct rule *)b)->name);
}

/* every NAME.cocci of dir, appended to rs */
static void load_dir(struct rule_set *rs, const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *de;

	if (!d)
		die("cannot read %s", dir);
	while ((de = readdir(d))) {
		struct rule r;
		char *text;
		size_t len;

		if (!ends_with(de->d_name, ".cocci"))
			continue;
		memset(&r, 0, sizeof(r));
		r.path = xasprintf("%s/%s", dir, de->d_name);
		r.name = xstrndup(de->d_name, strlen(de->d_name) - 6);
		if (read_file(r.path, &text, &len))
			die("cannot read semantic patch %s", r.path);
		parse_header(&r, text);
		free(text);
		if (!*r.description || !r.confidence)
			die("%s: semantic patch lacks its /// description or "
			    "// Confidence: header", r.path);
		rs->v = xrealloc(rs->v, (rs->nr + 1) * sizeof(*rs->v));
		rs->v[rs->nr++] = r;
	}
	closedir(d);
}

void rules_load(struct rule_set *rs, const char *subdir)
{
	char *dir = datadir_path(subdir);
	size_t i;

	memset(rs, 0, sizeof(*rs));
	if (strcmp(subdir, RULES_PORT)) {
		load_dir(rs, dir);
	} else {
		/* the migrations' rules, each folder the table registers */
		for (i = 0; i < MIG_NR; i++) {
			char *sub = xasprintf("%s/%s", dir,
					      migrations[i].folder);

			load_dir(rs, sub);
			free(sub);
		}
	}
	free(dir);
	if (!rs->nr)
		die("no semantic patches found");
	qsort(rs->v, rs->nr, sizeof(*rs->v), cmp_rule);
}

int rules_lint_folders(struct strbuf *out)
{
	char *dir = datadir_path(RULES_PORT);
	DIR *d = opendir(dir);
	struct dirent *de;
	struct stat st;
	int bad = 0;

	if (!d)
		die("cannot read %s", dir);
	while ((de = readdir(d))) {
		char *sub = xasprintf("%s/%s", dir, de->d_name);
		char *rel = xasprintf("%s/%s", RULES_PORT, de->d_name);

		if (de->d_name[0] != '.' && !stat(sub, &st) &&
		    S_ISDIR(st.st_mode) && !migration_find(de->d_name) &&
		    strcmp(rel, RULES_CHECK) && strcmp(rel, RULES_CHECK24)) {
			strbuf_addf(out, "%s/: error: a folder of %s/ that "
				    "is no migration: add its row to "
				    "semantic-patches/migrations.def and "
				    "rebuild, or move it out\n", sub,
				    RULES_PORT);
			bad++;
		}
		free(rel);
		free(sub);
	}
	closedir(d);
	free(dir);
	return bad;
}

/* the rule name of an "@NAME ...@" header line, or NULL */
static char *header_name(const char *line, size_t n)
{
	size_t k = 1;
	static const char *const keywords[] = {
		"depends", "exists", "forall", "disable", "using", "extends",
		"expression", "identifier", "type", NULL
	};
	int i;

	if (n < 2 || line[0] != '@' || line[1] == '@')
		return NULL;
	while (k < n && line[k] != ' ' && line[k] != '@')
		k++;
	if (k == 1 || !strncmp(line + 1, "script:", 7) ||
	    !strncmp(line + 1, "initialize:", 11) ||
	    !strncmp(line + 1, "finalize:", 9))
		return NULL;
	for (i = 0; keywords[i]; i++)
		if (strlen(keywords[i]) == k - 1 &&
		    !strncmp(line + 1, keywords[i], k - 1))
			return NULL;	/* an anonymous rule */
	return xstrndup(line + 1, k - 1);
}

char *rules_combine(const struct rule_set *rs, const char *dir)
{
	struct strbuf out = STRBUF_INIT, virt = STRBUF_INIT;
	char **names = NULL, *path;
	size_t nnames = 0, i, j;

	for (i = 0; i < rs->nr; i++) {
		char *text, *p;
		size_t len;

		if (read_file(rs->v[i].path, &text, &len))
			die("cannot read semantic patch %s", rs->v[i].path);
		strbuf_addf(&out, "\n// ---- %s\n", rs->v[i].name);
		for (p = text; *p; ) {
			char *eol = strchr(p, '\n');
			size_t n = eol ? (size_t)(eol - p) : strlen(p);
			char *name = header_name(p, n);

			if (name) {
				for (j = 0; j < nnames; j++)
					if (!strcmp(names[j], name))
						die("%s: rule name '%s' is used by "
						    "another semantic patch too; "
						    "rule names must be unique",
						    rs->v[i].path, name);
				names = xrealloc(names, (nnames + 1) *
						 sizeof(*names));
				names[nnames++] = name;
			}
			if (n > 8 && !strncmp(p, "virtual ", 8)) {
				char *v = xstrndup(p, n);

				if (!strstr(virt.buf ? virt.buf : "", v))
					strbuf_addf(&virt, "%s\n", v);
				free(v);
			} else {
				strbuf_add(&out, p, n);
				strbuf_addch(&out, '\n');
			}
			p = eol ? eol + 1 : p + n;
		}
		free(text);
	}
	path = xasprintf("%s/combined.cocci", dir);
	strbuf_add(&virt, out.buf, out.len);
	if (write_file_private(path, virt.buf, virt.len))
		die("cannot write %s", path);
	for (j = 0; j < nnames; j++)
		free(names[j]);
	free(names);
	strbuf_release(&out);
	strbuf_release(&virt);
	return path;
}

void rules_one(struct rule_set *one, const struct rule_set *rs,
	       const char *combined)
{
	struct rule r;
	size_t i;
	int j, k;

	memset(&r, 0, sizeof(r));
	r.path = xstrdup(combined);
	r.name = xstrdup("combined");
	r.description = xstrdup("every rule, in order");
	r.confidence = xstrdup("-");
	for (i = 0; i < rs->nr; i++)
		for (j = 0; j < rs->v[i].noptions; j++) {
			for (k = 0; k < r.noptions; k++)
				if (!strcmp(r.options[k], rs->v[i].options[j]))
					break;
			if (k < r.noptions)
				continue;
			r.options = xrealloc(r.options, (size_t)(r.noptions +
					     1) * sizeof(char *));
			r.options[r.noptions++] = xstrdup(rs->v[i].options[j]);
		}
	one->v = xcalloc(1, sizeof(r));
	one->v[0] = r;
	one->nr = 1;
}

void rules_free(struct rule_set *rs)
{
	size_t i, k;
	int j;

	for (i = 0; i < rs->nr; i++) {
		struct rule *r = &rs->v[i];

		free(r->path);
		free(r->name);
		free(r->description);
		free(r->confidence);
		for (j = 0; j < r->noptions; j++)
			free(r->options[j]);
		free(r->options);
		for (k = 0; k < r->ndecls; k++) {
			free(r->decls[k].cls);
			free(r->decls[k].name);
			free(r->decls[k].manual_code);
			free(r->decls[k].guidance);
			free(r->decls[k].replacement);
		}
		free(r->decls);
		for (k = 0; k < r->nreasons; k++) {
			free(r->reasons[k].code);
			free(r->reasons[k].text);
		}
		free(r->reasons);
		for (k = 0; k < r->nhelpers; k++)
			free(r->helpers[k]);
		free(r->helpers);
	}
	free(rs->v);
	memset(rs, 0, sizeof(*rs));
}

void rules_spatch_argv(struct argv_list *a)
{
	argv_push(a, "spatch");
	if (!access("/usr/bin/python3", X_OK)) {
		argv_push(a, "--python");
		argv_push(a, "/usr/bin/python3");
	}
}
