/* undeclared: see undeclared.h for the contract. */
#include <stdlib.h>
#include <string.h>

#include "lex.h"
#include "skipped.h"
#include "strbuf.h"
#include "undeclared.h"
#include "util.h"

/*
 * The file's code as one run of tokens (segment 0: what the compiler
 * reads, minus the skipped spans and preprocessor lines), and each
 * #define body as a run of its own (segment k > 0), with the macro's
 * parameters, which are no names of the file.
 */
struct tok {
	struct token t;
	unsigned seg;
};

struct toks {
	struct tok *v;
	size_t nr, alloc;
	struct token *params;	/* the parameters of every #define */
	size_t nparams, params_alloc;
	size_t *seg_params;	/* per segment: first param, then end */
	size_t nsegs, segs_alloc;
};

static void push_tok(struct toks *ts, const struct token *t, unsigned seg)
{
	if (ts->nr == ts->alloc) {
		ts->alloc = ts->alloc ? ts->alloc * 2 : 1024;
		ts->v = xrealloc(ts->v, ts->alloc * sizeof(*ts->v));
	}
	ts->v[ts->nr].t = *t;
	ts->v[ts->nr++].seg = seg;
}

static void push_param(struct toks *ts, const struct token *t)
{
	if (ts->nparams == ts->params_alloc) {
		ts->params_alloc = ts->params_alloc ? ts->params_alloc * 2 : 64;
		ts->params = xrealloc(ts->params,
				      ts->params_alloc * sizeof(*ts->params));
	}
	ts->params[ts->nparams++] = *t;
}

/* a new #define segment, its parameters from ts->nparams on */
static unsigned new_seg(struct toks *ts)
{
	if (ts->nsegs + 2 > ts->segs_alloc) {
		ts->segs_alloc = ts->segs_alloc ? ts->segs_alloc * 2 : 64;
		ts->seg_params = xrealloc(ts->seg_params, ts->segs_alloc *
					  sizeof(*ts->seg_params));
	}
	if (!ts->nsegs)
		ts->seg_params[ts->nsegs++] = 0;	/* segment 0: none */
	ts->seg_params[ts->nsegs++] = ts->nparams;
	return (unsigned)ts->nsegs - 1;
}

static void tokenize(const char *buf, size_t len, const struct span *skipped,
		     size_t nskipped, struct toks *ts)
{
	struct lexer lx;
	struct token t;
	unsigned seg = 0;
	int state = 0;	/* in a #define: 1 name next, 2 params, 3 body */
	size_t name_end = 0;

	memset(ts, 0, sizeof(*ts));
	lex_init(&lx, buf, len);
	while (lex_next(&lx, &t)) {
		if (spans_hold(skipped, nskipped, t.offset))
			continue;
		if (!t.directive && !t.first_in_directive) {
			state = 0;
			push_tok(ts, &t, 0);
			continue;
		}
		if (t.first_in_directive || t.directive_len != 6 ||
		    memcmp(t.directive, "define", 6))
			continue;
		if (tok_is(&t, "define") && t.text == t.directive) {
			state = 1;
			continue;
		}
		if (state == 1) {
			seg = new_seg(ts);
			name_end = t.offset + t.len;
			state = 3;
			if (name_end < len && buf[name_end] == '(')
				state = 2;
			continue;
		}
		if (state == 2) {
			if (t.type == TOK_IDENT)
				push_param(ts, &t);
			else if (t.type == TOK_PUNCT && *t.text == ')')
				state = 3;
			continue;
		}
		if (state == 3)
			push_tok(ts, &t, seg);
	}
	/* the end of the last segment's parameters */
	if (ts->nsegs) {
		ts->seg_params = xrealloc(ts->seg_params, (ts->nsegs + 1) *
					  sizeof(*ts->seg_params));
		ts->seg_params[ts->nsegs] = ts->nparams;
	}
}

static void toks_free(struct toks *ts)
{
	free(ts->v);
	free(ts->params);
	free(ts->seg_params);
}

/* is t a parameter of the #define whose body is segment seg? */
static int is_param(const struct toks *ts, unsigned seg, const struct token *t)
{
	size_t i;

	if (!seg)
		return 0;
	for (i = ts->seg_params[seg]; i < ts->seg_params[seg + 1]; i++)
		if (ts->params[i].len == t->len &&
		    !memcmp(ts->params[i].text, t->text, t->len))
			return 1;
	return 0;
}

