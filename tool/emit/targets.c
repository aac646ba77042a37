/* targets: see targets.h for the contract. */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "diag.h"
#include "targets.h"
#include "util.h"
#include "writepolicy.h"

static void unusable(const char *path, const char *what, const char *why)
{
	error_at(path, 0, 0, "cannot write %s here: %s", what, why);
	zc_exit(EXIT_TOOL);
}

void targets_report(const char *file)
{
	const char *why;

	if (wp_probe_named(file, &why))
		unusable(file, "the report", why);
}

/*
 * The absolute path dir would have, without creating it: the deepest
 * part that exists is resolved (symlinks included), the rest appended
 * with "." and ".." taken lexically.
 */
static char *resolve_new(const char *dir)
{
	char *p = xstrdup(dir), *base, *slash, *rest = xstrdup(""), *out;
	size_t len;
	const char *s;

	while (!(base = realpath(*p ? p : ".", NULL)) && errno == ENOENT) {
		/* the last part goes in front of rest */
		char *r;

		slash = strrchr(p, '/');
		r = xasprintf("%s/%s", slash ? slash + 1 : p, rest);
		free(rest);
		rest = r;
		if (!slash)
			strcpy(p, ".");
		else if (slash == p)
			strcpy(p, "/");
		else
			*slash = '\0';
	}
	free(p);
	if (!base) {
		free(rest);
		return NULL;
	}
	out = xmalloc(strlen(base) + strlen(rest) + 2);
	strcpy(out, base);
	free(base);
	len = strlen(out);
	for (s = rest; *s; ) {
		const char *e;
		size_t n;

		while (*s == '/')
			s++;
		e = strchr(s, '/');
		n = e ? (size_t)(e - s) : strlen(s);
		if (n == 2 && !memcmp(s, "..", 2)) {
			while (len > 1 && out[len - 1] != '/')
				len--;
			if (len > 1)
				len--;
		} else if (n && !(n == 1 && *s == '.')) {
			if (len > 1)
				out[len++] = '/';
			memcpy(out + len, s, n);
			len += n;
		}
		out[len] = '\0';
		s += n;
	}
	free(rest);
	return out;
}

static void make_dir(const char *dir, const char *what)
{
	struct stat st;

	if (!stat(dir, &st) && !S_ISDIR(st.st_mode))
		unusable(dir, what, strerror(ENOTDIR));
	if (mkdir_p(dir))
		zc_exit(EXIT_TOOL);
	if (wp_probe_dir(dir))
		unusable(dir, what, strerror(errno));
}

void targets_output_dir(const char *dir, char **paths, int npaths)
{
	char *out = resolve_new(dir), *in;
	int i;

	for (i = 0; out && i < npaths; i++) {
		size_t n;

		in = realpath(paths[i], NULL);
		if (!in)
			continue;
		n = strlen(in);
		if (!strncmp(out, in, n) && (out[n] == '/' || !out[n] ||
					     !strcmp(in, "/")))
			usage_die("port: --output-dir %s is %s %s; give a "
				  "directory outside it", dir, out[n] ?
				  "inside the input" : "the input", paths[i]);
		/* a parent: DIR/PATH would be the input itself */
		n = strlen(out);
		if (!strncmp(in, out, n) && (in[n] == '/' ||
					     !strcmp(out, "/")))
			usage_die("port: --output-dir %s holds the input %s, "
				  "which the ported copy would overwrite; give "
				  "a directory outside it", dir, paths[i]);
		free(in);
	}
	free(out);
	make_dir(dir, "the ported tree");
}

void targets_patch_dir(const char *dir)
{
	char *stranger = NULL;

	if (wp_series_check(dir, &stranger))
		usage_die("port: --format-patch directory %s holds %s, "
			  "which zcport did not write (or which changed since); "
			  "give an empty or new directory", dir, stranger);
	make_dir(dir, "the patch series");
}

static int is_symlink(const char *path)
{
	struct stat st;

	return !lstat(path, &st) && S_ISLNK(st.st_mode);
}

int targets_in_place(struct run *r, const char *backup)
{
	size_t i;
	int errors = 0;
	char *last = NULL;

	for (i = 0; i < r->nr; i++) {
		const struct unit *u = &r->units[i];
		char *target, *dir;
		const char *why;

		if (!u->candidate)
			continue;
		/* a symlink is written through: its target's directory */
		target = is_symlink(u->path) ? realpath(u->path, NULL) : NULL;
		dir = dir_name(target ? target : u->path);
		if (!last || strcmp(last, dir)) {
			if (wp_probe_dir(dir))
				errors += error_at(u->path, 0, 0,
					"cannot create temp file in %s for "
					"--in-place: %s", dir,
					strerror(errno)) ? 1 : 0;
		}
		if (wp_in_place_ok(target ? target : u->path, &why))
			errors += error_at(u->path, 0, 0, "cannot be rewritten "
					   "in place: %s", why) ? 1 : 0;
		free(target);
		free(last);
		last = dir;
		if (backup) {
			char *bak = xasprintf("%s%s", u->path, backup);

			if (wp_probe_named(bak, &why))
				errors += error_at(bak, 0, 0, "cannot write "
						   "the backup here: %s",
						   why) ? 1 : 0;
			free(bak);
		}
	}
	free(last);
	return errors;
}
