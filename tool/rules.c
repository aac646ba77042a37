/* rules: see rules.h for the contract. */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

#include "datadir.h"
#include "diag.h"
#include "rules.h"
#include "strbuf.h"
#include "util.h"

static void parse_header(struct rule *r, const char *text)
{
	struct strbuf desc = STRBUF_INIT;
	const char *p = text;

	while (*p) {
		const char *eol = strchr(p, '\n');
		size_t n = eol ? (size_t)(eol - p) : strlen(p);

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

void rules_load(struct rule_set *rs, const char *subdir)
{
	char *dir = datadir_path(subdir);
	DIR *d = opendir(dir);
	struct dirent *de;

	memset(rs, 0, sizeof(*rs));
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
	free(dir);
	if (!rs->nr)
		die("no semantic patches found");
	qsort(rs->v, rs->nr, sizeof(*rs->v), cmp_rule);
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
	if (write_file_atomic(path, virt.buf, virt.len, 0600))
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
	size_t i;
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
	}
	free(rs->v);
	memset(rs, 0, sizeof(*rs));
}
