/* validate: see validate.h for the contract. */
#include <errno.h>
#include <stdio.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "datadir.h"
#include "emit.h"
#include "kbuild.h"
#include "kerneltree.h"
#include "helperhdr.h"
#include "lex.h"
#include "modbuild.h"
#include "linediff.h"
#include "lookup.h"
#include "blame.h"
#include "diag.h"
#include "fixup.h"
#include "guard.h"
#include "parallel.h"
#include "progress.h"
#include "runcmd.h"
#include "runtmp.h"
#include "rules.h"
#include "semcheck.h"
#include "target.h"
#include "util.h"
#include "tokscan.h"
#include "poison.h"
#include "validate.h"
#include "vocab.h"
#include "verdict.h"

static pthread_mutex_t tmp_lock = PTHREAD_MUTEX_INITIALIZER;
static char *tmpdir;		/* per process, removed at exit */
static char *poison_h;
static unsigned long tmp_seq;

void validate_cleanup(void)
{
	if (tmpdir)
		remove_tree(tmpdir);
}

static void ensure_tmp(void)
{
	struct strbuf sb = STRBUF_INIT;
	const char *base = getenv("TMPDIR");

	pthread_mutex_lock(&tmp_lock);
	if (tmpdir) {
		pthread_mutex_unlock(&tmp_lock);
		return;
	}
	tmpdir = xasprintf("%s/zcport-check-XXXXXX",
			   base && *base ? base : "/tmp");
	if (!mkdtemp(tmpdir))
		die("cannot create a temp directory: %s", strerror(errno));
	atexit(validate_cleanup);
	strbuf_addstr(&sb, "/* zcport: every 2.4 kiobuf name is an error */\n");
	poison_pragmas(&sb, NULL, NULL, 0);
	poison_h = xasprintf("%s/zcport-poison.h", tmpdir);
	if (write_file_private(poison_h, sb.buf, sb.len))
		die("cannot write %s", poison_h);
	strbuf_release(&sb);
	pthread_mutex_unlock(&tmp_lock);
}

/* "-DKBUILD_BASENAME=foo" for path .../foo.c, as kbuild names it */
static void push_kbuild_name(struct argv_list *a, const char *macro,
			     const char *path)
{
	char *name = kbuild_object_name(path);

	argv_pushf(a, "-D%s=%s", macro, name);
	free(name);
}

/*
 * zcport's own flags, the same for gcc and for a Kbuild module: the
 * poison header, the shadow tree of ported headers, the file's own
 * directory.
 */
static void push_own_flags(struct argv_list *a, const struct validate_opts *o,
			   const char *dir, const char *poison)
{
	if (o->poison) {
		argv_push(a, "-include");
		argv_push(a, poison ? poison : poison_h);
	}
	if (o->shadow_dir) {
		argv_push(a, "-iquote");
		argv_push(a, o->shadow_dir);
	}
	argv_push(a, "-iquote");
	argv_push(a, dir);
	argv_push(a, "-I");
	argv_push(a, dir);
}

static void build_argv(struct argv_list *a, const struct validate_opts *o,
		       const char *dir, const char *hdr, const char *stubs,
		       const char *file, const char *path, const char *poison)
{
	argv_push(a, "gcc");
	argv_push(a, "-fsyntax-only");
	argv_push(a, "-nostdinc");
	argv_push(a, "-std=gnu89");
	argv_push(a, "-D__KERNEL__");
	argv_push(a, "-DMODULE");
	argv_push(a, "-Werror=implicit-function-declaration");
	argv_push(a, "-Werror=incompatible-pointer-types");
	argv_push(a, "-Werror=int-conversion");
	argv_push(a, "-fno-diagnostics-color");
	argv_push(a, "-fdiagnostics-show-option");
	argv_push(a, "-fno-diagnostics-show-caret");
	push_own_flags(a, o, dir, poison);
	if (o->tree_flags) {
		int i;

		for (i = 0; i < o->tree_flags->nr; i++)
			argv_push(a, o->tree_flags->v[i]);
		push_kbuild_name(a, "KBUILD_BASENAME", path);
		push_kbuild_name(a, "KBUILD_MODNAME", path);
	} else {
		argv_push(a, "-I");
		argv_push(a, hdr);
	}
	/* what the driver's own Makefile adds, after the kernel's flags */
	kbuild_file_flags(path, o->kernel_dir, a);
	if (stubs) {
		argv_push(a, "-idirafter");
		argv_push(a, stubs);
	}
	argv_push(a, file);
}

/*
 * The same for a Kbuild build (--target=6.1, modbuild.h): Kbuild brings
 * the compiler and the kernel's flags; zcport's own go on the module's
 * ccflags-y line, in the same order.
 */
static void kbuild_ccflags(struct argv_list *a, const struct validate_opts *o,
			   const char *dir, const char *stubs,
			   const char *path)
{
	argv_push(a, "-fno-diagnostics-show-caret");
	argv_push(a, "-fdiagnostics-show-option");
	push_own_flags(a, o, dir, NULL);
	kbuild_file_flags(path, o->kernel_dir, a);
	if (stubs) {
		argv_push(a, "-idirafter");
		argv_push(a, stubs);
	}
}

/*
 * "x.c:3:10: fatal error: linux/foo.h: No such file..." -> "linux/foo.h",
 * and *line the whole diagnostic line (when line is not NULL)
 */
static char *missing_header(const char *log, char **line)
{
	const char *p = log ? strstr(log, "fatal error: ") : NULL, *e, *bol;

	if (!p)
		return NULL;
	if (line) {
		for (bol = p; bol > log && bol[-1] != '\n'; bol--)
			;
		e = strchr(p, '\n');
		*line = xstrndup(bol, e ? (size_t)(e - bol) : strlen(bol));
	}
	p += 13;
	e = strstr(p, ": No such file or directory");
	if (!e || memchr(p, '\n', (size_t)(e - p)) || e == p ||
	    memmem(p, (size_t)(e - p), "..", 2)) {
		if (line) {
			free(*line);
			*line = NULL;
		}
		return NULL;
	}
	return xstrndup(p, (size_t)(e - p));
}

/*
 * With a real tree, was the missing header included by the driver (the
 * file itself, its own or its Makefile's include directories, its
 * ported headers) rather than by a header of the tree?  The tree lacking
 * a header one of its own headers includes means the flags are wrong
 * (an arch include directory left out): that is never stood in for.
 */
static int under(const char *diagline, const char *dir)
{
	size_t kl = strlen(dir);

	while (kl > 1 && dir[kl - 1] == '/')
		kl--;
	return !strncmp(diagline, dir, kl) && diagline[kl] == '/';
}

static int included_by_driver(const char *diagline, const char *kernel_dir)
{
	char *src;
	int in;

	if (!kernel_dir)
		return 1;
	/* a Debian headers tree keeps most headers in its -common twin */
	src = kernel_tree_srctree(kernel_dir);
	in = under(diagline, kernel_dir) || (src && under(diagline, src));
	free(src);
	return !in;
}

/*
 * Keep gcc's diagnostic lines ("file:line:col: error: ..."), not its
 * chatter ("In file included from", "compilation terminated."), and
 * name the ported headers by the user's paths, not the shadow tree's.
 */
static void add_diagnostics(struct strbuf *log, const char *text)
{
	char *shadow = tmpdir ? xasprintf("%s/shadow/", tmpdir) : NULL;
	const char *p = text;

	while (p && *p) {
		const char *eol = strchr(p, '\n');
		size_t n = eol ? (size_t)(eol - p) : strlen(p);

		if (memmem(p, n, ": error: ", 9) ||
		    memmem(p, n, ": warning: ", 11) ||
		    memmem(p, n, ": fatal error: ", 15)) {
			if (shadow && !strncmp(p, shadow, strlen(shadow))) {
				p += strlen(shadow);
				n -= strlen(shadow);
			}
			strbuf_add(log, p, n);
			strbuf_addch(log, '\n');
		}
		p = eol ? eol + 1 : NULL;
	}
	free(shadow);
}

/*
 * "struct kiobuf" left in code: the tag cannot be poisoned alone.  The
 * 2.4 branch of dual-version code (guard.h) is no 2.6 build's code.
 */
static int leftover_tag(const char *path, const char *text, size_t len,
			struct strbuf *log)
{
	struct hit_list hits = { NULL, 0, 0 };
	struct guards g;
	size_t i;
	int n = 0;

	tokscan(text, len, &hits);
	guard_scan(path, text, len, &g);
	for (i = 0; i < hits.nr; i++)
		if (hits.v[i].voc->cls == VOC_TYPE && !hits.v[i].in_define &&
		    !guard_line(&g, hits.v[i].line)) {
			if (log)
				strbuf_addf(log, "%s:%u:%u: error: struct kiobuf "
					    "left in the port\n", path,
					    hits.v[i].line, hits.v[i].col);
			n++;
		}
	guard_free(&g);
	free(hits.v);
	return n;
}

/*
 * The poison list of a text that tests a kiobuf macro in an #if (the
 * 2.4 branch of dual-version code; poison.h): a header of its own, or
 * NULL for the run's.
 */
