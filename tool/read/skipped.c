/* skipped: see skipped.h for the contract. */
#include "skipped.h"
#include "xalloc.h"

size_t skipped_spans(CXTranslationUnit tu, CXFile file, struct span **out)
{
	CXSourceRangeList *l = clang_getSkippedRanges(tu, file);
	unsigned i;

	*out = NULL;
	if (!l)
		return 0;
	*out = xcalloc(l->count ? l->count : 1, sizeof(**out));
	for (i = 0; i < l->count; i++) {
		unsigned s, e;

		clang_getExpansionLocation(clang_getRangeStart(l->ranges[i]),
					   NULL, NULL, NULL, &s);
		clang_getExpansionLocation(clang_getRangeEnd(l->ranges[i]),
					   NULL, NULL, NULL, &e);
		(*out)[i].start = s;
		(*out)[i].end = e;
	}
	i = l->count;
	clang_disposeSourceRangeList(l);
	return i;
}

int spans_hold(const struct span *s, size_t n, size_t off)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (s[i].start <= off && off < s[i].end)
			return 1;
	return 0;
}
