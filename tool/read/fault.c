/* fault: see fault.h for the contract. */
#include <stdlib.h>
#include <string.h>

#include "fault.h"
#include "lex.h"
#include "skipped.h"
#include "undeclared.h"
#include "util.h"

struct fn_span {
	size_t start, end;	/* the definition, body included */
	char *name;
};

struct fns {
	struct fn_span *v;
	size_t nr, alloc;
	CXFile file;
};

/* the function definitions of the file, as libclang saw them */
static enum CXChildVisitResult visit_fn(CXCursor c, CXCursor parent,
					CXClientData data)
{
	struct fns *f = data;
	CXSourceRange r;
	CXFile fs, fe;
	unsigned s, e;
	CXString name;

	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_FunctionDecl ||
	    !clang_isCursorDefinition(c))
		return CXChildVisit_Continue;
	r = clang_getCursorExtent(c);
	clang_getExpansionLocation(clang_getRangeStart(r), &fs, NULL, NULL,
				   &s);
	clang_getExpansionLocation(clang_getRangeEnd(r), &fe, NULL, NULL, &e);
	if (!fs || !fe || !clang_File_isEqual(fs, f->file) ||
	    !clang_File_isEqual(fe, f->file))
		return CXChildVisit_Continue;
	if (f->nr == f->alloc) {
		f->alloc = f->alloc ? f->alloc * 2 : 16;
		f->v = xrealloc(f->v, f->alloc * sizeof(*f->v));
	}
	name = clang_getCursorSpelling(c);
	f->v[f->nr].start = s;
	f->v[f->nr].end = e;
	f->v[f->nr++].name = xstrdup(clang_getCString(name));
	clang_disposeString(name);
	return CXChildVisit_Continue;
}

/*
 * At file scope, by tokens: the declaration around off, from the end of
 * the one before (a ';' or the '}' of a function body at depth 0) to its
 * own.  Only the code the parse kept counts.  A function definition
 * (a body whose '{' follows a ')') gets its name in *name.
 */
static void toplevel_item(const char *buf, size_t len, const struct span *sk,
			  size_t nsk, size_t off, size_t *start, size_t *end,
			  char **name)
{
	struct lexer lx;
	struct token t, prev, first_call;
	int depth = 0, parens = 0, body = 0, done = 0;
	size_t item = 0;

	*start = 0;
	*end = len;
	*name = NULL;
	memset(&prev, 0, sizeof(prev));
	memset(&first_call, 0, sizeof(first_call));
	lex_init(&lx, buf, len);
	while (!done && lex_next(&lx, &t)) {
		int ends = 0;

		if (t.directive || t.first_in_directive ||
		    spans_hold(sk, nsk, t.offset))
			continue;
		if (t.type == TOK_PUNCT) {
			switch (*t.text) {
			case '(':
				if (!depth && !parens++ && !first_call.len &&
				    prev.type == TOK_IDENT)
					first_call = prev;
				break;
			case ')':
				if (parens)
					parens--;
				break;
			case '{':
				if (!depth++)
					body = prev.type == TOK_PUNCT &&
					       *prev.text == ')';
				break;
			case '}':
				if (depth && !--depth && body)
					ends = 1;
				break;
			case ';':
				ends = !depth && !parens;
				break;
			}
		}
		prev = t;
		if (!ends)
			continue;
		if (t.offset + 1 > off) {
			*start = item;
			*end = t.offset + 1;
			if (body && first_call.len)
				*name = xstrndup(first_call.text,
						 first_call.len);
			done = 1;
		}
		item = t.offset + 1;
		body = 0;
		memset(&first_call, 0, sizeof(first_call));
	}
	if (!done)
		*start = item;
}

/* line numbers of byte offsets: one pass over the line starts */
static unsigned line_of(const size_t *starts, size_t n, size_t off)
{
	size_t lo = 0, hi = n;

	while (hi - lo > 1) {
		size_t mid = (lo + hi) / 2;

		if (starts[mid] <= off)
			lo = mid;
		else
			hi = mid;
	}
	return (unsigned)lo + 1;
}

/* "'x.h' at line 3, 'y.h' at line 9": includes of the file not found */
static char *missing_headers(CXTranslationUnit tu, CXFile file)
{
	struct strbuf sb = STRBUF_INIT;
	unsigned i, n = clang_getNumDiagnostics(tu);

	for (i = 0; i < n; i++) {
		CXDiagnostic dg = clang_getDiagnostic(tu, i);
		CXString msg = clang_getDiagnosticSpelling(dg);
		const char *m = clang_getCString(msg), *q;
		CXFile f;
		unsigned line;

		clang_getSpellingLocation(clang_getDiagnosticLocation(dg), &f,
					  &line, NULL, NULL);
		if (m && f && clang_File_isEqual(f, file) &&
		    (q = strstr(m, "' file not found")) && *m == '\'')
			strbuf_addf(&sb, "%s%.*s' at line %u",
				    sb.len ? ", " : "", (int)(q - m), m, line);
		clang_disposeString(msg);
		clang_disposeDiagnostic(dg);
	}
	return sb.len ? strbuf_detach(&sb, NULL) : (strbuf_release(&sb), NULL);
}

