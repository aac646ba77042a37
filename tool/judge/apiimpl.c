/* apiimpl: see apiimpl.h for the contract. */
#include <stdlib.h>
#include <string.h>

#include "apiimpl.h"
#include "lex.h"
#include "lookup.h"
#include "region.h"
#include "util.h"
#include "verdict.h"
#include "vocab.h"

/* 2.4's VFS functions that drove O_DIRECT through the API's buffers */
static const char *const vfs_plumbing[] = {
	"generic_direct_IO", "generic_file_direct_IO", NULL
};

static int in_list(const char *const *l, const char *s)
{
	for (; *l; l++)
		if (!strcmp(*l, s))
			return 1;
	return 0;
}

static int api_function(const char *name)
{
	const struct vocab *v = vocab_lookup(name, strlen(name));

	return v && v->cls == VOC_FUNCTION;
}

/* why each region is 2.4's own code of the API, or NULL */
struct judge {
	const struct unit *u;
	struct regions rg;
	char **why;		/* per region, malloc'd */
	struct token *tk;	/* the file's identifiers, in order */
	size_t ntk;
	struct sorted_index by_name;	/* tk by name, then order */
	size_t *nsites, *ncalls;	/* per region: sites, calls in it */
	size_t *line_at;	/* per line: its offset; nlines + 1 of them */
	size_t nlines;
	char **entries;		/* see unit.entries */
	size_t nentries;
};

static int site_in(const struct site *s, const struct region *r)
{
	return r && s->line >= r->first && s->line <= r->last;
}

static size_t region_index(const struct judge *j, const struct region *r)
{
	return (size_t)(r - j->rg.v);
}

/* does region r use the API's vocabulary (has a site)? */
static int has_site(const struct judge *j, const struct region *r)
{
	return j->nsites[region_index(j, r)] > 0;
}

static int calls_api(const struct judge *j, const struct region *r)
{
	return j->ncalls[region_index(j, r)] > 0;
}

/* nsites, ncalls: each site counted in every region whose lines hold it
 * (two share a line at most at their ends) */
static void count_sites(struct judge *j)
{
	size_t i, k;

	j->nsites = xcalloc(j->rg.nr + 1, sizeof(size_t));
	j->ncalls = xcalloc(j->rg.nr + 1, sizeof(size_t));
	for (i = 0; i < j->u->sites.nr; i++) {
		const struct site *s = &j->u->sites.v[i];
		const struct region *r = region_at(&j->rg, s->line);

		for (k = r ? region_index(j, r) : j->rg.nr;
		     k < j->rg.nr && site_in(s, &j->rg.v[k]); k++) {
			j->nsites[k]++;
			j->ncalls[k] += s->base_kind == KIND_CALL;
		}
	}
}

static size_t tok_line(const void *ctx, size_t i)
{
	return ((const struct token *)ctx)[i].line;
}

static int tok_cmp(const void *ctx, size_t a, size_t b)
{
	const struct token *x = &((const struct token *)ctx)[a];
	const struct token *y = &((const struct token *)ctx)[b];
	size_t n = x->len < y->len ? x->len : y->len;
	int c = memcmp(x->text, y->text, n);

	return c ? c : (x->len > y->len) - (x->len < y->len);
}

static int tok_probe(const void *ctx, size_t a, const void *key)
{
	const struct token *x = &((const struct token *)ctx)[a];
	size_t len = strlen(key), n = x->len < len ? x->len : len;
	int c = memcmp(x->text, key, n);

	return c ? c : (x->len > len) - (x->len < len);
}

/* is the function of region r declared static? */
static int is_static(const struct judge *j, const struct region *r)
{
	size_t i;

	for (i = sidx_lower(j->ntk, tok_line, j->tk, r->first); i < j->ntk;
	     i++) {
		if (j->tk[i].line > r->first || tok_is(&j->tk[i], r->name))
			break;
		if (tok_is(&j->tk[i], "static"))
			return 1;
	}
	return 0;
}

