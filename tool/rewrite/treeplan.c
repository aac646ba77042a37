/* treeplan: see treeplan.h for the contract. */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "directio.h"
#include "lex.h"
#include "lookup.h"
#include "parsecfg.h"
#include "pagevec.h"
#include "region.h"
#include "treeplan.h"
#include "util.h"
#include "verdict.h"
#include "vocab.h"

/* the index of the token at line:col, or tk->nr */
static size_t tok_at(const struct code_tokens *tk, unsigned line, unsigned col)
{
	size_t lo = 0, hi = tk->nr;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		const struct token *t = &tk->v[mid];

		if (t->line < line || (t->line == line && t->col < col))
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < tk->nr && tk->v[lo].line == line && tk->v[lo].col == col)
		return lo;
	return tk->nr;
}

/* a token's name in a set (lookup.h) */
static int names_has(const struct name_set *n, const struct token *t)
{
	return name_set_find(n, t->text, t->len) != NAME_NONE;
}

static void names_add(struct name_set *n, const struct token *t)
{
	name_set_add(n, t->text, t->len);
}

/*
 * The names a declaration of the 2.4 buffer (or of a port's type) at
 * token k, its struct tag, declares: the declarators up to the ';'
 * ("*a, *b[2]").
 */
static void declarators(const struct code_tokens *tk, size_t k,
			struct name_set *out)
{
	size_t i;
	int depth = 0;

	for (i = k + 1; i < tk->nr && !(code_punct(tk, i, ';') && !depth);
	     i++) {
		if (code_punct(tk, i, '(') || code_punct(tk, i, '['))
			depth++;
		else if ((code_punct(tk, i, ')') || code_punct(tk, i, ']')) &&
			 depth)
			depth--;
		else if (!depth && tk->v[i].type == TOK_IDENT &&
			 (code_punct(tk, i + 1, ';') ||
			  code_punct(tk, i + 1, ',') ||
			  code_punct(tk, i + 1, '[') ||
			  code_punct(tk, i + 1, '=')))
			names_add(out, &tk->v[i]);
		if (code_punct(tk, i, '{') || code_punct(tk, i, '}'))
			break;
	}
}

/* what one unit shares and uses */
struct shared {
	struct code_tokens tk;
	struct regions rg;
	struct name_set fields;		/* the 2.4 buffer members it declares */
	struct name_set globals;	/* its 2.4 buffer globals, prototypes */
};

/*
 * The 2.4 buffer's struct tag in the declaration holding token k (a
 * site may stand at the declarator's name, as libclang places
 * declarations), or tk->nr.
 */
static size_t kiobuf_tag(const struct code_tokens *tk, size_t k)
{
	size_t i = k + 1;

	while (i-- > 0 && !code_punct(tk, i, ';') && !code_punct(tk, i, '{') &&
	       !code_punct(tk, i, '}'))
		if (tok_is(&tk->v[i], KIONAME(KIOBUF)))
			return i;
	return tk->nr;
}

static void shared_of(const struct unit *u, struct shared *sh)
{
	size_t i;

	memset(sh, 0, sizeof(*sh));
	lex_code_tokens(u->buf, u->len, 0, &sh->tk);
	regions_of(u->buf, u->len, &sh->rg);
	for (i = 0; i < u->sites.nr; i++) {
		const struct site *s = &u->sites.v[i];
		const struct region *r = region_at(&sh->rg, s->line);
		size_t k;

		/* only what is left to port: not 2.4's own code */
		if (s->kind == KIND_GUARDED || s->kind == KIND_INACTIVE ||
		    s->state != STATE_FOUND)
			continue;
		k = tok_at(&sh->tk, s->line, s->col);
		if (k < sh->tk.nr)
			k = kiobuf_tag(&sh->tk, k);
		if (s->base_kind == KIND_FIELD && k < sh->tk.nr)
			declarators(&sh->tk, k, &sh->fields);
		else if (s->base_kind == KIND_VARIABLE && r &&
			 r->kind == REGION_DECL && k < sh->tk.nr)
			declarators(&sh->tk, k, &sh->globals);
		else if (s->base_kind == KIND_PARAMETER && r &&
			 r->kind == REGION_DECL && *r->name) {
			struct token t;

			memset(&t, 0, sizeof(t));
			t.text = r->name;
			t.len = strlen(r->name);
			names_add(&sh->globals, &t);
		}
	}
}

