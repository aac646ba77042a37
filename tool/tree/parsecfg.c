/* parsecfg: see parsecfg.h for the contract. */
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "diag.h"
#include "parsecfg.h"
#include "runtmp.h"
#include "util.h"

struct tree24 {
	char *root;		/* absolute */
	char *asm_dir;		/* holds an "asm" link; NULL: include/asm is there */
	int m32;		/* i386 headers: a 32-bit target */
};

/* a directory already looked at, and the tree it is in (or none) */
struct seen_dir {
	char *dir;
	struct tree24 *tree;
};

struct parse_config {
	pthread_mutex_t lock;
	struct tree24 **trees;		/* owned */
	size_t ntrees;
	struct seen_dir *seen;
	size_t nseen, seen_alloc;
	struct tree24 *forced;		/* --tree */
	char **incdirs;
	size_t nincdirs;
};

struct parse_config *parsecfg_new(void)
{
	struct parse_config *pc = xcalloc(1, sizeof(*pc));

	pthread_mutex_init(&pc->lock, NULL);
	return pc;
}

void parsecfg_free(struct parse_config *pc)
{
	size_t i;

	if (!pc)
		return;
	for (i = 0; i < pc->ntrees; i++) {
		free(pc->trees[i]->root);
		free(pc->trees[i]->asm_dir);
		free(pc->trees[i]);
	}
	for (i = 0; i < pc->nseen; i++)
		free(pc->seen[i].dir);
	for (i = 0; i < pc->nincdirs; i++)
		free(pc->incdirs[i]);
	free(pc->trees);
	free(pc->seen);
	free(pc->incdirs);
	pthread_mutex_destroy(&pc->lock);
	free(pc);
}

static int is_dir(const char *dir, const char *rel)
{
	char *p = xasprintf("%s/%s", dir, rel);
	struct stat st;
	int r = !stat(p, &st) && S_ISDIR(st.st_mode);

	free(p);
	return r;
}

/* N of "NAME = N" on a line of its own in a Makefile, or -1 */
static int makefile_number(const char *text, const char *name)
{
	size_t n = strlen(name);
	const char *p;

	for (p = text; p; p = strchr(p, '\n'), p = p ? p + 1 : NULL) {
		const char *q = p + n;

		if (strncmp(p, name, n) || !strchr(" \t=", *q))
			continue;
		while (*q == ' ' || *q == '\t')
			q++;
		if (*q++ != '=')
			continue;
		while (*q == ' ' || *q == '\t')
			q++;
		if (*q >= '0' && *q <= '9')
			return atoi(q);
	}
	return -1;
}

/* dir is the top of a 2.4 tree: its Makefile says so, include/linux/ */
static int is_tree24(const char *dir)
{
	char *mk, *text;
	size_t len;
	int r = 0;

	if (!is_dir(dir, "include/linux"))
		return 0;
	mk = xasprintf("%s/Makefile", dir);
	if (!access(mk, R_OK) && !read_file(mk, &text, &len)) {
		r = makefile_number(text, "VERSION") == 2 &&
		    makefile_number(text, "PATCHLEVEL") == 4;
		free(text);
	}
	free(mk);
	return r;
}

/*
 * The arch a 2.4 .config selects, by the symbol its arch/<arch>/config.in
 * defines (the more specific first: x86_64 sets CONFIG_X86 too).
 */
