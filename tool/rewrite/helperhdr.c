/* helperhdr: see helperhdr.h for the contract. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "diag.h"
#include "fixup.h"
#include "helperhdr.h"
#include "strbuf.h"
#include "util.h"
#include "verdict.h"

/*
 * What marks a helper header as zcport's: a piece's guard, or the one
 * guard of the whole header that zcport wrote before pieces had theirs
 */
static int zcport_wrote(const char *text, size_t len)
{
	static const char old_guard[] = "ZCPORT_USER_PAGES_H";
	static const char piece[] = "#ifndef " FIXUP_PIECE_GUARD;

	return memmem(text, len, old_guard, strlen(old_guard)) ||
	       memmem(text, len, piece, strlen(piece));
}

/* the directory part of a path, "" for a bare file name */
static char *dir_of(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? xstrndup(path, (size_t)(slash - path) + 1) :
	       xstrdup("");
}

/* does u include the helper header h (both of one directory)? */
static int includer(const struct unit *u, const struct unit *h)
{
	return u != h && u->helpers && !u->generated &&
	       same_dir(u->path, h->path);
}

static struct unit *find_path(struct run *r, const char *path)
{
	size_t i;

	for (i = 0; i < r->nr; i++)
		if (!strcmp(r->units[i].path, path))
			return &r->units[i];
	return NULL;
}

/* a new unit for path, at its place in the sorted array */
static struct unit *insert_unit(struct run *r, const char *path)
{
	size_t i = 0;

	while (i < r->nr && strcmp(r->units[i].path, path) < 0)
		i++;
	r->units = xrealloc(r->units, (r->nr + 1) * sizeof(*r->units));
	memmove(&r->units[i + 1], &r->units[i],
		(r->nr - i) * sizeof(*r->units));
	r->nr++;
	memset(&r->units[i], 0, sizeof(r->units[i]));
	r->units[i].path = xstrdup(path);
	r->units[i].mode = 0644;
	return &r->units[i];
}

static void refuse(struct run *r, const char *hpath)
{
	size_t i, j;

	for (i = 0; i < r->nr; i++) {
		struct unit *u = &r->units[i];

		if (!u->helpers || !same_dir(u->path, hpath) || !u->out)
			continue;
		free(u->out);
		u->out = NULL;
		u->out_len = 0;
		for (j = 0; j < u->sites.nr; j++)
			if (u->sites.v[j].state != STATE_GUARDED)
				verdict_manual(&u->sites.v[j], EV_INPUT,
					"input", "%s is in the way of the "
					"helper header zcport writes there, so "
					"this file was not written; rename it",
					hpath);
	}
}

int helperhdr_text(const char *hpath, piece_mask mask, char **old,
		   size_t *old_len, int *exists, struct strbuf *out)
{
	struct stat st;

	*old = NULL;
	*old_len = 0;
	*exists = !lstat(hpath, &st);
	if (!*exists && errno != ENOENT)
		return error_at(hpath, 0, 0, "cannot read: %s; the ported "
				"files of this directory were not written",
				strerror(errno));
	/* never through a link, never over what is not a plain file */
	if (*exists && !S_ISREG(st.st_mode))
		return error_at(hpath, 0, 0, "is %s, in the way of zcport's "
				"helper header, which it never writes through "
				"a link or over what is not a plain file; the "
				"ported files of this directory were not "
				"written", S_ISLNK(st.st_mode) ?
				"a symbolic link" : "not a regular file");
	if (*exists && read_file(hpath, old, old_len))
		return -1;	/* read_file() said why */
	if (*exists && !zcport_wrote(*old, *old_len)) {
		error_at(hpath, 0, 0, "not written by zcport, and in the way "
			 "of its helper header; the ported files of this "
			 "directory were not written");
		free(*old);
		*old = NULL;
		return -1;
	}
	if (*exists)
		mask |= fixup_helpers_in(*old, *old_len);
	fixup_helper_header(mask, out);
	return 0;
}