static void shared_free(struct shared *sh)
{
	free(sh->tk.v);
	regions_free(&sh->rg);
	name_set_free(&sh->fields);
	name_set_free(&sh->globals);
}

/* does unit u (tokens tk) use a declaration h shares? */
static int uses(const struct code_tokens *tk, const struct shared *h)
{
	size_t i;

	for (i = 1; i < tk->nr; i++) {
		const struct token *t = &tk->v[i];

		if (t->type != TOK_IDENT)
			continue;
		if ((code_punct(tk, i - 1, '.') ||
		     code_punct(tk, i - 1, '>')) && names_has(&h->fields, t))
			return 1;
		if (names_has(&h->globals, t))
			return 1;
	}
	return 0;
}

static size_t find(size_t *parent, size_t i)
{
	while (parent[i] != i)
		i = parent[i] = parent[parent[i]];
	return i;
}

static int unit_includes(const struct unit *u, const struct unit *h)
{
	return u != h && (file_includes(u->path, u->buf, u->len, h->path) ||
			  file_includes_tree(u->path, u->buf, u->len, h->path));
}

static int ported(const struct unit *u)
{
	/* a file over the size cap is only token-scanned, never
	 * rewritten: it takes no part (and lexing it costs) */
	return u->candidate && u->buf && !u->failed &&
	       !u->generated && !u->too_large;
}

/* files linked by shared declarations decide together */
static void decide_together(struct run *r, struct shared *sh)
{
	size_t *parent = xcalloc(r->nr + 1, sizeof(size_t));
	int *fills = xcalloc(r->nr + 1, sizeof(int));
	const struct site **own = xcalloc(r->nr + 1, sizeof(*own));
	size_t i, k, *size = xcalloc(r->nr + 1, sizeof(size_t));

	for (i = 0; i < r->nr; i++)
		parent[i] = i;
	for (k = 0; k < r->nr; k++) {
		if (!ported(&r->units[k]) || (!sh[k].fields.nr &&
					      !sh[k].globals.nr))
			continue;
		for (i = 0; i < r->nr; i++)
			if (ported(&r->units[i]) &&
			    unit_includes(&r->units[i], &r->units[k]) &&
			    uses(&sh[i].tk, &sh[k]))
				parent[find(parent, i)] = find(parent, k);
	}
	for (i = 0; i < r->nr; i++) {
		struct dio_method dio;
		int has_dio;

		size[find(parent, i)]++;
		if (!ported(&r->units[i]))
			continue;
		has_dio = directio_find(&r->units[i], &dio);
		own[i] = pagevec_trigger(&r->units[i], &dio, has_dio,
					 &fills[i]);
	}
	for (i = 0; i < r->nr; i++) {
		size_t root = find(parent, i), j;
		const struct unit *by = NULL, *blocked = NULL;
		const struct site *bsite = NULL;
		const char *what = NULL;

		if (size[root] < 2 || root != i)
			continue;
		for (j = 0; j < r->nr && !by; j++)
			if (find(parent, j) == root && own[j])
				by = &r->units[j];
		if (!by)
			continue;
		for (j = 0; j < r->nr && !blocked; j++)
			if (find(parent, j) == root &&
			    (bsite = pagevec_blocker(&r->units[j], !fills[j],
						     &what)))
				blocked = &r->units[j];
		for (j = 0; j < r->nr; j++) {
			struct unit *u = &r->units[j];
			size_t s;

			if (find(parent, j) != root)
				continue;
			u->force_pagevec = 1;
			for (s = 0; blocked && s < u->sites.nr; s++) {
				struct site *st = &u->sites.v[s];

				if (st->kind == KIND_GUARDED ||
				    st->kind == KIND_INACTIVE ||
				    st->state != STATE_FOUND)
					continue;
				st->flags |= SITE_MASKED;
				verdict_manual(st, EV_FILE, "page-vector",
					"this file shares a %s declaration "
					"with %s, which is a page vector file, "
					"and %s uses %s (%s, line %u), which "
					"zcport's struct page_vec cannot "
					"carry; port them together by hand: %s",
					KIONAME(KIOBUF), by->path,
					blocked->path, what,
					bsite->symbol, bsite->line,
					vocab_reason("page-vector")->text);
			}
		}
	}
	free(parent);
	free(fills);
	free(own);
	free(size);
}