static char *own_poison(const char *path, const char *text, size_t len,
			unsigned long seq)
{
	struct strbuf sb = STRBUF_INIT;
	char *p = NULL;

	strbuf_addstr(&sb, "/* zcport: every 2.4 kiobuf name this file does "
		      "not test in an #if is an error */\n");
	if (poison_pragmas(&sb, path, text, len)) {
		p = xasprintf("%s/poison%lu.h", tmpdir, seq);
		if (write_file_private(p, sb.buf, sb.len))
			die("cannot write to %s", tmpdir);
	}
	strbuf_release(&sb);
	return p;
}

/* one scan for missing headers: what it searches and what it found */
struct hscan {
	const struct argv_list *a;	/* the compile's flags */
	const char *skip[2];		/* trees not the driver's: kernel, model */
	struct argv_list *miss, *where;
	struct argv_list seen;		/* headers of the driver's own read */
};

static void own_header(struct hscan *hs, const char *h, const char *here,
		       const char **dirs, size_t n, int depth);

/* the directories gcc searches for <h> (quote: also for "h"), in order */
static size_t search_dirs(const struct argv_list *a, int quote,
			  const char **out, size_t max)
{
	size_t n = 0;
	int i;

	for (i = 0; i + 1 < a->nr && n < max; i++)
		if ((!strcmp(a->v[i], "-iquote") && quote) ||
		    !strcmp(a->v[i], "-I") || !strcmp(a->v[i], "-isystem") ||
		    !strcmp(a->v[i], "-idirafter"))
			out[n++] = a->v[++i];
		else if (!strncmp(a->v[i], "-I", 2) && a->v[i][2])
			out[n++] = a->v[i] + 2;
	return n;
}

/* is h found in one of dirs (or, for "h", beside the file first)? */
static int found_header(const char *h, const char *here, const char **dirs,
			size_t n)
{
	size_t i;
	char *p;
	int ok;

	if (here) {
		p = xasprintf("%s/%s", here, h);
		ok = !access(p, F_OK);
		free(p);
		if (ok)
			return 1;
	}
	for (i = 0; i < n; i++) {
		p = xasprintf("%s/%s", dirs[i], h);
		ok = !access(p, F_OK);
		free(p);
		if (ok)
			return 1;
	}
	return 0;
}

/*
 * The headers text includes, directly or through headers of the
 * driver's own (found beside it or in its -iquote/-I directories, by
 * "h" or <h>: xfs reaches its own through <xfs.h>), that no directory
 * of the compile has: stood in for before the first compile, so that
 * one compile sees the whole file instead of one per missing header.
 * Appends their names ("linux/locks.h") to hs->miss, and where each is
 * included ("file:line:col", display naming the text) to hs->where.
 */
static void missing_headers(struct hscan *hs, const char *text, size_t len,
			    const char *here, const char *display, int depth)
{
	const char *dq[64], *da[64];
	size_t nq = search_dirs(hs->a, 1, dq, 64);
	size_t na = search_dirs(hs->a, 0, da, 64);
	const char *p = text, *end = text + len;
	unsigned line = 0;

	while (p < end) {
		const char *eol = memchr(p, '\n', (size_t)(end - p));
		const char *e = eol ? eol : end, *q = p, *b;
		char close;

		line++;
		while (q < e && (*q == ' ' || *q == '\t'))
			q++;
		if (q < e && *q == '#') {
			q++;
			while (q < e && (*q == ' ' || *q == '\t'))
				q++;
			if (e - q > 7 && !strncmp(q, "include", 7)) {
				int quote;

				q += 7;
				while (q < e && (*q == ' ' || *q == '\t'))
					q++;
				close = q < e && *q == '<' ? '>' :
					q < e && *q == '"' ? '"' : 0;
				quote = close == '"';
				b = close ? memchr(q + 1, close, (size_t)(e - q - 1)) :
				    NULL;
				if (b) {
					char *h = xstrndup(q + 1, (size_t)(b - q - 1));
					int k, dup = 0;

					for (k = 0; k < hs->miss->nr; k++)
						dup |= !strcmp(hs->miss->v[k], h);
					if (!dup && !strstr(h, "..") &&
					    !found_header(h, quote ? here : NULL,
							  quote ? dq : da,
							  quote ? nq : na)) {
						argv_pushf(hs->miss, "%s", h);
						argv_pushf(hs->where, "%s:%u:%u",
							   display, line,
							   (unsigned)(q - p) + 1);
					} else if (!dup && depth < 16) {
						own_header(hs, h,
							   quote ? here : NULL,
							   quote ? dq : da,
							   quote ? nq : na,
							   depth);
					}
					free(h);
				}
			}
		}
		p = eol ? eol + 1 : end;
	}
}

/* p below one of the trees that are not the driver's? */
static int foreign(const struct hscan *hs, const char *p)
{
	size_t i, n;

	for (i = 0; i < 2; i++) {
		if (!hs->skip[i])
			continue;
		n = strlen(hs->skip[i]);
		if (!strncmp(p, hs->skip[i], n) && (!p[n] || p[n] == '/'))
			return 1;
	}
	return 0;
}

/* the includes of a header of the driver's own, when h is one, once */
static void own_header(struct hscan *hs, const char *h, const char *here,
		       const char **dirs, size_t n, int depth)
{
	size_t i, len;
	char *p = NULL, *buf, *dir, *s;
	int k;

	for (i = 0; i <= n && !p; i++) {
		const char *d = i ? dirs[i - 1] : here;
		char *c;

		if (!d)
			continue;
		c = xasprintf("%s/%s", d, h);
		if (!access(c, R_OK))
			p = c;
		else
			free(c);
	}
	/* the kernel's and the model's headers are not the driver's */
	if (!p || foreign(hs, p)) {
		free(p);
		return;
	}
	for (k = 0; k < hs->seen.nr; k++)
		if (!strcmp(hs->seen.v[k], p)) {
			free(p);
			return;
		}
	argv_pushf(&hs->seen, "%s", p);
	if (!read_file(p, &buf, &len)) {
		dir = xstrdup(p);
		s = strrchr(dir, '/');
		if (s)
			*s = '\0';
		missing_headers(hs, buf, len, dir, p, depth + 1);
		free(dir);
		free(buf);
	}
	free(p);
}

static int ident_char(char c);

/*
 * A stand-in for header name (in stubs, searched last), so that the rest
 * of the file is checked.  One planned up front says when the compile
 * reads it (#if may skip its #include): a "#pragma message" gcc prints
 * as a note (MODBUILD_STAND_IN and the name), which stand_in_read()
 * finds in gcc's output -- a Kbuild build's too, whose own dependency
 * file leaves out headers from -idirafter directories.
 */
static void write_stand_in(const char *stubs, const char *name, int says)
{
	char *p = xasprintf("%s/%s", stubs, name);
	char *body = says ? xasprintf("#pragma message \"" MODBUILD_STAND_IN
				      "%s\"\n", name) : xstrdup("");

	if (access(p, F_OK) &&
	    (mkdir_parent(p) || write_file_private(p, body, strlen(body))))
		die("cannot write %s", p);
	free(body);
	free(p);
}

/* did the compile whose output is err read the stand-in for name? */
static int stand_in_read(const char *err, const char *name)
{
	size_t n = strlen(name);
	const char *p = err;

	while (p && (p = strstr(p, MODBUILD_STAND_IN))) {
		p += strlen(MODBUILD_STAND_IN);
		/* the whole name: then a quote, as gcc's locale has it */
		if (!strncmp(p, name, n) && (!p[n] || (!ident_char(p[n]) &&
						       !strchr("./-+", p[n]))))
			return 1;
	}
	return 0;
}

