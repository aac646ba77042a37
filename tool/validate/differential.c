/* differential: see differential.h (and validate.h) for the contract. */
#include <stdlib.h>
#include <string.h>

#include "blame.h"
#include "diagkeys.h"
#include "differential.h"
#include "linediff.h"
#include "target.h"
#include "util.h"
#include "validate.h"

/*
 * The errors of a compile that fail it, judged without sites (check):
 * anything but an error the original has too in code the port did not
 * touch (blame.h).  Returns how many; their lines go to fresh.
 */
static size_t judge_file(const struct vfile *f, struct strbuf *fresh,
			 size_t *inherited)
{
	struct site_list none = SITE_LIST_INIT;
	struct errlist el, ol;
	struct verr *ev;
	size_t i, bad = 0;
	struct blame b;

	errors_of(f->plog.buf, f->olog.buf, &el);
	errors_of(f->olog.buf, NULL, &ol);
	ev = el.v;
	*inherited = 0;
	blame_init(&b, f->orig, f->orig_len, f->text, f->len, &none,
		   port_names());
	for (i = 0; i < el.n; i++) {
		struct blame_result res = { BLAME_FILE, NULL, NULL };

		if (kept_warning(&ev[i], f->path, &b))
			continue;
		if (!ev[i].fatal && !strcmp(ev[i].path, f->path))
			res = blame_error(&b, ev[i].line, ev[i].col,
					  ev[i].key, orig_has(&ev[i], &ol, &b),
					  ev[i].kio);
		else if (!ev[i].fatal && ev[i].orig_has && !ev[i].kio)
			res.cls = BLAME_INHERITED;
		if (res.cls == BLAME_INHERITED) {
			/* the original's warnings are no errors it has */
			*inherited += !ev[i].warn;
			continue;
		}
		bad++;
		strbuf_addstr(fresh, ev[i].text);
		strbuf_addch(fresh, '\n');
	}
	blame_release(&b);
	errors_free(&el);
	errors_free(&ol);
	return bad;
}

/*
 * The one compile step of validation, for port and check alike: the
 * port is compiled; when that fails and its original is known, both are
 * compiled again under the same headers, a header neither has getting
 * an empty stand-in, and only errors the original does not have (or any
 * naming the API's vocabulary) fail it: the others come from the driver's
 * other 2.4 APIs, not from the port.
 */
int validate_compile(const struct validate_opts *opts, struct vfile *f)
{
	struct validate_opts o = *opts;
	struct strbuf log = STRBUF_INIT;
	int st, kbuild = target_get() == TARGET_61 && opts->kernel_dir;

	/*
	 * With its original to compare with, a port is compiled with
	 * stand-ins for the headers found nowhere from the start (each
	 * counted as an error with a real tree, validate_text()); the
	 * original then only when the port has errors: one compile for a
	 * port that builds, two for one that does not.  Alone (check
	 * without a baseline), a missing header is the error it is.
	 */
	o.stub_missing = f->orig != NULL;
	f->inherited = 0;
	strbuf_reset(&f->plog);
	strbuf_reset(&f->olog);
	st = validate_text(&o, f->path, f->text, f->len, &log);
	/*
	 * A Kbuild build (6.1) that succeeded with warnings fails unless
	 * the original has every one of them: the port adds no warning.
	 */
	if (kbuild && !st && log.buf && strstr(log.buf, ": warning: "))
		st = 1;
	if (st > 0 && f->orig) {
		struct strbuf fresh = STRBUF_INIT;

		strbuf_add(&f->plog, log.buf ? log.buf : "", log.len);
		if (f->olog_known)
			strbuf_addstr(&f->olog, f->olog_known);
		if ((f->plog.len || validate_text(&o, f->path, f->text, f->len,
						  &f->plog) >= 0) &&
		    (f->olog_known ||
		     validate_text(&o, f->path, f->orig, f->orig_len,
				   &f->olog) >= 0) &&
		    !judge_file(f, &fresh, &f->inherited)) {
			st = 0;
		} else if (fresh.len) {
			strbuf_reset(&log);
			strbuf_add(&log, fresh.buf, fresh.len);
		}
		strbuf_release(&fresh);
	} else if (log.len) {
		strbuf_add(&f->plog, log.buf, log.len);
	}
	{
		struct errlist el;
		size_t i;

		errors_of(f->plog.buf, NULL, &el);
		/* errors only: a 6.1 build's warnings are judged, not
		 * counted */
		for (i = f->errors = 0; i < el.n; i++)
			f->errors += !el.v[i].warn;
		errors_free(&el);
	}
	if (st > 0)
		strbuf_add(&f->log, log.buf ? log.buf : "", log.len);
	strbuf_release(&log);
	f->failed = st > 0;
	return st;
}

/*
 * The checks ran on the port, which is not written when they fail: say
 * the lines of the user's file instead ("file:L:C: ..." and "at line Q"),
 * through a diff of port and original.
 */
char *lines_to_original(const char *path, const char *port, size_t port_len,
			const char *orig, size_t orig_len, const char *log)
{
	struct linediff d;
	char *out;

	linediff(&d, port, port_len, orig, orig_len);
	out = lines_via(path, &d, log);
	linediff_free(&d);
	return out;
}

/* lines_to_original() through d, the diff of port and original */
char *lines_via(const char *path, const struct linediff *dp,
		const char *log)
{
	const struct linediff d = *dp;
	struct strbuf out = STRBUF_INIT;
	size_t plen = strlen(path);
	const char *p = log;

	while (p && *p) {
		const char *eol = strchr(p, '\n');
		size_t n = eol ? (size_t)(eol - p) : strlen(p);
		char *line = xstrndup(p, n), *at;
		unsigned l;

		if (!strncmp(line, path, plen) && line[plen] == ':') {
			char *rest;

			l = (unsigned)strtoul(line + plen + 1, &rest, 10);
			if (l >= 1 && l <= d.na)
				l = d.map[l - 1] ? d.map[l - 1] : d.pos[l - 1];
			strbuf_addf(&out, "%s:%u", path, l);
			at = strstr(rest, "at line ");
			if (at) {
				unsigned q = (unsigned)atoi(at + 8);

				if (q >= 1 && q <= d.na)
					q = d.map[q - 1] ? d.map[q - 1] :
					    d.pos[q - 1];
				strbuf_add(&out, rest, (size_t)(at - rest));
				strbuf_addf(&out, "at line %u", q);
				while (at[8] >= '0' && at[8] <= '9')
					at++;
				strbuf_addstr(&out, at + 8);
			} else {
				strbuf_addstr(&out, rest);
			}
		} else {
			strbuf_addstr(&out, line);
		}
		strbuf_addch(&out, '\n');
		free(line);
		p = eol ? eol + 1 : NULL;
	}
	return strbuf_detach(&out, NULL);
}

char *to_original_lines(const struct unit *u, const char *log)
{
	/* an unchanged file (includes_ported()): its lines are the user's,
	 * and a helper header has no original to speak of */
	if (!u->out || u->generated)
		return xstrdup(log);
	return lines_to_original(u->path, u->out, u->out_len, u->buf, u->len,
				 log);
}