/* the 2.4 buffer argument of each API function a site may call */
static int kiobuf_arg(const char *fn)
{
	static const struct { const char *fn; int arg; } t[] = {
		{ KIONAME(MAP_USER_KIOBUF), 1 }, { KIONAME(UNMAP_KIOBUF), 0 },
		{ KIONAME(MARK_DIRTY_KIOBUF), 0 },
		{ KIONAME(ALLOC_KIOVEC), 1 }, { KIONAME(FREE_KIOVEC), 1 },
		{ KIONAME(ALLOC_KIOVEC_SZ), 1 }, { KIONAME(FREE_KIOVEC_SZ), 1 },
		{ KIONAME(LOCK_KIOVEC), 1 }, { KIONAME(UNLOCK_KIOVEC), 1 },
		{ KIONAME(BRW_KIOVEC), 2 }, { KIONAME(EXPAND_KIOBUF), 0 },
		{ KIONAME(KIOBUF_WAIT_FOR_IO), 0 }, { KIONAME(KIOBUF_INIT), 0 },
	};
	size_t k;

	for (k = 0; k < sizeof(t) / sizeof(t[0]); k++)
		if (!strcmp(t[k].fn, fn))
			return t[k].arg;
	return -1;
}

/*
 * A local pointer to a 2.4 buffer set from a member where it is
 * declared ("struct TAG *to = sv->user;", TAG the API's struct tag):
 * the member, or NULL.
 */
static const struct token *alias_of(const struct code_tokens *tk, size_t name)
{
	size_t i;
	int depth = 0;

	if (!code_punct(tk, name + 1, '='))
		return NULL;
	for (i = name + 2; i < tk->nr; i++) {
		if (code_punct(tk, i, '(') || code_punct(tk, i, '['))
			depth++;
		else if ((code_punct(tk, i, ')') || code_punct(tk, i, ']')) &&
			 depth)
			depth--;
		else if (!depth &&
			 (code_punct(tk, i, ';') || code_punct(tk, i, ',')))
			break;
	}
	if (i < name + 4 || tk->v[i - 1].type != TOK_IDENT ||
	    !(code_punct(tk, i - 2, '>') || code_punct(tk, i - 2, '.')))
		return NULL;
	return &tk->v[i - 1];
}

/*
 * A unit's 2.4 buffer variables that have a function, by function and name
 * (ties: in the site list's order), each with its token: alias_named()
 * asks this instead of every site.
 */
struct var_sites {
	const struct code_tokens *tk;
	const struct unit *u;
	size_t *site, *tok;	/* per entry */
	size_t n;
	struct sorted_index ix;
};

struct var_key {
	const char *function;
	const struct token *name;
};

static int tok_vs(const struct token *a, const char *b, size_t blen)
{
	size_t n = a->len < blen ? a->len : blen;
	int c = memcmp(a->text, b, n);

	return c ? c : (a->len > blen) - (a->len < blen);
}

static int var_cmp(const void *ctx, size_t a, size_t b)
{
	const struct var_sites *vs = ctx;
	const struct token *tb = &vs->tk->v[vs->tok[b]];
	int c = strcmp(vs->u->sites.v[vs->site[a]].function,
		       vs->u->sites.v[vs->site[b]].function);

	return c ? c : tok_vs(&vs->tk->v[vs->tok[a]], tb->text, tb->len);
}

static int var_probe(const void *ctx, size_t a, const void *key)
{
	const struct var_sites *vs = ctx;
	const struct var_key *k = key;
	int c = strcmp(vs->u->sites.v[vs->site[a]].function, k->function);

	return c ? c : tok_vs(&vs->tk->v[vs->tok[a]], k->name->text,
			      k->name->len);
}

static void var_sites_build(struct var_sites *vs, const struct code_tokens *tk,
			    const struct unit *u)
{
	size_t i, k;

	vs->tk = tk;
	vs->u = u;
	vs->site = xmalloc((u->sites.nr + 1) * sizeof(size_t));
	vs->tok = xmalloc((u->sites.nr + 1) * sizeof(size_t));
	vs->n = 0;
	for (i = 0; i < u->sites.nr; i++) {
		const struct site *s = &u->sites.v[i];

		if (s->base_kind != KIND_VARIABLE || !s->function)
			continue;
		k = tok_at(tk, s->line, s->col);
		if (k >= tk->nr)
			continue;
		vs->site[vs->n] = i;
		vs->tok[vs->n++] = k;
	}
	sorted_index_build(&vs->ix, vs->n, var_cmp, vs);
}