/*
 * A static function all of whose uses stand in regions already known to
 * be 2.4's own code is part of that code.
 */
static int only_used_by_removed(const struct judge *j, size_t k)
{
	const struct region *r = &j->rg.v[k];
	size_t lo, hi, i;
	int used = 0;

	/* the tokens named so, in the file's order */
	sorted_index_range(&j->by_name, tok_probe, j->tk, r->name, &lo, &hi);
	for (; lo < hi; lo++) {
		const struct region *o;

		i = j->by_name.v[lo];
		o = region_at(&j->rg, j->tk[i].line);
		if (o == r)
			continue;
		if (!o || !j->why[region_index(j, o)])
			return 0;
		used = 1;
	}
	return used;
}

static void mark(struct judge *j, size_t k, char *why)
{
	if (j->why[k])
		free(why);
	else
		j->why[k] = why;
}

static void judge_regions(struct judge *j)
{
	size_t k, n = j->rg.nr;
	int impl = 0, changed;

	for (k = 0; k < n; k++) {
		const struct region *r = &j->rg.v[k];

		if (!*r->name)
			continue;
		if (api_function(r->name)) {
			mark(j, k, xasprintf("2.4's own %s %s() of the %s "
					     "API, which 2.6 deleted",
					     r->kind == REGION_FUNCTION ?
					     "implementation of" :
					     "declaration of", r->name,
					     KIONAME(KIOBUF)));
			impl |= r->kind == REGION_FUNCTION;
		} else if (!strcmp(r->name, "generic_file_direct_IO") &&
			   has_site(j, r)) {
			/* 2.6 keeps the function, as the caller of the
			 * 2.6 direct_IO methods: rewritten, not deleted */
			mark(j, k, xasprintf("2.4's VFS O_DIRECT loop on "
					     "%s (%s()): rewrite it as "
					     "2.6's generic_file_direct_IO(rw, "
					     "iocb, iov, offset, nr_segs), which "
					     "hands the iovec to "
					     "mapping->a_ops->direct_IO() (the "
					     "2.6 methods the file systems got), "
					     "and have its callers pass the "
					     "iovec", KIONAME(KIOBUFS),
					     r->name));
		} else if (in_list(vfs_plumbing, r->name) && has_site(j, r)) {
			mark(j, k, xasprintf("2.4's VFS O_DIRECT path on %s "
					     "(%s()), which 2.6 replaced with "
					     "fs/direct-io.c", KIONAME(KIOBUFS),
					     r->name));
		}
	}
	/* helpers that only the removed code uses, to a fixed point */
	do {
		changed = 0;
		for (k = 0; k < n; k++) {
			const struct region *r = &j->rg.v[k];

			if (j->why[k] || r->kind != REGION_FUNCTION ||
			    !has_site(j, r))
				continue;
			if ((is_static(j, r) && only_used_by_removed(j, k)) ||
			    (impl && !calls_api(j, r))) {
				/* an entry point of its own (2.4's init
				 * of its buffer cache): its callers
				 * elsewhere go with it */
				if (!is_static(j, r)) {
					j->entries = xrealloc(j->entries,
						(j->nentries + 1) *
						sizeof(*j->entries));
					j->entries[j->nentries++] =
						xstrdup(r->name);
				}
				mark(j, k, xasprintf("part of 2.4's own %s "
						     "code (%s()%s)",
						     KIONAME(KIOBUF), r->name,
						     is_static(j, r) ? "" :
						     ", which other files "
						     "may call: delete those "
						     "calls, and this file's "
						     "object in its Makefile, "
						     "with it"));
				changed = 1;
			}
		}
	} while (changed);
}