static int is_one_of(const struct token *t, const char *const *words)
{
	int i;

	for (i = 0; words[i]; i++)
		if (tok_is(t, words[i]))
			return 1;
	return 0;
}

static const char *const qualifiers[] = { "const", "volatile", "__const",
	"__const__", "__volatile", "__volatile__", "restrict", "__restrict",
	"__restrict__", NULL };

/* what may stand before a declaration's type */
static const char *const decl_starts[] = { "static", "extern", "register",
	"auto", "typedef", "inline", "__inline", "__inline__", "const",
	"volatile", "__const", "__volatile__", NULL };

/* keywords after which "(...)" is a condition or an operand, no type */
static const char *const not_before_type[] = { "if", "while", "switch",
	"for", "return", "case", "else", "do", "goto", "sizeof", NULL };

static int is_punct(const struct tok *t, char c)
{
	return t && t->t.type == TOK_PUNCT && *t->t.text == c;
}

static int is_name(const struct tok *t)
{
	return t && t->t.type == TOK_IDENT && !lex_is_keyword(&t->t);
}

/* token k, when it is in segment seg */
static const struct tok *at(const struct toks *ts, long k, unsigned seg)
{
	if (k < 0 || (size_t)k >= ts->nr || ts->v[k].seg != seg)
		return NULL;
	return &ts->v[k];
}

/* can t start an operand (what a cast is followed by)? */
static int starts_operand(const struct tok *t)
{
	if (!t)
		return 0;
	switch (t->t.type) {
	case TOK_IDENT:
		return !lex_is_keyword(&t->t) || tok_is(&t->t, "sizeof");
	case TOK_NUMBER:
	case TOK_STRING:
	case TOK_CHAR:
		return 1;
	case TOK_PUNCT:
		return strchr("(~!-+*&", *t->t.text) != NULL;
	default:
		return 0;
	}
}

/* past '*'s and qualifiers from k on */
static long skip_stars(const struct toks *ts, long k, unsigned seg)
{
	const struct tok *t;

	while ((t = at(ts, k, seg)) &&
	       (is_punct(t, '*') || is_one_of(&t->t, qualifiers)))
		k++;
	return k;
}

/* "(const T *) x": a cast, not a call or a condition */
static int cast_at(const struct toks *ts, long i, unsigned seg)
{
	long j = i - 1, k = skip_stars(ts, i + 1, seg);
	const struct tok *b;

	while (at(ts, j, seg) && is_one_of(&at(ts, j, seg)->t, qualifiers))
		j--;
	if (!is_punct(at(ts, j, seg), '(') || !is_punct(at(ts, k, seg), ')'))
		return 0;
	b = at(ts, j - 1, seg);
	if (b && (is_punct(b, ')') || is_punct(b, ']') ||
		  (b->t.type == TOK_IDENT &&
		   (!lex_is_keyword(&b->t) ||
		    is_one_of(&b->t, not_before_type)))))
		return 0;
	return starts_operand(at(ts, k + 1, seg));
}

/* "T *p;", "static T p = ...", "(T *p, ...": a declaration */
static int decl_at(const struct toks *ts, long i, unsigned seg)
{
	long k = skip_stars(ts, i + 1, seg);
	const struct tok *p = at(ts, i - 1, seg), *n = at(ts, k + 1, seg);

	if (!is_name(at(ts, k, seg)))
		return 0;
	if (p && !(p->t.type == TOK_PUNCT && strchr(";{}(,", *p->t.text)) &&
	    !(p->t.type == TOK_IDENT && is_one_of(&p->t, decl_starts)))
		return 0;
	return n && n->t.type == TOK_PUNCT && strchr(";,=)[(", *n->t.text);
}

/*
 * "(*cb)(T, int)" or "int f(T *, int)": an unnamed parameter of a
 * function pointer or a prototype.
 */
static int param_at(const struct toks *ts, long i, unsigned seg)
{
	long k = skip_stars(ts, i + 1, seg), o = i - 1, depth = 0;
	const struct tok *p = at(ts, i - 1, seg), *q, *r;

	if (!p || !(is_punct(p, '(') || is_punct(p, ',')) ||
	    !(is_punct(at(ts, k, seg), ')') || is_punct(at(ts, k, seg), ',')))
		return 0;
	/* the '(' that opens the list */
	for (; at(ts, o, seg) && i - o < 512; o--) {
		if (is_punct(at(ts, o, seg), ')'))
			depth++;
		else if (is_punct(at(ts, o, seg), '(') && !depth--)
			break;
	}
	if (!is_punct(at(ts, o, seg), '('))
		return 0;
	q = at(ts, o - 1, seg);
	if (is_punct(q, ')'))
		return is_name(at(ts, o - 2, seg)) &&
		       is_punct(at(ts, o - 3, seg), '*') &&
		       is_punct(at(ts, o - 4, seg), '(');
	if (!is_name(q))
		return 0;
	r = at(ts, o - 2, seg);
	return r && (is_punct(r, '*') || (r->t.type == TOK_IDENT &&
					  !is_one_of(&r->t, not_before_type)));
}

