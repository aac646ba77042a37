/* pageflow: see pageflow.h for the contract. */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "lex.h"
#include "lookup.h"
#include "pageflow.h"
#include "runtmp.h"
#include "util.h"

struct ptok {
	enum token_type type;
	const char *s;
	size_t len;
	unsigned line, col;
};

struct pfile {
	char *display;
	char *text;
	size_t len;
	struct ptok *t;
	size_t n;
	size_t *match;		/* partner of each bracket, else 0 */
	int report;		/* index among report files, or -1 */
};

struct pfn {
	size_t file;
	char *name;
	size_t params;		/* its '(' */
	size_t body;		/* its '{' */
	int releases;
	int pins;		/* calls get_user_pages(), or a pinner */
	int dirties;		/* dirties pages, or calls a dirtier */
};

struct pageflow {
	struct pfile *f;
	size_t nf;
	int nreport;
	struct pfn *fn;
	size_t nfn, afn;
	/*
	 * Indexes (lookup.h), made once the functions are known: a run
	 * has thousands of functions and calls, and each call asked
	 * about every function.
	 */
	struct sorted_index by_name;	/* functions by name */
	struct span_index *bodies;	/* per file: its functions' bodies */
	size_t **body_fn;		/* ... their numbers in fn[] */
	struct sorted_index calls;	/* call tokens by name */
	struct call_ref *call;
	size_t ncall;
	int calls_built;
	char **pinned;		/* last identifiers of gup page arrays */
	size_t npinned;
	char **members;		/* members a pinned page is stored in */
	size_t nmembers;
	int analysed;
	int nest;		/* helpers being followed, against recursion */
};

/* a call in the run: "name(" not after '.' or "->" */
struct call_ref {
	size_t file, tok;
};

/* a page expression: tokens [a, b) of file f, or the parameter name */
struct pexpr {
	const struct pfile *f;
	size_t a, b;
	const char *param;	/* inside a helper: its parameter */
};

static int is(const struct ptok *t, const char *s)
{
	return t->len == strlen(s) && !memcmp(t->s, s, t->len);
}

static int same_tok(const struct ptok *x, const struct ptok *y)
{
	return x->len == y->len && !memcmp(x->s, y->s, x->len);
}

struct pageflow *pageflow_new(void)
{
	return xcalloc(1, sizeof(struct pageflow));
}

/* the code tokens (macro bodies are not followed), brackets matched */
static void tokenize(struct pfile *f)
{
	struct code_tokens tk;
	size_t *stack, sp = 0, i;

	lex_code_tokens(f->text, f->len, LEX_JOIN_PUNCT, &tk);
	f->t = xmalloc((tk.nr + 1) * sizeof(*f->t));
	for (i = 0; i < tk.nr; i++) {
		f->t[i].type = tk.v[i].type;
		f->t[i].s = tk.v[i].text;
		f->t[i].len = tk.v[i].len;
		f->t[i].line = tk.v[i].line;
		f->t[i].col = tk.v[i].col;
	}
	f->n = tk.nr;
	free(tk.v);
	f->match = xcalloc(f->n + 1, sizeof(size_t));
	stack = xmalloc((f->n + 1) * sizeof(size_t));
	for (i = 0; i < f->n; i++) {
		const struct ptok *k = &f->t[i];

		if (is(k, "(") || is(k, "[") || is(k, "{")) {
			stack[sp++] = i;
		} else if ((is(k, ")") || is(k, "]") || is(k, "}")) && sp) {
			size_t o = stack[--sp];

			f->match[o] = i;
			f->match[i] = o;
		}
	}
	free(stack);
}

int pageflow_add(struct pageflow *pf, const char *display, const char *text,
		 size_t len, int report)
{
	struct pfile *f;

	pf->f = xrealloc(pf->f, (pf->nf + 1) * sizeof(*pf->f));
	f = &pf->f[pf->nf++];
	memset(f, 0, sizeof(*f));
	f->display = xstrdup(display);
	f->text = xmalloc(len + 1);
	memcpy(f->text, text, len);
	f->text[len] = 0;
	f->len = len;
	f->report = report ? pf->nreport++ : -1;
	tokenize(f);
	return f->report;
}

/* ---- the functions of the run ---- */

static void find_functions(struct pageflow *pf)
{
	size_t fi, i;

	for (fi = 0; fi < pf->nf; fi++) {
		struct pfile *f = &pf->f[fi];

		for (i = 2; i < f->n; i++) {
			size_t open;

			if (!is(&f->t[i], "{") || !f->match[i])
				continue;
			if (is(&f->t[i - 1], ")") && (open = f->match[i - 1]) &&
			    f->t[open - 1].type == TOK_IDENT) {
				struct pfn *fn;

				if (pf->nfn == pf->afn) {
					pf->afn = pf->afn ? 2 * pf->afn : 64;
					pf->fn = xrealloc(pf->fn, pf->afn *
							  sizeof(*pf->fn));
				}
				fn = &pf->fn[pf->nfn++];
				fn->file = fi;
				fn->name = xstrndup(f->t[open - 1].s,
						    f->t[open - 1].len);
				fn->params = open;
				fn->body = i;
				fn->releases = 0;
				fn->pins = 0;
				fn->dirties = 0;
			}
			i = f->match[i];	/* bodies, initialisers */
		}
	}
}

static int fn_name_cmp(const void *ctx, size_t a, size_t b)
{
	const struct pageflow *pf = ctx;

	return strcmp(pf->fn[a].name, pf->fn[b].name);
}

/* the key: a token */
static int fn_name_probe(const void *ctx, size_t a, const void *key)
{
	const char *name = ((const struct pageflow *)ctx)->fn[a].name;
	const struct ptok *t = key;
	int c = strncmp(name, t->s, t->len);

	return c ? c : name[t->len] ? 1 : 0;
}

