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
#include "makefile.h"
#include "strbuf.h"
#include "util.h"

int kernel_tree_has(const char *dir, const char *rel, int want_dir)
{
	char *p = xasprintf("%s/%s", dir, rel);
	struct stat st;
	int r = !stat(p, &st) && (want_dir ? S_ISDIR(st.st_mode) :
				  S_ISREG(st.st_mode));

	free(p);
	return r;
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

/*
 * arch/<arch>/include of a tree without the include/asm link (2.6.28
 * and later): the configured arch's (i386 and x86_64 live in x86), else
 * x86, else the one there is.  A classic tree with the link needs none:
 * its arch/ (in a full tree) holds other arches' include directories,
 * such as arch/um/include, that must not be searched.
 */
static char *find_arch_include(const char *dir, const char *arch)
{
	static const char *const prefer[] = { "x86", "i386", "x86_64", NULL };
	char *archdir, *found = NULL;
	DIR *d;
	struct dirent *de;
	int i;

	if (kernel_tree_has(dir, "include/asm", 1))
		return NULL;
	if (arch) {
		const char *a = !strcmp(arch, "i386") || !strcmp(arch, "x86_64") ?
				"x86" : arch;
		char *rel = xasprintf("arch/%s/include", a);

		if (kernel_tree_has(dir, rel, 1))
			return rel;
		free(rel);
	}
	for (i = 0; prefer[i] && !found; i++) {
		char *rel = xasprintf("arch/%s/include", prefer[i]);

		if (kernel_tree_has(dir, rel, 1))
			found = rel;
		else
			free(rel);
	}
	archdir = xasprintf("%s/arch", dir);
	d = found ? NULL : opendir(archdir);
	while (d && !found && (de = readdir(d))) {
		char *rel = xasprintf("arch/%s/include", de->d_name);

		if (de->d_name[0] != '.' && kernel_tree_has(dir, rel, 1))
			found = rel;
		else
			free(rel);
	}
	if (d)
		closedir(d);
	free(archdir);
	return found;
}

/* read a file that may well be absent, without an error message */
static int quiet_read(const char *path, char **text, size_t *len)
{
	return access(path, R_OK) ? -1 : read_file(path, text, len);
}

/* "NAME=y" or "NAME=m" on a line of a .config */
static int config_set(const char *text, const char *name)
{
	const char *p = text;
	size_t n = strlen(name);

	while ((p = strstr(p, name))) {
		if ((p == text || p[-1] == '\n') && p[n] == '=' &&
		    (p[n + 1] == 'y' || p[n + 1] == 'm'))
			return 1;
		p += n;
	}
	return 0;
}

/*
 * A literal value of NAME in a Makefile ("ARCH := x86_64", "ARCH ?= i386"),
 * or NULL: a value made of variables ("$(SUBARCH)") says nothing here.
 */
static char *make_word(const char *text, const char *name)
{
	const char *p = text;
	size_t n = strlen(name);

	while ((p = strstr(p, name))) {
		const char *q = p + n, *e;

		if ((p == text || p[-1] == '\n') && strchr(" \t:?=", *q)) {
			while (*q == ' ' || *q == '\t')
				q++;
			if (*q == ':' || *q == '?')
				q++;
			if (*q == '=') {
				q++;
				while (*q == ' ' || *q == '\t')
					q++;
				e = q;
				while (*e && !strchr(" \t\n#", *e))
					e++;
				if (e > q && !memchr(q, '$', (size_t)(e - q)))
					return xstrndup(q, (size_t)(e - q));
			}
		}
		p += n;
	}
	return NULL;
}

char *kernel_tree_arch(const char *dir)
{
	char *path = xasprintf("%s/include/asm", dir), *text, *r = NULL;
	char target[PATH_MAX];
	ssize_t n = readlink(path, target, sizeof(target) - 1);
	size_t len;

	free(path);
	if (n > 0) {
		const char *base;

		target[n] = '\0';
		base = strrchr(target, '/');
		base = base ? base + 1 : target;
		if (!strncmp(base, "asm-", 4) && base[4])
			return xstrdup(base + 4);
	}
	path = xasprintf("%s/.config", dir);
	if (!quiet_read(path, &text, &len)) {
		if (config_set(text, "CONFIG_X86_64"))
			r = xstrdup("x86_64");
		else if (config_set(text, "CONFIG_X86_32"))
			r = xstrdup("i386");
		free(text);
	}
	free(path);
	if (r)
		return r;
	path = xasprintf("%s/Makefile", dir);
	if (!quiet_read(path, &text, &len)) {
		r = make_word(text, "ARCH");
		free(text);
	}
	free(path);
	/* later trees say ARCH=x86 and leave the word size to .config */
	return r;
}

char *kernel_tree_srctree(const char *dir)
{
	char *mk = xasprintf("%s/Makefile", dir), *text, *r = NULL, *p;
	size_t len;

	if (!quiet_read(mk, &text, &len)) {
		for (p = text; *p == '#' || *p == '\n'; ) {
			/* leading comments and blank lines */
			char *e = strchr(p, '\n');

			if (!e)
				break;
			p = e + 1;
		}
		if (!strncmp(p, "include ", 8)) {
			char *e = strchr(p, '\n'), *slash;

			r = xstrndup(p + 8, e ? (size_t)(e - p - 8) :
				     strlen(p + 8));
			slash = strrchr(r, '/');
			if (slash && !strcmp(slash, "/Makefile")) {
				*slash = '\0';
			} else {
				free(r);
				r = NULL;
			}
		}
		free(text);
	}
	free(mk);
	return r;
}

int kernel_tree_version(const char *dir)
{
	static const char *const where[] = { "include/linux/version.h",
		"include/generated/uapi/linux/version.h", NULL };
	int i, code = -1;

	for (i = 0; where[i] && code < 0; i++) {
		char *p = xasprintf("%s/%s", dir, where[i]), *text, *d;
		size_t len;

		if (!quiet_read(p, &text, &len)) {
			d = strstr(text, "#define LINUX_VERSION_CODE");
			if (d)
				code = atoi(d + 26);
			free(text);
		}
		free(p);
	}
	if (code < 0) {
		char *p = xasprintf("%s/Makefile", dir), *text;
		size_t len;

		if (!quiet_read(p, &text, &len)) {
			int v = mk_top_var(text, "VERSION"),
			    pl = mk_top_var(text, "PATCHLEVEL"),
			    sl = mk_top_var(text, "SUBLEVEL");

			if (v >= 0 && pl >= 0 && sl >= 0)
				code = (v << 16) + (pl << 8) + sl;
			free(text);
		}
		free(p);
	}
	return code;
}

/*
 * What kbuild adds for the arch (arch/<arch>/Makefile): i386 compiles
 * 32-bit (-m32 on a 64-bit host) with the configured sub-architecture's
 * mach-* include directory, then mach-default, before include/.  x86_64
 * classic trees have no mach-* directories; unified x86 trees that still
 * have mach-default get it for both word sizes.
 */
static void arch_flags(const char *dir, const char *arch, const char *cfg,
		       struct argv_list *a)
{
	static const char *const asmdirs[] = { NULL, "include/asm-x86",
		"arch/x86/include/asm", NULL };
	static const struct {
		const char *config, *mach;
	} sub[] = {
		{ "CONFIG_X86_VOYAGER", "mach-voyager" },
		{ "CONFIG_X86_VISWS", "mach-visws" },
		{ "CONFIG_X86_NUMAQ", "mach-numaq" },
		{ "CONFIG_X86_BIGSMP", "mach-bigsmp" },
		{ "CONFIG_X86_SUMMIT", "mach-summit" },
		{ "CONFIG_X86_ES7000", "mach-es7000" },
		{ "CONFIG_X86_GENERICARCH", "mach-generic" },
	};
	char *own = arch ? xasprintf("include/asm-%s", arch) : NULL;
	size_t i, k;

	if (arch && (!strcmp(arch, "i386") ||
		     (!strcmp(arch, "x86") && cfg &&
		      config_set(cfg, "CONFIG_X86_32"))))
		argv_push(a, "-m32");
	for (k = 0; k < sizeof(asmdirs) / sizeof(asmdirs[0]); k++) {
		const char *asmdir = k ? asmdirs[k] : own;
		char *rel;

		if (!asmdir)
			continue;
		for (i = 0; cfg && i < sizeof(sub) / sizeof(sub[0]); i++) {
			rel = xasprintf("%s/%s", asmdir, sub[i].mach);
			if (config_set(cfg, sub[i].config) && kernel_tree_has(dir, rel, 1)) {
				argv_push(a, "-I");
				argv_pushf(a, "%s/%s", dir, rel);
			}
			free(rel);
		}
		rel = xasprintf("%s/mach-default", asmdir);
		if (kernel_tree_has(dir, rel, 1)) {
			argv_push(a, "-I");
			argv_pushf(a, "%s/%s", dir, rel);
		}
		free(rel);
	}
	free(own);
}

int kernel_tree_flags(const char *dir, struct argv_list *a)
{
	char *mk = xasprintf("%s/Makefile", dir), *text, *gcc_inc, *arch_inc;
	char *arch, *cfg = NULL;
	const char *autoconf = NULL;
	size_t len;
	int version, patchlevel, sublevel;

	if (!kernel_tree_has(dir, "", 1)) {
		free(mk);
		return error_at(dir, 0, 0, "no such kernel tree");
	}
	if (!kernel_tree_has(dir, "Makefile", 0) || access(mk, R_OK) ||
	    read_file(mk, &text, &len)) {
		free(mk);
		return error_at(dir, 0, 0, "not a kernel tree: no readable "
				"top-level Makefile");
	}
	free(mk);
	version = mk_top_var(text, "VERSION");
	patchlevel = mk_top_var(text, "PATCHLEVEL");
	sublevel = mk_top_var(text, "SUBLEVEL");
	free(text);
	if (version != 2 || patchlevel != 6)
		return error_at(dir, 0, 0, "not a 2.6 kernel tree: its Makefile "
				"says VERSION = %d, PATCHLEVEL = %d", version,
				patchlevel);
	if (!kernel_tree_has(dir, "include/linux", 1))
		return error_at(dir, 0, 0, "not a kernel tree: no include/linux/");
	if (!kernel_tree_has(dir, ".config", 0))
		return error_at(dir, 0, 0, "2.6.%d tree is not configured: no "
				".config (run make oldconfig)", sublevel);
	if (kernel_tree_has(dir, "include/linux/autoconf.h", 0))
		autoconf = "include/linux/autoconf.h";
	else if (kernel_tree_has(dir, "include/generated/autoconf.h", 0))
		autoconf = "include/generated/autoconf.h";
	else
		return error_at(dir, 0, 0, "2.6.%d tree is not prepared: no "
				"include/linux/autoconf.h (run make prepare)",
				sublevel);
	arch = kernel_tree_arch(dir);
	arch_inc = find_arch_include(dir, arch);
	if (!arch_inc && !kernel_tree_has(dir, "include/asm", 1)) {
		free(arch);
		return error_at(dir, 0, 0, "2.6.%d tree has neither the "
				"include/asm link nor arch/<arch>/include "
				"(run make prepare)", sublevel);
	}
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
	/* after include/, as kbuild's CFLAGS come after its CPPFLAGS */
	mk = xasprintf("%s/.config", dir);
	if (quiet_read(mk, &cfg, &len))
		cfg = NULL;
	free(mk);
	arch_flags(dir, arch, cfg, a);
	free(arch);
	free(cfg);
	return 0;
}
