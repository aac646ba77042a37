/* syntaxerr: see syntaxerr.h for the contract. */
#include <stdlib.h>
#include <string.h>

#include "lex.h"
#include "syntaxerr.h"
#include "util.h"

/* the file as parsed: what the judgement below looks at */
struct src {
	CXTranslationUnit tu;
	CXFile file;
	const char *buf;
	size_t len;
};

static char *cx_str(CXString s)
{
	const char *c = clang_getCString(s);
	char *r = xstrdup(c ? c : "");

	clang_disposeString(s);
	return r;
}

/*
 * Around byte offset off: the token before it (*before), the one at or
 * after it (*after), and the name before the innermost '(' still open at
 * off (*callee; zeroed when there is none).
 */
static void tokens_around(const char *buf, size_t len, size_t off,
			  struct token *before, struct token *after,
			  struct token *callee)
{
	struct lexer lx;
	struct token t, p1;
	struct token names[64];
	int depth = 0;

	memset(before, 0, sizeof(*before));
	memset(after, 0, sizeof(*after));
	memset(callee, 0, sizeof(*callee));
	memset(&p1, 0, sizeof(p1));
	lex_init(&lx, buf, len);
	while (lex_next(&lx, &t)) {
		if (t.offset >= off) {
			*after = t;
			break;
		}
		if (t.directive) {
			p1 = t;
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
		*before = t;
		p1 = t;
	}
	if (depth > 0 && depth <= 64 && names[depth - 1].type == TOK_IDENT)
		*callee = names[depth - 1];
}

/* the names declared at file scope in the TU, for unknown_name() */
struct known {
	char **v;
	size_t nr, alloc;
	int built;
};

static enum CXChildVisitResult visit_known(CXCursor c, CXCursor parent,
					   CXClientData data)
{
	struct known *k = data;
	enum CXCursorKind kind = clang_getCursorKind(c);
	CXFile sf;

	(void)parent;
	if (kind == CXCursor_EnumDecl)
		return CXChildVisit_Recurse;
	if (!clang_isDeclaration(kind) && kind != CXCursor_MacroDefinition)
		return CXChildVisit_Continue;
	/* C89's implicit declaration of an unknown function has no extent */
	clang_getExpansionLocation(
		clang_getRangeStart(clang_getCursorExtent(c)), &sf, NULL,
		NULL, NULL);
	if (!sf)
		return CXChildVisit_Continue;
	if (k->nr == k->alloc) {
		k->alloc = k->alloc ? k->alloc * 2 : 256;
		k->v = xrealloc(k->v, k->alloc * sizeof(*k->v));
	}
	k->v[k->nr++] = cx_str(clang_getCursorSpelling(c));
	return CXChildVisit_Continue;
}

static int known_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void known_free(struct known *k)
{
	size_t i;

	for (i = 0; i < k->nr; i++)
		free(k->v[i]);
	free(k->v);
	memset(k, 0, sizeof(*k));
}

/*
 * Is the identifier at name one no header and no earlier line declared?
 * libclang knows a name from a declaration or a macro definition
 * somewhere; a name no header declared is at most declared here, by the
 * parser's recovery (a parameter "__user", a K&R-style "module_param(...)"
 * at file scope), or called through C89's implicit declaration.  Only
 * names at file scope (at_file_scope: functions, macros) are looked up
 * among the declarations; any other name counts as known unless the
 * parser declared it right here.
 */
static int unknown_name(const struct src *w, struct known *k,
			const struct token *name, int at_file_scope)
{
	CXSourceLocation loc;
	CXCursor c;
	CXFile f;
	unsigned off;
	char buf[128], *key = buf;

	if (name->type != TOK_IDENT || lex_is_keyword(name) || !w->tu ||
	    name->len >= sizeof(buf))
		return 0;
	loc = clang_getLocationForOffset(w->tu, w->file,
					 (unsigned)name->offset);
	c = clang_getCursor(w->tu, loc);
	if (clang_getCursorKind(c) == CXCursor_MacroExpansion)
		return 0;
	if (clang_isDeclaration(clang_getCursorKind(c))) {
		clang_getExpansionLocation(clang_getCursorLocation(c), &f,
					   NULL, NULL, &off);
		if (f && clang_File_isEqual(f, w->file) &&
		    off == name->offset)
			return 1;
	}
	/* locals and parameters are not in the table: say "known" */
	if (!at_file_scope)
		return 0;
	if (!k->built) {
		clang_visitChildren(clang_getTranslationUnitCursor(w->tu),
				    visit_known, k);
		if (k->nr)
			qsort(k->v, k->nr, sizeof(*k->v), known_cmp);
		k->built = 1;
	}
	memcpy(buf, name->text, name->len);
	buf[name->len] = '\0';
	return !k->nr || !bsearch(&key, k->v, k->nr, sizeof(*k->v),
				  known_cmp);
}

/* the name of "name(...)" whose ')' is at close, if a name */
static int callee_of(const struct src *w, size_t close, struct token *name)
{
	struct token b, a;

	tokens_around(w->buf, w->len, close, &b, &a, name);
	return name->len != 0;
}

/*
 * A syntax error libclang reports that a name the model headers lack
 * explains.  A header that is missing (or a macro the model lacks) only
 * makes names unknown, and an unknown macro makes the parser trip:
 *   - an attribute-like one in the middle of a line:
 *     "static long x __read_mostly;", "char __user *buf";
 *   - one invoked like a function: "list_for_each(p, head) {" or a
 *     statement after it, "module_param(debug, int, 0644);" at file
 *     scope (an error inside its parentheses), "DECLARE_BITMAP(b, 8);"
 *     in a struct (an error at it).
 * Such errors are not the file's.
 */
static int explained(const struct src *w, struct known *k, size_t off)
{
	struct token before, after, callee, name, next;
	struct lexer lx;

	tokens_around(w->buf, w->len, off, &before, &after, &callee);
	if (!before.len || !after.len)
		return 0;
	if (after.line == before.line &&
	    ((after.type == TOK_IDENT && !lex_is_keyword(&after)) ||
	     unknown_name(w, k, &before, 0)))
		return 1;
	lex_init(&lx, w->buf, w->len);
	lx.pos = after.offset + after.len;
	lx.at_line_start = 0;
	if (after.type == TOK_IDENT && lex_next(&lx, &next) &&
	    next.type == TOK_PUNCT && *next.text == '(' &&
	    unknown_name(w, k, &after, 1))
		return 1;
	if (before.type == TOK_PUNCT && *before.text == ')' &&
	    callee_of(w, before.offset, &name) &&
	    unknown_name(w, k, &name, 1))
		return 1;
	return callee.len && unknown_name(w, k, &callee, 1);
}

/*
 * The syntax errors of the file itself, in the configuration parsed:
 * libclang's "Parse Issue" errors located in this file, and its lexical
 * ones that say a comment or literal never ends.  Missing headers and
 * undeclared names (semantic issues) are not syntax errors; see
 * explained() for the parse errors they cause.
 */
size_t syntax_errors(CXTranslationUnit tu, CXFile file, const char *buf,
		     size_t len, struct syntax_error **out)
{
	const struct src w = { tu, file, buf, len };
	unsigned i, n = clang_getNumDiagnostics(tu);
	struct known k = { NULL, 0, 0, 0 };
	size_t nr = 0, alloc = 0;

	*out = NULL;
	for (i = 0; i < n; i++) {
		CXDiagnostic dg = clang_getDiagnostic(tu, i);
		CXString cat = clang_getDiagnosticCategoryText(dg);
		const char *ct = clang_getCString(cat);
		char *msg = cx_str(clang_getDiagnosticSpelling(dg));
		CXSourceLocation loc = clang_getDiagnosticLocation(dg);
		CXFile f;
		unsigned line, col, off, eoff;
		int syntax;

		clang_getSpellingLocation(loc, &f, &line, &col, &off);
		clang_getExpansionLocation(loc, NULL, NULL, NULL, &eoff);
		syntax = ct && (!strcmp(ct, "Parse Issue") ||
				(!strcmp(ct, "Lexical or Preprocessor Issue") &&
				 (strstr(msg, "unterminated") ||
				  strstr(msg, "missing terminating"))));
		if (clang_getDiagnosticSeverity(dg) >= CXDiagnostic_Error &&
		    syntax && f && clang_File_isEqual(f, file) &&
		    !explained(&w, &k, off)) {
			if (nr == alloc) {
				alloc = alloc ? alloc * 2 : 8;
				*out = xrealloc(*out, alloc * sizeof(**out));
			}
			(*out)[nr].line = line;
			(*out)[nr].col = col;
			(*out)[nr].offset = off;
			(*out)[nr].expansion = eoff;
			(*out)[nr++].message = msg;
			msg = NULL;
		}
		free(msg);
		clang_disposeString(cat);
		clang_disposeDiagnostic(dg);
	}
	known_free(&k);
	return nr;
}

void syntax_errors_free(struct syntax_error *v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(v[i].message);
	free(v);
}
