/* poison: see poison.h for the contract. */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

#include "lex.h"
#include "poison.h"
#include "util.h"
#include "vocab.h"

/* does text test identifier name in a conditional directive? */
static int tested(const char *text, size_t len, const char *name)
{
	struct lexer lx;
	struct token t;

	if (!memmem(text, len, name, strlen(name)))
		return 0;
	lex_init(&lx, text, len);
	while (lex_next(&lx, &t))
		if (t.directive && !t.first_in_directive &&
		    t.type == TOK_IDENT && tok_is(&t, name) &&
		    ((t.directive_len == 2 && !memcmp(t.directive, "if", 2)) ||
		     (t.directive_len == 4 && !memcmp(t.directive, "elif", 4)) ||
		     (t.directive_len == 5 && !memcmp(t.directive, "ifdef", 5)) ||
		     (t.directive_len == 6 && !memcmp(t.directive, "ifndef", 6))))
			return 1;
	return 0;
}

/* the headers beside path, which a port includes as "x.h" */
static size_t read_beside(const char *path, char ***texts, size_t **lens)
{
	const char *slash = strrchr(path, '/');
	char *dir = slash ? xstrndup(path, (size_t)(slash - path)) :
			    xstrdup(".");
	DIR *d = opendir(dir);
	struct dirent *e;
	size_t n = 0;

	*texts = NULL;
	*lens = NULL;
	while (d && (e = readdir(d))) {
		char *p, *text;
		size_t len;

		if (!ends_with(e->d_name, ".h"))
			continue;
		p = xasprintf("%s/%s", dir, e->d_name);
		text = read_file_quiet(p, 1u << 20, &len);
		free(p);
		if (!text)
			continue;
		*texts = xrealloc(*texts, (n + 1) * sizeof(char *));
		*lens = xrealloc(*lens, (n + 1) * sizeof(size_t));
		(*texts)[n] = text;
		(*lens)[n++] = len;
	}
	if (d)
		closedir(d);
	free(dir);
	return n;
}

int poison_pragmas(struct strbuf *sb, const char *path, const char *text,
		   size_t len)
{
	const struct vocab *tab;
	char **hs = NULL;
	size_t *hl = NULL, nh = 0, n, i, k;
	int kept = 0;

	tab = vocab_table(&n);
	if (text && path)
		nh = read_beside(path, &hs, &hl);
	for (i = 0; i < n; i++) {
		int keep = 0;

		if (tab[i].cls != VOC_FUNCTION && tab[i].cls != VOC_CONSTANT)
			continue;
		if (text)
			keep = tested(text, len, tab[i].name);
		for (k = 0; k < nh && !keep; k++)
			keep = tested(hs[k], hl[k], tab[i].name);
		if (keep) {
			kept++;
			continue;
		}
		strbuf_addf(sb, "#pragma GCC poison %s\n", tab[i].name);
	}
	for (k = 0; k < nh; k++)
		free(hs[k]);
	free(hs);
	free(hl);
	return kept;
}