int validate_text(const struct validate_opts *o, const char *path,
		  const char *text, size_t len, struct strbuf *log)
{
	char *stubs = NULL;
	int k, nstubs = 0, nfront = 0, tags = o->poison ? leftover_tag(path, text, len,
							 log) : 0;
	struct argv_list a = ARGV_INIT;
	/* the headers stood in for up front, and where each is included */
	struct argv_list miss = ARGV_INIT, where = ARGV_INIT;
	struct strbuf src = STRBUF_INIT, err = STRBUF_INIT;
	struct strbuf stood_in = STRBUF_INIT;
	char *dir = xstrdup(path), *slash = strrchr(dir, '/'), *tmpfile;
	char *poison;
	char *hdr = o->headers ? xstrdup(o->headers) :
		    datadir_path("headers/2.6");
	unsigned long seq;
	const char *p;
	int st;
	/* --target=6.1: a module built by the tree's Kbuild (modbuild.h) */
	int kbuild = target_get() == TARGET_61 && o->kernel_dir;

	ensure_tmp();
	pthread_mutex_lock(&tmp_lock);
	seq = tmp_seq++;
	pthread_mutex_unlock(&tmp_lock);
	if (slash)
		*slash = '\0';
	else
		strcpy(dir, ".");
	/* the line marker makes gcc name the user's file and lines (a
	 * quote or backslash in the name escaped, as gcc reads it) */
	strbuf_addstr(&src, "# 1 \"");
	for (p = path; *p; p++) {
		if (*p == '"' || *p == '\\')
			strbuf_addch(&src, '\\');
		strbuf_addch(&src, *p);
	}
	strbuf_addstr(&src, "\"\n");
	strbuf_add(&src, text, len);
	tmpfile = xasprintf("%s/%lu.c", tmpdir, seq);
	if (write_file_private(tmpfile, src.buf, src.len))
		die("cannot write to %s", tmpdir);
	poison = o->poison ? own_poison(path, text, len, seq) : NULL;

	/*
	 * The headers found nowhere, stood in for up front (one compile).
	 * A Kbuild build always: it costs seconds, and its include
	 * directories are the tree's Makefiles' business, so every header
	 * but the driver's own gets a stand-in, searched last (-idirafter):
	 * one is read only for a header nothing else has.
	 */
	if (o->stub_missing || kbuild) {
		int k, cap = kbuild ? 256 : 64;

		if (kbuild)
			kbuild_ccflags(&a, o, dir, NULL, path);
		else
			build_argv(&a, o, dir, hdr, NULL, tmpfile, path,
				   poison);
		{
			struct hscan hs = { &a, { o->kernel_dir, hdr },
					    &miss, &where, ARGV_INIT };

			missing_headers(&hs, text, len, dir, path, 0);
			argv_clear(&hs.seen);
		}
		argv_clear(&a);
		for (k = 0; k < miss.nr && nstubs < cap; k++) {
			if (!stubs)
				stubs = xasprintf("%s/stubs%lu", tmpdir, seq);
			write_stand_in(stubs, miss.v[k], 1);
			nstubs++;
		}
		nfront = nstubs;
	}

	for (;;) {
		char *missing, *line = NULL;

		strbuf_reset(&err);
		if (kbuild) {
			char *mdir = xasprintf("%s/mod%lu-%d", tmpdir, seq,
					       nstubs);

			kbuild_ccflags(&a, o, dir, stubs, path);
			st = modbuild_compile(o->kernel_dir, mdir, path,
					      src.buf, src.len, &a, &err);
			free(mdir);
		} else {
			build_argv(&a, o, dir, hdr, stubs, tmpfile, path,
				   poison);
			st = run_command(&a, NULL, NULL, &err, 60000);
		}
		argv_clear(&a);
		/* a Kbuild build stands in for what the tree lacks always
		 * (above): the headers read count as errors either way */
		if ((!o->stub_missing && !kbuild) || st <= 0 || nstubs >= 64 ||
		    !(missing = missing_header(err.buf, &line)))
			break;
		if (o->tree_flags) {
			/*
			 * A real tree is the truth: a header it lacks is an
			 * error, kept in the log (the original including it
			 * too makes it inherited); a stand-in only lets the
			 * rest of the file be checked.  A header missing
			 * from inside the tree is not stood in for at all.
			 */
			if (!included_by_driver(line, o->kernel_dir)) {
				free(line);
				free(missing);
				break;
			}
			if (log) {
				char *f = strstr(line, ": fatal error: ");

				strbuf_add(&stood_in, line, (size_t)(f - line));
				strbuf_addf(&stood_in, ": error: %s (the "
					    "kernel tree has no such header)\n",
					    f + 15);
			}
		}
		free(line);
		/* a stand-in, so the rest of the file is checked (its
		 * error is the fatal one just seen) */
		if (!stubs)
			stubs = xasprintf("%s/stubs%lu", tmpdir, seq);
		write_stand_in(stubs, missing, 0);
		free(missing);
		nstubs++;
	}
	/*
	 * With a real tree (a Kbuild build has one), each stand-in the
	 * compile read (it says so, write_stand_in()) is an error
	 */
	if ((o->tree_flags || kbuild) && log)
		for (k = 0; k < nfront; k++)
			if (stand_in_read(err.buf, miss.v[k]))
				strbuf_addf(&stood_in, "%s: error: %s: No such "
					    "file or directory (the kernel "
					    "tree has no such header)\n",
					    where.v[k], miss.v[k]);
	argv_clear(&miss);
	argv_clear(&where);
	if (stubs) {
		remove_tree(stubs);
		free(stubs);
	}
	unlink(tmpfile);
	free(tmpfile);
	if (poison) {
		unlink(poison);
		free(poison);
	}
	free(dir);
	free(hdr);
	strbuf_release(&src);
	if (st == RUN_NOEXEC) {
		strbuf_release(&err);
		strbuf_release(&stood_in);
		return -1;
	}
	if (log && stood_in.len)
		add_diagnostics(log, stood_in.buf);
	if (log && err.len)
		add_diagnostics(log, err.buf);
	strbuf_release(&err);
	if (stood_in.len && !st)
		st = 1;
	strbuf_release(&stood_in);
	return st || tags ? 1 : 0;
}

static void add_shell_word(struct strbuf *out, const char *w)
{
	const char *p;

	for (p = w; *p; p++)
		if (!strchr("-_=./:,+@%", *p) && !ident_char(*p))
			break;
	if (!*p && *w) {
		strbuf_addstr(out, w);
		return;
	}
	strbuf_addch(out, '\'');
	for (p = w; *p; p++)
		if (*p == '\'')
			strbuf_addstr(out, "'\\''");
		else
			strbuf_addch(out, *p);
	strbuf_addch(out, '\'');
}

int validate_print_flags(const struct run *r, const char *headers,
			 const struct argv_list *tree_flags,
			 const char *kernel_dir)
{
	struct validate_opts opts = { headers, 1, NULL, 0, tree_flags,
				      kernel_dir };
	const struct validate_opts *o = &opts;
	struct validate_opts shown = *o;
	char *hdr = o->headers ? xstrdup(o->headers) :
		    datadir_path("headers/2.6");
	size_t i;
	int any = 0;

	shown.poison = 0;	/* a temp file: said in words below */
	shown.shadow_dir = NULL;
	if (o->kernel_dir) {
		int code = kernel_tree_version(o->kernel_dir);
		char *arch = kernel_tree_arch(o->kernel_dir);

		printf("%s: Linux %d.%d.%d, arch %s\n", o->kernel_dir,
		       code >> 16, (code >> 8) & 255, code & 255,
		       arch ? arch : "unknown");
		free(arch);
	}
	for (i = 0; i < r->nr; i++) {
		const char *path = r->units[i].path;
		struct argv_list a = ARGV_INIT;
		struct strbuf out = STRBUF_INIT;
		char *dir = xstrdup(path), *slash = strrchr(dir, '/');
		int k;

		if (!ends_with(path, ".c")) {
			free(dir);
			continue;
		}
		if (slash)
			*slash = '\0';
		else
			strcpy(dir, ".");
		if (target_get() == TARGET_61 && o->kernel_dir) {
			/* a module of its own, built by the tree's Kbuild */
			modbuild_command(o->kernel_dir, "<temp dir>", &a);
			strbuf_addf(&out, "%s:", path);
			for (k = 0; k < a.nr; k++) {
				strbuf_addch(&out, ' ');
				add_shell_word(&out, a.v[k]);
			}
			argv_clear(&a);
			kbuild_ccflags(&a, &shown, dir, NULL, path);
			strbuf_addstr(&out, " (Kbuild: obj-m := the file, "
				      "ccflags-y :=");
			for (k = 0; k < a.nr; k++) {
				strbuf_addch(&out, ' ');
				add_shell_word(&out, a.v[k]);
			}
			strbuf_addch(&out, ')');
		} else {
			build_argv(&a, &shown, dir, hdr, NULL, path, path, NULL);
			strbuf_addf(&out, "%s:", path);
			for (k = 0; k < a.nr; k++) {
				strbuf_addch(&out, ' ');
				add_shell_word(&out, a.v[k]);
			}
		}
		strbuf_addch(&out, '\n');
		fwrite(out.buf, 1, out.len, stdout);
		strbuf_release(&out);
		argv_clear(&a);
		free(dir);
		any = 1;
	}
	if (any)
		printf("(validation also force-includes a header that "
		       "poisons every kiobuf name, and compiles each text "
		       "from a temp file named like the original)\n");
	free(hdr);
	return r->input_errors ? EXIT_TOOL : EXIT_OK;
}

/*
 * "file:12:3: error: msg" -> "error: msg"; NULL for non-diagnostics.
 * gcc's spelling hint ("; did you mean 'user_pages_map'?") is left out:
 * it names the closest identifier in scope, which the helpers a port
 * adds can change while the error itself stays the original's.
 */
static char *diag_key(const char *line, size_t n)
{
	const char *p = memmem(line, n, ": error: ", 9), *hint, *q;
	char *k;

	if (!p)
		p = memmem(line, n, ": fatal error: ", 15);
	if (!p)
		p = memmem(line, n, ": warning: ", 11);
	if (!p)
		return NULL;
	k = xstrndup(p + 2, n - (size_t)(p + 2 - line));
	if ((hint = strstr(k, "; did you mean ")) &&
	    (q = strchr(hint + 15, '?'))) {
		char *cut = (char *)hint;

		memmove(cut, q + 1, strlen(q + 1) + 1);
	}
	return k;
}

