/* inventory: see inventory.h for the contract. */
#include <clang-c/Index.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "fault.h"
#include "guard.h"
#include "inventory.h"
#include "lex.h"
#include "parse24.h"
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

static const struct vocab_hit *hit_at(struct walk *w, size_t off)
{
	size_t i;

	for (i = 0; i < w->hits.nr; i++)
		if (w->hits.v[i].offset == off)
			return &w->hits.v[i];
	return NULL;
}

static const struct fn_range *fn_at(struct walk *w, unsigned off)
{
	size_t i;

	for (i = 0; i < w->nfns; i++)
		if (w->fns[i].start <= off && off < w->fns[i].end)
			return &w->fns[i];
	return NULL;
}

static const char *function_at(struct walk *w, unsigned off)
{
	size_t i;

	for (i = 0; i < w->nfns; i++)
		if (w->fns[i].start <= off && off < w->fns[i].end)
			return w->fns[i].name;
	return NULL;
}

static const struct macro_use *macro_at(struct walk *w, unsigned off)
{
	size_t i;

	for (i = 0; i < w->nmacros; i++)
		if (w->macros[i].start <= off && off < w->macros[i].end)
			return &w->macros[i];
	return NULL;
}

/* the first vocabulary token named tok in [start, end) */
static const struct vocab_hit *hit_in(struct walk *w, long start, long end,
				      const char *tok)
{
	size_t i, n = strlen(tok);

	for (i = 0; i < w->hits.nr; i++) {
		const struct vocab_hit *h = &w->hits.v[i];

		if ((long)h->offset >= start && (long)h->offset < end &&
		    strlen(h->voc->name) == n && !memcmp(h->voc->name, tok, n))
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

/* the first use of tok in a #define body of this file */
static const struct vocab_hit *define_hit(struct walk *w, const char *tok)
{
	size_t i;

	for (i = 0; i < w->hits.nr; i++)
		if (w->hits.v[i].in_define &&
		    !strcmp(w->hits.v[i].voc->name, tok))
			return &w->hits.v[i];
	return NULL;
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
			const char *p;

			out->line = 1;
			for (p = w->buf; p < out->text; p++)
				out->line += *p == '\n';
			for (p = out->text; p > w->buf && p[-1] != '\n'; p--)
				;
			out->col = (unsigned)(out->text - p) + 1;
			return 1;
		}
	}
	return 0;
}

/*
 * Where the cursor's own token is written, when that is in the
 * arguments of the invocation m: a macro that names an argument twice
 * (a real tree's memcpy(), memset()) has other tokens of the same
 * spelling there ("memcpy(maplist, kb->maplist, n)").
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
	r = !strcmp(clang_getCString(name), "kiobuf");
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
	r = !strcmp(clang_getCString(name), "kiobuf");
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
	/* kb->maplist[i] = ...: skip the subscripts */
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
				     "kiobuf", "kiobuf");
		break;
	case CXCursor_TypeRef:
		/* the tag itself; a typedef's name (kiobuf_t) is not a use
		 * of its own: the declaration it types is the site */
		if (type_is_kiobuf(clang_getCursorType(c)) &&
		    clang_getCursorKind(clang_getCursorReferenced(c)) !=
		    CXCursor_TypedefDecl)
			add_ast_site(w, c, KIND_TYPE, "kiobuf", "kiobuf");
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

