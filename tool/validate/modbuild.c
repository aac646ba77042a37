/* modbuild: see modbuild.h for the contract. */
#include <dirent.h>
#include <unistd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "kbuild.h"
#include "kerneltree.h"
#include "lex.h"
#include "modbuild.h"
#include "util.h"

/* a Kbuild build of one small file; the machine may be busy */
#define MODBUILD_TIMEOUT_MS	600000

int modbuild_tree_check(const char *dir)
{
	int code;

	if (!kernel_tree_has(dir, "", 1))
		return error_at(dir, 0, 0, "no such kernel tree");
	if (!kernel_tree_has(dir, "Makefile", 0))
		return error_at(dir, 0, 0, "not a kernel tree: no top-level "
				"Makefile");
	code = kernel_tree_version(dir);
	if (code < 0)
		return error_at(dir, 0, 0, "not a kernel tree: no "
				"include/generated/uapi/linux/version.h");
	if ((code >> 8) != ((6 << 8) | 1))
		return error_at(dir, 0, 0, "--target=6.1 needs a Linux 6.1 "
				"tree, and this one is %d.%d.%d (the 6.1 "
				"helpers are written for 6.1's API)",
				code >> 16, (code >> 8) & 255, code & 255);
	if (!kernel_tree_has(dir, ".config", 0))
		return error_at(dir, 0, 0, "the tree is not configured: no "
				".config");
	if (!kernel_tree_has(dir, "include/generated/autoconf.h", 0) ||
	    !kernel_tree_has(dir, "scripts", 1))
		return error_at(dir, 0, 0, "the tree is not prepared for "
				"external modules: no include/generated/"
				"autoconf.h or scripts/ (install "
				"linux-headers-<version>, or run make "
				"modules_prepare)");
	return 0;
}

/* path's object name (kbuild.h), made a module name of its own */
static char *module_name(const char *path)
{
	char *name = kbuild_object_name(path);

	if (!*name || (name[0] >= '0' && name[0] <= '9')) {
		char *n = xasprintf("m_%s", name);

		free(name);
		name = n;
	}
	return name;
}

/*
 * One flag on a ccflags-y line: make hands it to the shell, so anything
 * but plain characters is single-quoted; '$' is make's, '#' starts a
 * make comment.
 */
