/* shadow: see shadow.h for the contract. */
#include <stdlib.h>
#include <string.h>

#include "compile.h"
#include "diag.h"
#include "emit.h"
#include "pipeline.h"
#include "shadow.h"
#include "util.h"
#include "verdict.h"
#include "vocab.h"

/*
 * A file the port left as it was, but that includes a header the port
 * changed (it reaches the 2.4 API only through that header's macros), is
 * compiled too: with the ported header, it is part of the port.
 */
int includes_ported(const struct run *r, const struct unit *u)
{
	size_t i;

	for (i = 0; i < r->nr; i++)
		if (r->units[i].out && &r->units[i] != u &&
		    unit_includes(u, &r->units[i]))
			return 1;
	return 0;
}

/*
 * The ported tree as a whole: a .c file must be compiled against the
 * ported versions of the driver's own headers, so every changed unit is
 * laid out under tmpdir/shadow/PATH and that directory searched first.
 */
char *shadow_path(const char *path)
{
	return xasprintf("%s/shadow/%s", vtmp_dir(), diff_path(path));
}

void write_shadow(struct run *r)
{
	size_t i;

	for (i = 0; i < r->nr; i++) {
		struct unit *u = &r->units[i];
		char *p;

		if (!u->out)
			continue;
		p = shadow_path(u->path);
		if (mkdir_parent(p) ||
		    write_file_private(p, u->out, u->out_len))
			die("cannot write to %s", vtmp_dir());
		free(p);
	}
}

/* does u include h ("h.h" beside it)? */
int unit_includes(const struct unit *u, const struct unit *h)
{
	return file_includes(u->path, u->buf, u->len, h->path);
}

/*
 * A ported header (or included .c) is only written when every file that
 * includes it is (a file spatch gave up on is not: put back whole):
 * otherwise the tree would mix a 2.6 header with a 2.4 file that uses
 * it, and build with neither kernel.
 */
/* was u put back whole because spatch gave up on it (crash, timeout)? */
static int put_back_whole(const struct unit *u)
{
	size_t i;

	for (i = 0; i < u->sites.nr; i++)
		if (u->sites.v[i].state == STATE_MANUAL &&
		    u->sites.v[i].reason_code &&
		    (!strcmp(u->sites.v[i].reason_code, "crash") ||
		     !strcmp(u->sites.v[i].reason_code, "timeout")))
			return 1;
	return 0;
}

void hold_back_included(struct run *r)
{
	size_t i, j, j2;
	int changed = 1, rounds = 0;

	while (changed && rounds++ < 8) {
		changed = 0;
		for (i = 0; i < r->nr; i++) {
			struct unit *h = &r->units[i];

			/* the helper header: helperhdr_settle() */
			if (!h->out || h->check == CHECK_FAILED ||
			    h->generated)
				continue;
			for (j = 0; j < r->nr; j++) {
				struct unit *u = &r->units[j];

				if (u == h || (u->check != CHECK_FAILED &&
					       !put_back_whole(u)) ||
				    !unit_includes(u, h))
					continue;
				h->check = CHECK_FAILED;
				for (j2 = 0; j2 < h->sites.nr; j2++)
					if (h->sites.v[j2].state !=
					    STATE_GUARDED)
						verdict_manual(&h->sites.v[j2],
							EV_VALIDATION,
							"validation", "%s includes "
							"this file and its port "
							"%s, so neither was "
							"written", u->path,
							u->check ==
							CHECK_FAILED ?
							"failed validation" :
							"was put back whole "
							"(spatch gave up on "
							"it)");
				changed = 1;
				break;
			}
		}
		/* and a file that includes a header held back is not
		 * written either: it was ported against the header's port */
		for (i = 0; i < r->nr; i++) {
			struct unit *h = &r->units[i];

			if (!h->out || h->check != CHECK_FAILED ||
			    h->generated || !ends_with(h->path, ".h"))
				continue;
			for (j = 0; j < r->nr; j++) {
				struct unit *u = &r->units[j];

				if (u == h || !u->out ||
				    u->check == CHECK_FAILED ||
				    !unit_includes(u, h))
					continue;
				u->check = CHECK_FAILED;
				for (j2 = 0; j2 < u->sites.nr; j2++)
					if (u->sites.v[j2].state !=
					    STATE_GUARDED)
						verdict_manual(&u->sites.v[j2],
							EV_VALIDATION,
							"validation", "this file "
							"includes %s, whose port "
							"was not written, so "
							"neither is this one's",
							h->path);
				changed = 1;
			}
		}
	}
}

/*
 * A header is compiled as part of the files that include it: when every
 * includer in the run was validated (wholly or partly), so was the
 * header, its errors judged in their compiles; partly, when some of its
 * own sites are left for a human.
 */
void headers_through_includers(struct run *r)
{
	size_t i, j;

	for (i = 0; i < r->nr; i++) {
		struct unit *h = &r->units[i];
		int includers = 0, passed = 0, manual = 0;

		if (!h->out || (h->check != CHECK_SKIPPED &&
				h->check != CHECK_NONE) ||
		    !ends_with(h->path, ".h") || h->generated)
			continue;
		for (j = 0; j < h->sites.nr; j++)
			manual |= h->sites.v[j].state == STATE_MANUAL;
		for (j = 0; j < r->nr; j++) {
			const struct unit *u = &r->units[j];

			if (u == h || !unit_includes(u, h))
				continue;
			includers++;
			passed += u->check == CHECK_PASSED ||
				  u->check == CHECK_PARTIAL;
		}
		if (includers && passed == includers)
			h->check = manual ? CHECK_PARTIAL : CHECK_PASSED;
	}
}

/* the unit of the file a macro was defined in, if its port failed */
static const struct unit *failed_definer(struct run *r, const char *file)
{
	char *want = realpath(file, NULL);
	const struct unit *found = NULL;
	size_t k;

	for (k = 0; want && k < r->nr && !found; k++) {
		char *have;

		if (r->units[k].check != CHECK_FAILED)
			continue;
		have = realpath(r->units[k].path, NULL);
		if (have && !strcmp(have, want))
			found = &r->units[k];
		free(have);
	}
	free(want);
	return found;
}

/*
 * A file that reaches the 2.4 API through the macros of a header whose
 * port was not written (held back, or its helper header failed) is not
 * ported either: it still expands the header's 2.4 macros.  Its sites
 * turn manual, as when its own port fails.
 */
void macros_of_failed_headers(struct run *r)
{
	size_t i, j;

	for (i = 0; i < r->nr; i++) {
		struct unit *u = &r->units[i];
		const struct unit *h = NULL;
		const struct site *why = NULL;

		for (j = 0; j < u->sites.nr && !h; j++) {
			why = &u->sites.v[j];
			if (why->macro_file && why->state == STATE_CONVERTED)
				h = failed_definer(r, why->macro_file);
		}
		if (!h || h == u)
			continue;
		u->check = CHECK_FAILED;
		for (j = 0; j < u->sites.nr; j++)
			if (u->sites.v[j].state != STATE_GUARDED)
				verdict_manual(&u->sites.v[j], EV_VALIDATION,
					"validation", "the macro %s() of %s "
					"produces %s code here, and that "
					"file's port failed validation, so "
					"neither was written", why->macro,
					h->path, KIONAME(KIOBUF));
	}
}