static void body_span(const void *ctx, size_t i, size_t *start, size_t *end)
{
	const struct pageflow *pf = ((const void *const *)ctx)[0];
	const size_t *nums = ((const void *const *)ctx)[1];
	const struct pfn *fn = &pf->fn[nums[i]];

	*start = fn->body + 1;
	*end = pf->f[fn->file].match[fn->body];
}

/* after find_functions(): the functions by name, each file's bodies */
static void index_functions(struct pageflow *pf)
{
	size_t fi, i, *n = xcalloc(pf->nf + 1, sizeof(size_t));

	sorted_index_build(&pf->by_name, pf->nfn, fn_name_cmp, pf);
	pf->bodies = xcalloc(pf->nf + 1, sizeof(*pf->bodies));
	pf->body_fn = xcalloc(pf->nf + 1, sizeof(*pf->body_fn));
	for (fi = 0; fi < pf->nf; fi++)
		pf->body_fn[fi] = xmalloc((pf->nfn + 1) * sizeof(size_t));
	for (i = 0; i < pf->nfn; i++)
		pf->body_fn[pf->fn[i].file][n[pf->fn[i].file]++] = i;
	for (fi = 0; fi < pf->nf; fi++) {
		const void *ctx[2] = { pf, pf->body_fn[fi] };

		span_index_build(&pf->bodies[fi], n[fi], body_span, ctx);
	}
	free(n);
}

/* the first function of the run named t */
static struct pfn *fn_named(struct pageflow *pf, const struct ptok *t)
{
	size_t lo, hi;

	sorted_index_range(&pf->by_name, fn_name_probe, pf, t, &lo, &hi);
	return lo < hi ? &pf->fn[pf->by_name.v[lo]] : NULL;
}

/* the function whose body holds token k of file fi */
static struct pfn *fn_at(struct pageflow *pf, size_t fi, size_t k)
{
	size_t i = span_index_find(&pf->bodies[fi], k);

	return i == SPAN_NONE ? NULL : &pf->fn[pf->body_fn[fi][i]];
}

/*
 * The arguments of the call whose '(' is at open: *n ranges in a[]
 * (at most max), split at top-level commas.
 */
static size_t split_args(const struct pfile *f, size_t open, size_t (*a)[2],
			 size_t max)
{
	size_t close = f->match[open], i, n = 0, start = open + 1;

	if (!close)
		return 0;
	for (i = open + 1; i <= close; i++) {
		if (i < close && (is(&f->t[i], "(") || is(&f->t[i], "[") ||
				  is(&f->t[i], "{")) && f->match[i] > i) {
			i = f->match[i];
			continue;
		}
		if (i == close || is(&f->t[i], ",")) {
			if (n < max && i > start) {
				a[n][0] = start;
				a[n][1] = i;
			}
			if (i > start || i < close)
				n++;
			start = i + 1;
		}
	}
	return n;
}

/* the parameter names of a function, in order (NULL where unnamed) */
static size_t param_index(const struct pfile *f, const struct pfn *fn,
			  const struct ptok *name)
{
	size_t a[16][2], n = split_args(f, fn->params, a, 16), i, j;

	for (i = 0; i < n && i < 16; i++) {
		size_t last = 0;

		for (j = a[i][0]; j < a[i][1]; j++) {
			if (is(&f->t[j], "[") && f->match[j] > j) {
				j = f->match[j];
				continue;
			}
			if (f->t[j].type == TOK_IDENT)
				last = j + 1;
		}
		if (last && same_tok(&f->t[last - 1], name))
			return i + 1;
	}
	return 0;
}

/*
 * The name of an array expression: "d->pages" and "&pages[0]" -> the
 * last identifier before any subscript.  0 when there is none.
 */
static size_t array_name(const struct pfile *f, size_t a, size_t b)
{
	size_t i, last = 0;

	while (a < b && (is(&f->t[a], "&") || is(&f->t[a], "(")))
		a++;
	for (i = a; i < b; i++) {
		if (is(&f->t[i], "[") && f->match[i] > i)
			break;
		if (is(&f->t[i], "(") && f->match[i] > i) {
			i = f->match[i];	/* a cast */
			continue;
		}
		if (f->t[i].type == TOK_IDENT)
			last = i + 1;
	}
	return last;
}

static int in_names(char *const *v, size_t n, const struct ptok *t)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (strlen(v[i]) == t->len && !memcmp(v[i], t->s, t->len))
			return 1;
	return 0;
}

static int pinned_name(const struct pageflow *pf, const struct ptok *t)
{
	return in_names(pf->pinned, pf->npinned, t);
}

static void find_pinned(struct pageflow *pf)
{
	size_t fi, i;

	for (fi = 0; fi < pf->nf; fi++) {
		const struct pfile *f = &pf->f[fi];

		for (i = 0; i + 1 < f->n; i++) {
			size_t a[8][2], n, which, name;

			if (!is(&f->t[i], "get_user_pages") ||
			    !is(&f->t[i + 1], "(") || !f->match[i + 1])
				continue;
			n = split_args(f, i + 1, a, 8);
			/* 2.6: (tsk, mm, start, nr, write, force, pages,
			 * vmas); later kernels: (start, nr, flags, pages,
			 * vmas) */
			which = n == 8 ? 6 : n == 5 ? 3 : 99;
			if (which == 99)
				continue;
			name = array_name(f, a[which][0], a[which][1]);
			if (!name || pinned_name(pf, &f->t[name - 1]))
				continue;
			pf->pinned = xrealloc(pf->pinned, (pf->npinned + 1) *
					      sizeof(char *));
			pf->pinned[pf->npinned++] =
				xstrndup(f->t[name - 1].s, f->t[name - 1].len);
		}
	}
}

static const char *const release_calls[] = {
	"page_cache_release", "put_page", "release_pages",
	"user_pages_unmap", "user_pages_free", "page_vec_unmap", NULL
};

