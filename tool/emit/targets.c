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

static void unusable(const char *path, const char *what, int err)
{
	error_at(path, 0, 0, "cannot write %s here: %s", what, strerror(err));
	exit(EXIT_TOOL);
}

void targets_report(const char *file)
{
	struct stat st;

	if (!stat(file, &st) && S_ISDIR(st.st_mode))
		unusable(file, "the report", EISDIR);
	if (probe_write(file))
		unusable(file, "the report", errno);
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
	char *probe;
	struct stat st;

	if (!stat(dir, &st) && !S_ISDIR(st.st_mode))
		unusable(dir, what, ENOTDIR);
	if (mkdir_p(dir))
		exit(EXIT_TOOL);
	probe = xasprintf("%s/.zcport", dir);
	if (probe_write(probe))
		unusable(dir, what, errno);
	free(probe);
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
			usage_die("port: --output-dir %s is inside the input "
				  "%s; give a directory outside it", dir,
				  paths[i]);
		free(in);
	}
	free(out);
	make_dir(dir, "the ported tree");
}

int patch_file_owned(const char *name)
{
	size_t n = strlen(name);
	int i;

	for (i = 0; i < 4; i++)
		if (name[i] < '0' || name[i] > '9')
			return 0;
	return name[4] == '-' && n > 11 && ends_with(name, ".patch");
}

void targets_patch_dir(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *de;

	while (d && (de = readdir(d))) {
		struct stat st;
		char *sub;
		int ours;

		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		sub = xasprintf("%s/%s", dir, de->d_name);
		ours = patch_file_owned(de->d_name) && !lstat(sub, &st) &&
		       S_ISREG(st.st_mode);
		free(sub);
		if (!ours)
			usage_die("port: --format-patch directory %s holds %s, "
				  "which zcport did not write; give an empty "
				  "or new directory", dir, de->d_name);
	}
	if (d)
		closedir(d);
	make_dir(dir, "the patch series");
}

/* the directory part of path ("." when none) */
static char *dir_of(const char *path)
{
	const char *slash = strrchr(path, '/');

	if (!slash)
		return xstrdup(".");
	if (slash == path)
		return xstrdup("/");
	return xstrndup(path, (size_t)(slash - path));
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
		char *target, *dir, *probe;

		if (!u->candidate)
			continue;
		/* a symlink is written through: its target's directory */
		target = is_symlink(u->path) ? realpath(u->path, NULL) : NULL;
		dir = dir_of(target ? target : u->path);
		free(target);
		if (!last || strcmp(last, dir)) {
			probe = xasprintf("%s/.zcport", dir);
			if (probe_write(probe))
				errors += error_at(u->path, 0, 0,
					"cannot create temp file in %s for "
					"--in-place: %s", dir,
					strerror(errno)) ? 1 : 0;
			free(probe);
		}
		free(last);
		last = dir;
		if (backup) {
			char *bak = xasprintf("%s%s", u->path, backup);

			if (probe_write(bak))
				errors += error_at(bak, 0, 0, "cannot write "
						   "the backup here: %s",
						   strerror(errno)) ? 1 : 0;
			free(bak);
		}
	}
	free(last);
	return errors;
}