static void var_sites_free(struct var_sites *vs)
{
	free(vs->site);
	free(vs->tok);
	sorted_index_free(&vs->ix);
}

/* a variable declared in the same function as an alias of a member */
static const struct token *alias_named(const struct var_sites *vs,
				       const struct site *at,
				       const struct token *var)
{
	struct var_key key = { at->function, var };
	size_t lo, hi;

	if (!at->function)
		return NULL;
	sorted_index_range(&vs->ix, var_probe, vs, &key, &lo, &hi);
	return lo < hi ? alias_of(vs->tk, vs->tok[vs->ix.v[lo]]) : NULL;
}

/*
 * The struct member a site's 2.4 buffer is held in: the last member of
 * its call's buffer argument ("&dev->buf", "sc->buf"), the member
 * before the buffer's own member it reads ("sc->buf->pages", pages the
 * page array), the member a local is set from where it is declared,
 * directly or as the base of a member read ("to = sv->user",
 * "to->pages"); NULL.
 */
static const struct token *held_in(const struct code_tokens *tk,
				   const struct var_sites *vs,
				   const struct site *s)
{
	size_t k = tok_at(tk, s->line, s->col), i, end;
	int arg = -1, n = 0, depth = 0;

	if (k >= tk->nr)
		return NULL;
	if (s->base_kind == KIND_VARIABLE)
		return alias_of(tk, k);
	if (s->base_kind == KIND_MEMBER) {
		if (k >= 3 && tk->v[k - 2].type == TOK_IDENT &&
		    (code_punct(tk, k - 1, '>') ||
		     code_punct(tk, k - 1, '.')) && k >= 3 &&
		    (code_punct(tk, k - 3, '>') || code_punct(tk, k - 3, '.')))
			return &tk->v[k - 2];
		if (k >= 2 && tk->v[k - 2].type == TOK_IDENT &&
		    (code_punct(tk, k - 1, '>') || code_punct(tk, k - 1, '.')))
			return alias_named(vs, s, &tk->v[k - 2]);
		return NULL;
	}
	if (s->base_kind != KIND_CALL || !code_punct(tk, k + 1, '('))
		return NULL;
	arg = kiobuf_arg(s->symbol);
	if (arg < 0)
		return NULL;
	/* the tokens of argument arg, at the call's depth */
	for (i = k + 2; i < tk->nr; i++) {
		if (code_punct(tk, i, '(') || code_punct(tk, i, '['))
			depth++;
		else if ((code_punct(tk, i, ')') || code_punct(tk, i, ']')) &&
			 depth)
			depth--;
		else if (!depth &&
			 (code_punct(tk, i, ',') || code_punct(tk, i, ')'))) {
			if (n == arg)
				break;
			n++;
			if (code_punct(tk, i, ')'))
				return NULL;
		}
	}
	end = i;
	if (end < 3 || tk->v[end - 1].type != TOK_IDENT ||
	    !(code_punct(tk, end - 2, '>') || code_punct(tk, end - 2, '.')))
		return NULL;
	return &tk->v[end - 1];
}

/*
 * name as the parse of path found it: on the -I directories and the 2.4
 * tree's include/ and asm headers (parsecfg.h; --tree for a file outside
 * its tree), never the model's, which no user ports; or NULL.
 */
static char *on_parse_path(struct parse_config *pc, const char *path,
			   const char *name)
{
	struct argv_list a = ARGV_INIT;
	char *found = NULL;
	int i;

	parsecfg_args(pc, path, "", &a);
	for (i = 0; i < a.nr && !found; i++) {
		char *c;

		if (strncmp(a.v[i], "-I", 2) || !a.v[i][2])
			continue;
		c = xasprintf("%s/%s", a.v[i] + 2, name);
		if (!access(c, R_OK))
			found = c;
		else
			free(c);
	}
	argv_clear(&a);
	return found;
}