/* the kernel's dirtying calls, and the helpers' explicit ones */
static const char *const dirtier_calls[] = {
	"SetPageDirty", "set_page_dirty", "set_page_dirty_lock",
	"user_pages_dirty", "page_vec_dirty", NULL
};

int pageflow_primitive(const char *s, size_t len)
{
	static const char *const more[] = { "get_user_pages", "PageReserved",
					    NULL };
	const char *const *lists[] = { release_calls, dirtier_calls, more };
	size_t i, k;

	for (i = 0; i < sizeof(lists) / sizeof(lists[0]); i++)
		for (k = 0; lists[i][k]; k++)
			if (strlen(lists[i][k]) == len &&
			    !memcmp(lists[i][k], s, len))
				return 1;
	return 0;
}

/* the calls a function makes: callees in fn[] (itself left out), and
 * whether it calls one of a list of names */
struct callees {
	size_t *v;
	size_t n;
	int pin, release, dirty;
};

static void find_callees(struct pageflow *pf, struct callees *cs)
{
	static const char *const pin_calls[] = { "get_user_pages", NULL };
	size_t i, k, alloc;
	int r;

	for (i = 0; i < pf->nfn; i++) {
		const struct pfn *fn = &pf->fn[i];
		const struct pfile *f = &pf->f[fn->file];
		size_t end = f->match[fn->body];
		struct callees *c = &cs[i];

		alloc = 8;
		c->v = xmalloc(alloc * sizeof(size_t));
		for (k = fn->body + 1; k + 1 < end; k++) {
			const struct pfn *callee;

			if (f->t[k].type != TOK_IDENT || !is(&f->t[k + 1], "("))
				continue;
			for (r = 0; pin_calls[r]; r++)
				c->pin |= is(&f->t[k], pin_calls[r]);
			for (r = 0; release_calls[r]; r++)
				c->release |= is(&f->t[k], release_calls[r]);
			for (r = 0; dirtier_calls[r]; r++)
				c->dirty |= is(&f->t[k], dirtier_calls[r]);
			callee = fn_named(pf, &f->t[k]);
			if (!callee || callee == fn)
				continue;
			if (c->n == alloc)
				c->v = xrealloc(c->v, (alloc *= 2) *
						sizeof(size_t));
			c->v[c->n++] = (size_t)(callee - pf->fn);
		}
	}
}

/*
 * Set the flag (at flag_off in struct pfn) of every function that calls
 * a direct one (direct_off in struct callees), or a function with the
 * flag, to a fixpoint, skipping those with the skip flag set: from each
 * function flagged, back along the calls, once each.  What is flagged
 * does not depend on the order (the least fixpoint).
 */
static void propagate(struct pageflow *pf, const struct callees *cs,
		      size_t direct_off, size_t flag_off, size_t skip_off)
{
	size_t *ncallers = xcalloc(pf->nfn + 1, sizeof(size_t));
	size_t **callers = xcalloc(pf->nfn + 1, sizeof(size_t *));
	size_t *todo = xmalloc((pf->nfn + 1) * sizeof(size_t));
	size_t ntodo = 0, i, k;

#define FLAG(i) (*(int *)((char *)&pf->fn[i] + flag_off))
#define SKIP(i) (skip_off && *(int *)((char *)&pf->fn[i] + skip_off))
	for (i = 0; i < pf->nfn; i++)
		for (k = 0; k < cs[i].n; k++)
			ncallers[cs[i].v[k]]++;
	for (i = 0; i < pf->nfn; i++) {
		callers[i] = xmalloc((ncallers[i] + 1) * sizeof(size_t));
		ncallers[i] = 0;
	}
	for (i = 0; i < pf->nfn; i++)
		for (k = 0; k < cs[i].n; k++)
			callers[cs[i].v[k]][ncallers[cs[i].v[k]]++] = i;
	for (i = 0; i < pf->nfn; i++)
		if (!FLAG(i) && !SKIP(i) &&
		    *(const int *)((const char *)&cs[i] + direct_off)) {
			FLAG(i) = 1;
			todo[ntodo++] = i;
		}
	while (ntodo) {
		size_t c = todo[--ntodo];

		for (k = 0; k < ncallers[c]; k++) {
			size_t caller = callers[c][k];

			if (FLAG(caller) || SKIP(caller))
				continue;
			FLAG(caller) = 1;
			todo[ntodo++] = caller;
		}
	}
#undef FLAG
#undef SKIP
	for (i = 0; i < pf->nfn; i++)
		free(callers[i]);
	free(callers);
	free(ncallers);
	free(todo);
}

/*
 * Releasers and dirtiers, to a fixpoint over the run (a dirtier dirties
 * pages itself, or calls a dirtier).  A function that pins pages
 * itself (the user_pages_map() helper releases a partial pin, a read()
 * maps and unmaps) is not "the free path": calling it again releases
 * nothing of an earlier pin.  A call of a name means the run's first
 * function of that name.
 */
static void find_releasers(struct pageflow *pf)
{
	struct callees *cs = xcalloc(pf->nfn + 1, sizeof(*cs));
	size_t i;

	find_callees(pf, cs);
	propagate(pf, cs, offsetof(struct callees, pin),
		  offsetof(struct pfn, pins), 0);
	propagate(pf, cs, offsetof(struct callees, release),
		  offsetof(struct pfn, releases), offsetof(struct pfn, pins));
	/* dirtiers: functions that dirty pages, or call a dirtier */
	propagate(pf, cs, offsetof(struct callees, dirty),
		  offsetof(struct pfn, dirties), 0);
	for (i = 0; i < pf->nfn; i++)
		free(cs[i].v);
	free(cs);
}

static void find_members(struct pageflow *pf);

