/* diagkeys: see diagkeys.h (and validate.h) for the contract. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "blame.h"
#include "diagkeys.h"
#include "fixup.h"
#include "lookup.h"
#include "target.h"
#include "util.h"
#include "validate.h"
#include "vocab.h"

/*
 * "file:12:3: error: msg" -> "error: msg"; NULL for non-diagnostics.
 * gcc's spelling hint ("; did you mean 'user_pages_map'?") is left out:
 * it names the closest identifier in scope, which the helpers a port
 * adds can change while the error itself stays the original's.
 */
static char *diag_key(const char *line, size_t n)
{
	const char *p = memmem(line, n, ": error: ", 9), *hint, *q;
	char *k;

	if (!p)
		p = memmem(line, n, ": fatal error: ", 15);
	if (!p)
		p = memmem(line, n, ": warning: ", 11);
	if (!p)
		return NULL;
	k = xstrndup(p + 2, n - (size_t)(p + 2 - line));
	if ((hint = strstr(k, "; did you mean ")) &&
	    (q = strchr(hint + 15, '?'))) {
		char *cut = (char *)hint;

		memmove(cut, q + 1, strlen(q + 1) + 1);
	}
	return k;
}

size_t diag_keys(const char *log, char ***keys)
{
	size_t n = 0, alloc = 0;
	const char *p = log;

	*keys = NULL;
	while (p && *p) {
		const char *eol = strchr(p, '\n');
		size_t len = eol ? (size_t)(eol - p) : strlen(p);
		char *k = diag_key(p, len);

		if (k) {
			if (n == alloc) {
				alloc = alloc ? 2 * alloc : 64;
				*keys = xrealloc(*keys, alloc * sizeof(char *));
			}
			(*keys)[n++] = k;
		}
		p = eol ? eol + 1 : NULL;
	}
	return n;
}

int diag_mentions_kiobuf(const char *s)
{
	size_t n, i;
	const struct vocab *t = vocab_table(&n);

	if (strstr(s, "poisoned"))
		return 1;
	for (i = 0; i < n; i++)
		if (t[i].cls != VOC_MEMBER && strstr(s, t[i].name))
			return 1;
	return 0;
}

int ident_char(char c)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9');
}

/*
 * The original's diagnostic as the port would word it: every 2.4 API
 * name that the port replaces (the vocab table's replacement) is
 * replaced, as a whole identifier, so the 2.4 buffer's "struct TAG *"
 * in an old prototype the driver keeps reads "struct user_pages *" as
 * in the port's same error.
 */
char *diag_rename(const char *key)
{
	size_t n, i;
	const struct vocab *t = vocab_table(&n);
	struct strbuf out = STRBUF_INIT;
	const char *p = key;

	while (*p) {
		const char *q = p;

		if (!ident_char(*p) || (p > key && ident_char(p[-1]))) {
			strbuf_addch(&out, *p++);
			continue;
		}
		while (ident_char(*q))
			q++;
		for (i = 0; i < n; i++)
			if (t[i].replacement && t[i].cls != VOC_MEMBER &&
			    strlen(t[i].name) == (size_t)(q - p) &&
			    !memcmp(t[i].name, p, (size_t)(q - p)))
				break;
		if (i < n)
			strbuf_addstr(&out, t[i].replacement);
		else
			strbuf_add(&out, p, (size_t)(q - p));
		p = q;
	}
	return out.buf ? strbuf_detach(&out, NULL) : xstrdup("");
}

void diag_rename_keys(char **keys, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		char *r = diag_rename(keys[i]);

		free(keys[i]);
		keys[i] = r;
	}
}

static int key_cmp(const void *ctx, size_t a, size_t b)
{
	return strcmp(((char *const *)ctx)[a], ((char *const *)ctx)[b]);
}

static int key_probe(const void *ctx, size_t a, const void *key)
{
	return strcmp(((char *const *)ctx)[a], key);
}

/*
 * A base log's keys as a multiset (lookup.h): keyset_take() says whether
 * one equal to key is left, and takes it.  A log of thousands of errors
 * is matched in n log n, not line by line.
 */
struct keyset {
	char **k;
	size_t n;
	size_t *used;		/* per run of equal keys: how many taken */
	struct sorted_index ix;
};

