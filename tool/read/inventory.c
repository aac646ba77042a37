/* inventory: see inventory.h for the contract. */
#include <clang-c/Index.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "fault.h"
#include "guard.h"
#include "inventory.h"
#include "lex.h"
#include "lookup.h"
#include "parse24.h"
#include "skipped.h"
#include "strbuf.h"
#include "tokscan.h"
#include "util.h"
#include "vocab.h"

struct inventory {
	CXIndex index;
	char *headers_dir;
	struct parse_config *pc;
	struct fault_list faults;	/* the last file's */
};

struct fn_range {
	unsigned start, end;	/* byte offsets in the main file */
	char *name;
};

struct macro_use {
	unsigned start, end;		/* the invocation, arguments included */
	long def_start, def_end;	/* its #define in this file, or -1 */
	char *name;
	char *def_file;			/* else the file that defines it */
};

struct walk {
	CXTranslationUnit tu;
	CXFile file;
	const char *path;
	const char *buf;
	size_t len;
	struct hit_list hits;
	struct site_list found;		/* AST sites of this file */
	unsigned *anchor_off;		/* per found site: anchor offset */
	size_t anchor_alloc;
	struct fn_range *fns;
	size_t nfns, fns_alloc;
	struct macro_use *macros;
	size_t nmacros, macros_alloc;
	/*
	 * Indexes, built once per file (lookup.h): a file has tens of
	 * thousands of sites, and each asks which function, macro, token
	 * hit and line it is at.
	 */
	struct span_index fn_ix, macro_ix, skip_ix;
	struct sorted_index define_ix;	/* #define-body hits, by name */
	size_t *defines;		/* ... their hit numbers */
	size_t ndefines;
	size_t *line_starts;		/* offset of each line, made lazily */
	size_t nlines;
	struct tok_table *toks;		/* tokens_around(), made lazily */
};

struct inventory *inventory_new(const char *headers_dir,
				struct parse_config *pc)
{
	struct inventory *inv = xcalloc(1, sizeof(*inv));

	inv->index = clang_createIndex(0, 0);
	inv->headers_dir = xstrdup(headers_dir);
	inv->pc = pc;
	return inv;
}

void inventory_free(struct inventory *inv)
{
	if (!inv)
		return;
	clang_disposeIndex(inv->index);
	free(inv->headers_dir);
	fault_list_clear(&inv->faults);
	free(inv);
}

static char *cx_str(CXString s)
{
	const char *c = clang_getCString(s);
	char *r = xstrdup(c ? c : "");

	clang_disposeString(s);
	return r;
}

/*
 * Expansion offset of a location in the main file, or -1.  (libclang's
 * clang_Location_isFromMainFile() says no for any location inside a
 * macro expansion, so compare the expansion's file instead.)
 */
static long main_offset(struct walk *w, CXSourceLocation loc)
{
	CXFile f;
	unsigned off;

	clang_getExpansionLocation(loc, &f, NULL, NULL, &off);
	if (!f || !clang_File_isEqual(f, w->file))
		return -1;
	return off;
}

static size_t hit_offset(const void *ctx, size_t i)
{
	return ((const struct walk *)ctx)->hits.v[i].offset;
}

/* the token hit at off (hits are in file order) */
static const struct vocab_hit *hit_at(struct walk *w, size_t off)
{
	size_t i = sidx_lower(w->hits.nr, hit_offset, w, off);

	return i < w->hits.nr && w->hits.v[i].offset == off ?
	       &w->hits.v[i] : NULL;
}

static void fn_span(const void *ctx, size_t i, size_t *start, size_t *end)
{
	const struct walk *w = ctx;

	*start = w->fns[i].start;
	*end = w->fns[i].end;
}

static void macro_span(const void *ctx, size_t i, size_t *start,
		       size_t *end)
{
	const struct walk *w = ctx;

	*start = w->macros[i].start;
	*end = w->macros[i].end;
}

static const struct fn_range *fn_at(struct walk *w, unsigned off)
{
	size_t i = span_index_find(&w->fn_ix, off);

	return i == SPAN_NONE ? NULL : &w->fns[i];
}

static const char *function_at(struct walk *w, unsigned off)
{
	const struct fn_range *f = fn_at(w, off);

	return f ? f->name : NULL;
}

static const struct macro_use *macro_at(struct walk *w, unsigned off)
{
	size_t i = span_index_find(&w->macro_ix, off);

	return i == SPAN_NONE ? NULL : &w->macros[i];
}

/* the first vocabulary token named tok in [start, end) */
static const struct vocab_hit *hit_in(struct walk *w, long start, long end,
				      const char *tok)
{
	size_t i, n = strlen(tok);

	if (start < 0)
		return NULL;
	for (i = sidx_lower(w->hits.nr, hit_offset, w, (size_t)start);
	     i < w->hits.nr && (long)w->hits.v[i].offset < end; i++) {
		const struct vocab_hit *h = &w->hits.v[i];

		if (strlen(h->voc->name) == n && !memcmp(h->voc->name, tok, n))
			return h;
	}
	return NULL;
}

/*
 * At off stands an identifier other than tok: take it as a macro and
 * fill *m with its invocation (up to the balanced ')' of its arguments).
 * The name is borrowed from a static buffer per thread.
 */
static int lexical_macro(struct walk *w, unsigned off, const char *tok,
			 struct macro_use *m)
{
	static __thread char name[128];
	struct lexer lx;
	struct token t;
	int depth = 0;

	lex_init(&lx, w->buf, w->len);
	lx.pos = off;
	lx.at_line_start = 0;
	if (!lex_next(&lx, &t) || t.type != TOK_IDENT ||
	    (t.len == strlen(tok) && !memcmp(t.text, tok, t.len)) ||
	    t.len >= sizeof(name))
		return 0;
	memcpy(name, t.text, t.len);
	name[t.len] = '\0';
	m->name = name;
	m->start = off;
	m->end = (unsigned)(t.offset + t.len);
	m->def_start = m->def_end = -1;
	m->def_file = NULL;
	while (lex_next(&lx, &t) && t.type == TOK_PUNCT) {
		if (*t.text == '(')
			depth++;
		else if (*t.text == ')' && !--depth) {
			m->end = (unsigned)(t.offset + 1);
			break;
		}
		if (!depth)
			break;
	}
	while (depth && lex_next(&lx, &t)) {
		if (t.type != TOK_PUNCT)
			continue;
		if (*t.text == '(')
			depth++;
		else if (*t.text == ')' && !--depth)
			m->end = (unsigned)(t.offset + 1);
	}
	return 1;
}

