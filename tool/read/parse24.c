/* parse24: see parse24.h for the contract. */
#include <stdlib.h>
#include <string.h>

#include "parse24.h"
#include "runtmp.h"
#include "skipped.h"
#include "undeclared.h"
#include "util.h"
#include "vocab.h"

/*
 * There is no precompiled header: one made of all the model headers
 * changed what a driver's parse sees (a file that never includes the
 * API's header got the API's buffer struct complete, a macro of a
 * header it does not include expanded its code), so the same file had
 * another inventory in a run of more than 24 candidates.  Each file is
 * parsed with the headers it includes, and nothing else, but see
 * needs_iobuf().
 */

/* did the parse read the API's header, directly or through a header? */
static void saw_iobuf(CXFile f, CXSourceLocation *stack, unsigned n,
		      CXClientData data)
{
	CXString name = clang_getFileName(f);

	(void)stack;
	(void)n;
	if (ends_with(clang_getCString(name), "/" VOCAB_HEADER))
		*(int *)data = 1;
	clang_disposeString(name);
}

/*
 * A 2.4 driver that uses the API had its header (VOCAB_HEADER) in its
 * build, but perhaps only through a header of its own tree that
 * includes more than the model's does.  Without the definition of the
 * API's buffer struct its member accesses do not type-check and vanish
 * from the AST (a page vector filled by hand would go unseen): such a
 * file is parsed again with the API's header included first.
 */
static int needs_iobuf(CXTranslationUnit tu)
{
	int seen = 0;

	clang_getInclusions(tu, saw_iobuf, &seen);
	return !seen;
}

struct reinclusion {
	CXFile main;
	int found;
};

static void saw_main(CXFile f, CXSourceLocation *stack, unsigned n,
		     CXClientData data)
{
	struct reinclusion *r = data;

	(void)stack;
	if (n && clang_File_isEqual(f, r->main))
		r->found = 1;
}

/*
 * Did a header include the file itself?  A header of a real tree, such
 * as linux/fs.h, is reached again from the API's header included before
 * it, and its include guard then hides all of it.
 */
static int main_reincluded(CXTranslationUnit tu, const char *path)
{
	struct reinclusion r = { clang_getFile(tu, path), 0 };

	if (r.main)
		clang_getInclusions(tu, saw_main, &r);
	return r.found;
}

/* one parse; NULL when libclang could not */
static CXTranslationUnit parse_one(CXIndex index, struct parse_config *pc,
				   const char *headers_dir, const char *path,
				   const char *buf, size_t len, int module,
				   int api_header, const char *types)
{
	struct argv_list a = ARGV_INIT;
	struct CXUnsavedFile un[2];
	CXTranslationUnit tu = NULL;
	char *types_path = NULL;
	unsigned n = 1;

	argv_push(&a, "-x");
	argv_push(&a, "c");
	argv_push(&a, "-std=gnu89");
	argv_push(&a, "-D__KERNEL__");
	if (module)
		argv_push(&a, "-DMODULE");
	argv_push(&a, "-w");
	argv_push(&a, "-ferror-limit=0");
	/* clang's nesting limit (256) is tighter than real code needs */
	argv_push(&a, "-fbracket-depth=4096");
	parsecfg_args(pc, path, headers_dir, &a);
	un[0].Filename = path;
	un[0].Contents = buf;
	un[0].Length = (unsigned long)len;
	if (types) {
		/* no such file: libclang reads it from memory */
		types_path = xasprintf("%s/zcport-undeclared-types.h",
				       runtmp_dir() ? runtmp_dir() : "/tmp");
		un[1].Filename = types_path;
		un[1].Contents = types;
		un[1].Length = (unsigned long)strlen(types);
		n = 2;
		argv_push(&a, "-include");
		argv_push(&a, types_path);
	}
	if (api_header) {
		argv_push(&a, "-include");
		argv_push(&a, VOCAB_HEADER);
	}
	if (clang_parseTranslationUnit2(index, path, a.v, a.nr, un, n,
					CXTranslationUnit_KeepGoing |
					CXTranslationUnit_DetailedPreprocessingRecord,
					&tu) != CXError_Success)
		tu = NULL;
	argv_clear(&a);
	free(types_path);
	return tu;
}

/* do two parses disable the same blocks of the file? */
static int same_skipped(CXTranslationUnit a, CXFile fa, CXTranslationUnit b,
			CXFile fb)
{
	struct span *sa, *sb;
	size_t na = skipped_spans(a, fa, &sa), nb = skipped_spans(b, fb, &sb);
	int same = na == nb && (!na || !memcmp(sa, sb, na * sizeof(*sa)));

	free(sa);
	free(sb);
	return same;
}

struct attempt {
	CXTranslationUnit tu;
	CXFile file;
	struct syntax_error *errors;
	size_t nerrors;
	size_t misuses;		/* typedefs met where a value stands */
};

static void judge(struct attempt *t, const char *path, const char *buf,
		  size_t len)
{
	t->file = clang_getFile(t->tu, path);
	t->nerrors = t->file ? syntax_errors(t->tu, t->file, buf, len,
					     &t->errors) : 0;
}

static void drop_attempt(struct attempt *t)
{
	if (t->tu)
		clang_disposeTranslationUnit(t->tu);
	syntax_errors_free(t->errors, t->nerrors);
	memset(t, 0, sizeof(*t));
}

static int had_error_at(const struct attempt *t, size_t off)
{
	size_t i;

	for (i = 0; i < t->nerrors; i++)
		if (t->errors[i].offset == off)
			return 1;
	return 0;
}

