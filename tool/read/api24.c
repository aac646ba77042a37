/* api24: see api24.h for the contract. */
#include <ctype.h>
#include <dirent.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "api24.h"
#include "datadir.h"
#include "lex.h"
#include "makefile.h"
#include "util.h"
#include "vocab.h"

struct name_list {
	char **v;
	size_t nr;
};

struct api24 {
	struct name_list names;	/* the macros of the API's header */
	struct name_list have;	/* HAVE_ macros asked about, and ... */
	struct name_list whys;	/* ... the evidence of each, both lists */
};

static int has(const struct name_list *l, const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < l->nr; i++)
		if (strlen(l->v[i]) == n && !memcmp(l->v[i], s, n))
			return (int)i + 1;
	return 0;
}

static void add(struct name_list *l, const char *s, size_t n)
{
	l->v = xrealloc(l->v, (l->nr + 1) * sizeof(char *));
	l->v[l->nr++] = xstrndup(s, n);
}

static void release(struct name_list *l)
{
	size_t i;

	for (i = 0; i < l->nr; i++)
		free(l->v[i]);
	free(l->v);
	memset(l, 0, sizeof(*l));
}

/* the names a header #defines, quietly (a missing file has none) */
static void defines(const char *path, struct name_list *into)
{
	struct lexer lx;
	struct token t;
	char *text;
	size_t len;
	int state = 0;	/* 1 after '#', 2 after "#define" */

	if (!(text = read_file_quiet(path, 1u << 20, &len)))
		return;
	lex_init(&lx, text, len);
	while (lex_next(&lx, &t)) {
		if (t.first_in_directive) {
			state = 1;
			continue;
		}
		if (state == 1 && tok_is(&t, "define")) {
			state = 2;
			continue;
		}
		if (state == 2 && t.type == TOK_IDENT &&
		    !has(into, t.text, t.len))
			add(into, t.text, t.len);
		state = 0;
	}
	free(text);
}

/* what the 2.6 model headers define: never "only 2.4" */
static struct name_list model26;
static pthread_once_t model26_once = PTHREAD_ONCE_INIT;

static void walk26(const char *dir, int depth)
{
	DIR *d = opendir(dir);
	struct dirent *e;

	if (!d)
		return;
	while ((e = readdir(d))) {
		char *p;
		struct stat st;

		if (e->d_name[0] == '.')
			continue;
		p = xasprintf("%s/%s", dir, e->d_name);
		if (stat(p, &st))
			;
		else if (S_ISDIR(st.st_mode) && depth < 4)
			walk26(p, depth + 1);
		else if (S_ISREG(st.st_mode) && ends_with(p, ".h"))
			defines(p, &model26);
		free(p);
	}
	closedir(d);
}

static void load_model26(void)
{
	char *dir = datadir_path("headers/2.6");

	walk26(dir, 0);
	free(dir);
}

struct api24 *api24_load(const char *path)
{
	struct api24 *a = xcalloc(1, sizeof(*a));
	struct name_list all = { NULL, 0 };
	const struct vocab *v;
	struct mk_build b;
	char *p, *tree;
	size_t i, n;

	pthread_once(&model26_once, load_model26);
	p = datadir_path("headers/2.4/" VOCAB_HEADER);
	defines(p, &all);
	free(p);
	tree = path ? mk_tree_of(path, &b) : NULL;
	if (tree && b.version == 2 && b.patchlevel == 4) {
		p = xasprintf("%s/include/" VOCAB_HEADER, tree);
		defines(p, &all);
		free(p);
	}
	free(tree);
	v = vocab_table(&n);
	for (i = 0; i < n; i++)
		if (v[i].cls == VOC_CONSTANT &&
		    !has(&all, v[i].name, strlen(v[i].name)))
			add(&all, v[i].name, strlen(v[i].name));
	for (i = 0; i < all.nr; i++)
		if (!has(&model26, all.v[i], strlen(all.v[i])))
			add(&a->names, all.v[i], strlen(all.v[i]));
	release(&all);
	return a;
}

/* is lower (a lowercased name) word w, or has w between '_'s? */
static int has_word(const char *lower, const char *w)
{
	size_t n = strlen(w);
	const char *p = lower;

	while ((p = strstr(p, w))) {
		if ((p == lower || p[-1] == '_') && (!p[n] || p[n] == '_'))
			return 1;
		p++;
	}
	return 0;
}

/* HAVE_<rest>: does rest name the 2.4 API? */
static int names_kiobuf(const char *rest, size_t n)
{
	static const char *const words[] = { KIONAME(KIO), KIONAME(KIOBUF),
		KIONAME(KIOBUFS), KIONAME(KIOVEC), KIONAME(KIOVECS),
		KIONAME(IOBUF), KIONAME(IOBUFS), NULL };
	char *lower = xstrndup(rest, n);
	const struct vocab *v;
	size_t i, nv;
	int yes = 0;

	for (i = 0; i < n; i++)
		lower[i] = (char)tolower((unsigned char)lower[i]);
	for (i = 0; words[i] && !yes; i++)
		yes = has_word(lower, words[i]);
	v = vocab_table(&nv);
	for (i = 0; i < nv && !yes; i++) {
		char *w;
		size_t k;

		if (v[i].cls != VOC_FUNCTION && v[i].cls != VOC_TYPE &&
		    v[i].cls != VOC_CONSTANT)
			continue;
		w = xstrdup(v[i].name);
		for (k = 0; w[k]; k++)
			w[k] = (char)tolower((unsigned char)w[k]);
		yes = has_word(lower, w);
		free(w);
	}
	free(lower);
	return yes;
}

const char *api24_why(struct api24 *a, const char *name, size_t len)
{
	int i;

	if (!a)
		return NULL;
	if ((i = has(&a->have, name, len)))
		return a->whys.v[i - 1];
	if (has(&a->names, name, len)) {
		add(&a->have, name, len);
		a->whys.v = xrealloc(a->whys.v, a->have.nr * sizeof(char *));
		a->whys.v[a->whys.nr++] = xasprintf("macro %.*s, which only "
			"2.4's <" VOCAB_HEADER "> defines", (int)len, name);
		return a->whys.v[a->whys.nr - 1];
	}
	if (len > 5 && !memcmp(name, "HAVE_", 5) &&
	    names_kiobuf(name + 5, len - 5)) {
		add(&a->have, name, len);
		a->whys.v = xrealloc(a->whys.v, a->have.nr * sizeof(char *));
		a->whys.v[a->whys.nr++] = xasprintf("%.*s: a configure test "
			"for the %s API, which no 2.6 kernel has",
			(int)len, name, KIONAME(KIOBUF));
		return a->whys.v[a->whys.nr - 1];
	}
	return NULL;
}

void api24_free(struct api24 *a)
{
	if (!a)
		return;
	release(&a->names);
	release(&a->have);
	release(&a->whys);
	free(a);
}