size_t diag_keys(const char *log, char ***keys)
{
	size_t n = 0, alloc = 0;
	const char *p = log;

	*keys = NULL;
	while (p && *p) {
		const char *eol = strchr(p, '\n');
		size_t len = eol ? (size_t)(eol - p) : strlen(p);
		char *k = diag_key(p, len);

		if (k) {
			if (n == alloc) {
				alloc = alloc ? 2 * alloc : 64;
				*keys = xrealloc(*keys, alloc * sizeof(char *));
			}
			(*keys)[n++] = k;
		}
		p = eol ? eol + 1 : NULL;
	}
	return n;
}

int diag_mentions_kiobuf(const char *s)
{
	size_t n, i;
	const struct vocab *t = vocab_table(&n);

	if (strstr(s, "poisoned"))
		return 1;
	for (i = 0; i < n; i++)
		if (t[i].cls != VOC_MEMBER && strstr(s, t[i].name))
			return 1;
	return 0;
}

static int ident_char(char c)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9');
}

/*
 * The original's diagnostic as the port would word it: every kiobuf name
 * that the port replaces (the vocab table's replacement) is replaced, as
 * a whole identifier, so "struct kiobuf *" in an old prototype the driver
 * keeps reads "struct user_pages *" as in the port's same error.
 */
char *diag_rename(const char *key)
{
	size_t n, i;
	const struct vocab *t = vocab_table(&n);
	struct strbuf out = STRBUF_INIT;
	const char *p = key;

	while (*p) {
		const char *q = p;

		if (!ident_char(*p) || (p > key && ident_char(p[-1]))) {
			strbuf_addch(&out, *p++);
			continue;
		}
		while (ident_char(*q))
			q++;
		for (i = 0; i < n; i++)
			if (t[i].replacement && t[i].cls != VOC_MEMBER &&
			    strlen(t[i].name) == (size_t)(q - p) &&
			    !memcmp(t[i].name, p, (size_t)(q - p)))
				break;
		if (i < n)
			strbuf_addstr(&out, t[i].replacement);
		else
			strbuf_add(&out, p, (size_t)(q - p));
		p = q;
	}
	return out.buf ? strbuf_detach(&out, NULL) : xstrdup("");
}

void diag_rename_keys(char **keys, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		char *r = diag_rename(keys[i]);

		free(keys[i]);
		keys[i] = r;
	}
}

static int key_cmp(const void *ctx, size_t a, size_t b)
{
	return strcmp(((char *const *)ctx)[a], ((char *const *)ctx)[b]);
}

static int key_probe(const void *ctx, size_t a, const void *key)
{
	return strcmp(((char *const *)ctx)[a], key);
}

/*
 * A base log's keys as a multiset (lookup.h): keyset_take() says whether
 * one equal to key is left, and takes it.  A log of thousands of errors
 * is matched in n log n, not line by line.
 */
struct keyset {
	char **k;
	size_t n;
	size_t *used;		/* per run of equal keys: how many taken */
	struct sorted_index ix;
};

static void keyset_init(struct keyset *ks, const char *base, int rename)
{
	ks->k = NULL;
	ks->n = base ? diag_keys(base, &ks->k) : 0;
	if (rename)
		diag_rename_keys(ks->k, ks->n);
	sorted_index_build(&ks->ix, ks->n, key_cmp, ks->k);
	ks->used = xcalloc(ks->n + 1, sizeof(size_t));
}

static int keyset_take(struct keyset *ks, const char *key)
{
	size_t lo, hi;

	sorted_index_range(&ks->ix, key_probe, ks->k, key, &lo, &hi);
	if (ks->used[lo] >= hi - lo)
		return 0;
	ks->used[lo]++;
	return 1;
}

static void keyset_free(struct keyset *ks)
{
	size_t b;

	for (b = 0; b < ks->n; b++)
		free(ks->k[b]);
	free(ks->k);
	free(ks->used);
	sorted_index_free(&ks->ix);
}

/*
 * The diagnostics of log that base does not have (multiset, ignoring
 * file and line): errors and anything naming kiobuf vocabulary count,
 * new warnings do not.  Their whole lines go to *fresh; *inherited gets
 * the number of errors base excused.  Returns the count of new ones.
 */
size_t diag_new(const char *log, const char *base, size_t *inherited,
		struct strbuf *fresh)
{
	struct keyset ks;
	size_t nnew = 0;
	const char *p = log;

	keyset_init(&ks, base, 1);
	*inherited = 0;
	while (p && *p) {
		const char *eol = strchr(p, '\n');
		size_t len = eol ? (size_t)(eol - p) : strlen(p);
		char *k = diag_key(p, len);
		int old = k && keyset_take(&ks, k);

		/* a fatal error (a header the tree's own headers cannot
		 * find) stops the compile: nothing after it was checked */
		if (k && !diag_mentions_kiobuf(k) &&
		    strncmp(k, "fatal error: ", 13) &&
		    (old || !strncmp(k, "warning: ", 9))) {
			*inherited += old && !strncmp(k, "error: ", 7);
		} else if (k) {
			nnew++;
			strbuf_add(fresh, p, len);
			strbuf_addch(fresh, '\n');
		}
		free(k);
		p = eol ? eol + 1 : NULL;
	}
	keyset_free(&ks);
	return nnew;
}

static char *shadow_path(const char *path);
static char *to_original_lines(const struct unit *u, const char *log);
static int includes(const struct unit *u, const struct unit *h);

/*
 * A file the port left as it was, but that includes a header the port
 * changed (it reaches the kiobuf only through that header's macros), is
 * compiled too: with the ported header, it is part of the port.
 */
static int includes_ported(const struct run *r, const struct unit *u)
{
	size_t i;

	for (i = 0; i < r->nr; i++)
		if (r->units[i].out && &r->units[i] != u &&
		    includes(u, &r->units[i]))
			return 1;
	return 0;
}

struct check_ctx {
	struct run *r;
	const struct argv_list *tree_flags;
	const char *kernel_dir;
	const char *todo;		/* per unit: compile it this round */
};

/*
 * The one compile step of validation, for port and check alike: the
 * port is compiled; when that fails and its original is known, both are
 * compiled again under the same headers, a header neither has getting
 * an empty stand-in, and only errors the original does not have (or any
 * naming kiobuf vocabulary) fail it: the others come from the driver's
 * other 2.4 APIs, not from the port.
 */
/* one error of a compile, located, with what the judgement needs */
struct verr {
	char *path;
	unsigned line, col;
	char *key;		/* "error: ..." without its location */
	char *text;		/* the whole diagnostic line */
	int fatal;		/* the compile stopped there */
	int orig_has;		/* the original has the same error */
	int kio;		/* it names kiobuf vocabulary */
	int warn;		/* a warning (6.1: fails as an error does) */
};

/*
 * "path:L:C: error: ..." -> path, L, C; 0 when the line is no error.
 * A 6.1 port is built with the tree's Kbuild, whose warnings are the
 * kernel's own standard: a new one fails it too, so warnings count.
 */
static int locate(const char *p, size_t n, struct verr *e)
{
	const char *m = memmem(p, n, ": error: ", 9), *c;
	char *end;
	unsigned long v1, v2;

	e->fatal = e->warn = 0;
	if (!m) {
		m = memmem(p, n, ": fatal error: ", 15);
		e->fatal = m != NULL;
	}
	if (!m && target_get() == TARGET_61) {
		m = memmem(p, n, ": warning: ", 11);
		e->warn = m != NULL;
	}
	if (!m)
		return 0;
	/* the location is "path:L:C" or "path:L" before m */
	for (c = m; c > p && c[-1] != ':'; c--)
		;
	if (c <= p)
		return 0;
	v2 = strtoul(c, &end, 10);
	if (end != m)
		return 0;
	{
		const char *c1 = c - 1, *b;

		for (b = c1; b > p && b[-1] != ':'; b--)
			;
		v1 = b > p ? strtoul(b, &end, 10) : 0;
		if (b > p && end == c1) {
			e->path = xstrndup(p, (size_t)(b - 1 - p));
			e->line = (unsigned)v1;
			e->col = (unsigned)v2;
		} else {
			e->path = xstrndup(p, (size_t)(c1 - p));
			e->line = (unsigned)v2;
			e->col = 0;
		}
	}
	return 1;
}

/*
 * The errors of a port's log, each marked when the original's log (base)
 * has the same one: keys compared as a multiset, without locations.  The
 * original's kiobuf names are not read as their replacements: an error
 * that only the renaming makes the same (a 2.4 direct_IO prototype with
 * struct user_pages in it) is one the port kept, not one it inherits.
 */
/* a log's errors, indexed by where they stand (orig_error_at()) */
struct errlist {
	struct verr *v;
	size_t n;
	struct sorted_index at;	/* by line, then path */
};