void faults_find(const struct parse24 *p, const char *buf, size_t len,
		 struct fault_list *out)
{
	struct fns fns = { NULL, 0, 0, p->file };
	struct span *sk = NULL;
	size_t nsk, i, j, nstarts = 1, *starts;
	char *missing = NULL;
	int have_missing = 0;

	if (!p->nerrors)
		return;
	clang_visitChildren(clang_getTranslationUnitCursor(p->tu), visit_fn,
			    &fns);
	nsk = skipped_spans(p->tu, p->file, &sk);
	for (i = 0; i < len; i++)
		nstarts += buf[i] == '\n';
	starts = xmalloc(nstarts * sizeof(*starts));
	starts[0] = 0;
	for (i = 0, j = 1; i < len; i++)
		if (buf[i] == '\n')
			starts[j++] = i + 1;
	for (i = 0; i < p->nerrors; i++) {
		const struct syntax_error *e = &p->errors[i];
		struct parse_fault *f;
		size_t start = 0, end = 0, k;
		char *name = NULL, near[128];
		unsigned first, last;

		for (k = 0; k < fns.nr && !name; k++)
			if (fns.v[k].start <= e->expansion &&
			    e->expansion <= fns.v[k].end) {
				start = fns.v[k].start;
				end = fns.v[k].end;
				name = xstrdup(fns.v[k].name);
			}
		if (!name)
			toplevel_item(buf, len, sk, nsk, e->expansion, &start,
				      &end, &name);
		last = line_of(starts, nstarts, end ? end - 1 : 0);
		/* skip the blank lines and comments before a declaration */
		while (start < end && strchr(" \t\r\n", buf[start]))
			start++;
		first = line_of(starts, nstarts, start);
		for (k = 0; k < out->nr; k++)
			if (out->v[k].first_line == first &&
			    out->v[k].last_line == last)
				break;
		if (k < out->nr) {
			free(name);
			continue;
		}
		if (!have_missing++)
			missing = missing_headers(p->tu, p->file);
		if (out->nr == out->alloc) {
			out->alloc = out->alloc ? out->alloc * 2 : 4;
			out->v = xrealloc(out->v, out->alloc * sizeof(*out->v));
		}
		f = &out->v[out->nr++];
		memset(f, 0, sizeof(*f));
		f->line = e->line;
		f->col = e->col;
		f->first_line = first;
		f->last_line = last;
		f->function = name;
		f->what = xstrdup(e->message);
		if (undeclared_near(p->tu, p->file, buf, len, e->offset, near,
				    sizeof(near)))
			f->unknown = xstrdup(near);
		f->missing = missing ? xstrdup(missing) : NULL;
	}
	for (i = 0; i < fns.nr; i++)
		free(fns.v[i].name);
	free(fns.v);
	free(sk);
	free(starts);
	free(missing);
}

void fault_what(const struct parse_fault *f, struct strbuf *sb)
{
	strbuf_addstr(sb, f->what);
	if (f->unknown)
		strbuf_addf(sb, ", near '%s', which nothing declares",
			    f->unknown);
	if (f->missing)
		strbuf_addf(sb, " (headers not found: %s)", f->missing);
}

void fault_where(const struct parse_fault *f, struct strbuf *sb)
{
	if (f->function)
		strbuf_addf(sb, "%s()", f->function);
	else if (f->first_line == f->last_line)
		strbuf_addf(sb, "the declaration at line %u", f->first_line);
	else
		strbuf_addf(sb, "the declaration at lines %u-%u",
			    f->first_line, f->last_line);
}

void fault_words(const struct parse_fault *f, struct strbuf *what,
		 struct strbuf *where)
{
	strbuf_reset(what);
	strbuf_reset(where);
	fault_what(f, what);
	fault_where(f, where);
}

void fault_list_move(struct fault_list *to, struct fault_list *l)
{
	size_t i;

	for (i = 0; i < l->nr; i++) {
		if (to->nr == to->alloc) {
			to->alloc = to->alloc ? to->alloc * 2 : 4;
			to->v = xrealloc(to->v, to->alloc * sizeof(*to->v));
		}
		to->v[to->nr++] = l->v[i];
	}
	free(l->v);
	memset(l, 0, sizeof(*l));
}

void fault_list_clear(struct fault_list *l)
{
	size_t i;

	for (i = 0; i < l->nr; i++) {
		free(l->v[i].function);
		free(l->v[i].what);
		free(l->v[i].unknown);
		free(l->v[i].missing);
	}
	free(l->v);
	memset(l, 0, sizeof(*l));
}