static int define_cmp(const void *ctx, size_t a, size_t b)
{
	const struct walk *w = ctx;

	return strcmp(w->hits.v[w->defines[a]].voc->name,
		      w->hits.v[w->defines[b]].voc->name);
}

static int define_probe(const void *ctx, size_t a, const void *key)
{
	const struct walk *w = ctx;

	return strcmp(w->hits.v[w->defines[a]].voc->name, key);
}

/* the first use of tok in a #define body of this file */
static const struct vocab_hit *define_hit(struct walk *w, const char *tok)
{
	size_t lo, hi, i;

	if (!w->defines) {	/* the hits in #define bodies, by name */
		w->defines = xmalloc((w->hits.nr + 1) * sizeof(size_t));
		for (i = 0; i < w->hits.nr; i++)
			if (w->hits.v[i].in_define)
				w->defines[w->ndefines++] = i;
		sorted_index_build(&w->define_ix, w->ndefines, define_cmp, w);
	}
	sorted_index_range(&w->define_ix, define_probe, w, tok, &lo, &hi);
	/* ties are in item order: the first in the file */
	return lo < hi ? &w->hits.v[w->defines[w->define_ix.v[lo]]] : NULL;
}

static size_t line_start_at(const void *ctx, size_t i)
{
	return ((const struct walk *)ctx)->line_starts[i];
}

/* the 1-based line and byte column of offset off */
static void line_col(struct walk *w, size_t off, unsigned *line,
		     unsigned *col)
{
	size_t l;

	if (!w->line_starts) {
		size_t i, alloc = 1024;

		w->line_starts = xmalloc(alloc * sizeof(size_t));
		w->line_starts[w->nlines++] = 0;
		for (i = 0; i < w->len; i++) {
			if (w->buf[i] != '\n')
				continue;
			if (w->nlines == alloc) {
				alloc *= 2;
				w->line_starts = xrealloc(w->line_starts,
						alloc * sizeof(size_t));
			}
			w->line_starts[w->nlines++] = i + 1;
		}
	}
	/* the last line starting at or before off */
	l = sidx_lower(w->nlines, line_start_at, w, off + 1) - 1;
	*line = (unsigned)l + 1;
	*col = (unsigned)(off - w->line_starts[l]) + 1;
}

/* the identifier tok written in [start, end) of the file, not a macro */
static int ident_in(struct walk *w, unsigned start, unsigned end,
		    const char *tok, struct token *out)
{
	struct lexer lx;
	size_t n = strlen(tok);

	lex_init(&lx, w->buf, w->len);
	lx.pos = start;
	lx.at_line_start = 0;
	while (lex_next(&lx, out) && out->offset < end) {
		if (out->type != TOK_IDENT || out->directive)
			continue;
		if (out->len == n && !memcmp(out->text, tok, n)) {
			/* lex_init counted lines from the top: recount */
			line_col(w, out->offset, &out->line, &out->col);
			return 1;
		}
	}
	return 0;
}

/*
 * Where the cursor's own token is written, when that is in the
 * arguments of the invocation m: a macro that names an argument twice
 * (a real tree's memcpy(), memset()) has other tokens of the same
 * spelling there ("memcpy(pages, kb->pages, n)", pages the name of the
 * buffer's page array member).
 */
static int spelled_in(struct walk *w, CXCursor c, const struct macro_use *m,
		      const char *tok, struct token *out)
{
	CXFile f;
	unsigned line, col, off;
	size_t n = strlen(tok);

	clang_getSpellingLocation(clang_getCursorLocation(c), &f, &line, &col,
				  &off);
	if (!f || !clang_File_isEqual(f, w->file) || off < m->start ||
	    off >= m->end || off + n > w->len ||
	    memcmp(w->buf + off, tok, n))
		return 0;
	memset(out, 0, sizeof(*out));
	out->type = TOK_IDENT;
	out->text = w->buf + off;
	out->len = n;
	out->offset = off;
	out->line = line;
	out->col = col;
	return 1;
}

/*
 * Record a site for a cursor.  libclang places a use that comes out of a
 * macro at the macro's invocation (and its spelling-location query gives
 * that too), so the token scan settles it: a vocabulary token inside the
 * invocation's arguments is a plain use written there; otherwise the use
 * was produced by the macro: kind macro, reported at the invocation with
 * the macro named, anchored (for the cross-check) on the token in the
 * macro's body -- or nowhere (anchor line 0) when the body is in another
 * file.
 */
static struct site *add_ast_site(struct walk *w, CXCursor c,
				 enum site_kind kind, const char *symbol,
				 const char *anchor_token)
{
	CXSourceLocation loc = clang_getCursorLocation(c);
	unsigned line, col, off;
	const struct macro_use *m;
	struct macro_use lm;
	const struct vocab_hit *h;
	struct site *s;
	size_t idx;

	clang_getExpansionLocation(loc, NULL, &line, &col, &off);
	s = site_add(&w->found, w->path, line, col, kind, symbol,
		     function_at(w, off));
	free(s->anchor_token);
	s->anchor_token = xstrdup(anchor_token);
	idx = w->found.nr - 1;
	if (idx >= w->anchor_alloc) {
		w->anchor_alloc = w->anchor_alloc ? w->anchor_alloc * 2 : 32;
		w->anchor_off = xrealloc(w->anchor_off,
					 w->anchor_alloc * sizeof(unsigned));
	}
	w->anchor_off[idx] = off;
	m = kind == KIND_CONSTANT || kind == KIND_INCLUDE ? NULL :
	    macro_at(w, off);
	/*
	 * A macro whose expansion left no record (one defined in a
	 * header); the lexer tells: a call or member whose token
	 * at the reported place is another identifier stands inside that
	 * identifier's macro invocation.
	 */
	if (!m && (kind == KIND_CALL || kind == KIND_REF ||
		   kind == KIND_MEMBER || kind == KIND_TYPE) &&
	    lexical_macro(w, off, anchor_token, &lm))
		m = &lm;
	if (m) {
		struct token t;

		if (spelled_in(w, c, m, anchor_token, &t) ||
		    ident_in(w, m->start, m->end, anchor_token, &t)) {
			s->line = s->anchor_line = t.line;
			s->col = t.col;
			w->anchor_off[idx] = (unsigned)t.offset;
		} else {
			s->kind = KIND_MACRO;
			s->macro = xstrdup(m->name);
			if (m->def_file)
				s->macro_file = xstrdup(m->def_file);
			h = m->def_start < 0 ? NULL :
			    hit_in(w, m->def_start, m->def_end, anchor_token);
			/* nested macros: a body of this file that has it */
			if (!h && !m->def_file)
				h = define_hit(w, anchor_token);
			s->anchor_line = h ? h->line : 0;
			w->anchor_off[idx] = h ? (unsigned)h->offset : 0;
		}
	}
	h = hit_at(w, w->anchor_off[idx]);
	if (s->kind == KIND_CALL && h && h->ifdef_in_args)
		s->flags |= SITE_IFDEF_ARGS;
	return s;
}