/* the identifier tokens of the file, for the uses of a name */
static void collect_idents(struct judge *j)
{
	struct lexer lx;
	struct token t;
	size_t alloc = 0;

	lex_init(&lx, j->u->buf, j->u->len);
	while (lex_next(&lx, &t)) {
		if (t.type != TOK_IDENT || t.directive)
			continue;
		if (j->ntk == alloc) {
			alloc = alloc ? 2 * alloc : 1024;
			j->tk = xrealloc(j->tk, alloc * sizeof(*j->tk));
		}
		j->tk[j->ntk++] = t;
	}
	sorted_index_build(&j->by_name, j->ntk, tok_cmp, j->tk);
}

/* line_at: where each line of the file starts (line_text()) */
static void index_lines(struct judge *j)
{
	size_t i, alloc = 64;

	j->line_at = xmalloc(alloc * sizeof(size_t));
	j->line_at[0] = 0;
	j->nlines = 1;
	for (i = 0; i < j->u->len; i++) {
		if (j->u->buf[i] != '\n')
			continue;
		if (j->nlines == alloc) {
			alloc *= 2;
			j->line_at = xrealloc(j->line_at,
					      alloc * sizeof(size_t));
		}
		j->line_at[j->nlines++] = i + 1;
	}
}

/* the text of line l (1-based) of u, without its newline */
static char *line_text(const struct judge *j, unsigned l)
{
	const char *p, *end = j->u->buf + j->u->len, *e;

	/* the last start is after the last newline: a line only when
	 * text follows it, as a walk through the newlines finds */
	if (l < 1 || l > j->nlines ||
	    (l == j->nlines && l > 1 && j->line_at[l - 1] == j->u->len))
		return xstrdup("");
	p = j->u->buf + j->line_at[l - 1];
	e = memchr(p, '\n', (size_t)(end - p));
	return xstrndup(p, e ? (size_t)(e - p) : (size_t)(end - p));
}

static int has_word(const char *text, const char *w)
{
	size_t n = strlen(w);
	const char *p = text;

	while ((p = strstr(p, w))) {
		int before = p > text && (p[-1] == '_' ||
					  (p[-1] >= 'a' && p[-1] <= 'z') ||
					  (p[-1] >= 'A' && p[-1] <= 'Z') ||
					  (p[-1] >= '0' && p[-1] <= '9'));
		char a = p[n];
		int after = a == '_' || (a >= 'a' && a <= 'z') ||
			    (a >= 'A' && a <= 'Z') || (a >= '0' && a <= '9');

		if (!before && !after)
			return 1;
		p += n;
	}
	return 0;
}

/*
 * Does the file use some struct file's O_DIRECT buffer member as a
 * buffer of its own (read it into a variable, hand it to a call other
 * than the API's vector allocation and free), rather than only
 * allocate, free, clear and test it?
 */
static int tok_in(const struct token *t, const char *const *l)
{
	for (; *l; l++)
		if (tok_is(t, *l))
			return 1;
	return 0;
}

static int borrows_f_iobuf(const struct unit *u, unsigned *where)
{
	static const char *const vec[] = {
		KIONAME(ALLOC_KIOVEC), KIONAME(FREE_KIOVEC),
		KIONAME(ALLOC_KIOVEC_SZ), KIONAME(FREE_KIOVEC_SZ), NULL
	};
	struct lexer lx;
	struct token t, prev[8];
	size_t np = 0, k;

	memset(prev, 0, sizeof(prev));
	lex_init(&lx, u->buf, u->len);
	while (lex_next(&lx, &t)) {
		struct token next;

		if (t.directive)
			continue;
		if (t.type == TOK_IDENT && tok_is(&t, KIONAME(F_IOBUF))) {
			struct lexer peek = lx;
			int bookkeeping = 0;

			if (!lex_next(&peek, &next))
				break;
			/* "x->MEMBER = ..." (a store, not a == test) */
			if (next.type == TOK_PUNCT && *next.text == '=') {
				struct token n2;

				if (lex_next(&peek, &n2) &&
				    !(n2.type == TOK_PUNCT && *n2.text == '='))
					bookkeeping = 1;
			}
			/* a test: "if (!x->MEMBER)", "if (x->MEMBER)" */
			if (next.type == TOK_PUNCT && *next.text == ')')
				bookkeeping = 1;
			/* &x->MEMBER, handed to the allocation or free */
			for (k = 0; k < np && !bookkeeping; k++)
				if (prev[k].type == TOK_IDENT &&
				    tok_in(&prev[k], vec))
					bookkeeping = 1;
			if (!bookkeeping) {
				*where = t.line;
				return 1;
			}
		}
		if (np == 8) {
			memmove(prev, prev + 1, 7 * sizeof(*prev));
			np = 7;
		}
		prev[np++] = t;
	}
	return 0;
}