static void analyse(struct pageflow *pf)
{
	if (pf->analysed)
		return;
	pf->analysed = 1;
	find_functions(pf);
	index_functions(pf);
	find_pinned(pf);
	find_members(pf);
	find_releasers(pf);
}

/* the names of the functions whose flag at flag_off is set, for Python */
static char *names_flagged(struct pageflow *pf, size_t flag_off)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i, j;

	analyse(pf);
#define FLAG(k) (*(const int *)((const char *)&pf->fn[k] + flag_off))
	for (i = 0; i < pf->nfn; i++) {
		const char *name = pf->fn[i].name;
		struct ptok t = { TOK_IDENT, name, strlen(name), 0, 0 };
		size_t lo, hi;

		if (!FLAG(i))
			continue;
		/* once per name: at the first function of that name
		 * flagged */
		sorted_index_range(&pf->by_name, fn_name_probe, pf, &t, &lo,
				   &hi);
		for (j = lo; j < hi && !FLAG(pf->by_name.v[j]); j++)
			;
		/* identifiers only: the names go into Python source */
		if (pf->by_name.v[j] != i ||
		    strspn(name, "abcdefghijklmnopqrstuvwxyz"
				    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") !=
		    strlen(name))
			continue;
		strbuf_addf(&sb, "%s'%s'", sb.len ? ", " : "", name);
	}
#undef FLAG
	if (!sb.len)
		return xstrdup("");
	return strbuf_detach(&sb, NULL);
}

char *pageflow_releasers(struct pageflow *pf)
{
	return names_flagged(pf, offsetof(struct pfn, releases));
}

char *pageflow_dirtiers(struct pageflow *pf)
{
	return names_flagged(pf, offsetof(struct pfn, dirties));
}

/* ---- expressions: does a condition imply !PageReserved(X)? ---- */

static void strip_parens(const struct pfile *f, size_t *a, size_t *b)
{
	while (*b > *a + 1 && is(&f->t[*a], "(") && f->match[*a] == *b - 1) {
		(*a)++;
		(*b)--;
	}
}

/* is tokens [a, b) of f the page expression x? */
static int is_x(const struct pfile *f, size_t a, size_t b,
		const struct pexpr *x)
{
	size_t xa = x->a, xb = x->b, i;

	strip_parens(f, &a, &b);
	if (x->param)
		return b == a + 1 && strlen(x->param) == f->t[a].len &&
		       !memcmp(x->param, f->t[a].s, f->t[a].len);
	strip_parens(x->f, &xa, &xb);
	if (b - a != xb - xa)
		return 0;
	for (i = 0; i < b - a; i++)
		if (!same_tok(&f->t[a + i], &x->f->t[xa + i]))
			return 0;
	return 1;
}

/* the top-level operator op in [a, b): its index, else 0 */
static size_t top_op(const struct pfile *f, size_t a, size_t b,
		     const char *op)
{
	size_t i;

	for (i = a; i < b; i++) {
		if ((is(&f->t[i], "(") || is(&f->t[i], "[")) &&
		    f->match[i] > i) {
			i = f->match[i];
			continue;
		}
		if (is(&f->t[i], op))
			return i;
	}
	return 0;
}

static int notres(struct pageflow *pf, const struct pfile *f, size_t a,
		  size_t b, const struct pexpr *x, int depth);

/* PageReserved(X) implies the condition [a, b) */
static int resimp(struct pageflow *pf, const struct pfile *f, size_t a,
		  size_t b, const struct pexpr *x, int depth);

static int guarded_at(struct pageflow *pf, const struct pfile *f,
		      const struct pfn *fn, size_t k, const struct pexpr *x);

/*
 * A helper call "h(..., X, ...)" with X for h's parameter P.  It implies
 * !PageReserved(X) when every return of h gives 0 or a value that
 * implies !PageReserved(P), or stands where that holds ("if
 * (PageReserved(p)) return 0; return 1;").  It is implied by
 * PageReserved(X) when h's one return expression is.
 */
static int through_helper(struct pageflow *pf, const struct pfile *f,
			  size_t a, size_t b, const struct pexpr *x,
			  int depth, int want_notres)
{
	size_t args[16][2], n, i, k, end, nret = 0, r;
	size_t rets[16][3];		/* "return", expression start, end */
	const struct pfn *h;
	const struct pfile *hf;

	if (depth > 4 || b < a + 3 || f->t[a].type != TOK_IDENT ||
	    !is(&f->t[a + 1], "(") || f->match[a + 1] != b - 1)
		return 0;
	h = fn_named(pf, &f->t[a]);
	if (!h)
		return 0;
	hf = &pf->f[h->file];
	n = split_args(f, a + 1, args, 16);
	end = hf->match[h->body];
	for (k = h->body + 1; k < end; k++) {
		size_t rend;

		if (!is(&hf->t[k], "return"))
			continue;
		for (rend = k + 1; rend < end && !is(&hf->t[rend], ";");
		     rend++)
			if ((is(&hf->t[rend], "(") || is(&hf->t[rend], "[")) &&
			    hf->match[rend] > rend)
				rend = hf->match[rend];
		if (nret == 16 || rend <= k + 1)
			return 0;
		rets[nret][0] = k;
		rets[nret][1] = k + 1;
		rets[nret++][2] = rend;
	}
	if (!nret || (!want_notres && nret != 1) || pf->nest > 4)
		return 0;
	pf->nest++;
	for (i = 0; i < n && i < 16; i++) {
		size_t pa[16][2], np, j, last = 0;
		struct pexpr px;
		int ok = 1;

		if (!is_x(f, args[i][0], args[i][1], x))
			continue;
		np = split_args(hf, h->params, pa, 16);
		if (i >= np)
			continue;
		for (j = pa[i][0]; j < pa[i][1]; j++)
			if (hf->t[j].type == TOK_IDENT)
				last = j;
		if (!last)
			continue;
		memset(&px, 0, sizeof(px));
		px.f = hf;
		px.param = xstrndup(hf->t[last].s, hf->t[last].len);
		for (r = 0; r < nret && ok; r++) {
			size_t ra = rets[r][1], rb = rets[r][2];

			strip_parens(hf, &ra, &rb);
			if (!want_notres)
				ok = resimp(pf, hf, ra, rb, &px, depth + 1);
			else
				ok = (rb == ra + 1 &&
				      (is(&hf->t[ra], "0") ||
				       is(&hf->t[ra], "NULL"))) ||
				     notres(pf, hf, ra, rb, &px, depth + 1) ||
				     guarded_at(pf, hf, h, rets[r][0], &px);
		}
		free((char *)px.param);
		if (ok) {
			pf->nest--;
			return 1;
		}
	}
	pf->nest--;
	return 0;
}