/* one name used as a type: where (offsets), and whether it is declared */
struct cand {
	const char *text;
	size_t len;
	int declared, dropped;
};

struct cands {
	struct cand *v;
	size_t nr, alloc;
	size_t *where;		/* every type place, sorted */
	size_t nwhere, where_alloc;
};

static int cand_cmp(const void *a, const void *b)
{
	const struct cand *x = a, *y = b;
	size_t n = x->len < y->len ? x->len : y->len;
	int c = memcmp(x->text, y->text, n);

	return c ? c : (x->len > y->len) - (x->len < y->len);
}

static struct cand *cand_find(const struct cands *c, const char *s, size_t n)
{
	struct cand key = { s, n, 0, 0 };

	return c->nr ? bsearch(&key, c->v, c->nr, sizeof(*c->v), cand_cmp) :
		       NULL;
}

static int off_cmp(const void *a, const void *b)
{
	size_t x = *(const size_t *)a, y = *(const size_t *)b;

	return (x > y) - (x < y);
}

static void add_cand(struct cands *c, const struct token *t)
{
	if (c->nwhere == c->where_alloc) {
		c->where_alloc = c->where_alloc ? c->where_alloc * 2 : 32;
		c->where = xrealloc(c->where, c->where_alloc * sizeof(size_t));
	}
	c->where[c->nwhere++] = t->offset;
	if (c->nr == c->alloc) {
		c->alloc = c->alloc ? c->alloc * 2 : 16;
		c->v = xrealloc(c->v, c->alloc * sizeof(*c->v));
	}
	c->v[c->nr].text = t->text;
	c->v[c->nr].len = t->len;
	c->v[c->nr].declared = c->v[c->nr].dropped = 0;
	c->nr++;
}

/* sort, and one entry per name */
static void cands_unique(struct cands *c)
{
	size_t i, n = 0;

	if (!c->nr)
		return;
	qsort(c->v, c->nr, sizeof(*c->v), cand_cmp);
	for (i = 1; i < c->nr; i++)
		if (cand_cmp(&c->v[n], &c->v[i]))
			c->v[++n] = c->v[i];
	c->nr = n + 1;
	qsort(c->where, c->nwhere, sizeof(size_t), off_cmp);
}

struct mark {
	struct cands *c;
	CXFile file;
	int implicit_declares;	/* C89's implicit function declarations */
};

/* every declaration and macro of the TU that names a candidate */
static enum CXChildVisitResult mark_declared(CXCursor cur, CXCursor parent,
					     CXClientData data)
{
	struct mark *m = data;
	enum CXCursorKind k = clang_getCursorKind(cur);
	CXString s;
	const char *name;
	struct cand *cd;
	CXFile f;
	unsigned off;

	(void)parent;
	if (!clang_isDeclaration(k) && k != CXCursor_MacroDefinition)
		return CXChildVisit_Recurse;
	s = clang_getCursorSpelling(cur);
	name = clang_getCString(s);
	cd = name && *name ? cand_find(m->c, name, strlen(name)) : NULL;
	clang_disposeString(s);
	if (!cd || cd->declared)
		return CXChildVisit_Recurse;
	if (k != CXCursor_MacroDefinition) {
		/* an implicit declaration has no place in any file */
		clang_getExpansionLocation(
			clang_getRangeStart(clang_getCursorExtent(cur)), &f,
			NULL, NULL, NULL);
		if (!f && !m->implicit_declares)
			return CXChildVisit_Recurse;
		/* declared by the parser's recovery right where it is used */
		clang_getExpansionLocation(clang_getCursorLocation(cur), &f,
					   NULL, NULL, &off);
		if (f && clang_File_isEqual(f, m->file) && m->c->nwhere) {
			size_t o = off;

			if (bsearch(&o, m->c->where, m->c->nwhere,
				    sizeof(size_t), off_cmp))
				return CXChildVisit_Recurse;
		}
	}
	cd->declared = 1;
	return CXChildVisit_Recurse;
}