static void add_flag(struct strbuf *sb, const char *f)
{
	const char *p;

	for (p = f; *p; p++)
		if (!strchr("-_=./:,+@%", *p) &&
		    !((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		      (*p >= '0' && *p <= '9')))
			break;
	strbuf_addch(sb, ' ');
	if (!*p && *f) {
		strbuf_addstr(sb, f);
		return;
	}
	strbuf_addch(sb, '\'');
	for (p = f; *p; p++) {
		if (*p == '\'')
			strbuf_addstr(sb, "'\\''");
		else if (*p == '$')
			strbuf_addstr(sb, "$$");
		else if (*p == '#')
			strbuf_addstr(sb, "\\#");
		else
			strbuf_addch(sb, *p);
	}
	strbuf_addch(sb, '\'');
}

void modbuild_command(const char *kernel_dir, const char *mdir,
		      struct argv_list *a)
{
	argv_push(a, "env");
	argv_push(a, "-u");
	argv_push(a, "MAKEFLAGS");
	argv_push(a, "-u");
	argv_push(a, "MFLAGS");
	argv_push(a, "-u");
	argv_push(a, "MAKELEVEL");
	/* gcc's plain quotes: the diagnostics are parsed (Kbuild
	 * unexports LC_ALL, so the categories are set one by one) */
	argv_push(a, "LANG=C");
	argv_push(a, "LC_CTYPE=C");
	argv_push(a, "LC_MESSAGES=C");
	argv_push(a, "make");
	argv_push(a, "-C");
	argv_push(a, kernel_dir);
	argv_pushf(a, "M=%s", mdir);
	argv_push(a, "KBUILD_MODPOST_WARN=1");
	argv_push(a, "modules");
}

/*
 * Does another .c file of path's directory name the identifier sym?
 * With lic, the argument of the first MODULE_LICENSE() found in one
 * ("\"GPL\"", newly allocated) goes to *lic instead.
 */
static int sibling_names_ex(const char *path, const char *sym, char **lic)
{
	char *dir = xstrdup(path), *slash = strrchr(dir, '/');
	const char *base = slash ? slash + 1 : path;
	const char *names[2] = { sym, NULL };
	struct dirent *de;
	DIR *d;
	int found = 0;

	if (slash)
		*slash = '\0';
	else
		strcpy(dir, ".");
	d = opendir(dir);
	while (d && !found && (de = readdir(d))) {
		size_t n = strlen(de->d_name);
		char *p, *buf;
		size_t len;

		if (n < 3 || strcmp(de->d_name + n - 2, ".c") ||
		    !strcmp(de->d_name, base))
			continue;
		p = xasprintf("%s/%s", dir, de->d_name);
		if (!read_file(p, &buf, &len)) {
			found = lex_has_ident(buf, len, names);
			if (found && lic) {
				const char *m = strstr(buf, "MODULE_LICENSE(");
				const char *e = m ? strchr(m, ')') : NULL;

				found = 0;
				if (e) {
					*lic = xstrndup(m + 15,
							(size_t)(e - m - 15));
					found = 1;
				}
			}
			free(buf);
		}
		free(p);
	}
	if (d)
		closedir(d);
	free(dir);
	return found;
}

static int sibling_names(const char *path, const char *sym)
{
	return sibling_names_ex(path, sym, NULL);
}

/* msg with every "mdir/name.o" and "mdir/name.ko" said as path */
static void add_named(struct strbuf *log, const char *msg, const char *obj,
		      const char *path)
{
	const char *at;
	size_t n = strlen(obj);

	while ((at = strstr(msg, obj))) {
		strbuf_add(log, msg, (size_t)(at - msg));
		strbuf_addstr(log, path);
		msg = at + n;
		msg += !strncmp(msg, ".ko", 3) ? 3 : !strncmp(msg, ".o", 2) ?
		       2 : 0;
	}
	strbuf_addstr(log, msg);
}

/*
 * make's output -> diagnostics: gcc's lines as they are, modpost's as
 * the file's (obj: the module's path without its extension); the rest
 * (progress lines, make's own errors) dropped.
 */
static int add_output(struct strbuf *log, const char *path, const char *obj,
		      const char *out)
{
	const char *p = out;
	int n = 0;

	while (p && *p) {
		const char *eol = strchr(p, '\n');
		size_t len = eol ? (size_t)(eol - p) : strlen(p);
		char *line = xstrndup(p, len);
		const char *m;

		if (strstr(line, ": error: ") || strstr(line, ": warning: ") ||
		    strstr(line, ": fatal error: ") ||
		    strstr(line, MODBUILD_STAND_IN)) {
			strbuf_addf(log, "%s\n", line);
			n++;
		} else if ((m = strstr(line, "ERROR: modpost: ")) ||
			   (m = strstr(line, "WARNING: modpost: "))) {
			int err = m[0] == 'E';
			const char *msg = m + (err ? 16 : 18);
			const char *q = strchr(msg, '"'), *q2;
			char *sym = NULL;

			/* "sym" [.../name.ko] undefined! */
			if (q && (q2 = strchr(q + 1, '"')) &&
			    strstr(q2, "undefined!"))
				sym = xstrndup(q + 1, (size_t)(q2 - q - 1));
			if (!sym || !sibling_names(path, sym)) {
				strbuf_addf(log, "%s:1:1: %s: modpost: ",
					    path, err ? "error" : "warning");
				add_named(log, msg, obj, path);
				strbuf_addch(log, '\n');
				n++;
			}
			free(sym);
		}
		free(line);
		p = eol ? eol + 1 : NULL;
	}
	return n;
}

int modbuild_compile(const char *kernel_dir, const char *mdir,
		     const char *path, const char *src, size_t len,
		     const struct argv_list *flags, struct strbuf *log)
{
	static const char *const license[] = { "MODULE_LICENSE", NULL };
	char *name = module_name(path), *cfile, *kbuild, *obj, *lic = NULL;
	struct strbuf kb = STRBUF_INIT, out = STRBUF_INIT, err = STRBUF_INIT;
	struct strbuf text = STRBUF_INIT;
	struct argv_list a = ARGV_INIT;
	int i, st, n;

	cfile = xasprintf("%s/%s.c", mdir, name);
	kbuild = xasprintf("%s/Kbuild", mdir);
	obj = xasprintf("%s/%s", mdir, name);
	strbuf_addf(&kb, "# zcport: %s as a module of its own\n"
		    "obj-m := %s.o\nccflags-y :=", path, name);
	for (i = 0; i < flags->nr; i++)
		add_flag(&kb, flags->v[i]);
	strbuf_addch(&kb, '\n');
	/*
	 * One object of a driver of several (its MODULE_LICENSE() in a
	 * sibling): built alone, it takes the driver's license, so that
	 * modpost judges it as part of that module (a GPL-only symbol).
	 */
	strbuf_add(&text, src, len);
	if (!lex_has_ident(src, len, license) &&
	    sibling_names_ex(path, "MODULE_LICENSE", &lic)) {
		strbuf_addf(&text, "\n#include <linux/module.h>\n"
			    "MODULE_LICENSE(%s);\n", lic);
		free(lic);
	}
	if (mkdir_p(mdir) || write_file_private(cfile, text.buf, text.len) ||
	    write_file_private(kbuild, kb.buf, kb.len))
		die("cannot write to %s", mdir);
	modbuild_command(kernel_dir, mdir, &a);
	/* gcc speaks on stderr, modpost on stderr too, make's chatter on
	 * stdout: kept apart, so that no line is cut by the other */
	st = run_command(&a, NULL, &out, &err, MODBUILD_TIMEOUT_MS);
	argv_clear(&a);
	n = add_output(log, path, obj, err.buf ? err.buf : "") +
	    add_output(log, path, obj, out.buf ? out.buf : "");
	if (st == RUN_TIMEOUT)
		strbuf_addf(log, "%s:1:1: error: the Kbuild build of the port "
			    "ran out of time\n", path);
	else if (st > 0 && !n) {
		/* make failed before any compiler spoke: say what it said */
		struct strbuf *said = err.len ? &err : &out;
		const char *last = said->buf ? said->buf : "", *p;
		size_t l = said->len;

		while (l && last[l - 1] == '\n')
			l--;
		for (p = last + l; p > last && p[-1] != '\n'; p--)
			;
		strbuf_addf(log, "%s:1:1: error: the Kbuild build failed: "
			    "%.*s\n", path, (int)(last + l - p), p);
	}
	remove_tree(mdir);
	strbuf_release(&kb);
	strbuf_release(&out);
	strbuf_release(&err);
	strbuf_release(&text);
	free(obj);
	free(cfile);
	free(kbuild);
	free(name);
	return st;
}