/*
 * Lines where clang met one of the typedefs as a value: "unexpected type
 * name 'X': expected expression" is no syntax error, but says the name
 * is a value there after all.  Appended to *drop; how many.
 */
static size_t values_typed(CXTranslationUnit tu, CXFile file, unsigned **drop,
			   size_t *ndrop)
{
	unsigned i, n = clang_getNumDiagnostics(tu);
	size_t found = 0;

	for (i = 0; i < n; i++) {
		CXDiagnostic dg = clang_getDiagnostic(tu, i);
		CXString msg = clang_getDiagnosticSpelling(dg);
		const char *m = clang_getCString(msg);
		CXFile f;
		unsigned line;

		clang_getSpellingLocation(clang_getDiagnosticLocation(dg), &f,
					  &line, NULL, NULL);
		if (m && f && clang_File_isEqual(f, file) &&
		    strstr(m, "unexpected type name '")) {
			*drop = xrealloc(*drop, (*ndrop + 1) * sizeof(**drop));
			(*drop)[(*ndrop)++] = line;
			found++;
		}
		clang_disposeString(msg);
		clang_disposeDiagnostic(dg);
	}
	return found;
}

/*
 * Typedefs for the names used as types that nothing declares, found in
 * base; *best is replaced by a parse with them while that has fewer
 * errors (or as many, and fewer typedefs met as values).  A typedef that made a new error, or that clang met where a
 * value must stand (the name is a value there, after all), is dropped
 * by its line and the parse tried again.
 */
static char *try_typedefs(CXIndex index, struct parse_config *pc,
			  const char *headers_dir, const char *path,
			  const char *buf, size_t len, int module,
			  int api_header, struct attempt *best)
{
	char *taken = NULL;
	struct attempt base = *best, c;
	unsigned *drop = NULL;
	size_t ndrop = 0, i, nspans;
	struct span *spans;
	char *types, *tried = NULL;
	int round;

	nspans = skipped_spans(base.tu, base.file, &spans);
	for (round = 0; round < 3 && best->nerrors; round++) {
		size_t fresh = 0;

		types = undeclared_types(base.tu, base.file, buf, len, spans,
					 nspans, drop, ndrop);
		if (!types || (tried && !strcmp(types, tried))) {
			free(types);
			break;
		}
		free(tried);
		tried = types;
		memset(&c, 0, sizeof(c));
		c.tu = parse_one(index, pc, headers_dir, path, buf, len,
				 module, api_header, types);
		if (!c.tu)
			break;
		judge(&c, path, buf, len);
		for (i = 0; i < c.nerrors; i++) {
			if (had_error_at(&base, c.errors[i].offset))
				continue;
			drop = xrealloc(drop, (ndrop + 1) * sizeof(*drop));
			drop[ndrop++] = c.errors[i].line;
			fresh++;
		}
		c.misuses = values_typed(c.tu, c.file, &drop, &ndrop);
		fresh += c.misuses;
		if (c.nerrors < best->nerrors ||
		    (best->tu != base.tu && c.nerrors == best->nerrors &&
		     c.misuses < best->misuses)) {
			if (best->tu != base.tu)
				drop_attempt(best);
			*best = c;
			free(taken);
			taken = xstrdup(types);
		} else {
			drop_attempt(&c);
		}
		if (!fresh)
			break;
	}
	if (best->tu != base.tu)
		drop_attempt(&base);
	free(tried);
	free(spans);
	free(drop);
	return taken;
}

int parse24(CXIndex index, struct parse_config *pc, const char *headers_dir,
	    const char *path, const char *buf, size_t len, struct parse24 *p)
{
	struct attempt best, other;
	char *types = NULL;
	int api_header = 0;

	memset(p, 0, sizeof(*p));
	memset(&best, 0, sizeof(best));
	best.tu = parse_one(index, pc, headers_dir, path, buf, len, 1, 0,
			    NULL);
	if (best.tu && needs_iobuf(best.tu)) {
		CXTranslationUnit again = parse_one(index, pc, headers_dir,
						    path, buf, len, 1, 1, NULL);

		if (again && main_reincluded(again, path)) {
			clang_disposeTranslationUnit(again);
		} else {
			clang_disposeTranslationUnit(best.tu);
			best.tu = again;
			api_header = 1;
		}
	}
	if (!best.tu)
		return -1;
	judge(&best, path, buf, len);
	if (best.nerrors && best.file)
		types = try_typedefs(index, pc, headers_dir, path, buf, len, 1,
				     api_header, &best);
	p->synthetic = types != NULL;
	if (best.nerrors && best.file) {
		memset(&other, 0, sizeof(other));
		other.tu = parse_one(index, pc, headers_dir, path, buf, len,
				     0, api_header, types);
		if (other.tu)
			judge(&other, path, buf, len);
		if (other.tu && other.file && other.nerrors < best.nerrors) {
			struct attempt module = best;

			best = other;
			p->builtin = 1;
			if (same_skipped(module.tu, module.file, best.tu,
					 best.file)) {
				drop_attempt(&module);
			} else {
				/* its errors are not the file's verdict */
				syntax_errors_free(module.errors,
						   module.nerrors);
				p->module_tu = module.tu;
				p->module_file = module.file;
			}
		} else {
			drop_attempt(&other);
		}
	}
	free(types);
	p->tu = best.tu;
	p->file = best.file;
	p->errors = best.errors;
	p->nerrors = best.nerrors;
	return 0;
}

void parse24_release(struct parse24 *p)
{
	if (p->tu)
		clang_disposeTranslationUnit(p->tu);
	if (p->module_tu)
		clang_disposeTranslationUnit(p->module_tu);
	syntax_errors_free(p->errors, p->nerrors);
	memset(p, 0, sizeof(*p));
}