static int err_at_cmp(const void *ctx, size_t a, size_t b)
{
	const struct verr *x = &((const struct verr *)ctx)[a];
	const struct verr *y = &((const struct verr *)ctx)[b];

	if (x->line != y->line)
		return x->line < y->line ? -1 : 1;
	return strcmp(x->path, y->path);
}

static int err_at_probe(const void *ctx, size_t a, const void *key)
{
	const struct verr *x = &((const struct verr *)ctx)[a];
	const struct verr *k = key;

	if (x->line != k->line)
		return x->line < k->line ? -1 : 1;
	return strcmp(x->path, k->path);
}

static void errors_of(const char *log, const char *base, struct errlist *el)
{
	struct keyset ks;
	size_t alloc = 0;
	const char *p = log;

	keyset_init(&ks, base, 0);
	el->v = NULL;
	el->n = 0;
	while (p && *p) {
		const char *eol = strchr(p, '\n');
		size_t len = eol ? (size_t)(eol - p) : strlen(p);
		struct verr e;

		memset(&e, 0, sizeof(e));
		if (locate(p, len, &e)) {
			e.key = diag_key(p, len);
			e.text = xstrndup(p, len);
			e.kio = diag_mentions_kiobuf(e.key);
			e.orig_has = keyset_take(&ks, e.key);
			if (el->n == alloc) {
				alloc = alloc ? 2 * alloc : 16;
				el->v = xrealloc(el->v, alloc * sizeof(*el->v));
			}
			el->v[el->n++] = e;
		}
		p = eol ? eol + 1 : NULL;
	}
	keyset_free(&ks);
	sorted_index_build(&el->at, el->n, err_at_cmp, el->v);
}

static void errors_free(struct errlist *el)
{
	size_t i;

	for (i = 0; i < el->n; i++) {
		free(el->v[i].path);
		free(el->v[i].key);
		free(el->v[i].text);
	}
	free(el->v);
	sorted_index_free(&el->at);
}

/*
 * The names the port brings in (the replacements of kiobuf names, the
 * helpers): an error naming one is the port's, wherever it stands.
 */
static pthread_once_t names_once = PTHREAD_ONCE_INIT;
static const char **names;

static void load_names(void)
{
	size_t n, i, k = 0, np;
	const struct vocab *t = vocab_table(&n);
	const char *const *pieces;

	fixup_load();
	pieces = fixup_piece_names(&np);

	names = xcalloc(4 * n + np + 1, sizeof(char *));
	for (i = 0; i < n; i++) {
		const char *r = t[i].replacement, *q;

		/* each identifier of the replacement text */
		while (r && *r) {
			while (*r && !ident_char(*r))
				r++;
			for (q = r; *q && ident_char(*q); q++)
				;
			if (q > r && ((size_t)(q - r) != 6 ||
				      strncmp(r, "struct", 6)) && k < 4 * n)
				names[k++] = xstrndup(r, (size_t)(q - r));
			r = q;
		}
	}
	for (i = 0; i < np; i++)
		names[k++] = pieces[i];
}

static const char *const *port_names(void)
{
	pthread_once(&names_once, load_names);
	return names;
}

/* does the original's log have an error at path:line? */
static int orig_error_at(const struct errlist *ov, const char *path,
			 unsigned line)
{
	struct verr key;
	size_t lo, hi;

	if (!line)
		return 0;
	key.line = line;
	key.path = (char *)path;
	sorted_index_range(&ov->at, err_at_probe, ov->v, &key, &lo, &hi);
	return lo < hi;
}

/*
 * Does the original have error e (of a port whose blame is b): the same
 * words, or any error on the line the port kept from it (a header the
 * port includes can change what gcc says of a line it left alone)?
 */
static int orig_has(const struct verr *e, const struct errlist *ov,
		    const struct blame *b)
{
	return e->orig_has ||
	       orig_error_at(ov, e->path, blame_orig_line(b, e->line));
}

/*
 * 6.1: a new warning on a line of the compiled file that the port kept
 * as the original has it is the driver's own, seen now that the port's
 * kiobuf code compiles (the original's errors there hid it: a pointer
 * printed with %x once page_address() has a type): not the port's
 * doing, and not counted.  Warnings on lines the port wrote, in other
 * files (the helper header) and modpost's count as errors do.
 */
static int kept_warning(const struct verr *e, const char *path,
			const struct blame *b)
{
	return e->warn && !strcmp(e->path, path) &&
	       !strstr(e->key, "modpost: ") &&
	       blame_orig_line(b, e->line);
}

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

/* does u's port convert anything (not only mark sites for a human) */
static int converts(const struct unit *u)
{
	size_t i;

	for (i = 0; u->out && i < u->sites.nr; i++)
		if (u->sites.v[i].state == STATE_CONVERTED)
			return 1;
	return 0;
}

/* is u compiled: a .c file the port converted code in, or one that
 * includes a header the port changed; a file put back whole (a timeout,
 * a crash) holds only markers and is not */
static int compiled(const struct run *r, const struct unit *u)
{
	return u->candidate && ends_with(u->path, ".c") && !u->generated &&
	       (converts(u) || includes_ported(r, u));
}

/*
 * The compile step of a port's validation: the port as it stands, with
 * its original when it has errors (validate_compile()); the judgement of
 * the diagnostics is the main thread's (judge_compile()), as it may
 * blame another unit's port (a header's).  Only units with todo[i] set.
 */
static void check_one(void *state, size_t i, void *data)
{
	struct check_ctx *cc = data;
	struct run *r = cc->r;
	struct unit *u = &r->units[i];
	struct validate_opts o = { NULL, 1, NULL, 0, NULL, NULL };
	struct vfile f;
	char *shadow, *slash;
	const char *text;
	size_t len;
	int st;

	(void)state;
	if (!cc->todo[i])
		return;
	if (!compiled(r, u)) {
		/* a later round refused all it converted: nothing to check */
		u->check = CHECK_NONE;
		return;
	}
	shadow = shadow_path(u->path);
	slash = strrchr(shadow, '/');
	*slash = '\0';
	o.shadow_dir = shadow;
	o.tree_flags = cc->tree_flags;
	o.kernel_dir = cc->kernel_dir;
	text = u->out ? u->out : u->buf;
	len = u->out ? u->out_len : u->len;
	vfile_init(&f, u->path, text, len, u->buf, u->len);
	/* the original is the same every round: compiled once */
	f.olog_known = u->vbase;
	st = validate_compile(&o, &f);
	free(u->vlog);
	u->vlog = strbuf_detach(&f.plog, NULL);
	if (!u->vbase && f.olog.len)
		u->vbase = strbuf_detach(&f.olog, NULL);
	u->errors = f.errors;
	u->check = st < 0 ? CHECK_SKIPPED : CHECK_PASSED;
	vfile_release(&f);
	free(shadow);
}

/*
 * The checks ran on the port, which is not written when they fail: say
 * the lines of the user's file instead ("file:L:C: ..." and "at line Q"),
 * through a diff of port and original.
 */
