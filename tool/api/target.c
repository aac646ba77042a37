/* target: see target.h for the contract. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "datadir.h"
#include "diag.h"
#include "migrations.h"
#include "strbuf.h"
#include "target.h"
#include "util.h"

_Static_assert(TARGET_NR == MIG_TARGETS,
	       "a migration names one helpers file per target");

#define KV(a, b, c) (((long)(a) << 16) + ((b) << 8) + (c))

static const struct {
	const char *name;
	const char *helpers;
	long lo, hi;
} targets[TARGET_NR] = {
	[TARGET_26] = { "2.6", "semantic-patches/user-pages.helpers",
			KV(2, 6, 0), KV(2, 6, 255) },
	[TARGET_61] = { "6.1", "semantic-patches/user-pages-6.1.helpers",
			KV(6, 1, 0), KV(6, 1, 255) },
};

static enum zc_target current = TARGET_26;

int target_parse(const char *s)
{
	int t;

	for (t = 0; t < TARGET_NR; t++)
		if (!strcmp(s, targets[t].name))
			return t;
	return -1;
}

void target_set(enum zc_target t)
{
	current = t;
}

enum zc_target target_get(void)
{
	return current;
}

static int which(int t)
{
	return t < 0 || t >= TARGET_NR ? (int)current : t;
}

const char *target_name(int t)
{
	return targets[which(t)].name;
}

const char *target_helpers_rel(int t)
{
	return targets[which(t)].helpers;
}

void target_versions(long *lo, long *hi)
{
	*lo = targets[current].lo;
	*hi = targets[current].hi;
}

char *target_helpers_text(int t, size_t *len)
{
	struct strbuf sb = STRBUF_INIT;
	char *path, *buf;
	size_t n, i;

	t = which(t);
	path = datadir_path(targets[t].helpers);
	if (read_file(path, &buf, &n))
		die("cannot read the helper code %s", path);
	strbuf_add(&sb, buf, n);
	free(buf);
	free(path);
	for (i = 0; i < MIG_NR; i++) {
		const char *f = migrations[i].helpers[t];

		if (!f)
			continue;
		path = xasprintf("%s/semantic-patches/%s/%s",
				 zcport_datadir(), migrations[i].folder, f);
		if (read_file(path, &buf, &n))
			die("cannot read the helper code %s", path);
		strbuf_addf(&sb, "\n@@ file %s/%s\n", migrations[i].folder, f);
		strbuf_add(&sb, buf, n);
		free(buf);
		free(path);
	}
	return strbuf_detach(&sb, len);
}

static struct target_map *maps[TARGET_NR];
static int nmaps[TARGET_NR];
static pthread_once_t once = PTHREAD_ONCE_INIT;

/* the "@@ mapping" section: "NAME<TAB>text" lines up to the next "@@" */
static void load_one(int t)
{
	size_t len;
	char *buf = target_helpers_text(t, &len), *p;
	int in = 0;

	for (p = buf; *p; ) {
		char *eol = strchr(p, '\n');
		size_t n = eol ? (size_t)(eol - p) : strlen(p);
		char *tab = memchr(p, '\t', n);

		if (n >= 2 && !strncmp(p, "@@", 2))
			in = n == 10 && !strncmp(p, "@@ mapping", 10);
		else if (in && n && p[0] != '#' && tab && tab > p) {
			maps[t] = xrealloc(maps[t], (size_t)(nmaps[t] + 1) *
					   sizeof(**maps));
			maps[t][nmaps[t]].name = xstrndup(p, (size_t)(tab - p));
			while (tab < p + n && *tab == '\t')
				tab++;
			maps[t][nmaps[t]++].port =
				xstrndup(tab, (size_t)(p + n - tab));
		}
		p = eol ? eol + 1 : p + n;
	}
	free(buf);
}

static void load(void)
{
	int t;

	for (t = 0; t < TARGET_NR; t++)
		load_one(t);
}

const struct target_map *target_mapping(int t, int *nr)
{
	pthread_once(&once, load);
	t = which(t);
	*nr = nmaps[t];
	return maps[t];
}