static int type_is_kiobuf(CXType t)
{
	CXString name;
	int r;

	for (;;) {
		t = clang_getCanonicalType(t);
		if (t.kind == CXType_Pointer)
			t = clang_getPointeeType(t);
		else if (t.kind == CXType_ConstantArray ||
			 t.kind == CXType_IncompleteArray ||
			 t.kind == CXType_VariableArray)
			t = clang_getArrayElementType(t);
		else
			break;
	}
	if (t.kind != CXType_Record)
		return 0;
	name = clang_getCursorSpelling(clang_getTypeDeclaration(t));
	r = !strcmp(clang_getCString(name), KIONAME(KIOBUF));
	clang_disposeString(name);
	return r;
}

static int cursor_is_kiobuf_struct(CXCursor c)
{
	CXString name;
	int r;

	if (clang_getCursorKind(c) != CXCursor_StructDecl)
		return 0;
	name = clang_getCursorSpelling(c);
	r = !strcmp(clang_getCString(name), KIONAME(KIOBUF));
	clang_disposeString(name);
	return r;
}

/* is the member access at [start, end) assigned to? */
static int member_is_written(struct walk *w, CXCursor c)
{
	CXSourceRange r = clang_getCursorExtent(c);
	unsigned end;
	struct lexer lx;
	struct token t;

	clang_getExpansionLocation(clang_getRangeEnd(r), NULL, NULL, NULL,
				   &end);
	lex_init(&lx, w->buf, w->len);
	lx.pos = end;
	lx.at_line_start = 0;
	if (!lex_next(&lx, &t) || t.type != TOK_PUNCT)
		return 0;
	/* kb->pages[i] = ... (the page array member): skip the subscripts */
	while (*t.text == '[') {
		int depth = 1;

		while (depth && lex_next(&lx, &t))
			if (t.type == TOK_PUNCT && *t.text == '[')
				depth++;
			else if (t.type == TOK_PUNCT && *t.text == ']')
				depth--;
		if (depth || !lex_next(&lx, &t) || t.type != TOK_PUNCT)
			return 0;
	}
	if (*t.text == '=')
		return !(t.offset + 1 < w->len && w->buf[t.offset + 1] == '=');
	if (strchr("+-*/%&|^", *t.text) && t.offset + 1 < w->len &&
	    (w->buf[t.offset + 1] == '=' ||
	     ((*t.text == '+' || *t.text == '-') &&
	      w->buf[t.offset + 1] == *t.text)))
		return 1;
	if ((*t.text == '<' || *t.text == '>') && t.offset + 2 < w->len &&
	    w->buf[t.offset + 1] == *t.text && w->buf[t.offset + 2] == '=')
		return 1;
	return 0;
}

/* is the cursor's token followed by '(' in the text? */
static int followed_by_paren(struct walk *w, CXCursor c)
{
	long off = main_offset(w, clang_getRangeEnd(clang_getCursorExtent(c)));
	struct lexer lx;
	struct token t;

	if (off < 0)
		return 0;
	lex_init(&lx, w->buf, w->len);
	lx.pos = (size_t)off;
	lx.at_line_start = 0;
	return lex_next(&lx, &t) && t.type == TOK_PUNCT && *t.text == '(';
}

static enum CXChildVisitResult visit(CXCursor c, CXCursor parent,
				     CXClientData data)
{
	struct walk *w = data;
	enum CXCursorKind k = clang_getCursorKind(c);
	CXSourceLocation loc = clang_getCursorLocation(c);
	const struct vocab *v;
	char *name;

	(void)parent;
	if (main_offset(w, loc) < 0)
		return CXChildVisit_Continue;

	switch (k) {
	case CXCursor_MacroExpansion:
		name = cx_str(clang_getCursorSpelling(c));
		v = vocab_lookup(name, strlen(name));
		if (v && v->cls == VOC_CONSTANT)
			add_ast_site(w, c, KIND_CONSTANT, name, name);
		free(name);
		return CXChildVisit_Continue;
	case CXCursor_InclusionDirective:
		name = cx_str(clang_getCursorSpelling(c));
		if (!strcmp(name, VOCAB_HEADER))
			add_ast_site(w, c, KIND_INCLUDE, name, name);
		free(name);
		return CXChildVisit_Continue;
	case CXCursor_CallExpr:
		name = cx_str(clang_getCursorSpelling(c));
		v = vocab_lookup(name, strlen(name));
		if (v && v->cls == VOC_FUNCTION)
			add_ast_site(w, c, KIND_CALL, name, name);
		free(name);
		break;
	case CXCursor_DeclRefExpr:
		name = cx_str(clang_getCursorSpelling(c));
		v = vocab_lookup(name, strlen(name));
		/* a call libclang could not type-check keeps only this */
		if (v && v->cls == VOC_FUNCTION)
			add_ast_site(w, c, followed_by_paren(w, c) ? KIND_CALL :
				     KIND_REF, name, name);
		free(name);
		break;
	case CXCursor_VarDecl:
	case CXCursor_ParmDecl:
	case CXCursor_FieldDecl:
		if (type_is_kiobuf(clang_getCursorType(c)))
			add_ast_site(w, c, k == CXCursor_VarDecl ?
				     KIND_VARIABLE : k == CXCursor_ParmDecl ?
				     KIND_PARAMETER : KIND_FIELD,
				     KIONAME(KIOBUF), KIONAME(KIOBUF));
		break;
	case CXCursor_TypeRef:
		/* the tag itself; a typedef's name (kiobuf_t) is not a use
		 * of its own: the declaration it types is the site */
		if (type_is_kiobuf(clang_getCursorType(c)) &&
		    clang_getCursorKind(clang_getCursorReferenced(c)) !=
		    CXCursor_TypedefDecl)
			add_ast_site(w, c, KIND_TYPE, KIONAME(KIOBUF),
				     KIONAME(KIOBUF));
		break;
	case CXCursor_MemberRefExpr: {
		CXCursor f = clang_getCursorReferenced(c);

		if (clang_getCursorKind(f) == CXCursor_FieldDecl &&
		    cursor_is_kiobuf_struct(clang_getCursorSemanticParent(f))) {
			struct site *s;

			name = cx_str(clang_getCursorSpelling(c));
			s = add_ast_site(w, c, KIND_MEMBER, name, name);
			if (member_is_written(w, c))
				s->flags |= SITE_WRITE;
			free(name);
		}
		break;
	}
	default:
		break;
	}
	return CXChildVisit_Recurse;
}