static char *lines_via(const char *path, const struct linediff *d,
		       const char *log);

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
static char *lines_via(const char *path, const struct linediff *dp,
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

static char *to_original_lines(const struct unit *u, const char *log)
{
	/* an unchanged file (includes_ported()): its lines are the user's,
	 * and a helper header has no original to speak of */
	if (!u->out || u->generated)
		return xstrdup(log);
	return lines_to_original(u->path, u->out, u->out_len, u->buf, u->len,
				 log);
}

/* "file:L:C: warning: msg" -> "L: warning: msg", the column dropped */
static char *finding_key(const char *line, size_t n)
{
	const char *c1 = memchr(line, ':', n), *c2, *c3;

	if (!c1 || !(c2 = memchr(c1 + 1, ':', n - (size_t)(c1 + 1 - line))) ||
	    !(c3 = memchr(c2 + 1, ':', n - (size_t)(c2 + 1 - line))))
		return xstrndup(line, n);
	return xasprintf("%.*s%.*s", (int)(c2 - c1), c1,
			 (int)(n - (size_t)(c3 - line)), c3);
}

/*
 * Does the port only carry over what the original already did wrong?
 * Each finding on the port (in the original's lines) must stand in the
 * original's findings under the 2.4 form of the checks.  Then the port is
 * no worse than the driver: the findings are shown, and it is written.
 */
int findings_inherited(const char *path, const char *port, size_t port_len,
		       const char *orig, size_t orig_len, const char *raw,
		       const char *log24)
{
	char *log = lines_to_original(path, port, port_len, orig, orig_len,
				      raw);
	const char *p = log;
	int all = 1, any = 0;

	while (p && *p && all) {
		const char *eol = strchr(p, '\n');
		size_t n = eol ? (size_t)(eol - p) : strlen(p);
		char *key = finding_key(p, n);
		const char *q = log24;
		int found = 0;

		while (q && *q && !found) {
			const char *e2 = strchr(q, '\n');
			size_t m = e2 ? (size_t)(e2 - q) : strlen(q);
			char *k2 = finding_key(q, m);

			found = !strcmp(key, k2);
			free(k2);
			q = e2 ? e2 + 1 : NULL;
		}
		all = found;
		any = 1;
		free(key);
		p = eol ? eol + 1 : NULL;
	}
	if (all && any)
		diag(path, 0, 0, SEV_WARNING, "the original has the same "
		     "problem; the port keeps it:\n%s", log);
	free(log);
	return all && any;
}

/*
 * Does a port pin, dirty or release pages itself?  The checks are about
 * nothing else, and spatch's analysis of a file costs; a port with none
 * of these names (block I/O through user_bio_rw(), say) has nothing for
 * them to find.
 */
static int pins_pages(const char *text, size_t len)
{
	static const char *const names[] = { "get_user_pages",
		"SetPageDirty", "set_page_dirty", "set_page_dirty_lock",
		"page_cache_release", "put_page", "release_pages",
		"user_pages_map", "user_pages_dirty", "page_vec_map",
		"page_vec_dirty", "pin_user_pages_fast", "unpin_user_pages",
		"unpin_user_pages_dirty_lock", "user_pages_map_longterm",
		NULL };

	return lex_has_ident(text, len, names);
}

void vfile_init(struct vfile *f, const char *path, const char *text,
		size_t len, const char *orig, size_t orig_len)
{
	memset(f, 0, sizeof(*f));
	f->path = path;
	f->text = text;
	f->len = len;
	f->orig = orig;
	f->orig_len = orig_len;
	{
		struct strbuf empty = STRBUF_INIT;

		f->log = empty;
		f->plog = empty;
		f->olog = empty;
	}
}

void vfile_release(struct vfile *f)
{
	strbuf_release(&f->log);
	strbuf_release(&f->plog);
	strbuf_release(&f->olog);
}

/* a temp copy of text named like path's file, for spatch */
static char *temp_copy(const char *kind, size_t i, const char *path,
		       const char *text, size_t len)
{
	const char *base = strrchr(path, '/');
	char *p;

	pthread_mutex_lock(&tmp_lock);
	p = xasprintf("%s/%s%lu-%zu/%s", tmpdir, kind, tmp_seq++, i,
		      base ? base + 1 : path);
	pthread_mutex_unlock(&tmp_lock);
	if (mkdir_parent(p) || write_file_private(p, text, len))
		die("cannot write to %s", tmpdir);
	return p;
}

void validate_semantic(struct vfile **v, size_t n, int jobs,
		       const struct sem_text *ctx, size_t nctx)
{
	char **files = xcalloc(n + 1, sizeof(char *));
	char **display = xcalloc(n + 1, sizeof(char *));
	size_t *which = xcalloc(n + 1, sizeof(size_t)), m = 0, i;
	struct strbuf *log;
	int *bad;

	struct sem_text *all = xcalloc(nctx + n + 1, sizeof(*all));
	size_t nall = 0;

	ensure_tmp();
	for (i = 0; i < nctx; i++)
		all[nall++] = ctx[i];
	for (i = 0; i < n; i++) {
		if (v[i]->failed || !pins_pages(v[i]->text, v[i]->len)) {
			/* not checked, but its functions may release pages */
			all[nall].path = v[i]->path;
			all[nall].text = v[i]->text;
			all[nall++].len = v[i]->len;
			continue;
		}
		files[m] = temp_copy("sem", i, v[i]->path, v[i]->text,
				     v[i]->len);
		display[m] = (char *)v[i]->path;
		which[m++] = i;
	}
	log = xcalloc(m + 1, sizeof(*log));
	bad = xcalloc(m + 1, sizeof(int));
	semcheck_files(RULES_CHECK, files, display, m, jobs, all, nall, log,
		       bad);
	free(all);
	/* the originals of the failures, under the 2.4 forms of the checks */
	{
		char **orig = xcalloc(m + 1, sizeof(char *));
		struct strbuf *log24 = xcalloc(m + 1, sizeof(*log24));
		int *bad24 = xcalloc(m + 1, sizeof(int));
		size_t no = 0, *oi = xcalloc(m + 1, sizeof(size_t));

		for (i = 0; i < m; i++)
			if (bad[i] && v[which[i]]->orig) {
				struct vfile *f = v[which[i]];

				oi[no] = i;
				orig[no++] = temp_copy("sem24-", i, f->path,
						       f->orig, f->orig_len);
			}
		semcheck_files(RULES_CHECK24, orig, NULL, no, jobs, NULL, 0,
			       log24, bad24);
		for (i = 0; i < no; i++) {
			struct vfile *f = v[which[oi[i]]];

			if (findings_inherited(f->path, f->text, f->len,
					       f->orig, f->orig_len,
					       log[oi[i]].buf, log24[i].buf)) {
				f->findings_kept = bad[oi[i]];
				bad[oi[i]] = 0;
			}
			strbuf_release(&log24[i]);
			unlink(orig[i]);
			free(orig[i]);
		}
		free(orig);
		free(log24);
		free(bad24);
		free(oi);
	}
	for (i = 0; i < m; i++) {
		struct vfile *f = v[which[i]];

		if (bad[i]) {
			f->failed = 1;
			strbuf_add(&f->log, log[i].buf, log[i].len);
		}
		strbuf_release(&log[i]);
		unlink(files[i]);
		free(files[i]);
	}
	free(log);
	free(bad);
	free(files);
	free(display);
	free(which);
}

/*
 * The run's other files, for what crosses files (a release function in
 * another .c file, a helper in a header): those of the directories of
 * the checked ones, as ported when they are.
 */
static void run_context(struct run *r, const char *in, struct sem_text **ctx,
			size_t *nctx, char ***owned, size_t *nowned)
{
	size_t i, j, nchk = 0;
	/* the checked units, few: a tree's every file asks about them */
	size_t *chk = xcalloc(r->nr + 1, sizeof(size_t));

	*ctx = xcalloc(r->nr + 1, sizeof(**ctx));
	*owned = xcalloc(r->nr + 1, sizeof(char *));
	*nctx = *nowned = 0;
	for (i = 0; i < r->nr; i++)
		if (in[i])
			chk[nchk++] = i;
	for (i = 0; i < r->nr; i++) {
		struct unit *u = &r->units[i];
		const char *slash = strrchr(u->path, '/');
		size_t dl = slash ? (size_t)(slash - u->path) : 0;
		char *buf;
		size_t len;

		if (in[i])
			continue;	/* checked itself */
		for (j = 0; j < nchk; j++) {
			const char *p = r->units[chk[j]].path;
			const char *ps = strrchr(p, '/');
			size_t pl = ps ? (size_t)(ps - p) : 0;

			if (pl == dl && !strncmp(p, u->path, dl))
				break;
		}
		if (j == nchk)
			continue;
		(*ctx)[*nctx].path = u->path;
		if (u->out) {
			(*ctx)[*nctx].text = u->out;
			(*ctx)[*nctx].len = u->out_len;
		} else if (u->buf) {
			(*ctx)[*nctx].text = u->buf;
			(*ctx)[*nctx].len = u->len;
		} else if (!u->failed && !read_file(u->path, &buf, &len)) {
			(*owned)[(*nowned)++] = buf;
			(*ctx)[*nctx].text = buf;
			(*ctx)[*nctx].len = len;
		} else {
			continue;
		}
		(*nctx)++;
	}
	free(chk);
}

/* the semantic checks of a set of ports (in[i]: unit i is checked) */
struct sem_batch {
	char *in;
	struct vfile *f, **v;
	size_t *which, n;
	struct sem_text *ctx;
	size_t nctx, nowned;
	char **owned;
	int jobs;
};

static void sem_prepare(struct run *r, char *in, struct sem_batch *b)
{
	size_t i;

	memset(b, 0, sizeof(*b));
	b->in = in;
	b->jobs = r->jobs;
	b->f = xcalloc(r->nr + 1, sizeof(*b->f));
	b->v = xcalloc(r->nr + 1, sizeof(*b->v));
	b->which = xcalloc(r->nr + 1, sizeof(size_t));
	for (i = 0; i < r->nr; i++) {
		struct unit *u = &r->units[i];

		if (!in[i])
			continue;
		vfile_init(&b->f[b->n], u->path, u->out, u->out_len, u->buf,
			   u->len);
		b->v[b->n] = &b->f[b->n];
		b->which[b->n++] = i;
	}
	run_context(r, in, &b->ctx, &b->nctx, &b->owned, &b->nowned);
}

static void sem_release(struct sem_batch *b)
{
	size_t i;

	for (i = 0; i < b->n; i++)
		vfile_release(&b->f[i]);
	for (i = 0; i < b->nowned; i++)
		free(b->owned[i]);
	free(b->owned);
	free(b->ctx);
	free(b->f);
	free(b->v);
	free(b->which);
	free(b->in);
}

static void *sem_run(void *arg)
{
	struct sem_batch *b = arg;

	validate_semantic(b->v, b->n, b->jobs, b->ctx, b->nctx);
	return NULL;
}

/*
 * The ported tree as a whole: a .c file must be compiled against the
 * ported versions of the driver's own headers, so every changed unit is
 * laid out under tmpdir/shadow/PATH and that directory searched first.
 */
static char *shadow_path(const char *path)
{
	return xasprintf("%s/shadow/%s", tmpdir, diff_path(path));
}

static void write_shadow(struct run *r)
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
			die("cannot write to %s", tmpdir);
		free(p);
	}
}