static const char *config_arch(const char *root)
{
	static const struct {
		const char *sym, *arch;
	} map[] = {
		{ "CONFIG_X86_64", "x86_64" }, { "CONFIG_X86", "i386" },
		{ "CONFIG_ARM", "arm" }, { "CONFIG_ALPHA", "alpha" },
		{ "CONFIG_IA64", "ia64" }, { "CONFIG_MIPS64", "mips64" },
		{ "CONFIG_MIPS", "mips" }, { "CONFIG_PARISC", "parisc" },
		{ "CONFIG_PPC64", "ppc64" }, { "CONFIG_PPC", "ppc" },
		{ "CONFIG_ARCH_S390X", "s390x" }, { "CONFIG_ARCH_S390", "s390" },
		{ "CONFIG_SUPERH64", "sh64" }, { "CONFIG_SUPERH", "sh" },
		{ "CONFIG_SPARC64", "sparc64" }, { "CONFIG_SPARC32", "sparc" },
	};
	char *path = xasprintf("%s/.config", root), *text;
	const char *r = NULL;
	size_t len, i;

	if (access(path, R_OK) || read_file(path, &text, &len)) {
		free(path);
		return NULL;
	}
	for (i = 0; i < sizeof(map) / sizeof(map[0]) && !r; i++) {
		char *line = xasprintf("\n%s=y", map[i].sym);

		if (strstr(text, line) ||
		    !strncmp(text, line + 1, strlen(line + 1)))
			r = map[i].arch;
		free(line);
	}
	free(text);
	free(path);
	return r;
}

/* the tree at root (absolute), its asm headers found; pc->lock held */
static struct tree24 *add_tree(struct parse_config *pc, const char *root)
{
	struct tree24 *t = xcalloc(1, sizeof(*t));
	char target[PATH_MAX], *p;
	const char *arch = NULL;
	ssize_t n;

	t->root = xstrdup(root);
	p = xasprintf("%s/include/asm", root);
	n = readlink(p, target, sizeof(target) - 1);
	if (is_dir(root, "include/asm")) {
		/* configured: the link says which */
		if (n > 0) {
			target[n] = '\0';
			t->m32 = ends_with(target, "asm-i386");
		}
	} else {
		char *rel;

		arch = config_arch(root);
		rel = arch ? xasprintf("include/asm-%s", arch) : NULL;
		if (!rel || !is_dir(root, rel))
			arch = is_dir(root, "include/asm-i386") ? "i386" : NULL;
		free(rel);
	}
	free(p);
	if (arch) {
		char *link;

		t->asm_dir = runtmp_mkdtemp("asm24");
		link = xasprintf("%s/asm", t->asm_dir);
		p = xasprintf("%s/include/asm-%s", root, arch);
		if (symlink(p, link))
			die("cannot link %s to %s: %s", link, p,
			    strerror(errno));
		free(link);
		free(p);
		t->m32 = !strcmp(arch, "i386");
	}
	pc->trees = xrealloc(pc->trees, (pc->ntrees + 1) * sizeof(*pc->trees));
	pc->trees[pc->ntrees++] = t;
	return t;
}

int parsecfg_set_tree(struct parse_config *pc, const char *dir)
{
	char *abs = realpath(dir, NULL);

	if (!abs || !is_tree24(abs)) {
		free(abs);
		return error_at(dir, 0, 0, "not a Linux 2.4 tree: it needs "
				"a top Makefile with VERSION = 2 and "
				"PATCHLEVEL = 4, and include/linux/");
	}
	pthread_mutex_lock(&pc->lock);
	pc->forced = add_tree(pc, abs);
	pthread_mutex_unlock(&pc->lock);
	free(abs);
	return 0;
}

int parsecfg_add_include(struct parse_config *pc, const char *dir)
{
	struct stat st;

	if (stat(dir, &st) || !S_ISDIR(st.st_mode))
		return error_at(dir, 0, 0, "not a directory (-I)");
	pc->incdirs = xrealloc(pc->incdirs,
			       (pc->nincdirs + 1) * sizeof(*pc->incdirs));
	pc->incdirs[pc->nincdirs++] = xstrdup(dir);
	return 0;
}

static void remember(struct parse_config *pc, const char *dir,
		     struct tree24 *t)
{
	if (pc->nseen == pc->seen_alloc) {
		pc->seen_alloc = pc->seen_alloc ? pc->seen_alloc * 2 : 64;
		pc->seen = xrealloc(pc->seen,
				    pc->seen_alloc * sizeof(*pc->seen));
	}
	pc->seen[pc->nseen].dir = xstrdup(dir);
	pc->seen[pc->nseen++].tree = t;
}