/* "E == 0" / "0 == E": the E, else 0 */
static int compare_zero(const struct pfile *f, size_t a, size_t b,
			const char *op, size_t *ea, size_t *eb)
{
	size_t o = top_op(f, a, b, op);

	if (!o)
		return 0;
	if (o + 2 == b && is(&f->t[o + 1], "0")) {
		*ea = a;
		*eb = o;
		return 1;
	}
	if (o == a + 1 && is(&f->t[a], "0")) {
		*ea = o + 1;
		*eb = b;
		return 1;
	}
	return 0;
}

static int notres(struct pageflow *pf, const struct pfile *f, size_t a,
		  size_t b, const struct pexpr *x, int depth)
{
	size_t o, ea, eb;

	strip_parens(f, &a, &b);
	if (b <= a || depth > 8)
		return 0;
	if (top_op(f, a, b, "?"))
		return 0;
	if ((o = top_op(f, a, b, "||")))	/* every disjunct */
		return notres(pf, f, a, o, x, depth + 1) &&
		       notres(pf, f, o + 1, b, x, depth + 1);
	if ((o = top_op(f, a, b, "&&")))	/* any conjunct */
		return notres(pf, f, a, o, x, depth + 1) ||
		       notres(pf, f, o + 1, b, x, depth + 1);
	if (compare_zero(f, a, b, "==", &ea, &eb))
		return resimp(pf, f, ea, eb, x, depth + 1);
	if (compare_zero(f, a, b, "!=", &ea, &eb))
		return notres(pf, f, ea, eb, x, depth + 1);
	if (is(&f->t[a], "!"))
		return resimp(pf, f, a + 1, b, x, depth + 1);
	return through_helper(pf, f, a, b, x, depth, 1);
}

static int resimp(struct pageflow *pf, const struct pfile *f, size_t a,
		  size_t b, const struct pexpr *x, int depth)
{
	size_t o, ea, eb;

	strip_parens(f, &a, &b);
	if (b <= a || depth > 8)
		return 0;
	if (top_op(f, a, b, "?"))
		return 0;
	if ((o = top_op(f, a, b, "||")))	/* any disjunct */
		return resimp(pf, f, a, o, x, depth + 1) ||
		       resimp(pf, f, o + 1, b, x, depth + 1);
	if ((o = top_op(f, a, b, "&&")))	/* every conjunct */
		return resimp(pf, f, a, o, x, depth + 1) &&
		       resimp(pf, f, o + 1, b, x, depth + 1);
	if (compare_zero(f, a, b, "==", &ea, &eb))
		return notres(pf, f, ea, eb, x, depth + 1);
	if (compare_zero(f, a, b, "!=", &ea, &eb))
		return resimp(pf, f, ea, eb, x, depth + 1);
	if (is(&f->t[a], "!"))
		return notres(pf, f, a + 1, b, x, depth + 1);
	if (b > a + 3 && is(&f->t[a], "PageReserved") &&
	    is(&f->t[a + 1], "(") && f->match[a + 1] == b - 1)
		return is_x(f, a + 2, b - 1, x);
	return through_helper(pf, f, a, b, x, depth, 0);
}

/* ---- statements ---- */

static size_t stmt_end(const struct pfile *f, size_t i, size_t limit)
{
	size_t j;

	if (i >= limit)
		return limit;
	if (is(&f->t[i], "{"))
		return f->match[i] > i ? f->match[i] + 1 : limit;
	if ((is(&f->t[i], "if") || is(&f->t[i], "for") ||
	     is(&f->t[i], "while") || is(&f->t[i], "switch")) &&
	    i + 1 < limit && is(&f->t[i + 1], "(") && f->match[i + 1] > i) {
		j = stmt_end(f, f->match[i + 1] + 1, limit);
		if (is(&f->t[i], "if") && j < limit && is(&f->t[j], "else"))
			j = stmt_end(f, j + 1, limit);
		return j;
	}
	if (is(&f->t[i], "do")) {
		j = stmt_end(f, i + 1, limit);
		if (j + 1 < limit && is(&f->t[j], "while") &&
		    is(&f->t[j + 1], "(") && f->match[j + 1] > j)
			j = f->match[j + 1] + 1;
		return j < limit && is(&f->t[j], ";") ? j + 1 : j;
	}
	if (is(&f->t[i], "case")) {
		for (j = i + 1; j < limit && !is(&f->t[j], ":"); j++)
			;
		return j < limit ? j + 1 : limit;
	}
	if (i + 1 < limit && f->t[i].type == TOK_IDENT &&
	    is(&f->t[i + 1], ":"))
		return i + 2;		/* a label, default: */
	for (j = i; j < limit; j++) {
		if ((is(&f->t[j], "(") || is(&f->t[j], "[") ||
		     is(&f->t[j], "{")) && f->match[j] > j) {
			j = f->match[j];
			continue;
		}
		if (is(&f->t[j], ";"))
			return j + 1;
		if (is(&f->t[j], "}"))
			return j > i ? j : j + 1;
	}
	return limit;
}