/* a header of u's includes declaring a 2.4 buffer member name, or NULL */
static char *declaring_header(struct parse_config *pc, const struct unit *u,
			      const struct token *f)
{
	const char *p = u->buf, *end = u->buf + u->len;
	char *found = NULL;

	while (p < end && !found) {
		const char *eol = memchr(p, '\n', (size_t)(end - p));
		const char *e = eol ? eol : end, *q = p, *a, *b;
		char *name = NULL, *cand = NULL;

		while (q < e && (*q == ' ' || *q == '\t'))
			q++;
		if (q < e && *q == '#' &&
		    (a = memchr(q, '"', (size_t)(e - q))) &&
		    (b = memchr(a + 1, '"', (size_t)(e - a - 1))) &&
		    memmem(q, (size_t)(a - q), "include", 7)) {
			const char *slash = strrchr(u->path, '/');

			name = xstrndup(a + 1, (size_t)(b - a - 1));
			cand = slash ? xasprintf("%.*s/%s",
						 (int)(slash - u->path),
						 u->path, name) :
				       xstrdup(name);
		} else if (q < e && *q == '#' &&
			   (a = memchr(q, '<', (size_t)(e - q))) &&
			   (b = memchr(a + 1, '>', (size_t)(e - a - 1))) &&
			   memmem(q, (size_t)(a - q), "include", 7)) {
			/* <P> from the include/ of an enclosing tree */
			char *dir = xstrdup(u->path), *s;

			name = xstrndup(a + 1, (size_t)(b - a - 1));
			while ((s = strrchr(dir, '/')) && !cand) {
				char *c;

				*s = '\0';
				c = xasprintf("%s/include/%s", dir, name);
				if (!access(c, R_OK))
					cand = c;
				else
					free(c);
			}
			free(dir);
		}
		if (name && (!cand || access(cand, R_OK))) {
			free(cand);
			cand = on_parse_path(pc, u->path, name);
		}
		if (cand) {
			char *buf;
			size_t len;

			if (!access(cand, R_OK) &&
			    !read_file(cand, &buf, &len)) {
				struct code_tokens tk;
				size_t i;

				lex_code_tokens(buf, len, 0, &tk);
				for (i = 0; i < tk.nr && !found; i++) {
					struct name_set dn = NAME_SET_INIT;

					if (!i || !tok_is(&tk.v[i - 1],
							  "struct") ||
					    !tok_is(&tk.v[i], KIONAME(KIOBUF)))
						continue;
					declarators(&tk, i, &dn);
					if (names_has(&dn, f))
						found = xstrdup(cand);
					name_set_free(&dn);
				}
				free(tk.v);
				free(buf);
			}
		}
		free(cand);
		free(name);
		p = eol ? eol + 1 : end;
	}
	return found;
}

static int in_run(const struct run *r, const char *path)
{
	size_t i;

	for (i = 0; i < r->nr; i++)
		if (!strcmp(r->units[i].path, path))
			return 1;
	return 0;
}

/*
 * A file beside header h, not in the run, that includes it and uses one
 * of its declarations of 2.4 buffers: the declaration cannot change
 * type without it.  Returns its path (malloc'd) or NULL.
 */
static char *user_outside(const struct run *r, const struct unit *h,
			  const struct shared *sh)
{
	const char *slash = strrchr(h->path, '/');
	char *dir = slash ? xstrndup(h->path, (size_t)(slash - h->path)) :
		    xstrdup(".");
	DIR *d = opendir(dir);
	struct dirent *e;
	char *found = NULL;

	while (d && !found && (e = readdir(d))) {
		size_t n = strlen(e->d_name);
		char *p, *buf;
		size_t len;

		if (n < 3 || (strcmp(e->d_name + n - 2, ".c") &&
			      strcmp(e->d_name + n - 2, ".h")))
			continue;
		p = slash ? xasprintf("%s/%s", dir, e->d_name) :
		    xstrdup(e->d_name);
		if (!in_run(r, p) && !access(p, R_OK) &&
		    !read_file(p, &buf, &len)) {
			if (file_includes(p, buf, len, h->path)) {
				struct code_tokens tk;

				lex_code_tokens(buf, len, 0, &tk);
				if (uses(&tk, sh))
					found = xstrdup(p);
				free(tk.v);
			}
			free(buf);
		}
		free(p);
	}
	if (d)
		closedir(d);
	free(dir);
	return found;
}

/*
 * A header's declarations of 2.4 buffers that a file outside the run uses are
 * left for a human, with that file named: the declaration and every use
 * change together.
 */