static int in_skipped(CXSourceRangeList *skipped, size_t off)
{
	unsigned i;

	for (i = 0; skipped && i < skipped->count; i++) {
		unsigned s, e;

		clang_getExpansionLocation(
			clang_getRangeStart(skipped->ranges[i]),
			NULL, NULL, NULL, &s);
		clang_getExpansionLocation(
			clang_getRangeEnd(skipped->ranges[i]),
			NULL, NULL, NULL, &e);
		if (s <= off && off < e)
			return 1;
	}
	return 0;
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

/*
 * Every vocabulary token must be covered by a site.  Tokens in disabled
 * blocks become inactive sites, tokens in macro bodies that no expansion
 * reached become define sites, tokens in active code that the AST missed
 * get a site of their own (libclang drops calls that do not type-check).
 */
static void reconcile(struct walk *w, CXSourceRangeList *skipped)
{
	size_t i, j;

	for (i = 0; i < w->hits.nr; i++) {
		const struct vocab_hit *h = &w->hits.v[i];
		const char *sym = hit_symbol(h);
		int covered = 0;
		struct site *s;

		if (in_skipped(skipped, h->offset)) {
			s = site_add(&w->found, w->path, h->line, h->col,
				     KIND_INACTIVE, sym,
				     function_at(w, (unsigned)h->offset));
			continue;
		}
		for (j = 0; j < w->found.nr && !covered; j++) {
			s = &w->found.v[j];
			if (h->in_define)
				covered = s->kind == KIND_MACRO &&
					  w->anchor_off[j] == h->offset;
			else
				covered = s->anchor_line == h->line &&
					  !strcmp(s->anchor_token, sym);
		}
		if (covered)
			continue;
		s = site_add(&w->found, w->path, h->line, h->col,
			     h->in_define ? KIND_DEFINE : hit_kind(h), sym,
			     h->in_define ? NULL :
			     function_at(w, (unsigned)h->offset));
		if (h->ifdef_in_args)
			s->flags |= SITE_IFDEF_ARGS;
	}
}

/*
 * In a disabled block libclang gives no types, and the token scan leaves
 * member names alone (offset, length, errno... are common words).  A
 * disabled block of a kiobuf file that reaches a member the replacement
 * lacks ("->locked", ".bh") would break when enabled after the type is
 * renamed, so each such access is an inactive member site, which the
 * cross-check leaves for a human with the member's guidance.
 */
static void inactive_members(struct walk *w, CXSourceRangeList *skipped)
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
		    t.len < sizeof(name) && in_skipped(skipped, t.offset)) {
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

/*
 * Drop duplicates: a reference that is the callee of a call, a type
 * reference on the line of a declaration site (the declaration is the
 * site), exact repeats.
 */
static void dedupe(struct site_list *l)
{
	size_t i, j, n = 0;
	char *drop = xcalloc(l->nr ? l->nr : 1, 1);

	for (i = 0; i < l->nr; i++) {
		struct site *s = &l->v[i];

		for (j = 0; j < l->nr && !drop[i]; j++) {
			struct site *o = &l->v[j];

			if (i == j || drop[j] || strcmp(s->symbol, o->symbol))
				continue;
			if (s->kind == KIND_REF &&
			    (o->kind == KIND_CALL || o->kind == KIND_MACRO) &&
			    o->anchor_line == s->anchor_line)
				drop[i] = 1;
			else if (s->kind == KIND_TYPE && o->line == s->line &&
				 (o->kind == KIND_VARIABLE ||
				  o->kind == KIND_PARAMETER ||
				  o->kind == KIND_FIELD))
				drop[i] = 1;
			else if (j < i && o->kind == s->kind &&
				 o->line == s->line && o->col == s->col &&
				 !(s->macro && o->macro &&
				   strcmp(s->macro, o->macro)))
				drop[i] = 1;
		}
	}
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
 * Is the token at off the right-hand side's end of "[decl] ID = ... tok;"
 * in its function?  Then ID goes to alias[] (size n).  Lexical.
 */
static int assigned_to(struct walk *w, const struct fn_range *fn,
		       unsigned off, int need_semicolon, char *alias,
		       size_t n)
{
	struct lexer lx;
	struct token t, last_id;
	int have_eq = 0;

	memset(&last_id, 0, sizeof(last_id));
	*alias = '\0';
	lex_init(&lx, w->buf, w->len);
	lx.pos = fn->start;
	lx.at_line_start = 0;
	while (lex_next(&lx, &t) && t.offset < fn->end) {
		if (t.offset == off) {
			struct token nx;

			if (!have_eq || (need_semicolon &&
					 (!lex_next(&lx, &nx) ||
					  nx.type != TOK_PUNCT ||
					  *nx.text != ';')))
				return 0;
			return *alias != '\0';
		}
		if (t.type == TOK_PUNCT && strchr(";{},", *t.text)) {
			have_eq = 0;
			last_id.len = 0;
		} else if (t.type == TOK_PUNCT && *t.text == '=' && !have_eq &&
			   last_id.len && last_id.len < n) {
			have_eq = 1;
			memcpy(alias, last_id.text, last_id.len);
			alias[last_id.len] = '\0';
		} else if (t.type == TOK_IDENT && !have_eq) {
			last_id = t;
		}
	}
	return 0;
}

/*
 * "pl = kb->maplist; ... pl[i] = page;" fills the kiobuf by hand through
 * an alias: a page vector as surely as "kb->maplist[i] = page".  Mark such
 * a maplist read as a write.  Lexical, within the enclosing function.
 */
static void mark_alias_writes(struct walk *w)
{
	size_t i;

	for (i = 0; i < w->found.nr; i++) {
		struct site *s = &w->found.v[i];
		struct lexer lx;
		struct token t;
		const struct fn_range *fn;
		char alias[128];

		if (s->base_kind != KIND_MEMBER || (s->flags & SITE_WRITE) ||
		    strcmp(s->symbol, "maplist"))
			continue;
		fn = fn_at(w, w->anchor_off[i]);
		if (!fn || !assigned_to(w, fn, w->anchor_off[i], 1, alias,
					sizeof(alias)))
			continue;
		/* ID [ ... ] = anywhere in the function */
		lex_init(&lx, w->buf, w->len);
		lx.pos = fn->start;
		lx.at_line_start = 0;
		while (lex_next(&lx, &t) && t.offset < fn->end) {
			int depth = 0;

			if (!tok_is(&t, alias))
				continue;
			if (!lex_next(&lx, &t) || t.type != TOK_PUNCT ||
			    *t.text != '[')
				continue;
			depth = 1;
			while (depth && lex_next(&lx, &t))
				if (t.type == TOK_PUNCT && *t.text == '[')
					depth++;
				else if (t.type == TOK_PUNCT && *t.text == ']')
					depth--;
			if (lex_next(&lx, &t) && t.type == TOK_PUNCT &&
			    *t.text == '=' && t.offset + 1 < w->len &&
			    w->buf[t.offset + 1] != '=') {
				s->flags |= SITE_WRITE;
				break;
			}
		}
	}
}

/*
 * "page = kb->maplist[i]; ... page_address(page)": the same, through a
 * variable.  Lexical, within the function.
 */
static void highmem_through_alias(struct walk *w, struct site *s,
				  const struct fn_range *fn, unsigned off)
{
	struct lexer lx;
	struct token t, prev;
	char alias[128];

	if (!assigned_to(w, fn, off, 0, alias, sizeof(alias)))
		return;
	memset(&prev, 0, sizeof(prev));
	lex_init(&lx, w->buf, w->len);
	lx.pos = fn->start;
	lx.at_line_start = 0;
	while (lex_next(&lx, &t) && t.offset < fn->end) {
		if (tok_is(&t, alias) && prev.type == TOK_PUNCT &&
		    *prev.text == '(' && prev.offset >= 12 &&
		    !memcmp(w->buf + prev.offset - 12, "page_address", 12)) {
			s->flags |= SITE_HIGHMEM;
			return;
		}
		prev = t;
	}
}

/*
 * page_address() of a page of a mapped kiobuf: NULL when the page is in
 * high memory.  Marked so the port can say to kmap() it.
 */
static void mark_highmem(struct walk *w)
{
	size_t i, k;

	for (i = 0; i < w->found.nr; i++) {
		struct site *s = &w->found.v[i];
		const struct fn_range *fn;
		struct lexer lx;
		struct token t, prev;
		int stack[64], depth = 0;

		if (s->base_kind != KIND_MEMBER || s->kind == KIND_MACRO ||
		    strcmp(s->symbol, "maplist"))
			continue;
		fn = fn_at(w, w->anchor_off[i]);
		if (!fn)
			continue;
		memset(&prev, 0, sizeof(prev));
		lex_init(&lx, w->buf, w->len);
		lx.pos = fn->start;
		lx.at_line_start = 0;
		while (lex_next(&lx, &t) && t.offset < w->anchor_off[i]) {
			if (t.type == TOK_PUNCT && *t.text == '(' && depth < 64)
				stack[depth++] = tok_is(&prev, "page_address");
			else if (t.type == TOK_PUNCT && *t.text == ')' && depth)
				depth--;
			else if (t.type == TOK_PUNCT && (*t.text == ';' ||
							 *t.text == '{' ||
							 *t.text == '}'))
				depth = 0;
			prev = t;
		}
		for (k = 0; k < (size_t)depth; k++)
			if (stack[k])
				s->flags |= SITE_HIGHMEM;
		if (!(s->flags & SITE_HIGHMEM))
			highmem_through_alias(w, s, fn, w->anchor_off[i]);
	}
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
			CXSourceRangeList *skipped, int parsed)
{
	struct lexer lx;
	struct token t;
	int depth = 0;
	unsigned line = 1, col = 1;

	lex_init(&lx, buf, len);
	while (lex_next(&lx, &t)) {
		if (t.type != TOK_PUNCT || (*t.text != '{' && *t.text != '}'))
			continue;
		if (parsed && in_skipped(skipped, t.offset))
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

int inventory_file(struct inventory *inv, const char *path, const char *buf,
		   size_t len, int force, struct site_list *sites)
{
	struct walk w;
	struct parse24 p;
	int ret = 0;
	CXSourceRangeList *skipped = NULL, *both = NULL;
	size_t i;

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
	} else {
		CXCursor root;

		w.tu = p.tu;
		w.file = p.file;
		root = clang_getTranslationUnitCursor(w.tu);

		clang_visitChildren(root, visit_top, &w);
		clang_visitChildren(root, visit, &w);
		skipped = clang_getSkippedRanges(w.tu, w.file);
		if (p.module_tu) {
			struct span *sk;
			size_t nsk = skipped_spans(w.tu, w.file, &sk);

			module_sites(&w, &p, sk, nsk);
			free(sk);
			both = skipped_in_both(&w, p.module_tu, p.module_file);
		}
	}
	if (check_braces(path, buf, len, skipped, w.tu != NULL))
		ret = -1;
	else if (w.tu && w.file)
		faults_find(&p, buf, len, &inv->faults);
	mark_alias_writes(&w);
	mark_highmem(&w);
	reconcile(&w, both ? both : skipped);
	inactive_members(&w, both ? both : skipped);
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

	for (i = 0; i < w.nfns; i++)
		free(w.fns[i].name);
	for (i = 0; i < w.nmacros; i++) {
		free(w.macros[i].name);
		free(w.macros[i].def_file);
	}
	free(w.fns);
	free(w.macros);
	free(w.anchor_off);
	free(w.hits.v);
	return ret;
}