/*
 * Why the site on text, in region r, is 2.4's own API code that 2.6
 * deleted (caller frees), or NULL: the file defines the API's buffer
 * struct, the region was judged so, an export of an API function, the
 * direct_IO slot of 2.4's address_space_operations, struct file's
 * O_DIRECT buffer, or a use of that buffer in a file that only keeps it.
 */
static char *removal_reason(struct judge *j, const struct region *r,
			    const char *text, int defines_kiobuf,
			    int borrower)
{
	if (defines_kiobuf)
		return xasprintf("2.4's %s API header itself (it defines "
				 "struct %s), which 2.6 deleted",
				 KIONAME(KIOBUF), KIONAME(KIOBUF));
	if (r && j->why[region_index(j, r)])
		return xstrdup(j->why[region_index(j, r)]);
	if (r && r->kind == REGION_DECL &&
	    (!strcmp(r->name, "EXPORT_SYMBOL") ||
	     !strcmp(r->name, "EXPORT_SYMBOL_GPL") ||
	     !strcmp(r->name, "EXPORT_SYMBOL_NOVERS")))
		return xasprintf("an export of a %s API function, which 2.6 "
				 "does not have", KIONAME(KIOBUF));
	if (r && r->tag && !strcmp(r->tag, "address_space_operations") &&
	    (has_word(text, "direct_IO") || has_word(text, "direct_fileIO")))
		return xasprintf("2.4's %s direct_IO slot; 2.6's "
				 "address_space_operations has "
				 "direct_IO(rw, iocb, iov, offset, "
				 "nr_segs) in its place", KIONAME(KIOBUF));
	if (r && r->tag && !strcmp(r->tag, "file") &&
	    has_word(text, KIONAME(F_IOBUF)))
		return xasprintf("struct file's O_DIRECT %s (%s), which 2.6 "
				 "removed with 2.4's O_DIRECT path",
				 KIONAME(KIOBUF), KIONAME(F_IOBUF));
	if (has_word(text, KIONAME(F_IOBUF)) && !borrower)
		return xasprintf("the O_DIRECT %s a file kept in %s, which "
				 "2.6 removed with 2.4's O_DIRECT path "
				 "(fs/direct-io.c needs none)",
				 KIONAME(KIOBUF), KIONAME(F_IOBUF));
	return NULL;
}

/*
 * When every other use of the file was removed as 2.4's own code, the
 * include of the API's header and the forward declarations go with
 * them.  Returns how many sites that decided.
 */
static size_t remove_with_rest(struct unit *u)
{
	size_t i, done = 0;

	for (i = 0; i < u->sites.nr; i++) {
		struct site *s = &u->sites.v[i];
		char *what;

		if (s->kind == KIND_GUARDED || s->state != STATE_FOUND)
			continue;
		s->flags |= SITE_MASKED;
		what = s->base_kind == KIND_INCLUDE ?
		       xasprintf("<" VOCAB_HEADER ">, the %s API's header",
				 KIONAME(KIOBUF)) :
		       xasprintf("a declaration of struct %s",
				 KIONAME(KIOBUF));
		verdict_removed(s, "%s, in a file whose other %s code is "
				"2.4's own, which 2.6 deleted: delete it",
				what, KIONAME(KIOBUF));
		free(what);
		done++;
	}
	return done;
}

