/* kerneltree: see kerneltree.h for the contract. */
#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "diag.h"
#include "kerneltree.h"
#include "strbuf.h"
#include "util.h"

static int exists(const char *dir, const char *rel, int want_dir)
{
	char *p = xasprintf("%s/%s", dir, rel);
	struct stat st;
	int r = !stat(p, &st) && (want_dir ? S_ISDIR(st.st_mode) :
				  S_ISREG(st.st_mode));

	free(p);
	return r;
}

/* VERSION = N from the top Makefile, or -1 */
static int make_var(const char *text, const char *name)
{
	const char *p = text;
	size_t n = strlen(name);

	while ((p = strstr(p, name))) {
		if ((p == text || p[-1] == '\n') && strchr(" \t=", p[n])) {
			const char *q = p + n;

			while (*q == ' ' || *q == '\t' || *q == '=')
				q++;
			return atoi(q);
		}
		p += n;
	}
	return -1;
}

static char *gcc_include_dir(void)
{
	struct argv_list a = ARGV_INIT;
	struct strbuf out = STRBUF_INIT;
	char *r = NULL;

	argv_push(&a, "gcc");
	argv_push(&a, "-print-file-name=include");
	if (!run_command(&a, NULL, &out, NULL, 10000) && out.len) {
		while (out.len && out.buf[out.len - 1] == '\n')
			out.buf[--out.len] = '\0';
		r = strbuf_detach(&out, NULL);
	}
	strbuf_release(&out);
	argv_clear(&a);
	return r;
}

static char *find_arch_include(const char *dir)
{
	static const char *const prefer[] = { "x86", "i386", "x86_64", NULL };
	char *archdir = xasprintf("%s/arch", dir), *found = NULL;
	DIR *d = opendir(archdir);
	struct dirent *de;
	int i;

	for (i = 0; prefer[i] && !found; i++) {
		char *rel = xasprintf("arch/%s/include", prefer[i]);

		if (exists(dir, rel, 1))
			found = rel;
		else
			free(rel);
	}
	while (!found && d && (de = readdir(d))) {
		char *rel = xasprintf("arch/%s/include", de->d_name);

		if (de->d_name[0] != '.' && exists(dir, rel, 1))
			found = rel;
		else
			free(rel);
	}
	if (d)
		closedir(d);
	free(archdir);
	return found;
}

int kernel_tree_flags(const char *dir, struct argv_list *a)
{
	char *mk = xasprintf("%s/Makefile", dir), *text, *gcc_inc, *arch_inc;
	const char *autoconf = NULL;
	size_t len;
	int version, patchlevel, sublevel;

	if (!exists(dir, "", 1)) {
		free(mk);
		return error_at(dir, 0, 0, "no such kernel tree");
	}
	if (!exists(dir, "Makefile", 0) || access(mk, R_OK) ||
	    read_file(mk, &text, &len)) {
		free(mk);
		return error_at(dir, 0, 0, "not a kernel tree: no readable "
				"top-level Makefile");
	}
	free(mk);
	version = make_var(text, "VERSION");
	patchlevel = make_var(text, "PATCHLEVEL");
	sublevel = make_var(text, "SUBLEVEL");
	free(text);
	if (version != 2 || patchlevel != 6)
		return error_at(dir, 0, 0, "not a 2.6 kernel tree: its Makefile "
				"says VERSION = %d, PATCHLEVEL = %d", version,
				patchlevel);
	if (!exists(dir, "include/linux", 1))
		return error_at(dir, 0, 0, "not a kernel tree: no include/linux/");
	if (!exists(dir, ".config", 0))
		return error_at(dir, 0, 0, "2.6.%d tree is not configured: no "
				".config (run make oldconfig)", sublevel);
	if (exists(dir, "include/linux/autoconf.h", 0))
		autoconf = "include/linux/autoconf.h";
	else if (exists(dir, "include/generated/autoconf.h", 0))
		autoconf = "include/generated/autoconf.h";
	else
		return error_at(dir, 0, 0, "2.6.%d tree is not prepared: no "
				"include/linux/autoconf.h (run make prepare)",
				sublevel);
	arch_inc = find_arch_include(dir);
	if (!arch_inc && !exists(dir, "include/asm", 1))
		return error_at(dir, 0, 0, "2.6.%d tree has neither the "
				"include/asm link nor arch/<arch>/include "
				"(run make prepare)", sublevel);
	gcc_inc = gcc_include_dir();
	if (gcc_inc) {
		argv_push(a, "-isystem");
		argv_pushf(a, "%s", gcc_inc);
		free(gcc_inc);
	}
	argv_push(a, "-include");
	argv_pushf(a, "%s/%s", dir, autoconf);
	if (arch_inc) {
		argv_push(a, "-I");
		argv_pushf(a, "%s/%s", dir, arch_inc);
		free(arch_inc);
	}
	argv_push(a, "-I");
	argv_pushf(a, "%s/include", dir);
	return 0;
}

/* a file's bytes without a word when it is missing: the caller falls back */
static char *read_if_there(const char *dir, const char *rel, size_t *len)
{
	char *p = xasprintf("%s/%s", dir, rel), *text = NULL;

	if (!access(p, R_OK) && read_file(p, &text, len))
		text = NULL;
	free(p);
	return text;
}

int kernel_tree_version(const char *dir)
{
	static const char *const where[] = { "include/linux/version.h",
		"include/generated/uapi/linux/version.h", NULL };
	int i, code = -1;
	size_t len;
	char *text;

	for (i = 0; where[i] && code < 0; i++) {
		const char *d;

		text = read_if_there(dir, where[i], &len);
		d = text ? strstr(text, "#define LINUX_VERSION_CODE") : NULL;
		if (d)
			code = atoi(d + strlen("#define LINUX_VERSION_CODE"));
		free(text);
	}
	if (code < 0 && (text = read_if_there(dir, "Makefile", &len))) {
		int v = make_var(text, "VERSION"),
		    pl = make_var(text, "PATCHLEVEL"),
		    sl = make_var(text, "SUBLEVEL");

		if (v >= 0 && pl >= 0 && sl >= 0)
			code = (v << 16) + (pl << 8) + sl;
		free(text);
	}
	return code;
}