static int is_label(const struct pfile *f, size_t i, size_t e)
{
	return is(&f->t[i], "case") || (e == i + 2 && is(&f->t[i + 1], ":"));
}

/* a statement that never falls through: a jump, or a block ending in one */
static int is_jump(const struct pfile *f, size_t i, size_t e)
{
	size_t s, last = 0;

	if (is(&f->t[i], "return") || is(&f->t[i], "goto") ||
	    is(&f->t[i], "continue") || is(&f->t[i], "break"))
		return 1;
	if (!is(&f->t[i], "{") || f->match[i] + 1 != e)
		return 0;
	for (s = i + 1; s < e - 1; s = stmt_end(f, s, e - 1))
		last = s;
	return last && is_jump(f, last, stmt_end(f, last, e - 1));
}

static int is_assign_op(const struct ptok *t)
{
	static const char *const ops[] = { "=", "+=", "-=", "*=", "/=", "%=",
		"&=", "|=", "^=", "<<=", ">>=", "++", "--", NULL };
	int k;

	for (k = 0; ops[k]; k++)
		if (is(t, ops[k]))
			return 1;
	return 0;
}

/*
 * Can [i, e) change what the page expression names: an assignment (or
 * ++/--) to any identifier in it ("p", or "pages" or "i" of pages[i])?
 */
static int assigns_x(const struct pfile *f, size_t i, size_t e,
		     const struct pexpr *x)
{
	size_t k, j, xa = x->a, xb = x->b;

	if (x->param)
		return 0;
	strip_parens(x->f, &xa, &xb);
	for (j = xa; j < xb; j++) {
		const struct ptok *id = &x->f->t[j];

		if (id->type != TOK_IDENT)
			continue;
		for (k = i; k < e; k++)
			if (same_tok(&f->t[k], id) &&
			    ((k + 1 < e && is_assign_op(&f->t[k + 1])) ||
			     (k > i && (is(&f->t[k - 1], "++") ||
					is(&f->t[k - 1], "--")))))
				return 1;
	}
	return 0;
}

static int guarded_stmt(struct pageflow *pf, const struct pfile *f, size_t i,
			size_t e, size_t k, const struct pexpr *x);

/* the statements [a, b) of a block: is token k guarded among them? */
static int guarded_seq(struct pageflow *pf, const struct pfile *f, size_t a,
		       size_t b, size_t k, const struct pexpr *x)
{
	int exited = 0;	/* after "if (PageReserved(x)) jump;" */
	size_t i = a, e;

	while (i < b) {
		e = stmt_end(f, i, b);
		if (e <= i)
			e = i + 1;
		if (k >= i && k < e)	/* (a loop may change it first) */
			return (exited && !assigns_x(f, i, e, x)) ||
			       guarded_stmt(pf, f, i, e, k, x);
		if (is_label(f, i, e)) {
			exited = 0;	/* reached from elsewhere too */
		} else if (is(&f->t[i], "if") && f->match[i + 1] > i) {
			size_t body = f->match[i + 1] + 1;
			size_t be = stmt_end(f, body, e);

			if (be == e && is_jump(f, body, be) &&
			    resimp(pf, f, i + 2, f->match[i + 1], x, 0))
				exited = 1;
			else if (assigns_x(f, i, e, x))
				exited = 0;
		} else if (assigns_x(f, i, e, x)) {
			exited = 0;
		}
		i = e;
	}
	return 0;
}

/* the condition of a for (;;): the middle clause */
static int for_cond(const struct pfile *f, size_t open, size_t *a, size_t *b)
{
	size_t i, s1 = 0, close = f->match[open];

	for (i = open + 1; i < close; i++) {
		if ((is(&f->t[i], "(") || is(&f->t[i], "[")) &&
		    f->match[i] > i) {
			i = f->match[i];
			continue;
		}
		if (is(&f->t[i], ";")) {
			if (s1) {
				*a = s1 + 1;
				*b = i;
				return 1;
			}
			s1 = i;
		}
	}
	return 0;
}

static int guarded_stmt(struct pageflow *pf, const struct pfile *f, size_t i,
			size_t e, size_t k, const struct pexpr *x)
{
	if (is(&f->t[i], "{"))
		return guarded_seq(pf, f, i + 1, f->match[i], k, x);
	if (is(&f->t[i], "if") && f->match[i + 1] > i) {
		size_t c = f->match[i + 1], s1 = c + 1;
		size_t s1e = stmt_end(f, s1, e);

		if (k >= s1 && k < s1e)
			return notres(pf, f, i + 2, c, x, 0) ||
			       guarded_stmt(pf, f, s1, s1e, k, x);
		if (s1e < e && is(&f->t[s1e], "else") && k > s1e)
			return resimp(pf, f, i + 2, c, x, 0) ||
			       guarded_stmt(pf, f, s1e + 1, e, k, x);
		return 0;
	}
	if ((is(&f->t[i], "while") || is(&f->t[i], "for")) &&
	    f->match[i + 1] > i) {
		size_t c = f->match[i + 1], ca = i + 2, cb = c;

		if (k <= c)
			return 0;
		if (is(&f->t[i], "for") && !for_cond(f, i + 1, &ca, &cb))
			ca = cb = 0;
		return (cb > ca && notres(pf, f, ca, cb, x, 0)) ||
		       guarded_stmt(pf, f, c + 1, e, k, x);
	}
	if (is(&f->t[i], "switch") && f->match[i + 1] > i &&
	    k > f->match[i + 1])
		return guarded_stmt(pf, f, f->match[i + 1] + 1, e, k, x);
	if (is(&f->t[i], "do"))
		return guarded_stmt(pf, f, i + 1, stmt_end(f, i + 1, e), k, x);
	return 0;
}