static void used_elsewhere(struct run *r, struct shared *sh)
{
	size_t i, s;

	for (i = 0; i < r->nr; i++) {
		struct unit *h = &r->units[i];
		char *who;

		if (!ported(h) || !ends_with(h->path, ".h") ||
		    (!sh[i].fields.nr && !sh[i].globals.nr) ||
		    !(who = user_outside(r, h, &sh[i])))
			continue;
		for (s = 0; s < h->sites.nr; s++) {
			struct site *st = &h->sites.v[s];

			if (st->kind == KIND_GUARDED || st->kind == KIND_INACTIVE ||
			    st->state != STATE_FOUND ||
			    (st->base_kind != KIND_FIELD &&
			     st->base_kind != KIND_VARIABLE &&
			     st->base_kind != KIND_PARAMETER))
				continue;
			st->flags |= SITE_MASKED;
			verdict_manual(st, EV_FLAGGED, "declared-elsewhere",
				"%s also uses this declaration and is not in "
				"this run: a declaration and its uses change "
				"type together; port %s with this file",
				who, who);
		}
		/* its declarations no longer count as the run's */
		name_set_free(&sh[i].fields);
		name_set_free(&sh[i].globals);
		free(who);
	}
}

/*
 * The struct members the run's files declare: those that hold the old
 * buffer object (sh[].fields), and those declared with the port's own
 * types (struct user_pages, struct page_vec: the file was ported
 * before), so that porting a port adds nothing.
 */
static void run_declared_fields(struct run *r, struct shared *sh,
				struct name_set *run_fields)
{
	size_t i, j;

	for (i = 0; i < r->nr; i++)
		for (j = 0; j < sh[i].fields.nr; j++) {
			struct token t;

			memset(&t, 0, sizeof(t));
			t.text = sh[i].fields.v[j];
			t.len = strlen(t.text);
			names_add(run_fields, &t);
		}
	for (i = 0; i < r->nr; i++)
		for (j = 1; j < sh[i].tk.nr; j++) {
			const struct region *rg;

			if ((!tok_is(&sh[i].tk.v[j], "user_pages") &&
			     !tok_is(&sh[i].tk.v[j], "page_vec")) ||
			    !tok_is(&sh[i].tk.v[j - 1], "struct"))
				continue;
			rg = region_at(&sh[i].rg, sh[i].tk.v[j].line);
			if (rg && rg->kind == REGION_DECL)
				declarators(&sh[i].tk, j, run_fields);
		}
}

/* buffer objects held in struct members no file of the run declares */
static void declared_elsewhere(struct run *r, struct shared *sh)
{
	struct name_set run_fields = NAME_SET_INIT;
	size_t i, s;

	run_declared_fields(r, sh, &run_fields);
	for (i = 0; i < r->nr; i++) {
		struct unit *u = &r->units[i];
		struct var_sites vs;
		/* each member's header, looked for once per unit */
		struct name_set asked = NAME_SET_INIT;
		char **found = NULL;

		if (!ported(u))
			continue;
		var_sites_build(&vs, &sh[i].tk, u);
		for (s = 0; s < u->sites.nr; s++) {
			struct site *st = &u->sites.v[s];
			const struct token *f;
			const char *where;
			size_t a;

			if (st->kind == KIND_GUARDED || st->kind == KIND_INACTIVE ||
			    st->state != STATE_FOUND)
				continue;
			f = held_in(&sh[i].tk, &vs, st);
			if (!f || names_has(&run_fields, f))
				continue;
			a = name_set_find(&asked, f->text, f->len);
			if (a == NAME_NONE) {
				names_add(&asked, f);
				a = asked.nr - 1;
				found = xrealloc(found, asked.alloc *
						 sizeof(*found));
				found[a] = declaring_header(r->parse, u, f);
			}
			where = found[a];
			st->flags |= SITE_MASKED;
			verdict_manual(st, EV_FLAGGED, "declared-elsewhere",
				"the %s is held in the member %.*s, which "
				"%s declares, and that declaration is not "
				"ported in this run: the member's type and this "
				"use must change together; port %s with this "
				"file", KIONAME(KIOBUF), (int)f->len, f->text,
				where ? where :
				"a header zcport did not find",
				where ? where : "the header declaring it");
		}
		for (s = 0; s < asked.nr; s++)
			free(found[s]);
		free(found);
		name_set_free(&asked);
		var_sites_free(&vs);
	}
	name_set_free(&run_fields);
}

