/* emit: see emit.h for the contract. */
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "diag.h"
#include "emit.h"
#include "linediff.h"
#include "util.h"

int unit_writable(const struct unit *u)
{
	return u->out && u->check != CHECK_FAILED;
}

const char *diff_path(const char *path)
{
	while (!strncmp(path, "./", 2))
		path += 2;
	while (*path == '/')
		path++;
	return path;
}

void emit_unit_diff(const struct unit *u, int git, struct strbuf *out)
{
	struct linediff d;
	char *a = xasprintf("a/%s", diff_path(u->path));
	char *b = xasprintf("b/%s", diff_path(u->path));

	if (git)
		strbuf_addf(out, "diff --git %s %s\n", a, b);
	if (git && u->created)
		strbuf_addf(out, "new file mode 100%o\n", u->mode & 0777);
	linediff(&d, u->buf, u->len, u->out, u->out_len);
	/* a file the port creates: patch -p1 and git apply make it */
	linediff_unified(&d, u->created ? "/dev/null" : a, b, 3, out);
	linediff_free(&d);
	free(a);
	free(b);
}

void emit_diff(struct run *r, struct strbuf *out)
{
	size_t i;

	for (i = 0; i < r->nr; i++)
		if (unit_writable(&r->units[i]))
			emit_unit_diff(&r->units[i], 0, out);
}

int emit_in_place(struct run *r, const char *backup_suffix)
{
	size_t i;
	int errors = 0;

	for (i = 0; i < r->nr; i++) {
		struct unit *u = &r->units[i];

		if (!unit_writable(u))
			continue;
		if (backup_suffix && !u->created) {
			char *bak = xasprintf("%s%s", u->path, backup_suffix);

			if (write_file_atomic(bak, u->buf, u->len, u->mode)) {
				errors++;
				free(bak);
				continue;	/* no backup, no rewrite */
			}
			free(bak);
		}
		if (write_file_atomic(u->path, u->out, u->out_len, u->mode))
			errors++;
	}
	return errors;
}

static struct unit *find_unit(struct run *r, const char *path)
{
	size_t lo = 0, hi = r->nr;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		int c = strcmp(r->units[mid].path, path);

		if (!c)
			return &r->units[mid];
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

/* src made relative and kept below the output dir: ".." parts go */
static char *inside_path(const char *src)
{
	const char *p = diff_path(src);
	struct strbuf sb = STRBUF_INIT;

	while (*p) {
		const char *slash = strchr(p, '/');
		size_t n = slash ? (size_t)(slash - p) : strlen(p);

		if (n && !(n == 2 && !memcmp(p, "..", 2)) &&
		    !(n == 1 && *p == '.')) {
			if (sb.len)
				strbuf_addch(&sb, '/');
			strbuf_add(&sb, p, n);
		}
		p += n;
		while (*p == '/')
			p++;
	}
	return sb.buf ? strbuf_detach(&sb, NULL) : xstrdup("file");
}

static int copy_one(struct run *r, const char *src, const char *dir)
{
	char *rel = inside_path(src);
	char *dst = xasprintf("%s/%s", dir, rel);
	struct unit *u = find_unit(r, src);
	int ret;

	if (u && unit_writable(u))
		ret = mkdir_parent(dst) ||
		      write_file_atomic(dst, u->out, u->out_len, u->mode);
	else
		ret = copy_file(src, dst);
	free(dst);
	free(rel);
	return ret ? 1 : 0;
}

static int copy_tree(struct run *r, const char *src, const char *dir)
{
	struct stat st;
	DIR *d;
	struct dirent *de;
	int errors = 0;

	if (lstat(src, &st))
		return 0;	/* reported by the walk */
	if (S_ISREG(st.st_mode))
		return copy_one(r, src, dir);
	if (!S_ISDIR(st.st_mode))
		return 0;
	d = opendir(src);
	if (!d)
		return error_at(src, 0, 0, "cannot read directory: %s",
				strerror(errno)) ? 1 : 0;
	while ((de = readdir(d))) {
		char *sub;

		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		sub = strcmp(src, ".") ? xasprintf("%s/%s", src, de->d_name) :
		      xstrdup(de->d_name);
		errors += copy_tree(r, sub, dir);
		free(sub);
	}
	closedir(d);
	return errors;
}

int emit_output_dir(struct run *r, char **paths, int npaths,
		    const char *dir)
{
	int i, errors = 0;
	size_t k;

	if (mkdir_p(dir))
		return 1;
	for (i = 0; i < npaths; i++) {
		char *p = xstrdup(paths[i]);
		size_t len = strlen(p);

		while (len > 1 && p[len - 1] == '/')
			p[--len] = '\0';
		errors += copy_tree(r, p, dir);
		free(p);
	}
	/* the helper header may be in no input tree (new, or the PATH was
	 * a file beside it): write it whatever was copied */
	for (k = 0; k < r->nr; k++) {
		struct unit *u = &r->units[k];
		char *rel, *dst;

		if (!u->generated || !u->needed)
			continue;
		rel = inside_path(u->path);
		dst = xasprintf("%s/%s", dir, rel);
		if (mkdir_parent(dst) ||
		    write_file_atomic(dst, u->out ? u->out : u->buf,
				      u->out ? u->out_len : u->len, u->mode))
			errors++;
		free(dst);
		free(rel);
	}
	return errors;
}