/* does u include h ("h.h" beside it)? */
static int includes(const struct unit *u, const struct unit *h)
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

static void hold_back_included(struct run *r)
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
				    !includes(u, h))
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
				    !includes(u, h))
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
static void headers_through_includers(struct run *r)
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

			if (u == h || !includes(u, h))
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
 * A file that reaches the kiobuf through the macros of a header whose
 * port was not written (held back, or its helper header failed) is not
 * ported either: it still expands the header's 2.4 macros.  Its sites
 * turn manual, as when its own port fails.
 */
static void macros_of_failed_headers(struct run *r)
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
					"produces kiobuf code here, and that "
					"file's port failed validation, so "
					"neither was written", why->macro,
					h->path);
	}
}

/*
 * What the judgement of the compiles and checks found, across rounds:
 * unfinished regions (their sites' verdict waits for the last round) and
 * files no site explains an error of, each with the unit whose compile
 * or check said so, dropped when that unit is compiled again.
 */
struct finding {
	size_t by;		/* the unit compiled */
	size_t unit;		/* the unit whose sites it concerns */
	unsigned line, col;	/* a site's, for unfinished */
	char *symbol;		/* a site's; NULL: the whole unit failed */
	char *why;
};

struct judged {
	struct finding *v;
	size_t nr;
	struct blame **bl;	/* per unit, built on first use, per round */
	struct linediff **ul;	/* per unit: port to user's lines, likewise */
	char *again;		/* per unit: refused sites, port it again */
};

static void finding_add(struct judged *j, size_t by, size_t unit,
			const struct site *s, char *why)
{
	struct finding *f;

	j->v = xrealloc(j->v, (j->nr + 1) * sizeof(*j->v));
	f = &j->v[j->nr++];
	f->by = by;
	f->unit = unit;
	f->line = s ? s->line : 0;
	f->col = s ? s->col : 0;
	f->symbol = s ? xstrdup(s->symbol) : NULL;
	f->why = why;
}

static void findings_drop_by(struct judged *j, const char *todo)
{
	size_t i, k = 0;

	for (i = 0; i < j->nr; i++) {
		if (todo[j->v[i].by] || todo[j->v[i].unit]) {
			free(j->v[i].symbol);
			free(j->v[i].why);
			continue;
		}
		j->v[k++] = j->v[i];
	}
	j->nr = k;
}

static struct blame *blame_of(struct run *r, struct judged *j, size_t k)
{
	struct unit *u = &r->units[k];

	if (!j->bl[k]) {
		j->bl[k] = xcalloc(1, sizeof(**j->bl));
		blame_init(j->bl[k], u->buf, u->len, u->out ? u->out : u->buf,
			   u->out ? u->out_len : u->len, &u->sites,
			   port_names());
	}
	return j->bl[k];
}

static void blames_release(struct run *r, struct judged *j)
{
	size_t k;

	for (k = 0; k < r->nr; k++) {
		if (j->bl[k]) {
			blame_release(j->bl[k]);
			free(j->bl[k]);
			j->bl[k] = NULL;
		}
		if (j->ul[k]) {
			linediff_free(j->ul[k]);
			free(j->ul[k]);
			j->ul[k] = NULL;
		}
	}
}

/* the unit of a path a diagnostic names: one of the run's, ported */
static size_t unit_of(const struct run *r, const char *path)
{
	size_t k;

	for (k = 0; k < r->nr; k++)
		if (!strcmp(r->units[k].path, path))
			return k;
	return (size_t)-1;
}

/* the diagnostic line as the user's file has it (the port's lines),
 * through unit k's diff, made once a round */
static char *in_user_lines(struct run *r, struct judged *j, size_t k,
			   const char *line)
{
	const struct unit *u = &r->units[k];
	char *l = xasprintf("%s\n", line), *m, *e;

	if (!j->ul[k]) {
		j->ul[k] = xcalloc(1, sizeof(**j->ul));
		linediff(j->ul[k], u->out ? u->out : u->buf,
			 u->out ? u->out_len : u->len, u->buf, u->len);
	}
	m = lines_via(u->path, j->ul[k], l);
	e = strchr(m, '\n');
	free(l);
	if (e)
		*e = '\0';
	return m;
}

/*
 * Refuse the sites of region rg of unit k: they are ported again left
 * alone, manual with why.  Returns how many were new.
 */
static size_t refuse_region(struct run *r, struct judged *j, size_t k,
			    const struct region *rg, const char *why)
{
	struct unit *u = &r->units[k];
	struct blame *b = blame_of(r, j, k);
	size_t i, n = 0, ns;
	const size_t *in = blame_region_sites(b, rg, &ns);

	for (i = 0; i < ns; i++) {
		const struct site *s = &u->sites.v[in[i]];
		struct refusal *f;

		if (s->kind == KIND_GUARDED ||
		    s->state == STATE_MANUAL || s->state == STATE_REMOVED)
			continue;
		u->refused = xrealloc(u->refused,
				      (u->nrefused + 1) * sizeof(*u->refused));
		f = &u->refused[u->nrefused++];
		f->line = s->line;
		f->col = s->col;
		f->symbol = xstrdup(s->symbol);
		f->why = xstrdup(why);
		n++;
		if (getenv("ZCPORT_DEBUG"))
			fprintf(stderr, "zcport: debug: %s:%u:%u: refused: %s\n",
				u->path, s->line, s->col, why);
	}
	if (n)
		j->again[k] = 1;
	return n;
}

static const char *region_label(const struct region *rg, char *buf,
				size_t n)
{
	if (rg->kind == REGION_FUNCTION && *rg->name)
		snprintf(buf, n, "%s()", rg->name);
	else if (*rg->name)
		snprintf(buf, n, "the declaration of %s", rg->name);
	else
		snprintf(buf, n, "the declaration at line %u", rg->first);
	return buf;
}

/* the judgement of unit c's compile (blame.h) */
static void judge_compile(struct run *r, struct judged *j, size_t c)
{
	struct unit *u = &r->units[c];
	struct errlist el, ol;
	size_t i;

	errors_of(u->vlog, u->vbase, &el);
	errors_of(u->vbase, NULL, &ol);
	u->inherited_errors = 0;
	for (i = 0; i < el.n; i++) {
		struct verr *e = &el.v[i];
		size_t k = e->fatal ? (size_t)-1 : unit_of(r, e->path);
		struct blame_result res = { BLAME_FILE, NULL, NULL };
		char label[160], *at;
		const size_t *in;
		size_t ns;

		if (k != (size_t)-1 && (k == c || r->units[k].out)) {
			struct blame *bl = blame_of(r, j, k);

			if (k == c && kept_warning(e, u->path, bl))
				continue;
			res = blame_error(bl, e->line, e->col, e->key,
					  orig_has(e, &ol, bl), e->kio);
		}
		else if (!e->fatal && e->orig_has && !e->kio)
			res.cls = BLAME_INHERITED;
		switch (res.cls) {
		case BLAME_INHERITED:
			/* the original's warnings are no errors it has */
			u->inherited_errors += !e->warn;
			break;
		case BLAME_HELD:
			break;
		case BLAME_UNFINISHED:
			at = in_user_lines(r, j, k, e->text);
			in = blame_region_sites(j->bl[k], res.region, &ns);
			for (size_t s = 0; s < ns; s++) {
				const struct site *st =
					&r->units[k].sites.v[in[s]];

				if (st->state != STATE_CONVERTED)
					continue;
				finding_add(j, c, k, st, xasprintf(
					"%s does not compile against %s yet, "
					"for an error the original has too "
					"(its other 2.4 APIs): %s; the port of "
					"its kiobuf code is in place, the rest "
					"is for a human",
					region_label(res.at ? res.at :
						     res.region, label,
						     sizeof(label)),
					target_name(-1), at));
			}
			free(at);
			break;
		case BLAME_PORT:
			at = in_user_lines(r, j, k, e->text);
			{
				char *why = xasprintf("the port of %s did not "
					"compile against %s, so it was left as "
					"it was: %s", region_label(res.at ?
					res.at : res.region, label,
					sizeof(label)), target_name(-1), at);

				if (!refuse_region(r, j, k, res.region, why))
					finding_add(j, c, c, NULL,
						    xstrdup(e->text));
				free(why);
			}
			free(at);
			break;
		case BLAME_FILE:
			finding_add(j, c, c, NULL, xstrdup(e->text));
			break;
		}
	}
	errors_free(&el);
	errors_free(&ol);
}

/* does a unit of the directory of path have todo set? */
static int dir_todo(const struct run *r, const char *todo, const char *path)
{
	size_t i;

	for (i = 0; i < r->nr; i++)
		if (todo[i] && same_dir(r->units[i].path, path))
			return 1;
	return 0;
}