/* the helper header for one directory: the union of its files' pieces */
static int add_one(struct run *r, const char *hpath)
{
	char *old = NULL;
	size_t old_len = 0, j;
	piece_mask mask = 0;
	struct unit *h;
	struct strbuf sb = STRBUF_INIT;
	int exists;

	for (j = 0; j < r->nr; j++)
		if (r->units[j].out && !r->units[j].generated &&
		    same_dir(r->units[j].path, hpath))
			mask |= r->units[j].helpers;
	if (helperhdr_text(hpath, mask, &old, &old_len, &exists, &sb)) {
		strbuf_release(&sb);
		refuse(r, hpath);
		return 1;
	}
	h = find_path(r, hpath);
	if (!h)
		h = insert_unit(r, hpath);
	h->generated = 1;
	h->created = !exists;
	if (!h->buf) {
		h->buf = exists ? old : xstrdup("");
		h->len = exists ? old_len : 0;
		old = NULL;
	}
	free(old);
	if (sb.len == h->len && !memcmp(sb.buf, h->buf, h->len)) {
		strbuf_release(&sb);
	} else {
		free(h->out);
		h->out = strbuf_detach(&sb, &h->out_len);
	}
	return 0;
}

int helperhdr_add(struct run *r)
{
	char **want = NULL;
	size_t nwant = 0, i, k;
	int errors = 0;

	/* first the directories (adding units moves them) */
	for (i = 0; i < r->nr; i++) {
		const struct unit *u = &r->units[i];
		char *dir, *hpath;

		if (!u->helpers || !u->out || u->generated)
			continue;
		dir = dir_of(u->path);
		hpath = xasprintf("%s%s", dir, FIXUP_HELPER_HEADER);
		free(dir);
		for (k = 0; k < nwant && strcmp(want[k], hpath); k++)
			;
		if (k < nwant) {
			free(hpath);
			continue;
		}
		want = xrealloc(want, (nwant + 1) * sizeof(*want));
		want[nwant++] = hpath;
	}
	for (k = 0; k < nwant; k++) {
		errors += add_one(r, want[k]);
		free(want[k]);
	}
	free(want);
	return errors;
}

void helperhdr_checked(struct run *r)
{
	size_t i, j;

	for (i = 0; i < r->nr; i++) {
		struct unit *h = &r->units[i];

		/* one that failed its own checks stays failed */
		if (!h->generated || !h->out || h->check == CHECK_FAILED)
			continue;
		for (j = 0; j < r->nr; j++)
			if (includer(&r->units[j], h) &&
			    r->units[j].check == CHECK_PASSED)
				h->check = CHECK_PASSED;
	}
}

void helperhdr_failed(struct run *r)
{
	size_t i, j, k;

	for (i = 0; i < r->nr; i++) {
		struct unit *h = &r->units[i];

		if (!h->generated || h->check != CHECK_FAILED)
			continue;
		for (j = 0; j < r->nr; j++) {
			struct unit *u = &r->units[j];

			if (!includer(u, h) || !u->out)
				continue;
			u->check = CHECK_FAILED;
			for (k = 0; k < u->sites.nr; k++)
				if (u->sites.v[k].state != STATE_GUARDED)
					verdict_manual(&u->sites.v[k],
						EV_VALIDATION,
						"validation", "the helper "
						"header %s failed the semantic "
						"checks, so neither was "
						"written", h->path);
		}
	}
}

void helperhdr_settle(struct run *r)
{
	size_t i, j;

	for (i = 0; i < r->nr; i++) {
		struct unit *h = &r->units[i];
		int written = 0;

		if (!h->generated)
			continue;
		for (j = 0; j < r->nr && !written; j++)
			written = includer(&r->units[j], h) &&
				  unit_writable(&r->units[j]);
		h->needed = written;
		if (!written && h->out) {
			free(h->out);
			h->out = NULL;
			h->out_len = 0;
		}
	}
}