static void cands_free(struct cands *c)
{
	free(c->v);
	free(c->where);
}

static int in_lines(const unsigned *lines, size_t n, unsigned line)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (lines[i] == line)
			return 1;
	return 0;
}

char *undeclared_types(CXTranslationUnit tu, CXFile file, const char *buf,
		       size_t len, const struct span *skipped, size_t nskipped,
		       const unsigned *drop, size_t ndrop)
{
	struct toks ts;
	struct cands c;
	struct mark m;
	struct strbuf sb = STRBUF_INIT;
	size_t i;

	memset(&c, 0, sizeof(c));
	tokenize(buf, len, skipped, nskipped, &ts);
	for (i = 0; i < ts.nr; i++) {
		const struct tok *t = &ts.v[i], *p = at(&ts, (long)i - 1,
							 t->seg);

		if (!is_name(t) || is_param(&ts, t->seg, &t->t))
			continue;
		/* a member or a tag is no type name */
		if (p && (is_punct(p, '.') ||
			  (is_punct(p, '>') && p->t.offset &&
			   buf[p->t.offset - 1] == '-') ||
			  tok_is(&p->t, "struct") || tok_is(&p->t, "union") ||
			  tok_is(&p->t, "enum")))
			continue;
		if (cast_at(&ts, (long)i, t->seg) ||
		    decl_at(&ts, (long)i, t->seg) ||
		    param_at(&ts, (long)i, t->seg))
			add_cand(&c, &t->t);
	}
	cands_unique(&c);
	if (c.nr) {
		m.c = &c;
		m.file = file;
		m.implicit_declares = 1;
		clang_visitChildren(clang_getTranslationUnitCursor(tu),
				    mark_declared, &m);
	}
	/* a name on a line where the typedef made an error is left out */
	for (i = 0; ndrop && i < ts.nr; i++) {
		struct cand *cd;

		if (ts.v[i].t.type == TOK_IDENT &&
		    in_lines(drop, ndrop, ts.v[i].t.line) &&
		    (cd = cand_find(&c, ts.v[i].t.text, ts.v[i].t.len)))
			cd->dropped = 1;
	}
	for (i = 0; i < c.nr; i++)
		if (!c.v[i].declared && !c.v[i].dropped)
			strbuf_addf(&sb, "typedef int %.*s;\n", (int)c.v[i].len,
				    c.v[i].text);
	cands_free(&c);
	toks_free(&ts);
	return sb.len ? strbuf_detach(&sb, NULL) : (strbuf_release(&sb), NULL);
}

int undeclared_near(CXTranslationUnit tu, CXFile file, const char *buf,
		    size_t len, size_t off, char *name, size_t size)
{
	struct lexer lx;
	struct token t, p;
	struct cands c;
	struct mark m;
	unsigned line = 0;
	size_t i;
	int found = 0;

	memset(&c, 0, sizeof(c));
	memset(&p, 0, sizeof(p));
	/* the line of the token at off */
	lex_init(&lx, buf, len);
	while (lex_next(&lx, &t) && t.offset <= off)
		line = t.line;
	/* its identifiers up to there */
	lex_init(&lx, buf, len);
	while (lex_next(&lx, &t) && t.offset <= off) {
		if (t.line == line && t.type == TOK_IDENT && !t.directive &&
		    !lex_is_keyword(&t) &&
		    !(p.type == TOK_PUNCT && (*p.text == '.' ||
					      *p.text == '>')) &&
		    !tok_is(&p, "struct") && !tok_is(&p, "union") &&
		    !tok_is(&p, "enum"))
			add_cand(&c, &t);
		p = t;
	}
	/* nearest first: remember the order before sorting */
	if (!c.nr)
		goto out;
	{
		struct cand *order = xmalloc(c.nr * sizeof(*order));
		size_t n = c.nr;

		memcpy(order, c.v, n * sizeof(*order));
		c.nwhere = 0;	/* no recovery excuse here */
		cands_unique(&c);
		m.c = &c;
		m.file = file;
		m.implicit_declares = 0;
		clang_visitChildren(clang_getTranslationUnitCursor(tu),
				    mark_declared, &m);
		for (i = n; i-- > 0 && !found;) {
			struct cand *cd = cand_find(&c, order[i].text,
						    order[i].len);

			if (cd && !cd->declared && cd->len < size) {
				memcpy(name, cd->text, cd->len);
				name[cd->len] = '\0';
				found = 1;
			}
		}
		free(order);
	}
out:
	cands_free(&c);
	return found;
}