void treeplan_before(struct run *r)
{
	struct shared *sh = xcalloc(r->nr + 1, sizeof(*sh));
	size_t i;

	for (i = 0; i < r->nr; i++)
		if (ported(&r->units[i]))
			shared_of(&r->units[i], &sh[i]);
	used_elsewhere(r, sh);
	declared_elsewhere(r, sh);
	decide_together(r, sh);
	for (i = 0; i < r->nr; i++)
		shared_free(&sh[i]);
	free(sh);
}

/* the run's definitions' 2.4 buffer parameters left for a human, by their
 * function's name (ties: units, then sites, in order) */
struct manual_params {
	const struct run *r;
	size_t *unit, *site;
	size_t n;
	struct sorted_index ix;
};

static const char *param_fn(const struct manual_params *mp, size_t e)
{
	return mp->r->units[mp->unit[e]].sites.v[mp->site[e]].function;
}

static int param_cmp(const void *ctx, size_t a, size_t b)
{
	return strcmp(param_fn(ctx, a), param_fn(ctx, b));
}

static int param_probe(const void *ctx, size_t a, const void *key)
{
	return strcmp(param_fn(ctx, a), key);
}

static void manual_params_build(struct manual_params *mp,
				const struct run *r)
{
	size_t k, t, alloc = 0;

	memset(mp, 0, sizeof(*mp));
	mp->r = r;
	for (k = 0; k < r->nr; k++) {
		const struct unit *o = &r->units[k];

		if (!ported(o))
			continue;
		for (t = 0; t < o->sites.nr; t++) {
			const struct site *ot = &o->sites.v[t];

			if (ot->base_kind != KIND_PARAMETER || !ot->function ||
			    ot->state != STATE_MANUAL)
				continue;
			if (mp->n == alloc) {
				alloc = alloc ? 2 * alloc : 64;
				mp->unit = xrealloc(mp->unit,
						    alloc * sizeof(size_t));
				mp->site = xrealloc(mp->site,
						    alloc * sizeof(size_t));
			}
			mp->unit[mp->n] = k;
			mp->site[mp->n++] = t;
		}
	}
	sorted_index_build(&mp->ix, mp->n, param_cmp, mp);
}

static void manual_params_free(struct manual_params *mp)
{
	free(mp->unit);
	free(mp->site);
	sorted_index_free(&mp->ix);
}

size_t treeplan_after(struct run *r, char *which)
{
	struct manual_params mp;
	size_t i, s, n = 0;

	manual_params_build(&mp, r);
	for (i = 0; i < r->nr; i++) {
		struct unit *h = &r->units[i];
		struct regions hr;

		if (!ported(h))
			continue;
		regions_of(h->buf, h->len, &hr);
		for (s = 0; s < h->sites.nr; s++) {
			const struct site *st = &h->sites.v[s];
			const struct region *pr = region_at(&hr, st->line);
			const struct site *why = NULL;
			const struct unit *d = NULL;
			size_t lo, hi;

			if (st->base_kind != KIND_PARAMETER ||
			    st->state != STATE_CONVERTED || !pr ||
			    pr->kind != REGION_DECL || !*pr->name)
				continue;
			/* the definition's buffer parameter, in another unit */
			sorted_index_range(&mp.ix, param_probe, &mp, pr->name,
					   &lo, &hi);
			for (; lo < hi && !why; lo++) {
				size_t e = mp.ix.v[lo];

				if (mp.unit[e] == i)
					continue;
				d = &r->units[mp.unit[e]];
				why = &d->sites.v[mp.site[e]];
			}
			if (!why)
				continue;
			h->refused = xrealloc(h->refused, (h->nrefused + 1) *
					      sizeof(*h->refused));
			h->refused[h->nrefused].line = st->line;
			h->refused[h->nrefused].col = st->col;
			h->refused[h->nrefused].symbol = xstrdup(st->symbol);
			h->refused[h->nrefused].why = xasprintf(
				"the prototype of %s(), whose definition in %s "
				"is left for a human (%s: %s): the two change "
				"together", pr->name, d->path, why->reason_code,
				why->reason);
			h->nrefused++;
			which[i] = 1;
			n++;
		}
		regions_free(&hr);
	}
	manual_params_free(&mp);
	return n;
}
