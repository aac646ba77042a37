/* patchseries: see patchseries.h for the contract. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "diag.h"
#include "emit.h"
#include "fixup.h"
#include "lex.h"
#include "linediff.h"
#include "patchseries.h"
#include "strbuf.h"
#include "util.h"
#include "vocab.h"
#include "writepolicy.h"

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

static const char *author(void)
{
	const char *a = getenv("ZCPORT_AUTHOR");

	return a && *a ? a : "zcport <zcport@localhost>";
}

static void header(struct strbuf *sb, const char *subject, size_t n,
		   size_t total, const char *date)
{
	strbuf_addstr(sb, "From 0000000000000000000000000000000000000000 "
		      "Mon Sep 17 00:00:00 2001\n");
	strbuf_addf(sb, "From: %s\n", author());
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

/* the series in memory until it is written whole (writepolicy.h) */
struct series {
	char **names, **data;
	size_t *len, n;
};

static void add_file(struct series *se, char *name, struct strbuf *sb)
{
	se->names = xrealloc(se->names, (se->n + 1) * sizeof(char *));
	se->data = xrealloc(se->data, (se->n + 1) * sizeof(char *));
	se->len = xrealloc(se->len, (se->n + 1) * sizeof(size_t));
	se->names[se->n] = name;
	se->data[se->n] = strbuf_detach(sb, &se->len[se->n]);
	se->n++;
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

/* the stem of a file's base name: drivers/mtd/devices/blkmtd.c -> blkmtd */
static char *stem(const char *path)
{
	const char *base = strrchr(path, '/');
	char *n = xstrdup(base ? base + 1 : path), *dot = strrchr(n, '.');

	if (dot && dot != n)
		*dot = '\0';
	return n;
}

/*
 * The subject's prefix, as maintainers write it: the driver (the one
 * .c file a patch changes, else its directory), after its subsystem
 * when the path names one below drivers/ ("mtd: blkmtd" for
 * drivers/mtd/devices/blkmtd.c); drivers/char, block and misc are
 * no subsystem of their own ("raw" for drivers/char/raw.c).
 */
static char *prefix_of(struct run *r, const struct driver *d)
{
	static const char *const generic[] = { "char", "block", "misc",
					       NULL };
	const char *only = NULL, *p;
	char *drv, *sub = NULL, *out;
	size_t i, nc = 0;

	for (i = 0; i < d->nunits; i++) {
		const struct unit *u = &r->units[d->units[i]];

		if (unit_writable(u) && ends_with(u->path, ".c")) {
			only = u->path;
			nc++;
		}
	}
	drv = nc == 1 ? stem(only) : xstrdup(d->name);
	p = !strncmp(d->dir, "drivers/", 8) ? d->dir + 8 :
	    strstr(d->dir, "/drivers/") ? strstr(d->dir, "/drivers/") + 9 :
	    NULL;
	if (p && *p) {
		size_t n = strcspn(p, "/");

		sub = xstrndup(p, n);
		for (i = 0; generic[i]; i++)
			if (!strcmp(sub, generic[i]))
				break;
		if (generic[i] || !strcmp(sub, drv)) {
			free(sub);
			sub = NULL;
		}
	}
	out = sub ? xasprintf("%s: %s", sub, drv) : xstrdup(drv);
	free(sub);
	free(drv);
	return out;
}

/* what the port gave one file, from the names its text now calls */
static void what_it_got(const struct unit *u, struct strbuf *sb)
{
	static const char *const dio[] = { "page_vec_direct_IO", NULL };
	static const char *const pv[] = { "page_vec", NULL };
	static const char *const bio[] = { "user_bio_rw", "user_pages_brw",
					   "user_pages_brw_dev", "page_vec_brw",
					   "page_vec_brw_dev", NULL };
	static const char *const up[] = { "user_pages", "user_pages_map",
					  NULL };
	const char *t = u->out ? u->out : u->buf;
	size_t n = u->out ? u->out_len : u->len, start = sb->len;

	if (lex_has_ident(t, n, dio))
		strbuf_addstr(sb, "a 2.6 direct_IO method: page_vec_direct_IO() "
			      "does what 2.4's VFS did around the old one; ");
	if (lex_has_ident(t, n, pv))
		strbuf_addf(sb, "a page vector: struct %s becomes struct "
			    "page_vec, which keeps the pages the driver put "
			    "there and its members; ", KIONAME(KIOBUF));
	if (lex_has_ident(t, n, up))
		strbuf_addf(sb, "user pages: struct %s becomes struct "
			    "user_pages with the same members, pinned with "
			    "get_user_pages() under mmap_sem held for read, "
			    "dirtied with set_page_dirty_lock() unless "
			    "PageReserved(), each released with "
			    "page_cache_release(); ", KIONAME(KIOBUF));
	if (lex_has_ident(t, n, bio))
		strbuf_addf(sb, "block I/O through bios: bio_alloc(), "
			    "bio_add_page() and submit_bio() in a synchronous "
			    "helper with %s()'s contract; ",
			    KIONAME(BRW_KIOVEC));
	if (sb->len == start)
		strbuf_addstr(sb, "only markers at the sites left for a human; ");
	/* the last "; " */
	sb->len -= 2;
	sb->buf[sb->len] = '\0';
}

/* text wrapped at width columns, continued lines indented by indent */
static void wrapped(struct strbuf *sb, const char *text, size_t width,
		    const char *indent)
{
	size_t col = strspn(text, " ");
	const char *p = text + col;
	int first = 1;

	strbuf_add(sb, text, col);
	while (*p) {
		size_t w = strcspn(p, " ");

		if (!first && col + 1 + w > width) {
			strbuf_addf(sb, "\n%s", indent);
			col = strlen(indent);
		} else if (!first) {
			strbuf_addch(sb, ' ');
			col++;
		}
		strbuf_add(sb, p, w);
		col += w;
		p += w;
		p += strspn(p, " ");
		first = 0;
	}
	strbuf_addch(sb, '\n');
}

static void what_files_got(struct strbuf *sb, struct run *r,
			   const struct driver *d)
{
	size_t i;

	for (i = 0; i < d->nunits; i++) {
		const struct unit *u = &r->units[d->units[i]];
		const char *base = strrchr(u->path, '/');

		if (!unit_writable(u) || u->generated)
			continue;
		struct strbuf line = STRBUF_INIT;

		strbuf_addf(&line, "  %s: ", base ? base + 1 : u->path);
		what_it_got(u, &line);
		wrapped(sb, line.buf, 72, "    ");
		strbuf_release(&line);
	}
}

/* the mails' date: SOURCE_DATE_EPOCH when set, for reproducible series */
static void mail_date(char *date, size_t size)
{
	const char *e = getenv("SOURCE_DATE_EPOCH");
	time_t when = time(NULL);
	char *end;

	if (e && *e) {
		long long v = strtoll(e, &end, 10);

		if (*end || v < 0)
			die("SOURCE_DATE_EPOCH: not a number of seconds: '%s'",
			    e);
		when = (time_t)v;
	}
	strftime(date, size, "%a, %d %b %Y %H:%M:%S +0000", gmtime(&when));
}

/*
 * Patch n of total: one driver's mail (its subject, what each file got,
 * the sites converted and left, its diff) added to se, and its line of
 * the cover letter's list to list.
 */
static void driver_patch(struct series *se, struct strbuf *list,
			 struct run *r, const struct driver *d, size_t n,
			 size_t total, const char *date, int signoff)
{
	struct strbuf sb = STRBUF_INIT;
	char *subject, *s, *prefix;
	size_t conv, manual, i;

	conv = count(r, d, STATE_CONVERTED);
	manual = count(r, d, STATE_MANUAL);
	prefix = prefix_of(r, d);
	subject = xasprintf("%s: convert %s user-page mapping to "
			    "get_user_pages()", prefix,
			    KIONAME(KIOBUF));
	header(&sb, subject, n, total, date);
	strbuf_addf(&sb,
		"Linux 2.5.43 removed the %s API.  Each file now "
		"calls small static\ninline helpers in "
		FIXUP_HELPER_HEADER " instead; what each got:\n\n",
		KIONAME(KIOBUF));
	what_files_got(&sb, r, d);
	strbuf_addf(&sb, "\nConverted (%zu site%s):\n", conv,
		    conv == 1 ? "" : "s");
	site_lines(&sb, r, d, 0);
	if (manual) {
		strbuf_addf(&sb, "\nLeft for a human (%zu site%s, "
			    "marked \"zcport: manual port needed\" "
			    "in the code):\n", manual,
			    manual == 1 ? "" : "s");
		site_lines(&sb, r, d, 1);
	}
	strbuf_addstr(&sb, "\nGenerated by zcport.\n");
	if (signoff)
		strbuf_addf(&sb, "\nSigned-off-by: %s\n", author());
	strbuf_addstr(&sb, "---\n\n");
	for (i = 0; i < d->nunits; i++) {
		struct unit *u = &r->units[d->units[i]];

		if (unit_writable(u))
			emit_unit_diff(u, 1, &sb);
	}
	strbuf_addstr(&sb, "-- \nzcport\n\n");
	s = slug(subject);
	add_file(se, xasprintf("%04zu-%s.patch", n, s), &sb);
	strbuf_addf(list, "  %s: %zu converted, %zu left for a "
		    "human\n", prefix, conv, manual);
	free(s);
	free(subject);
	free(prefix);
}

/*
 * Patch 0: the cover letter, listing the patches (list) and the drivers
 * with sites left for a human that are not in the series.
 */
static void cover_letter(struct series *se, struct strbuf *list,
			 struct run *r, const struct driver *d, size_t nd,
			 size_t total, const char *date)
{
	struct strbuf cover = STRBUF_INIT;
	char *cover_subject;
	size_t k;

	cover_subject = xasprintf("convert %s users to get_user_pages()",
				  KIONAME(KIOBUF));
	header(&cover, cover_subject, 0, total, date);
	free(cover_subject);
	/* what is not in the series must be said too */
	for (k = 0; k < nd; k++) {
		size_t manual = count(r, &d[k], STATE_MANUAL);

		if (d[k].changed || !manual)
			continue;
		strbuf_addf(list, "  (not in the series) %s: %zu site%s left "
			    "for a human, nothing written:\n", d[k].name,
			    manual, manual == 1 ? "" : "s");
		site_lines(list, r, &d[k], 1);
	}
	strbuf_addf(&cover,
		"The %s API these drivers use for zero-copy I/O to user "
		"memory\nwas removed in Linux 2.5.43.  This series, generated "
		"by zcport,\nports them to get_user_pages(): each patch pins "
		"the user pages under\nmmap_sem, dirties exactly the pages the "
		"device wrote and releases\nevery page, through small helpers "
		"added to each driver; each patch says\nwhat each of its files "
		"got (user pages, a page vector, bios).  Every\npatch was "
		"compiled against the 2.6 headers unless its summary "
		"says\notherwise.\n\n%zu patch%s:\n%s"
		"\nSites zcport could not port are listed in each patch and "
		"marked\nin the code with \"zcport: manual port needed\".\n\n"
		"-- \nzcport\n\n", KIONAME(KIOBUF), total,
		total == 1 ? "" : "es", list->buf ? list->buf : "");
	add_file(se, xstrdup("0000-cover-letter.patch"), &cover);
}

int emit_patch_series(struct run *r, const char *dir, int signoff)
{
	struct driver *d;
	size_t nd = group(r, &d), total = 0, n = 0, i, k;
	struct strbuf list = STRBUF_INIT;
	struct series se = { NULL, NULL, NULL, 0 };
	struct wp_root o;
	char date[64];
	int errors = 0;

	mail_date(date, sizeof(date));
	if (mkdir_p(dir) || wp_root_open(&o, dir))
		return 1;
	for (k = 0; k < nd; k++)
		total += d[k].changed;
	for (k = 0; k < nd; k++)
		if (d[k].changed)
			driver_patch(&se, &list, r, &d[k], ++n, total, date,
				     signoff);
	cover_letter(&se, &list, r, d, nd, total, date);
	strbuf_release(&list);
	errors += wp_series_write(&o, se.names, se.data, se.len, se.n);
	wp_root_close(&o);
	for (i = 0; i < se.n; i++) {
		free(se.names[i]);
		free(se.data[i]);
	}
	free(se.names);
	free(se.data);
	free(se.len);
	for (k = 0; k < nd; k++) {
		free(d[k].dir);
		free(d[k].name);
		free(d[k].units);
	}
	free(d);
	return errors;
}
