/* patchseries: see patchseries.h for the contract. */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <time.h>

#include "diag.h"
#include "emit.h"
#include "fixup.h"
#include "linediff.h"
#include "patchseries.h"
#include "strbuf.h"
#include "targets.h"
#include "util.h"

struct driver {
	char *dir;		/* the directory its files share */
	char *name;
	size_t *units;
	size_t nunits;
	int changed;
};

static char *dir_of(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? xstrndup(path, (size_t)(slash - path)) : xstrdup(".");
}

static char *name_of(const char *dir, const char *path)
{
	const char *slash = strrchr(dir, '/');
	const char *base;
	char *dot, *n;

	if (strcmp(dir, "."))
		return xstrdup(slash ? slash + 1 : dir);
	/* a file on its own: its name without .c */
	base = strrchr(path, '/');
	n = xstrdup(base ? base + 1 : path);
	dot = strrchr(n, '.');
	if (dot)
		*dot = '\0';
	return n;
}

static size_t group(struct run *r, struct driver **out)
{
	struct driver *d = NULL;
	size_t nd = 0, i, k;

	for (i = 0; i < r->nr; i++) {
		struct unit *u = &r->units[i];
		char *dir;

		if (!u->candidate && !u->generated)
			continue;
		dir = dir_of(u->path);
		for (k = 0; k < nd && strcmp(d[k].dir, dir); k++)
			;
		if (k == nd) {
			d = xrealloc(d, (nd + 1) * sizeof(*d));
			memset(&d[nd], 0, sizeof(*d));
			d[nd].dir = dir;
			d[nd].name = name_of(dir, u->path);
			nd++;
		} else {
			free(dir);
		}
		d[k].units = xrealloc(d[k].units, (d[k].nunits + 1) *
				      sizeof(size_t));
		d[k].units[d[k].nunits++] = i;
		if (unit_writable(u))
			d[k].changed = 1;
	}
	*out = d;
	return nd;
}

static void header(struct strbuf *sb, const char *subject, size_t n,
		   size_t total, const char *date)
{
	const char *author = getenv("ZCPORT_AUTHOR");

	strbuf_addstr(sb, "From 0000000000000000000000000000000000000000 "
		      "Mon Sep 17 00:00:00 2001\n");
	strbuf_addf(sb, "From: %s\n", author && *author ? author :
		    "zcport <zcport@localhost>");
	strbuf_addf(sb, "Date: %s\n", date);
	if (total == 1 && n == 1)
		strbuf_addf(sb, "Subject: [PATCH] %s\n", subject);
	else
		strbuf_addf(sb, "Subject: [PATCH %0*zu/%zu] %s\n",
			    total >= 10 ? 2 : 1, n, total, subject);
	strbuf_addstr(sb, "MIME-Version: 1.0\n"
		      "Content-Type: text/plain; charset=UTF-8\n"
		      "Content-Transfer-Encoding: 8bit\n\n");
}

static void site_lines(struct strbuf *sb, struct run *r,
		       const struct driver *d, int want_manual)
{
	size_t i, j;

	for (i = 0; i < d->nunits; i++) {
		struct unit *u = &r->units[d->units[i]];
		const char *base = strrchr(u->path, '/');

		base = base ? base + 1 : u->path;
		for (j = 0; j < u->sites.nr; j++) {
			struct site *s = &u->sites.v[j];

			if ((s->state == STATE_MANUAL) != want_manual ||
			    s->state == STATE_GUARDED)
				continue;
			strbuf_addf(sb, "  %s:%u: %s %s", base, s->line,
				    site_kind_name(s->kind), s->symbol);
			if (s->function)
				strbuf_addf(sb, " in %s()", s->function);
			if (want_manual)
				strbuf_addf(sb, "\n    %s: %s", s->reason_code,
					    s->reason);
			strbuf_addch(sb, '\n');
		}
	}
}

static size_t count(struct run *r, const struct driver *d,
		    enum site_state st)
{
	size_t i, j, n = 0;

	for (i = 0; i < d->nunits; i++)
		for (j = 0; j < r->units[d->units[i]].sites.nr; j++)
			n += r->units[d->units[i]].sites.v[j].state == st;
	return n;
}

static int write_patch(const char *dir, const char *file, struct strbuf *sb)
{
	char *path = xasprintf("%s/%s", dir, file);
	int ret = write_file_atomic(path, sb->buf, sb->len, 0644);

	free(path);
	return ret ? 1 : 0;
}