/* is token k (in a function body) where !PageReserved(x) holds? */
static int guarded_at(struct pageflow *pf, const struct pfile *f,
		      const struct pfn *fn, size_t k, const struct pexpr *x)
{
	return guarded_seq(pf, f, fn->body + 1, f->match[fn->body], k, x);
}

/* ---- where a page came from ---- */

/*
 * Is name (a variable of function fn) assigned, anywhere in fn, a page
 * of a pinned array (want_page) or a pinned array itself?
 */
static int local_from_pinned(struct pageflow *pf, const struct pfile *f,
			     const struct pfn *fn, const struct ptok *name,
			     int want_page, int depth);

static int pinned_array(struct pageflow *pf, const struct pfile *f,
			const struct pfn *fn, size_t a, size_t b, int depth)
{
	size_t name = array_name(f, a, b);

	if (!name)
		return 0;
	if (pinned_name(pf, &f->t[name - 1]))
		return 1;
	return depth < 3 && fn &&
	       local_from_pinned(pf, f, fn, &f->t[name - 1], 0, depth + 1);
}

/* a page of a pinned array: "A[i]" with A pinned, or a local such */
static int pinned_page(struct pageflow *pf, const struct pfile *f,
		       const struct pfn *fn, size_t a, size_t b, int depth)
{
	strip_parens(f, &a, &b);
	if (b <= a)
		return 0;
	if (is(&f->t[b - 1], "]") && f->match[b - 1] > a)
		return pinned_array(pf, f, fn, a, f->match[b - 1], depth);
	if (b == a + 1 && f->t[a].type == TOK_IDENT && fn && depth < 3)
		return local_from_pinned(pf, f, fn, &f->t[a], 1, depth + 1);
	/* sg[i].page: a member some function of the run stores them in */
	if (b >= a + 3 && f->t[b - 1].type == TOK_IDENT &&
	    (is(&f->t[b - 2], ".") || is(&f->t[b - 2], "->")))
		return in_names(pf->members, pf->nmembers, &f->t[b - 1]);
	return 0;
}

/*
 * Members that hold pinned pages: "x.M = P" or "x->M = P" with P a page
 * of a pinned array (a scatterlist built from get_user_pages() pages).
 */
static void find_members(struct pageflow *pf)
{
	size_t i, k, e;

	for (i = 0; i < pf->nfn; i++) {
		const struct pfn *fn = &pf->fn[i];
		const struct pfile *f = &pf->f[fn->file];
		size_t end = f->match[fn->body];

		for (k = fn->body + 2; k + 2 < end; k++) {
			if (f->t[k].type != TOK_IDENT ||
			    !is(&f->t[k + 1], "=") ||
			    !(is(&f->t[k - 1], ".") ||
			      is(&f->t[k - 1], "->")) ||
			    in_names(pf->members, pf->nmembers, &f->t[k]))
				continue;
			for (e = k + 2; e < end && !is(&f->t[e], ";") &&
			     !is(&f->t[e], ","); e++)
				if ((is(&f->t[e], "(") || is(&f->t[e], "[")) &&
				    f->match[e] > e)
					e = f->match[e];
			if (!pinned_page(pf, f, fn, k + 2, e, 1))
				continue;
			pf->members = xrealloc(pf->members, (pf->nmembers + 1) *
					       sizeof(char *));
			pf->members[pf->nmembers++] = xstrndup(f->t[k].s,
							       f->t[k].len);
		}
	}
}

static int local_from_pinned(struct pageflow *pf, const struct pfile *f,
			     const struct pfn *fn, const struct ptok *name,
			     int want_page, int depth)
{
	size_t end = f->match[fn->body], k, e;

	for (k = fn->body + 1; k + 2 < end; k++) {
		if (!same_tok(&f->t[k], name) || !is(&f->t[k + 1], "=") ||
		    is(&f->t[k - 1], ".") || is(&f->t[k - 1], "->"))
			continue;
		for (e = k + 2; e < end && !is(&f->t[e], ";") &&
		     !is(&f->t[e], ","); e++)
			if ((is(&f->t[e], "(") || is(&f->t[e], "[")) &&
			    f->match[e] > e)
				e = f->match[e];
		if (want_page ? pinned_page(pf, f, fn, k + 2, e, depth) :
				(!is(&f->t[e - 1], "]") &&
				 pinned_array(pf, f, fn, k + 2, e, depth)))
			return 1;
	}
	return 0;
}

/* ---- the dirty guard ---- */

static const char *const dirty_calls[] = {
	"SetPageDirty", "set_page_dirty", "set_page_dirty_lock", NULL
};

static void report(struct pfile *f, size_t k, struct strbuf *log, int *bad,
		   const char *fmt, const char *call, const char *extra)
{
	if (f->report < 0)
		return;
	strbuf_addf(&log[f->report], "%s:%u:%u: warning: ", f->display,
		    f->t[k].line, f->t[k].col);
	strbuf_addf(&log[f->report], fmt, call, extra);
	strbuf_addch(&log[f->report], '\n');
	bad[f->report]++;
}

static int call_cmp(const void *ctx, size_t a, size_t b)
{
	const struct pageflow *pf = ctx;
	const struct ptok *x = &pf->f[pf->call[a].file].t[pf->call[a].tok];
	const struct ptok *y = &pf->f[pf->call[b].file].t[pf->call[b].tok];
	int c = memcmp(x->s, y->s, x->len < y->len ? x->len : y->len);

	return c ? c : x->len < y->len ? -1 : x->len > y->len;
}

static int call_probe(const void *ctx, size_t a, const void *key)
{
	const struct pageflow *pf = ctx;
	const struct ptok *x = &pf->f[pf->call[a].file].t[pf->call[a].tok];
	const struct ptok *y = key;
	int c = memcmp(x->s, y->s, x->len < y->len ? x->len : y->len);

	return c ? c : x->len < y->len ? -1 : x->len > y->len;
}