static void judge_release(struct judge *j)
{
	size_t k;

	for (k = 0; k < j->rg.nr; k++)
		free(j->why[k]);
	free(j->why);
	free(j->tk);
	sorted_index_free(&j->by_name);
	free(j->nsites);
	free(j->ncalls);
	free(j->line_at);
	regions_free(&j->rg);
}

size_t apiimpl_judge(struct unit *u)
{
	struct judge j;
	size_t i, k, done = 0, others = 0, removed = 0;
	int defines_kiobuf = 0, borrower;
	unsigned borrow_line = 0;

	if (!u->buf || !u->sites.nr)
		return 0;
	memset(&j, 0, sizeof(j));
	j.u = u;
	regions_of(u->buf, u->len, &j.rg);
	j.why = xcalloc(j.rg.nr + 1, sizeof(char *));
	collect_idents(&j);
	index_lines(&j);
	count_sites(&j);
	judge_regions(&j);
	for (k = 0; k < j.rg.nr; k++)
		if (j.rg.v[k].tag && !strcmp(j.rg.v[k].tag, KIONAME(KIOBUF)))
			defines_kiobuf = 1;
	borrower = borrows_f_iobuf(u, &borrow_line);

	for (i = 0; i < u->sites.nr; i++) {
		struct site *s = &u->sites.v[i];
		const struct region *r;
		char *text, *why;

		/* a use refused as input (does not parse) is one the
		 * include may still serve */
		if (s->state == STATE_MANUAL)
			others++;
		if (s->kind == KIND_GUARDED || s->state != STATE_FOUND)
			continue;
		r = region_at(&j.rg, s->line);
		text = line_text(&j, s->line);
		why = removal_reason(&j, r, text, defines_kiobuf, borrower);
		if (!why && has_word(text, KIONAME(F_IOBUF))) {
			/* the file borrows the buffer: not 2.4's own */
			s->flags |= SITE_MASKED;
			verdict_manual(s, EV_FLAGGED, "f-iobuf", "2.6's struct "
				       "file has no %s, and this file "
				       "uses it as a buffer of its own (line "
				       "%u): give each transfer a vector of "
				       "its own (allocate it where the "
				       "transfer starts, free it where it "
				       "ends) and drop this preallocation",
				       KIONAME(F_IOBUF), borrow_line);
			done++;
		}
		free(text);
		if (why) {
			s->flags |= SITE_MASKED;
			/* a why that says what to do instead is whole */
			verdict_removed(s, strstr(why, ": rewrite it") ? "%s" :
					"%s: delete it", why);
			free(why);
			done++;
			removed++;
		} else if (s->state == STATE_FOUND &&
			   s->base_kind != KIND_INCLUDE &&
			   !(s->base_kind == KIND_TYPE && r &&
			     r->kind == REGION_DECL &&
			     !strcmp(r->name, KIONAME(KIOBUF)))) {
			others++;
		}
	}
	if (removed && !others)
		done += remove_with_rest(u);
	while (u->nentries--)
		free(u->entries[u->nentries]);
	free(u->entries);
	u->entries = j.entries;
	u->nentries = j.nentries;
	judge_release(&j);
	return done;
}

/* the run's entry points (unit.entries), each with the unit defining it */
struct entries {
	const char **name;
	const struct unit **def;
	size_t n;
};

/* is name one of the entry points defined by a unit other than u? */
static const struct unit *entry_of(const struct entries *en,
				   const struct unit *u, const char *name,
				   size_t len)
{
	size_t k;

	for (k = 0; k < en->n; k++)
		if (en->def[k] != u && strlen(en->name[k]) == len &&
		    !memcmp(en->name[k], name, len))
			return en->def[k];
	return NULL;
}

