/* walk: see walk.h for the contract. */
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "diag.h"
#include "runtmp.h"
#include "util.h"
#include "walk.h"

static void push(struct path_list *l, char *p)
{
	if (l->nr == l->alloc) {
		l->alloc = l->alloc ? l->alloc * 2 : 64;
		l->v = xrealloc(l->v, l->alloc * sizeof(*l->v));
	}
	l->v[l->nr++] = p;
}

/*
 * A name that begins with '-' would read as an option to libclang, gcc
 * or spatch: it is spelled "./-name" from here on.
 */
static char *not_an_option(char *p)
{
	char *q;

	if (p[0] != '-')
		return p;
	q = xasprintf("./%s", p);
	free(p);
	return q;
}

static int is_regular(const char *path)
{
	struct stat st;

	return !stat(path, &st) && S_ISREG(st.st_mode);
}

static int walk_dir(const char *dir, struct path_list *out)
{
	DIR *d;
	struct dirent *de;
	int errors = 0;

	runtmp_check();		/* a Ctrl-C in a huge tree */
	d = opendir(dir);
	if (!d) {
		error_at(dir, 0, 0, "cannot read directory: %s",
			 strerror(errno));
		return 1;
	}
	while ((de = readdir(d))) {
		struct stat st;
		char *sub;

		if (de->d_name[0] == '.')
			continue;
		sub = strcmp(dir, ".") ? xasprintf("%s/%s", dir, de->d_name) :
		      xstrdup(de->d_name);
		if (lstat(sub, &st)) {
			errors += error_at(sub, 0, 0, "cannot stat: %s",
					   strerror(errno)) ? 1 : 0;
			free(sub);
		} else if (S_ISDIR(st.st_mode)) {
			errors += walk_dir(sub, out);
			free(sub);
		} else if ((S_ISREG(st.st_mode) ||
			    (S_ISLNK(st.st_mode) && is_regular(sub))) &&
			   (ends_with(sub, ".c") || ends_with(sub, ".h"))) {
			/* a link to a file is followed; to a dir, not */
			push(out, not_an_option(sub));
		} else {
			free(sub);
		}
	}
	closedir(d);
	return errors;
}

/* "./a//b/" -> "a/b": one spelling per file, so a file named twice
 * is walked once */
static char *normalize(const char *path)
{
	char *p = xstrdup(path), *r = p, *w = p;
	size_t len;

	while (r[0] == '.' && r[1] == '/')
		for (r += 2; *r == '/'; r++)
			;
	for (; *r; r++) {
		if (*r == '/' && w > p && w[-1] == '/')
			continue;
		if (*r == '/' && r[1] == '.' && r[2] == '/') {
			r++;
			continue;
		}
		*w++ = *r;
	}
	*w = '\0';
	len = strlen(p);
	while (len > 1 && p[len - 1] == '/')
		p[--len] = '\0';
	if (!*p)
		strcpy(p, ".");
	return p;
}

static int cmp_path(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int walk_paths(char **paths, int npaths, struct path_list *out)
{
	int i, errors = 0;
	size_t j, n;

	for (i = 0; i < npaths; i++) {
		struct stat st;
		char *p = not_an_option(normalize(paths[i]));
		size_t before = out->nr;

		if (stat(p, &st)) {
			error_at(p, 0, 0, "%s", errno == ENOENT ?
				 "no such file or directory" : strerror(errno));
			errors++;
			free(p);
		} else if (S_ISDIR(st.st_mode)) {
			errors += walk_dir(p, out);
			if (out->nr == before) {
				diag(p, 0, 0, SEV_WARNING, "no C files (*.c, "
				     "*.h) here");
				out->empty++;
			}
			free(p);
		} else if (!S_ISREG(st.st_mode)) {
			/* never opened: a FIFO would hang, /dev/zero fill
			 * the memory */
			errors += error_at(p, 0, 0, "not read: it is %s, not "
					   "a file", file_kind(st.st_mode)) ?
				  1 : 0;
			free(p);
		} else if (!ends_with(p, ".c") && !ends_with(p, ".h")) {
			errors += error_at(p, 0, 0, "not a C file (*.c, *.h); "
					   "zcport reads C sources only") ?
				  1 : 0;
			free(p);
		} else {
			push(out, p);
		}
	}
	if (out->nr > 1)
		qsort(out->v, out->nr, sizeof(*out->v), cmp_path);
	/* a file named twice is scanned once */
	for (j = n = 0; j < out->nr; j++) {
		if (n && !strcmp(out->v[n - 1], out->v[j])) {
			free(out->v[j]);
			continue;
		}
		out->v[n++] = out->v[j];
	}
	out->nr = n;
	return errors;
}

void walk_free(struct path_list *l)
{
	size_t i;

	for (i = 0; i < l->nr; i++)
		free(l->v[i]);
	free(l->v);
	l->v = NULL;
	l->nr = l->alloc = 0;
}