/*
 * The calls of the name t in the run, in file and token order:
 * pf->call[pf->calls.v[lo..hi-1]].  Indexed on the first question.
 */
static void calls_of(struct pageflow *pf, const struct ptok *t, size_t *lo,
		     size_t *hi)
{
	size_t fi, c, alloc = 64;

	if (!pf->calls_built) {
		pf->calls_built = 1;
		pf->call = xmalloc(alloc * sizeof(*pf->call));
		for (fi = 0; fi < pf->nf; fi++) {
			const struct pfile *cf = &pf->f[fi];

			for (c = 1; c + 1 < cf->n; c++) {
				if (cf->t[c].type != TOK_IDENT ||
				    !is(&cf->t[c + 1], "(") ||
				    is(&cf->t[c - 1], ".") ||
				    is(&cf->t[c - 1], "->"))
					continue;
				if (pf->ncall == alloc)
					pf->call = xrealloc(pf->call,
						(alloc *= 2) * sizeof(*pf->call));
				pf->call[pf->ncall].file = fi;
				pf->call[pf->ncall++].tok = c;
			}
		}
		sorted_index_build(&pf->calls, pf->ncall, call_cmp, pf);
	}
	sorted_index_range(&pf->calls, call_probe, pf, t, lo, hi);
}

/*
 * The dirtying at token k (the call's name) of page x in fn: guarded
 * there, or, for a page that is fn's parameter, at every call of fn that
 * passes a pinned page.  Reports each unguarded place.
 */
static void check_dirty(struct pageflow *pf, size_t fi, const struct pfn *fn,
			size_t k, const struct pexpr *x, const char *call,
			int depth, struct strbuf *log, int *bad)
{
	struct pfile *f = &pf->f[fi];
	size_t xa = x->a, xb = x->b, idx, i, c, lo, hi, m;

	if (guarded_at(pf, f, fn, k, x))
		return;
	if (pinned_page(pf, f, fn, xa, xb, 0)) {
		report(f, k, log, bad, "%s() without a PageReserved() guard%s",
		       call, "");
		return;
	}
	strip_parens(f, &xa, &xb);
	if (depth > 3 || xb != xa + 1 || !(idx = param_index(f, fn, &f->t[xa])))
		return;
	/* the page is a parameter: follow every call of fn in the run */
	calls_of(pf, &f->t[fn->params - 1], &lo, &hi);
	for (m = lo; m < hi; m++) {
		struct pfile *cf;
		size_t args[16][2], n;
		const struct pfn *caller;
		struct pexpr ax;

		i = pf->call[pf->calls.v[m]].file;
		c = pf->call[pf->calls.v[m]].tok;
		cf = &pf->f[i];
		if (c + 1 == fn->params)
			continue;
		caller = fn_at(pf, i, c);
		n = split_args(cf, c + 1, args, 16);
		if (!caller || idx > n || idx > 16)
			continue;
		memset(&ax, 0, sizeof(ax));
		ax.f = cf;
		ax.a = args[idx - 1][0];
		ax.b = args[idx - 1][1];
		if (guarded_at(pf, cf, caller, c, &ax))
			continue;
		if (pinned_page(pf, cf, caller, ax.a, ax.b, 0)) {
			char *what = xasprintf(" (through %s(), "
					       "called here with a "
					       "page pinned by "
					       "get_user_pages())",
					       fn->name);

			report(cf, c, log, bad, "%s() without a "
			       "PageReserved() guard%s", call, what);
			free(what);
		} else {
			check_dirty(pf, i, caller, c, &ax, call,
				    depth + 1, log, bad);
		}
	}
}

void pageflow_dirty_guard(struct pageflow *pf, struct strbuf *log, int *bad)
{
	size_t fi, k;
	int d;

	analyse(pf);
	for (fi = 0; fi < pf->nf && !runtmp_interrupted(); fi++) {
		struct pfile *f = &pf->f[fi];

		if (f->report < 0)
			continue;
		for (k = 1; k + 1 < f->n; k++) {
			const struct pfn *fn;
			struct pexpr x;
			size_t close;

			for (d = 0; dirty_calls[d]; d++)
				if (is(&f->t[k], dirty_calls[d]))
					break;
			if (!dirty_calls[d] || !is(&f->t[k + 1], "(") ||
			    is(&f->t[k - 1], ".") || is(&f->t[k - 1], "->"))
				continue;
			close = f->match[k + 1];
			fn = fn_at(pf, fi, k);
			if (!fn || close <= k + 2)
				continue;	/* a declaration */
			memset(&x, 0, sizeof(x));
			x.f = f;
			x.a = k + 2;
			x.b = close;
			check_dirty(pf, fi, fn, k, &x, dirty_calls[d], 0, log,
				    bad);
		}
	}
}

void pageflow_free(struct pageflow *pf)
{
	size_t i;

	if (!pf)
		return;
	for (i = 0; i < pf->nf; i++) {
		free(pf->f[i].display);
		free(pf->f[i].text);
		free(pf->f[i].t);
		free(pf->f[i].match);
	}
	for (i = 0; i < pf->nfn; i++)
		free(pf->fn[i].name);
	if (pf->analysed) {
		sorted_index_free(&pf->by_name);
		for (i = 0; i < pf->nf; i++) {
			span_index_free(&pf->bodies[i]);
			free(pf->body_fn[i]);
		}
		free(pf->bodies);
		free(pf->body_fn);
	}
	if (pf->calls_built)
		sorted_index_free(&pf->calls);
	free(pf->call);
	for (i = 0; i < pf->npinned; i++)
		free(pf->pinned[i]);
	for (i = 0; i < pf->nmembers; i++)
		free(pf->members[i]);
	free(pf->members);
	free(pf->f);
	free(pf->fn);
	free(pf->pinned);
	free(pf);
}