/* the tree the directory dir (absolute) is in, or NULL; pc->lock held */
static struct tree24 *tree_of_dir(struct parse_config *pc, char *dir)
{
	struct tree24 *t = NULL;
	size_t i, first = pc->nseen;
	char *slash;
	int found = 0;

	/* nearest first: each ancestor once, then remembered */
	for (;;) {
		for (i = 0; i < first && !found; i++)
			if (!strcmp(pc->seen[i].dir, dir)) {
				t = pc->seen[i].tree;
				found = 1;
			}
		if (found)
			break;
		if (is_tree24(dir)) {
			t = add_tree(pc, dir);
			break;
		}
		remember(pc, dir, NULL);
		slash = strrchr(dir, '/');
		if (!slash || slash == dir)
			break;
		*slash = '\0';
	}
	for (i = first; i < pc->nseen; i++)
		pc->seen[i].tree = t;
	if (t && !found)
		remember(pc, t->root, t);
	return t;
}

/*
 * Does the Makefile of dir list obj ("foo.o") in export-objs?  2.4's
 * Rules.make compiles those with -DEXPORT_SYMTAB, without which
 * EXPORT_SYMBOL() is an error by design.
 */
static int exports_symbols(const char *dir, const char *obj)
{
	char *mk = xasprintf("%s/Makefile", dir), *text, *p;
	size_t len, n = strlen(obj);
	int r = 0;

	if (access(mk, R_OK) || read_file(mk, &text, &len)) {
		free(mk);
		return 0;
	}
	for (p = text; !r && (p = strstr(p, "export-objs")); p++) {
		char *q = p + 11;

		if (p != text && p[-1] != '\n')
			continue;
		while (*q == ' ' || *q == '\t')
			q++;
		if (*q == ':' || *q == '+')
			q++;
		if (*q != '=')
			continue;
		/* the value, backslash-newlines included */
		for (q++; *q && !r; q++) {
			if (*q == '\n' && q[-1] != '\\')
				break;
			r = !strncmp(q, obj, n) && strchr(" \t=\n", q[-1]) &&
			    (!q[n] || strchr(" \t\\\n", q[n]));
		}
	}
	free(text);
	free(mk);
	return r;
}

const char *parsecfg_args(struct parse_config *pc, const char *path,
			  const char *headers_dir, struct argv_list *a)
{
	char *dir = xstrdup(path), *slash = strrchr(dir, '/'), *abs;
	struct tree24 *t = pc->forced;
	size_t i;

	if (slash)
		*slash = '\0';
	else
		strcpy(dir, ".");
	if (!t && (abs = realpath(dir, NULL))) {
		pthread_mutex_lock(&pc->lock);
		t = tree_of_dir(pc, abs);
		pthread_mutex_unlock(&pc->lock);
		free(abs);
	}
	/* no host header either way; a tree's kernel.h wants <stdarg.h> */
	argv_push(a, t ? "-nostdlibinc" : "-nostdinc");
	argv_pushf(a, "-I%s", dir);
	for (i = 0; i < pc->nincdirs; i++)
		argv_pushf(a, "-I%s", pc->incdirs[i]);
	if (t) {
		const char *base = slash ? slash + 1 : path;
		char *obj = xasprintf("%.*s.o", (int)(strlen(base) -
				      (ends_with(base, ".c") ? 2 : 0)), base);

		if (ends_with(base, ".c") && exports_symbols(dir, obj))
			argv_push(a, "-DEXPORT_SYMTAB");
		free(obj);
		argv_pushf(a, "-I%s/include", t->root);
		if (t->asm_dir)
			argv_pushf(a, "-I%s", t->asm_dir);
		if (t->m32)
			argv_push(a, "-m32");
	}
	argv_pushf(a, "-I%s", headers_dir);
	free(dir);
	return t ? t->root : NULL;
}