/*
 * The semantic checks of the ports compiled this round: a finding in
 * code the port wrote refuses that code's sites; one in code it did not
 * touch refuses nothing (it is shown).  A helper header's findings fail
 * the files of its directory (helperhdr_failed()).
 */
static void judge_semantic(struct run *r, struct judged *j, const char *todo)
{
	struct sem_batch b;
	char *in = xcalloc(r->nr + 1, 1);
	size_t i, k;

	for (i = 0; i < r->nr; i++) {
		const struct unit *u = &r->units[i];

		in[i] = (char)(u->out && (todo[i] || (u->generated &&
				dir_todo(r, todo, u->path))) &&
			       (u->check == CHECK_PASSED || u->generated));
	}
	sem_prepare(r, in, &b);
	sem_run(&b);
	for (k = 0; k < b.n; k++) {
		struct vfile *f = &b.f[k];
		size_t c = b.which[k];
		struct unit *u = &r->units[c];
		const char *p = f->log.buf;

		if (!f->failed)
			continue;
		if (u->generated) {
			u->check = CHECK_FAILED;
			free(u->check_log);
			u->check_log = xstrdup(p ? p : "");
			continue;
		}
		while (p && *p) {
			const char *eol = strchr(p, '\n');
			size_t n = eol ? (size_t)(eol - p) : strlen(p);
			char *line = xstrndup(p, n), *at;
			struct verr e;
			const struct region *rg;
			struct blame *bl = blame_of(r, j, c);

			memset(&e, 0, sizeof(e));
			/* findings are warnings: locate by hand */
			if (!strncmp(line, u->path, strlen(u->path)) &&
			    line[strlen(u->path)] == ':') {
				e.line = (unsigned)atoi(line +
							strlen(u->path) + 1);
				rg = bl->rg.unreliable ? &bl->whole :
				     region_at(&bl->rg, e.line);
				if (rg && blame_touched(bl, rg)) {
					struct blame_result res;

					res = blame_error(bl, e.line, 0,
							  "warning: finding",
							  0, 1);
					if (res.cls == BLAME_PORT) {
						char label[160];
						char *why;

						at = in_user_lines(r, j, c,
								   line);
						why = xasprintf("the port of %s "
							"failed a semantic "
							"check, so it was left "
							"as it was: %s",
							region_label(res.region,
							label, sizeof(label)),
							at);
						if (!refuse_region(r, j, c,
							res.region, why))
							finding_add(j, c, c,
								NULL,
								xstrdup(line));
						free(why);
						free(at);
					}
				}
			}
			free(line);
			p = eol ? eol + 1 : NULL;
		}
	}
	sem_release(&b);
}
/* the units compiled again after some were ported again: those, and
 * the .c files that include one of them */
static void next_todo(struct run *r, const char *again, char *todo)
{
	size_t i, k;

	memset(todo, 0, r->nr);
	for (i = 0; i < r->nr; i++) {
		if (!again[i])
			continue;
		todo[i] = 1;
		for (k = 0; k < r->nr; k++)
			if (k != i && includes(&r->units[k], &r->units[i]))
				todo[k] = 1;
	}
}

/* the last verdicts: unfinished sites, and files no site explains */
static void settle_findings(struct run *r, struct judged *j)
{
	size_t i, s;

	for (i = 0; i < j->nr; i++) {
		const struct finding *f = &j->v[i];
		struct unit *u = &r->units[f->unit];

		if (!f->symbol) {
			if (u->check != CHECK_FAILED) {
				u->check = CHECK_FAILED;
				free(u->check_log);
				u->check_log = NULL;
			}
			{
				char *l = xasprintf("%s\n", f->why);
				char *o = u->check_log ? xasprintf("%s%s",
					  u->check_log, l) : xstrdup(l);

				free(u->check_log);
				u->check_log = o;
				free(l);
			}
			continue;
		}
		for (s = 0; s < u->sites.nr; s++) {
			struct site *st = &u->sites.v[s];

			if (st->line == f->line && st->col == f->col &&
			    !strcmp(st->symbol, f->symbol) &&
			    st->state == STATE_CONVERTED)
				verdict_manual(st, EV_VALIDATION, "unfinished",
					       "%s", f->why);
		}
	}
	/* a file no site explains an error of is not written */
	for (i = 0; i < r->nr; i++) {
		struct unit *u = &r->units[i];
		char *lines, *first, *e;

		if (u->check != CHECK_FAILED || u->generated || !u->check_log)
			continue;
		lines = to_original_lines(u, u->check_log);
		free(u->check_log);
		u->check_log = lines;
		first = xstrdup(lines);
		if ((e = strchr(first, '\n')))
			*e = '\0';
		for (s = 0; s < u->sites.nr; s++)
			if (u->sites.v[s].state != STATE_GUARDED)
				verdict_manual(&u->sites.v[s], EV_VALIDATION,
					"validation", "the port did not compile "
					"against the %s headers, and no site "
					"explains it, so it was not written: %s",
					target_name(-1), first);
		free(first);
	}
}

/* the file's state: all converted and clean, or partly ported */
static void settle_checks(struct run *r)
{
	size_t i, s;

	for (i = 0; i < r->nr; i++) {
		struct unit *u = &r->units[i];

		if (u->check != CHECK_PASSED || u->generated)
			continue;
		for (s = 0; s < u->sites.nr; s++)
			if (u->sites.v[s].state == STATE_MANUAL)
				u->check = CHECK_PARTIAL;
	}
}

#define MAX_ROUNDS 4

void validate_ports(struct run *r, const struct argv_list *tree_flags,
		    const char *kernel_dir,
		    int (*port_again)(struct run *, const char *))
{
	struct check_ctx cc = { r, tree_flags, kernel_dir, NULL };
	struct judged j;
	char *todo;
	size_t i, nr = r->nr;
	int round, any;

	ensure_tmp();
	memset(&j, 0, sizeof(j));
	todo = xcalloc(nr + 1, 1);
	for (i = 0; i < nr; i++)
		todo[i] = (char)compiled(r, &r->units[i]);
	for (round = 0; ; round++) {
		/* a Ctrl-C exits only once the compiles are done (runtmp.h) */
		write_shadow(r);
		cc.todo = todo;
		runtmp_defer(1);
		run_parallel(r->nr, r->jobs, &cc, NULL, check_one, NULL);
		runtmp_defer(0);
		runtmp_check();
		timing_mark("compiled");
		j.bl = xcalloc(r->nr + 1, sizeof(*j.bl));
		j.ul = xcalloc(r->nr + 1, sizeof(*j.ul));
		j.again = xcalloc(r->nr + 1, 1);
		findings_drop_by(&j, todo);
		for (i = 0; i < r->nr; i++)
			if (todo[i] && compiled(r, &r->units[i]) &&
			    r->units[i].check != CHECK_SKIPPED)
				judge_compile(r, &j, i);
		for (i = any = 0; i < r->nr; i++)
			any |= j.again[i];
		timing_mark("judged the compiles");
		if (!any)
			judge_semantic(r, &j, todo);
		timing_mark("semantic checks");
		blames_release(r, &j);
		free(j.bl);
		free(j.ul);
		for (i = any = 0; i < r->nr; i++)
			any |= j.again[i];
		if (!any || round + 1 >= MAX_ROUNDS) {
			/* out of rounds: what is still refused fails whole */
			for (i = 0; any && i < r->nr; i++)
				if (j.again[i])
					finding_add(&j, i, i, NULL, xstrdup(
						"the port kept failing after "
						"its failing functions were "
						"left alone"));
			free(j.again);
			break;
		}
		if (port_again(r, j.again) || r->nr != nr) {
			/* a helper header appeared: indices moved */
			free(j.again);
			break;
		}
		timing_mark("ported again");
		next_todo(r, j.again, todo);
		free(j.again);
	}
	settle_findings(r, &j);
	/* the unfinished sites' markers (the fixups ran before them) */
	for (i = 0; i < r->nr; i++) {
		struct unit *u = &r->units[i];
		size_t s, len;
		char *marked;

		for (s = 0; u->out && s < u->sites.nr; s++)
			if (u->sites.v[s].state == STATE_MANUAL &&
			    !strcmp(u->sites.v[s].reason_code, "unfinished"))
				break;
		if (!u->out || s == u->sites.nr)
			continue;
		marked = fixup_mark(u->buf, u->len, u->out, u->out_len,
				    &u->sites, "unfinished", &len);
		free(u->out);
		u->out = marked;
		u->out_len = len;
	}
	for (i = 0; i < j.nr; i++) {
		free(j.v[i].symbol);
		free(j.v[i].why);
	}
	free(j.v);
	free(todo);
	timing_mark("settled findings");
	helperhdr_checked(r);
	helperhdr_failed(r);
	hold_back_included(r);
	macros_of_failed_headers(r);
	headers_through_includers(r);
	settle_checks(r);
	for (i = 0; i < r->nr; i++)
		if (r->units[i].check == CHECK_FAILED)
			fputs(r->units[i].check_log ? r->units[i].check_log :
			      "", stderr);
}