/* function definitions and macro expansions, for naming sites */
static enum CXChildVisitResult visit_top(CXCursor c, CXCursor parent,
					 CXClientData data)
{
	struct walk *w = data;
	enum CXCursorKind k = clang_getCursorKind(c);
	CXSourceRange r;
	long s, e;

	(void)parent;
	if (main_offset(w, clang_getCursorLocation(c)) < 0)
		return CXChildVisit_Continue;
	if (k != CXCursor_FunctionDecl && k != CXCursor_MacroExpansion)
		return CXChildVisit_Continue;
	if (k == CXCursor_FunctionDecl && !clang_isCursorDefinition(c))
		return CXChildVisit_Continue;
	r = clang_getCursorExtent(c);
	s = main_offset(w, clang_getRangeStart(r));
	e = main_offset(w, clang_getRangeEnd(r));
	if (s < 0 || e < 0)
		return CXChildVisit_Continue;
	if (k == CXCursor_FunctionDecl) {
		if (w->nfns == w->fns_alloc) {
			w->fns_alloc = w->fns_alloc ? w->fns_alloc * 2 : 16;
			w->fns = xrealloc(w->fns, w->fns_alloc * sizeof(*w->fns));
		}
		w->fns[w->nfns].start = (unsigned)s;
		w->fns[w->nfns].end = (unsigned)e;
		w->fns[w->nfns++].name = cx_str(clang_getCursorSpelling(c));
	} else {
		if (w->nmacros == w->macros_alloc) {
			w->macros_alloc = w->macros_alloc ?
					  w->macros_alloc * 2 : 16;
			w->macros = xrealloc(w->macros, w->macros_alloc *
					     sizeof(*w->macros));
		}
		CXCursor def = clang_getCursorReferenced(c);
		CXSourceRange dr = clang_getCursorExtent(def);

		w->macros[w->nmacros].start = (unsigned)s;
		w->macros[w->nmacros].end = (unsigned)e + 1;
		w->macros[w->nmacros].def_start = clang_Cursor_isNull(def) ? -1 :
			main_offset(w, clang_getRangeStart(dr));
		w->macros[w->nmacros].def_end = clang_Cursor_isNull(def) ? -1 :
			main_offset(w, clang_getRangeEnd(dr)) + 1;
		w->macros[w->nmacros].def_file = NULL;
		if (!clang_Cursor_isNull(def) &&
		    w->macros[w->nmacros].def_start < 0) {
			CXFile df;

			clang_getExpansionLocation(clang_getRangeStart(dr), &df,
						   NULL, NULL, NULL);
			if (df)
				w->macros[w->nmacros].def_file =
					cx_str(clang_getFileName(df));
		}
		w->macros[w->nmacros++].name =
			cx_str(clang_getCursorSpelling(c));
	}
	return CXChildVisit_Continue;
}

static void skipped_span(const void *ctx, size_t i, size_t *start,
			 size_t *end)
{
	const CXSourceRangeList *skipped = ctx;
	unsigned s, e;

	clang_getExpansionLocation(clang_getRangeStart(skipped->ranges[i]),
				   NULL, NULL, NULL, &s);
	clang_getExpansionLocation(clang_getRangeEnd(skipped->ranges[i]),
				   NULL, NULL, NULL, &e);
	*start = s;
	*end = e;
}

/* in a block the preprocessor skipped (libclang's skipped ranges)? */
static int in_skipped(const struct span_index *skip, size_t off)
{
	return span_index_find(skip, off) != SPAN_NONE;
}

static const char *hit_symbol(const struct vocab_hit *h)
{
	return h->voc->name;
}

static enum site_kind hit_kind(const struct vocab_hit *h)
{
	switch (h->voc->cls) {
	case VOC_FUNCTION:
		return KIND_CALL;
	case VOC_CONSTANT:
		return KIND_CONSTANT;
	case VOC_HEADER:
		return KIND_INCLUDE;
	default:
		return KIND_TYPE;
	}
}

static int size_cmp(const void *a, const void *b)
{
	size_t x = *(const size_t *)a, y = *(const size_t *)b;

	return x < y ? -1 : x > y;
}

static const char *site_anchor_token(const void *ctx, size_t i)
{
	return ((const struct walk *)ctx)->found.v[i].anchor_token;
}

/*
 * Every vocabulary token must be covered by a site.  Tokens in disabled
 * blocks become inactive sites, tokens in macro bodies that no expansion
 * reached become define sites, tokens in active code that the AST missed
 * get a site of their own (libclang drops calls that do not type-check).
 *
 * A token is covered by a site anchored on its line with its name, or,
 * in a #define body, by a macro site anchored on it.  The AST sites are
 * indexed once; the sites this pass adds are anchored on their hit's
 * line, and hits come in file order, so only those of the current line
 * can cover the next hit (a name index, emptied at each new line).
 */
static void reconcile(struct walk *w, const struct span_index *skip)
{
	struct site_anchors ast;	/* the AST sites, by anchor */
	size_t *macro_anchor;		/* anchors of macro sites, sorted */
	size_t nmacro = 0;
	struct name_index line_added = NAME_INDEX_INIT;
	unsigned cur_line = 0;
	size_t i, j;

	site_anchors_init(&ast, &w->found, 0);
	macro_anchor = xmalloc((w->found.nr + 1) * sizeof(size_t));
	for (j = 0; j < w->found.nr; j++)
		if (w->found.v[j].kind == KIND_MACRO)
			macro_anchor[nmacro++] = w->anchor_off[j];
	qsort(macro_anchor, nmacro, sizeof(size_t), size_cmp);

	for (i = 0; i < w->hits.nr; i++) {
		const struct vocab_hit *h = &w->hits.v[i];
		const char *sym = hit_symbol(h);
		int covered = 0;
		struct site *s;

		if (h->line != cur_line) {
			name_index_free(&line_added);
			cur_line = h->line;
		}
		if (in_skipped(skip, h->offset)) {
			s = site_add(&w->found, w->path, h->line, h->col,
				     KIND_INACTIVE, sym,
				     function_at(w, (unsigned)h->offset));
			name_index_add(&line_added, w->found.nr - 1,
				       site_anchor_token, w);
			continue;
		}
		if (h->in_define)
			covered = bsearch(&h->offset, macro_anchor, nmacro,
					  sizeof(size_t), size_cmp) != NULL;
		else
			covered = site_anchors_has(&ast, h->line, sym,
						   strlen(sym)) ||
				  name_index_find(&line_added, sym,
						  strlen(sym),
						  site_anchor_token, w) !=
				  NAME_NONE;
		if (covered)
			continue;
		s = site_add(&w->found, w->path, h->line, h->col,
			     h->in_define ? KIND_DEFINE : hit_kind(h), sym,
			     h->in_define ? NULL :
			     function_at(w, (unsigned)h->offset));
		if (h->ifdef_in_args)
			s->flags |= SITE_IFDEF_ARGS;
		name_index_add(&line_added, w->found.nr - 1, site_anchor_token,
			       w);
	}
	name_index_free(&line_added);
	site_anchors_free(&ast);
	free(macro_anchor);
}