/* does text name, anywhere, an entry point another unit than u defines? */
static int names_entry(const struct entries *en, const struct unit *u,
		       const char *text, size_t len)
{
	size_t k;

	for (k = 0; k < en->n; k++)
		if (en->def[k] != u &&
		    memmem(text, len, en->name[k], strlen(en->name[k])))
			return 1;
	return 0;
}

/* u's uses of other files' entry points, as removed sites */
static size_t add_callers(const struct entries *en, struct unit *u,
			  const char *text, size_t len)
{
	struct code_tokens tk;
	struct regions rg;
	size_t i, found = 0;

	lex_code_tokens(text, len, 0, &tk);
	regions_of(text, len, &rg);
	for (i = 0; i < tk.nr; i++) {
		const struct token *t = &tk.v[i];
		const struct unit *d;
		const struct region *in;
		struct site *s;
		char *name;
		int call;

		if (t->type != TOK_IDENT ||
		    !(d = entry_of(en, u, t->text, t->len)))
			continue;
		if (i && (code_punct(&tk, i - 1, '.') ||
			  (code_punct(&tk, i - 1, '>') && i > 1 &&
			   code_punct(&tk, i - 2, '-'))))
			continue;	/* a member of that name */
		in = region_at(&rg, t->line);
		if (in && in->kind == REGION_DECL && in->tag)
			continue;	/* a member in a struct's body */
		call = in && in->kind == REGION_FUNCTION &&
		       code_punct(&tk, i + 1, '(');
		name = xstrndup(t->text, t->len);
		s = site_add(&u->sites, u->path, t->line, t->col,
			     call ? KIND_CALL : KIND_REF, name,
			     in && in->kind == REGION_FUNCTION ? in->name :
			     NULL);
		s->anchor_line = t->line;
		s->anchor_token = xstrdup(name);
		s->flags |= SITE_MASKED;
		verdict_removed(s, "a %s of %s(), which 2.4's own %s code "
				"defines (%s) and 2.6 deleted: delete it",
				call ? "call" : "declaration", name,
				KIONAME(KIOBUF), d->path);
		free(name);
		found++;
	}
	regions_free(&rg);
	free(tk.v);
	return found;
}

/* may u name an entry point?  A name the prefilter passes can only be
 * in a file it passed */
static int may_name(const struct entries *en, const struct unit *u)
{
	size_t k;

	if (u->failed || u->too_large)
		return 0;
	if (u->vocab)
		return 1;
	for (k = 0; k < en->n; k++)
		if (!vocab_prefilter(en->name[k], strlen(en->name[k])))
			return 1;
	return 0;
}

size_t apiimpl_callers(struct run *r)
{
	struct entries en = { NULL, NULL, 0 };
	size_t i, k, found = 0;

	for (i = 0; i < r->nr; i++)
		for (k = 0; k < r->units[i].nentries; k++) {
			en.name = xrealloc(en.name,
					   (en.n + 1) * sizeof(*en.name));
			en.def = xrealloc(en.def, (en.n + 1) * sizeof(*en.def));
			en.name[en.n] = r->units[i].entries[k];
			en.def[en.n++] = &r->units[i];
		}
	for (i = 0; en.n && i < r->nr; i++) {
		struct unit *u = &r->units[i];
		char *buf = u->buf;
		size_t len = u->len, n;

		if (!may_name(&en, u) ||
		    (!buf && read_file(u->path, &buf, &len)))
			continue;
		n = names_entry(&en, u, buf, len) ?
		    add_callers(&en, u, buf, len) : 0;
		if (n && !u->buf) {
			u->buf = buf;
			u->len = len;
			u->candidate = 1;
		} else if (buf != u->buf) {
			free(buf);
		}
		if (n)
			site_list_sort(&u->sites);
		found += n;
	}
	free(en.name);
	free(en.def);
	return found;
}