static void keyset_init(struct keyset *ks, const char *base, int rename)
{
	ks->k = NULL;
	ks->n = base ? diag_keys(base, &ks->k) : 0;
	if (rename)
		diag_rename_keys(ks->k, ks->n);
	sorted_index_build(&ks->ix, ks->n, key_cmp, ks->k);
	ks->used = xcalloc(ks->n + 1, sizeof(size_t));
}

static int keyset_take(struct keyset *ks, const char *key)
{
	size_t lo, hi;

	sorted_index_range(&ks->ix, key_probe, ks->k, key, &lo, &hi);
	if (ks->used[lo] >= hi - lo)
		return 0;
	ks->used[lo]++;
	return 1;
}

static void keyset_free(struct keyset *ks)
{
	size_t b;

	for (b = 0; b < ks->n; b++)
		free(ks->k[b]);
	free(ks->k);
	free(ks->used);
	sorted_index_free(&ks->ix);
}

/*
 * The diagnostics of log that base does not have (multiset, ignoring
 * file and line): errors and anything naming the API's vocabulary count,
 * new warnings do not.  Their whole lines go to *fresh; *inherited gets
 * the number of errors base excused.  Returns the count of new ones.
 */
size_t diag_new(const char *log, const char *base, size_t *inherited,
		struct strbuf *fresh)
{
	struct keyset ks;
	size_t nnew = 0;
	const char *p = log;

	keyset_init(&ks, base, 1);
	*inherited = 0;
	while (p && *p) {
		const char *eol = strchr(p, '\n');
		size_t len = eol ? (size_t)(eol - p) : strlen(p);
		char *k = diag_key(p, len);
		int old = k && keyset_take(&ks, k);

		/* a fatal error (a header the tree's own headers cannot
		 * find) stops the compile: nothing after it was checked */
		if (k && !diag_mentions_kiobuf(k) &&
		    strncmp(k, "fatal error: ", 13) &&
		    (old || !strncmp(k, "warning: ", 9))) {
			*inherited += old && !strncmp(k, "error: ", 7);
		} else if (k) {
			nnew++;
			strbuf_add(fresh, p, len);
			strbuf_addch(fresh, '\n');
		}
		free(k);
		p = eol ? eol + 1 : NULL;
	}
	keyset_free(&ks);
	return nnew;
}

/*
 * "path:L:C: error: ..." -> path, L, C; 0 when the line is no error.
 * A 6.1 port is built with the tree's Kbuild, whose warnings are the
 * kernel's own standard: a new one fails it too, so warnings count.
 */
static int locate(const char *p, size_t n, struct verr *e)
{
	const char *m = memmem(p, n, ": error: ", 9), *c;
	char *end;
	unsigned long v1, v2;

	e->fatal = e->warn = 0;
	if (!m) {
		m = memmem(p, n, ": fatal error: ", 15);
		e->fatal = m != NULL;
	}
	if (!m && target_get() == TARGET_61) {
		m = memmem(p, n, ": warning: ", 11);
		e->warn = m != NULL;
	}
	if (!m)
		return 0;
	/* the location is "path:L:C" or "path:L" before m */
	for (c = m; c > p && c[-1] != ':'; c--)
		;
	if (c <= p)
		return 0;
	v2 = strtoul(c, &end, 10);
	if (end != m)
		return 0;
	{
		const char *c1 = c - 1, *b;

		for (b = c1; b > p && b[-1] != ':'; b--)
			;
		v1 = b > p ? strtoul(b, &end, 10) : 0;
		if (b > p && end == c1) {
			e->path = xstrndup(p, (size_t)(b - 1 - p));
			e->line = (unsigned)v1;
			e->col = (unsigned)v2;
		} else {
			e->path = xstrndup(p, (size_t)(c1 - p));
			e->line = (unsigned)v2;
			e->col = 0;
		}
	}
	return 1;
}

static int err_at_cmp(const void *ctx, size_t a, size_t b)
{
	const struct verr *x = &((const struct verr *)ctx)[a];
	const struct verr *y = &((const struct verr *)ctx)[b];

	if (x->line != y->line)
		return x->line < y->line ? -1 : 1;
	return strcmp(x->path, y->path);
}

static int err_at_probe(const void *ctx, size_t a, const void *key)
{
	const struct verr *x = &((const struct verr *)ctx)[a];
	const struct verr *k = key;

	if (x->line != k->line)
		return x->line < k->line ? -1 : 1;
	return strcmp(x->path, k->path);
}