/*
 * In a disabled block libclang gives no types, and the token scan leaves
 * member names alone (offset, length, errno... are common words).  A
 * disabled block of a 2.4 API file that reaches a member the replacement
 * lacks ("->locked", ".bh") would break when enabled after the type is
 * renamed, so each such access is an inactive member site, which the
 * cross-check leaves for a human with the member's guidance.
 */
static void inactive_members(struct walk *w, const struct span_index *skip)
{
	struct lexer lx;
	struct token t, p1, p2;
	const struct vocab *v;

	memset(&p1, 0, sizeof(p1));
	memset(&p2, 0, sizeof(p2));
	lex_init(&lx, w->buf, w->len);
	while (lex_next(&lx, &t)) {
		int arrow = p1.type == TOK_PUNCT && *p1.text == '>' &&
			    p2.type == TOK_PUNCT && *p2.text == '-' &&
			    p2.offset + 1 == p1.offset;
		int dot = p1.type == TOK_PUNCT && *p1.text == '.';
		char name[64];

		if (t.type == TOK_IDENT && (arrow || dot) && !t.directive &&
		    t.len < sizeof(name) && in_skipped(skip, t.offset)) {
			memcpy(name, t.text, t.len);
			name[t.len] = 0;
			v = vocab_lookup_member(name);
			if (v && v->manual_code) {
				struct site *s = site_add(&w->found, w->path,
					t.line, t.col, KIND_INACTIVE, name,
					function_at(w, (unsigned)t.offset));

				s->base_kind = KIND_MEMBER;
			}
		}
		p2 = p1;
		p1 = t;
	}
}

static int sym_anchor_cmp(const void *ctx, size_t a, size_t b)
{
	const struct site *x = &((const struct site_list *)ctx)->v[a];
	const struct site *y = &((const struct site_list *)ctx)->v[b];
	int c = strcmp(x->symbol, y->symbol);

	if (c)
		return c;
	return x->anchor_line < y->anchor_line ? -1 :
	       x->anchor_line > y->anchor_line;
}

static int sym_line_cmp(const void *ctx, size_t a, size_t b)
{
	const struct site *x = &((const struct site_list *)ctx)->v[a];
	const struct site *y = &((const struct site_list *)ctx)->v[b];
	int c = strcmp(x->symbol, y->symbol);

	if (c)
		return c;
	return x->line < y->line ? -1 : x->line > y->line;
}

/* the other sites with s's symbol and anchor line (by_anchor) or line */
static void same_place(const struct site_list *l,
		       const struct sorted_index *ix,
		       int (*cmp)(const void *, size_t, size_t), size_t i,
		       size_t *lo, size_t *hi)
{
	size_t a = 0, b = ix->n, m;

	/* i is in the index: find its run of equals */
	while (a < b) {
		m = a + (b - a) / 2;
		if (cmp(l, ix->v[m], i) < 0)
			a = m + 1;
		else
			b = m;
	}
	*lo = a;
	for (b = a; b < ix->n && !cmp(l, ix->v[b], i); b++)
		;
	*hi = b;
}

/*
 * Drop duplicates: a reference that is the callee of a call, a type
 * reference on the line of a declaration site (the declaration is the
 * site), exact repeats.  A site is dropped for another of its symbol
 * not dropped before it, on its anchor line (a reference) or its line
 * (the rest): indexed so, each site looks only at those.
 */
static void dedupe(struct site_list *l)
{
	size_t i, j, k, lo, hi, n = 0;
	char *drop = xcalloc(l->nr ? l->nr : 1, 1);
	struct sorted_index by_anchor, by_line;

	sorted_index_build(&by_anchor, l->nr, sym_anchor_cmp, l);
	sorted_index_build(&by_line, l->nr, sym_line_cmp, l);
	for (i = 0; i < l->nr; i++) {
		struct site *s = &l->v[i];

		if (s->kind == KIND_REF) {
			same_place(l, &by_anchor, sym_anchor_cmp, i, &lo, &hi);
			for (k = lo; k < hi && !drop[i]; k++) {
				const struct site *o = &l->v[j = by_anchor.v[k]];

				if (i != j && !drop[j] &&
				    (o->kind == KIND_CALL ||
				     o->kind == KIND_MACRO))
					drop[i] = 1;
			}
		}
		same_place(l, &by_line, sym_line_cmp, i, &lo, &hi);
		for (k = lo; k < hi && !drop[i]; k++) {
			const struct site *o = &l->v[j = by_line.v[k]];

			if (i == j || drop[j])
				continue;
			if (s->kind == KIND_TYPE &&
			    (o->kind == KIND_VARIABLE ||
			     o->kind == KIND_PARAMETER ||
			     o->kind == KIND_FIELD))
				drop[i] = 1;
			else if (j < i && o->kind == s->kind &&
				 o->col == s->col &&
				 !(s->macro && o->macro &&
				   strcmp(s->macro, o->macro)))
				drop[i] = 1;
		}
	}
	sorted_index_free(&by_anchor);
	sorted_index_free(&by_line);
	for (i = 0; i < l->nr; i++) {
		if (drop[i])
			site_release(&l->v[i]);
		else
			l->v[n++] = l->v[i];
	}
	l->nr = n;
	free(drop);
}

/*
 * The file's tokens, in order, with what tokens_around() needs at each:
 * the token before (directives aside) and the name before the innermost
 * '(' still open.  Made once, when first needed (a parse error to
 * explain, a page array access to follow): a file may have thousands of
 * each, and each would otherwise lex the file up to it.
 */
struct tok_table {
	struct token *t;
	size_t n;
	long *before, *callee;	/* per token (and one past): index or -1 */
};

static size_t tok_offset(const void *ctx, size_t i)
{
	return ((const struct tok_table *)ctx)->t[i].offset;
}

static struct tok_table *tok_table(struct walk *w)
{
	struct tok_table *tt;
	struct lexer lx;
	struct token t;
	long names[64], before = -1, p1 = -1;
	int depth = 0;
	size_t alloc = 1024;