/* the subject, made a file name as git format-patch does */
static char *slug(const char *s)
{
	struct strbuf sb = STRBUF_INIT;
	int dash = 0;

	for (; *s && sb.len < 52; s++) {
		if ((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
		    (*s >= '0' && *s <= '9') || *s == '_' || *s == '.') {
			strbuf_addch(&sb, *s);
			dash = 0;
		} else if (!dash && sb.len) {
			strbuf_addch(&sb, '-');
			dash = 1;
		}
	}
	while (sb.len && (sb.buf[sb.len - 1] == '-' || sb.buf[sb.len - 1] == '.'))
		sb.buf[--sb.len] = '\0';
	return strbuf_detach(&sb, NULL);
}

/*
 * A series written before into this directory is replaced whole, so no
 * patch of a longer old series is left to be applied with the new one.
 * Only files zcport names are removed (targets.h refused any other).
 */
static void remove_owned(const char *dir)
{
	DIR *dh = opendir(dir);
	struct dirent *de;

	while (dh && (de = readdir(dh))) {
		char *sub;

		if (!patch_file_owned(de->d_name))
			continue;
		sub = xasprintf("%s/%s", dir, de->d_name);
		unlink(sub);
		free(sub);
	}
	if (dh)
		closedir(dh);
}

int emit_patch_series(struct run *r, const char *dir)
{
	struct driver *d;
	size_t nd = group(r, &d), total = 0, n = 0, i, k;
	struct strbuf cover = STRBUF_INIT, list = STRBUF_INIT;
	char date[64];
	time_t now = time(NULL);
	int errors = 0;

	strftime(date, sizeof(date), "%a, %d %b %Y %H:%M:%S +0000",
		 gmtime(&now));
	if (mkdir_p(dir))
		return 1;
	remove_owned(dir);
	for (k = 0; k < nd; k++)
		total += d[k].changed;

	for (k = 0; k < nd; k++) {
		struct strbuf sb = STRBUF_INIT;
		char *subject, *file, *s;
		size_t conv, manual;

		if (!d[k].changed)
			continue;
		n++;
		conv = count(r, &d[k], STATE_CONVERTED);
		manual = count(r, &d[k], STATE_MANUAL);
		subject = xasprintf("%s: convert kiobuf user-page mapping to "
				    "get_user_pages()", d[k].name);
		header(&sb, subject, n, total, date);
		strbuf_addstr(&sb,
			"Linux 2.5.43 removed the kiobuf API.  Pin the user "
			"buffer with\nget_user_pages() under mmap_sem held for "
			"read instead, mark dirty\nthe pages the device wrote "
			"(set_page_dirty_lock() unless PageReserved())\nand "
			"release every page with page_cache_release(), through "
			"small\nstatic inline helpers in " FIXUP_HELPER_HEADER
			"; struct kiobuf becomes\nstruct user_pages with the "
			"same members.\n");
		strbuf_addf(&sb, "\nConverted (%zu site%s):\n", conv,
			    conv == 1 ? "" : "s");
		site_lines(&sb, r, &d[k], 0);
		if (manual) {
			strbuf_addf(&sb, "\nLeft for a human (%zu site%s, "
				    "marked \"zcport: manual port needed\" "
				    "in the code):\n", manual,
				    manual == 1 ? "" : "s");
			site_lines(&sb, r, &d[k], 1);
		}
		strbuf_addstr(&sb, "\nGenerated by zcport.\n---\n\n");
		for (i = 0; i < d[k].nunits; i++) {
			struct unit *u = &r->units[d[k].units[i]];

			if (unit_writable(u))
				emit_unit_diff(u, 1, &sb);
		}
		strbuf_addstr(&sb, "-- \nzcport\n\n");
		s = slug(subject);
		file = xasprintf("%04zu-%s.patch", n, s);
		errors += write_patch(dir, file, &sb);
		strbuf_addf(&list, "  %s: %zu converted, %zu left for a "
			    "human\n", d[k].name, conv, manual);
		free(s);
		free(file);
		free(subject);
		strbuf_release(&sb);
	}

	header(&cover, "convert kiobuf users to get_user_pages()", 0,
	       total, date);
	/* what is not in the series must be said too */
	for (k = 0; k < nd; k++) {
		size_t manual = count(r, &d[k], STATE_MANUAL);

		if (d[k].changed || !manual)
			continue;
		strbuf_addf(&list, "  (not in the series) %s: %zu site%s left "
			    "for a human, nothing written:\n", d[k].name,
			    manual, manual == 1 ? "" : "s");
		site_lines(&list, r, &d[k], 1);
	}
	strbuf_addf(&cover,
		"The kiobuf API these drivers use for zero-copy I/O to user "
		"memory\nwas removed in Linux 2.5.43.  This series, generated "
		"by zcport,\nports them to get_user_pages(): each patch pins "
		"the user pages under\nmmap_sem, dirties exactly the pages the "
		"device wrote and releases\nevery page, through small helpers "
		"added to each file.  Every patch\nwas compiled against the 2.6 "
		"headers unless its summary says\notherwise.\n\n%zu patch%s:\n%s"
		"\nSites zcport could not port are listed in each patch and "
		"marked\nin the code with \"zcport: manual port needed\".\n\n"
		"-- \nzcport\n\n", total, total == 1 ? "" : "es",
		list.buf ? list.buf : "");
	errors += write_patch(dir, "0000-cover-letter.patch", &cover);
	strbuf_release(&cover);
	strbuf_release(&list);
	for (k = 0; k < nd; k++) {
		free(d[k].dir);
		free(d[k].name);
		free(d[k].units);
	}
	free(d);
	return errors;
}