/*
 * The errors of a port's log, each marked when the original's log (base)
 * has the same one: keys compared as a multiset, without locations.  The
 * original's 2.4 API names are not read as their replacements: an error
 * that only the renaming makes the same (a 2.4 direct_IO prototype with
 * struct user_pages in it) is one the port kept, not one it inherits.
 */
void errors_of(const char *log, const char *base, struct errlist *el)
{
	struct keyset ks;
	size_t alloc = 0;
	const char *p = log;

	keyset_init(&ks, base, 0);
	el->v = NULL;
	el->n = 0;
	while (p && *p) {
		const char *eol = strchr(p, '\n');
		size_t len = eol ? (size_t)(eol - p) : strlen(p);
		struct verr e;

		memset(&e, 0, sizeof(e));
		if (locate(p, len, &e)) {
			e.key = diag_key(p, len);
			e.text = xstrndup(p, len);
			e.kio = diag_mentions_kiobuf(e.key);
			e.orig_has = keyset_take(&ks, e.key);
			if (el->n == alloc) {
				alloc = alloc ? 2 * alloc : 16;
				el->v = xrealloc(el->v, alloc * sizeof(*el->v));
			}
			el->v[el->n++] = e;
		}
		p = eol ? eol + 1 : NULL;
	}
	keyset_free(&ks);
	sorted_index_build(&el->at, el->n, err_at_cmp, el->v);
}

void errors_free(struct errlist *el)
{
	size_t i;

	for (i = 0; i < el->n; i++) {
		free(el->v[i].path);
		free(el->v[i].key);
		free(el->v[i].text);
	}
	free(el->v);
	sorted_index_free(&el->at);
}

/*
 * The names the port brings in (the replacements of 2.4 API names, the
 * helpers): an error naming one is the port's, wherever it stands.
 */
static pthread_once_t names_once = PTHREAD_ONCE_INIT;
static const char **names;

static void load_names(void)
{
	size_t n, i, k = 0, np;
	const struct vocab *t = vocab_table(&n);
	const char *const *pieces;

	fixup_load();
	pieces = fixup_piece_names(&np);

	names = xcalloc(4 * n + np + 1, sizeof(char *));
	for (i = 0; i < n; i++) {
		const char *r = t[i].replacement, *q;

		/* each identifier of the replacement text */
		while (r && *r) {
			while (*r && !ident_char(*r))
				r++;
			for (q = r; *q && ident_char(*q); q++)
				;
			if (q > r && ((size_t)(q - r) != 6 ||
				      strncmp(r, "struct", 6)) && k < 4 * n)
				names[k++] = xstrndup(r, (size_t)(q - r));
			r = q;
		}
	}
	for (i = 0; i < np; i++)
		names[k++] = pieces[i];
}

const char *const *port_names(void)
{
	pthread_once(&names_once, load_names);
	return names;
}

/* does the original's log have an error at path:line? */
static int orig_error_at(const struct errlist *ov, const char *path,
			 unsigned line)
{
	struct verr key;
	size_t lo, hi;

	if (!line)
		return 0;
	key.line = line;
	key.path = (char *)path;
	sorted_index_range(&ov->at, err_at_probe, ov->v, &key, &lo, &hi);
	return lo < hi;
}

/*
 * Does the original have error e (of a port whose blame is b): the same
 * words, or any error on the line the port kept from it (a header the
 * port includes can change what gcc says of a line it left alone)?
 */
int orig_has(const struct verr *e, const struct errlist *ov,
	     const struct blame *b)
{
	return e->orig_has ||
	       orig_error_at(ov, e->path, blame_orig_line(b, e->line));
}

/*
 * 6.1: a new warning on a line of the compiled file that the port kept
 * as the original has it is the driver's own, seen now that the port's
 * code for the 2.4 API compiles (the original's errors there hid it: a pointer
 * printed with %x once page_address() has a type): not the port's
 * doing, and not counted.  Warnings on lines the port wrote, in other
 * files (the helper header) and modpost's count as errors do.
 */
int kept_warning(const struct verr *e, const char *path,
		 const struct blame *b)
{
	return e->warn && !strcmp(e->path, path) &&
	       !strstr(e->key, "modpost: ") &&
	       blame_orig_line(b, e->line);
}