	if (w->toks)
		return w->toks;
	tt = w->toks = xcalloc(1, sizeof(*tt));
	tt->t = xmalloc(alloc * sizeof(*tt->t));
	tt->before = xmalloc(alloc * sizeof(long));
	tt->callee = xmalloc(alloc * sizeof(long));
	lex_init(&lx, w->buf, w->len);
	for (;;) {
		int more = lex_next(&lx, &t);

		if (tt->n == alloc) {
			alloc *= 2;
			tt->t = xrealloc(tt->t, alloc * sizeof(*tt->t));
			tt->before = xrealloc(tt->before, alloc * sizeof(long));
			tt->callee = xrealloc(tt->callee, alloc * sizeof(long));
		}
		/* the state once every token before this one is read */
		tt->before[tt->n] = before;
		tt->callee[tt->n] = depth > 0 && depth <= 64 &&
				    names[depth - 1] >= 0 &&
				    tt->t[names[depth - 1]].type == TOK_IDENT ?
				    names[depth - 1] : -1;
		if (!more)
			break;
		tt->t[tt->n] = t;
		if (t.directive) {
			p1 = (long)tt->n++;
			continue;
		}
		if (t.type == TOK_PUNCT && *t.text == '(') {
			if (depth < 64)
				names[depth] = p1;
			depth++;
		} else if (t.type == TOK_PUNCT && *t.text == ')' && depth) {
			depth--;
		} else if (t.type == TOK_PUNCT && strchr(";{}", *t.text)) {
			depth = 0;
		}
		before = p1 = (long)tt->n++;
	}
	return tt;
}

static void tok_table_free(struct tok_table *tt)
{
	if (!tt)
		return;
	free(tt->t);
	free(tt->before);
	free(tt->callee);
	free(tt);
}

/*
 * A page array access and the function around it, lexically.  Both
 * passes below ask, of each such access, questions about the tokens of
 * its function before it; asked one access at a time, a function of
 * many accesses was read once per access.  So each function is read
 * once, in token order (tok_table()), with every access of it in hand:
 *  - is the access inside the parentheses of a page_address() call
 *    still open (counted from the statement's start: ';', '{', '}')?
 *  - is it the end of the right-hand side of "[decl] ID = ... tok" (ID:
 *    its alias), and is it followed by ';'?
 * and the calls page_address(X) of the function are gathered once.
 */
struct maplist_use {
	size_t site;		/* in w->found */
	size_t off;		/* its anchor */
	int in_pa;		/* inside page_address( ... ) */
	long alias;		/* token of ID, or -1 */
	int alias_end;		/* ... and ';' follows the access */
};

struct fn_pass {
	struct walk *w;
	struct tok_table *tt;
	const struct fn_range *fn;
	size_t a, b;		/* its tokens: tt->t[a..b) */
	struct sorted_index pa_args;	/* X of page_address(X), by text */
	size_t *pa, npa;
};

static int tok_text_cmp(const struct token *x, const char *s, size_t n)
{
	int c = memcmp(x->text, s, x->len < n ? x->len : n);

	return c ? c : x->len < n ? -1 : x->len > n;
}

static int pa_cmp(const void *ctx, size_t x, size_t y)
{
	const struct fn_pass *p = ctx;
	const struct token *t = &p->tt->t[p->pa[y]];

	return tok_text_cmp(&p->tt->t[p->pa[x]], t->text, t->len);
}

static int pa_probe(const void *ctx, size_t x, const void *key)
{
	const struct fn_pass *p = ctx;
	const struct token *t = key;

	return tok_text_cmp(&p->tt->t[p->pa[x]], t->text, t->len);
}

static int use_cmp(const void *x, const void *y)
{
	const struct maplist_use *u = x, *v = y;

	if (u->off != v->off)
		return u->off < v->off ? -1 : 1;
	return u->site < v->site ? -1 : u->site > v->site;
}

static int punct_is(const struct token *t, char c)
{
	return t->type == TOK_PUNCT && *t->text == c;
}

/* one function: the answers for its uses (sorted by anchor) */
static void fn_pass_run(struct fn_pass *p, struct maplist_use *u, size_t nu)
{
	const struct token *tok = p->tt->t;
	const struct token *prev = NULL;
	int stack[64], depth = 0, open_pa = 0, have_eq = 0;
	long last_id = -1, alias = -1;
	size_t k, q = 0, alloc = 16;

	p->pa = xmalloc(alloc * sizeof(size_t));
	p->npa = 0;
	for (k = p->a; k < p->b || q < nu; k++) {
		const struct token *t = k < p->tt->n ? &tok[k] : NULL;

		/* the uses at or before this token: the state before it */
		while (q < nu && (!t || t->offset >= u[q].off)) {
			u[q].in_pa = open_pa > 0;
			u[q].alias = -1;
			if (t && t->offset == u[q].off && k < p->b && have_eq &&
			    alias >= 0) {
				u[q].alias = alias;
				u[q].alias_end = k + 1 < p->tt->n &&
						 punct_is(&tok[k + 1], ';');
			}
			q++;
		}
		if (!t || k >= p->b)
			continue;
		/* page_address( ... ): open ones counted per statement */
		if (punct_is(t, '(') && depth < 64) {
			stack[depth] = prev && tok_is(prev, "page_address");
			open_pa += stack[depth++];
		} else if (punct_is(t, ')') && depth) {
			open_pa -= stack[--depth];
		} else if (t->type == TOK_PUNCT && strchr(";{}", *t->text)) {
			depth = 0;
			open_pa = 0;
		}
		/* [decl] ID = ...: reset at ';', '{', '}', ',' */
		if (t->type == TOK_PUNCT && strchr(";{},", *t->text)) {
			have_eq = 0;
			last_id = -1;
		} else if (punct_is(t, '=') && !have_eq && last_id >= 0 &&
			   tok[last_id].len < 128) {
			have_eq = 1;
			alias = last_id;
		} else if (t->type == TOK_IDENT && !have_eq) {
			last_id = (long)k;
		}
		/* page_address(X), as the text spells it */
		if (t->type == TOK_IDENT && prev && punct_is(prev, '(') &&
		    prev->offset >= 12 &&
		    !memcmp(p->w->buf + prev->offset - 12, "page_address",
			    12)) {
			if (p->npa == alloc)
				p->pa = xrealloc(p->pa, (alloc *= 2) *
						 sizeof(size_t));
			p->pa[p->npa++] = k;
		}
		prev = t;
	}
	sorted_index_build(&p->pa_args, p->npa, pa_cmp, p);
}

/* "alias[...] = " (not "==") anywhere in the function: the pass that
 * looks, token by token, as a lexer walking it would */
static int alias_written(const struct fn_pass *p, const struct token *alias)
{
	const struct token *tok = p->tt->t;
	size_t n = p->tt->n, k = p->a;

	while (k < n && tok[k].offset < p->fn->end) {
		const struct token *t = &tok[k++];
		int depth = 1;

		if (t->type != TOK_IDENT ||
		    tok_text_cmp(t, alias->text, alias->len))
			continue;
		if (k >= n || !punct_is(&tok[k++], '['))
			continue;
		while (depth && k < n) {
			if (punct_is(&tok[k], '['))
				depth++;
			else if (punct_is(&tok[k], ']'))
				depth--;
			k++;
		}
		if (k < n && punct_is(&tok[k], '=') &&
		    tok[k].offset + 1 < p->w->len &&
		    p->w->buf[tok[k].offset + 1] != '=')
			return 1;
		if (k < n)
			k++;
	}
	return 0;
}

/*
 * "pl = kb->pages; ... pl[i] = page;" (pages: the 2.4 buffer's page
 * array member) fills the buffer by hand through an alias: a page
 * vector as surely as "kb->pages[i] = page"; such a read of the page
 * array is marked a write.  And page_address() of a page of a mapped
 * buffer (directly, or "page = kb->pages[i]; ... page_address(page)")
 * is NULL when the page is in high memory: marked so the port can say
 * to kmap() it.  Lexical, within the function.
 */
static void mark_maplist(struct walk *w)
{
	struct maplist_use *u;
	size_t nu = 0, i, j;

	u = xmalloc((w->found.nr + 1) * sizeof(*u));
	for (i = 0; i < w->found.nr; i++) {
		const struct site *s = &w->found.v[i];

		if (s->base_kind == KIND_MEMBER &&
		    !strcmp(s->symbol, KIONAME(MAPLIST)) &&
		    fn_at(w, w->anchor_off[i])) {
			u[nu].site = i;
			u[nu++].off = w->anchor_off[i];
		}
	}
	if (nu)
		qsort(u, nu, sizeof(*u), use_cmp);
	for (i = 0; i < nu; i = j) {
		struct fn_pass p;

		memset(&p, 0, sizeof(p));
		p.w = w;
		p.tt = tok_table(w);
		p.fn = fn_at(w, u[i].off);
		for (j = i; j < nu && fn_at(w, u[j].off) == p.fn; j++)
			;
		p.a = sidx_lower(p.tt->n, tok_offset, p.tt, p.fn->start);
		p.b = sidx_lower(p.tt->n, tok_offset, p.tt, p.fn->end);
		fn_pass_run(&p, u + i, j - i);
		for (; i < j; i++) {
			struct site *s = &w->found.v[u[i].site];
			const struct token *alias = u[i].alias < 0 ? NULL :
						    &p.tt->t[u[i].alias];
			size_t lo, hi;

			if (!(s->flags & SITE_WRITE) && alias &&
			    u[i].alias_end && alias_written(&p, alias))
				s->flags |= SITE_WRITE;
			if (s->kind == KIND_MACRO)
				continue;
			if (u[i].in_pa) {
				s->flags |= SITE_HIGHMEM;
				continue;
			}
			if (!alias)
				continue;
			sorted_index_range(&p.pa_args, pa_probe, &p, alias,
					   &lo, &hi);
			if (lo < hi)
				s->flags |= SITE_HIGHMEM;
		}
		sorted_index_free(&p.pa_args);
		free(p.pa);
	}
	free(u);
}

/* uses in the 2.4 branch of dual-version code are reported as guarded */
static void mark_guarded(struct site_list *l, const char *path,
			 const char *buf, size_t len)
{
	struct guards g;
	size_t i;

	guard_scan(path, buf, len, &g);
	for (i = 0; g.nr && i < l->nr; i++) {
		const char *why = guard_line(&g, l->v[i].line);

		if (!why && l->v[i].anchor_line)
			why = guard_line(&g, l->v[i].anchor_line);
		if (!why)
			continue;
		l->v[i].kind = KIND_GUARDED;
		free(l->v[i].guard_evidence);
		l->v[i].guard_evidence = xstrdup(why);
	}
	guard_free(&g);
}

/*
 * Not C at all in the configuration parsed: a '{' or '}' too many.  Only
 * the code the preprocessor keeps counts (skipped: libclang's disabled
 * blocks), so "#ifdef X / if (a) { / #else / if (b) { / #endif" opens
 * one brace, as every build sees it.  Without a parse, every token
 * counts.
 */
static int check_braces(const char *path, const char *buf, size_t len,
			const struct span_index *skip, int parsed)
{
	struct lexer lx;
	struct token t;
	int depth = 0;
	unsigned line = 1, col = 1;

	lex_init(&lx, buf, len);
	while (lex_next(&lx, &t)) {
		if (t.type != TOK_PUNCT || (*t.text != '{' && *t.text != '}'))
			continue;
		if (parsed && in_skipped(skip, t.offset))
			continue;
		depth += *t.text == '{' ? 1 : -1;
		if (depth < 0) {
			line = t.line;
			col = t.col;
			break;
		}
	}
	if (depth < 0)
		return error_at(path, line, col,
				"not valid C: unbalanced '}'");
	/* as the compiler sees it: not a comment closed at end of file */
	if (lx.open_comment_line)
		return error_at(path, lx.open_comment_line,
				lx.open_comment_col,
				"not valid C: unterminated /* comment");
	if (depth > 0)
		return error_at(path, lx.line, 1,
				"not valid C: %d unclosed '{' at end of file",
				depth);
	return 0;
}

void inventory_take_faults(struct inventory *inv, struct fault_list *out)
{
	fault_list_move(out, &inv->faults);
}

/*
 * The built-in parse was taken, and a module build compiles other blocks
 * of the file: those blocks' sites come from the module parse (code a
 * module build compiles is code, not a disabled block), the rest from
 * the built-in one.  Sites the module parse adds elsewhere are dropped.
 */
static void module_sites(struct walk *w, struct parse24 *p,
			 const struct span *sk, size_t nsk)
{
	CXTranslationUnit tu = w->tu;
	CXFile file = w->file;
	CXCursor root = clang_getTranslationUnitCursor(p->module_tu);
	size_t first = w->found.nr, i, j, n = first;

	w->tu = p->module_tu;
	w->file = p->module_file;
	clang_visitChildren(root, visit_top, w);
	/* the module parse's functions and macros join the indexes */
	span_index_free(&w->fn_ix);
	span_index_free(&w->macro_ix);
	span_index_build(&w->fn_ix, w->nfns, fn_span, w);
	span_index_build(&w->macro_ix, w->nmacros, macro_span, w);
	clang_visitChildren(root, visit, w);
	for (i = first; i < w->found.nr; i++) {
		int keep = 0;

		for (j = 0; j < nsk && !keep; j++)
			keep = sk[j].start <= w->anchor_off[i] &&
			       w->anchor_off[i] < sk[j].end;
		if (!keep) {
			site_release(&w->found.v[i]);
			continue;
		}
		w->found.v[n] = w->found.v[i];
		w->anchor_off[n++] = w->anchor_off[i];
	}
	w->found.nr = n;
	w->tu = tu;
	w->file = file;
}

/*
 * What is disabled in both configurations: the blocks of the built-in
 * parse that the module parse skips too, as ranges of the built-in
 * parse (for reconcile() and inactive_members()).  Freed by the caller
 * (the ranges, then the list), not by libclang.
 */
static CXSourceRangeList *skipped_in_both(struct walk *w,
					  CXTranslationUnit mod, CXFile mfile)
{
	CXSourceRangeList *l = xcalloc(1, sizeof(*l));
	struct span *a, *b;
	size_t na = skipped_spans(w->tu, w->file, &a);
	size_t nb = skipped_spans(mod, mfile, &b), i, j;

	l->ranges = xcalloc(na * nb + 1, sizeof(*l->ranges));
	for (i = 0; i < na; i++)
		for (j = 0; j < nb; j++) {
			size_t s = a[i].start > b[j].start ? a[i].start :
							   b[j].start;
			size_t e = a[i].end < b[j].end ? a[i].end : b[j].end;

			if (s >= e)
				continue;
			l->ranges[l->count++] = clang_getRange(
				clang_getLocationForOffset(w->tu, w->file,
							   (unsigned)s),
				clang_getLocationForOffset(w->tu, w->file,
							   (unsigned)e));
		}
	free(a);
	free(b);
	return l;
}

/* keep the faults that refuse a site, and say so */
static void keep_faults(struct inventory *inv, const struct site_list *l)
{
	size_t i, j, n = 0;

	for (i = 0; i < inv->faults.nr; i++) {
		struct parse_fault *f = &inv->faults.v[i];
		int holds = 0;

		for (j = 0; j < l->nr && !holds; j++)
			holds = f->first_line <= l->v[j].line &&
				l->v[j].line <= f->last_line;
		if (holds) {
			inv->faults.v[n++] = *f;
			continue;
		}
		free(f->function);
		free(f->what);
		free(f->unknown);
		free(f->missing);
	}
	inv->faults.nr = n;
}

void inventory_tokens(const char *path, const char *buf, size_t len,
		      struct site_list *sites)
{
	struct hit_list hits = { NULL, 0, 0 };
	size_t i;

	tokscan(buf, len, &hits);
	for (i = 0; i < hits.nr; i++) {
		const struct vocab_hit *h = &hits.v[i];
		struct site *s = site_add(sites, path, h->line, h->col,
					  h->in_define ? KIND_DEFINE :
					  hit_kind(h), hit_symbol(h), NULL);

		if (h->ifdef_in_args)
			s->flags |= SITE_IFDEF_ARGS;
	}
	free(hits.v);
}

/*
 * The sites libclang's AST of the parsed file has (p), with the skipped
 * ranges of its configuration (*skipped) and, when a module build of
 * it was parsed too, the ranges that neither compiles (*both)
 */
static void walk_ast(struct walk *w, struct parse24 *p,
		     CXSourceRangeList **skipped, CXSourceRangeList **both)
{
	CXCursor root;

	w->tu = p->tu;
	w->file = p->file;
	root = clang_getTranslationUnitCursor(w->tu);

	clang_visitChildren(root, visit_top, w);
	span_index_build(&w->fn_ix, w->nfns, fn_span, w);
	span_index_build(&w->macro_ix, w->nmacros, macro_span, w);
	clang_visitChildren(root, visit, w);
	*skipped = clang_getSkippedRanges(w->tu, w->file);
	if (p->module_tu) {
		struct span *sk;
		size_t nsk = skipped_spans(w->tu, w->file, &sk);

		module_sites(w, p, sk, nsk);
		free(sk);
		*both = skipped_in_both(w, p->module_tu, p->module_file);
	}
}

/* all the walk holds but its sites (moved out before) */
static void walk_free(struct walk *w)
{
	size_t i;

	span_index_free(&w->fn_ix);
	span_index_free(&w->macro_ix);
	span_index_free(&w->skip_ix);
	if (w->defines)
		sorted_index_free(&w->define_ix);
	free(w->defines);
	free(w->line_starts);
	tok_table_free(w->toks);

	for (i = 0; i < w->nfns; i++)
		free(w->fns[i].name);
	for (i = 0; i < w->nmacros; i++) {
		free(w->macros[i].name);
		free(w->macros[i].def_file);
	}
	free(w->fns);
	free(w->macros);
	free(w->anchor_off);
	free(w->hits.v);
}

int inventory_file(struct inventory *inv, const char *path, const char *buf,
		   size_t len, int force, struct site_list *sites)
{
	struct walk w;
	struct parse24 p;
	int ret = 0;
	CXSourceRangeList *skipped = NULL, *both = NULL;

	memset(&w, 0, sizeof(w));
	fault_list_clear(&inv->faults);
	w.path = path;
	w.buf = buf;
	w.len = len;
	tokscan(buf, len, &w.hits);
	if (!w.hits.nr && !force)
		return 0;

	if (parse24(inv->index, inv->pc, inv->headers_dir, path, buf, len,
		    &p)) {
		diag(path, 0, 0, SEV_WARNING,
		     "libclang could not parse the file; sites come "
		     "from the token scan only");
		span_index_build(&w.fn_ix, 0, fn_span, &w);
		span_index_build(&w.macro_ix, 0, macro_span, &w);
	} else {
		walk_ast(&w, &p, &skipped, &both);
	}
	/* the braces of the configuration parsed; sites against what no
	 * configuration compiles */
	span_index_build(&w.skip_ix, skipped ? skipped->count : 0,
			 skipped_span, skipped);
	if (check_braces(path, buf, len, &w.skip_ix, w.tu != NULL))
		ret = -1;
	else if (w.tu && w.file)
		faults_find(&p, buf, len, &inv->faults);
	if (both) {
		span_index_free(&w.skip_ix);
		span_index_build(&w.skip_ix, both->count, skipped_span, both);
	}
	mark_maplist(&w);
	reconcile(&w, &w.skip_ix);
	inactive_members(&w, &w.skip_ix);
	dedupe(&w.found);
	mark_guarded(&w.found, path, buf, len);
	keep_faults(inv, &w.found);
	if (!ret && inv->faults.nr)
		ret = 1;
	if (skipped)
		clang_disposeSourceRangeList(skipped);
	if (both) {
		free(both->ranges);
		free(both);
	}
	if (w.tu)
		parse24_release(&p);
	site_list_move(sites, &w.found);
	walk_free(&w);
	return ret;
}
