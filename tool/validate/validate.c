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
#include "diag.h"
#include "guard.h"
#include "parallel.h"
#include "runcmd.h"
#include "runtmp.h"
#include "rules.h"
#include "semcheck.h"
#include "target.h"
#include "util.h"
#include "tokscan.h"
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
	const struct vocab *tab;
	size_t n, i;
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
	tab = vocab_table(&n);
	strbuf_addstr(&sb, "/* zcport: every 2.4 kiobuf name is an error */\n");
	for (i = 0; i < n; i++)
		/* not the tag: a variable may be named kiobuf (tag check
		 * below) */
		if (tab[i].cls == VOC_FUNCTION || tab[i].cls == VOC_CONSTANT)
			strbuf_addf(&sb, "#pragma GCC poison %s\n", tab[i].name);
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
			   const char *dir)
{
	if (o->poison) {
		argv_push(a, "-include");
		argv_push(a, poison_h);
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
		       const char *file, const char *path)
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
	push_own_flags(a, o, dir);
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
	push_own_flags(a, o, dir);
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

int validate_text(const struct validate_opts *o, const char *path,
		  const char *text, size_t len, struct strbuf *log)
{
	char *stubs = NULL;
	int nstubs = 0, tags = o->poison ? leftover_tag(path, text, len,
							 log) : 0;
	struct argv_list a = ARGV_INIT;
	struct strbuf src = STRBUF_INIT, err = STRBUF_INIT;
	struct strbuf stood_in = STRBUF_INIT;
	char *dir = xstrdup(path), *slash = strrchr(dir, '/'), *tmpfile;
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
	if (kbuild) {
		stubs = xasprintf("%s/stubs%lu", tmpdir, seq);
		if (mkdir_p(stubs))
			die("cannot write to %s", tmpdir);
		modbuild_stand_ins(stubs, text, len, dir, o->shadow_dir);
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
			build_argv(&a, o, dir, hdr, stubs, tmpfile, path);
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
		/* an empty stand-in, so the rest of the file is checked */
		if (!stubs)
			stubs = xasprintf("%s/stubs%lu", tmpdir, seq);
		{
			char *p = xasprintf("%s/%s", stubs, missing);

			if (mkdir_parent(p) || write_file_private(p, "", 0))
				die("cannot write %s", p);
			free(p);
		}
		free(missing);
		nstubs++;
	}
	if (stubs) {
		remove_tree(stubs);
		free(stubs);
	}
	unlink(tmpfile);
	free(tmpfile);
	free(dir);
	free(hdr);
	strbuf_release(&src);
	if (st == RUN_NOEXEC) {
		strbuf_release(&err);
		strbuf_release(&stood_in);
		return -1;
	}
	if (kbuild)
		modbuild_stood_in(path, text, len, err.buf ? err.buf : "",
				  &stood_in);
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

static int ident_char(char c);

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
			build_argv(&a, &shown, dir, hdr, NULL, path, path);
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
 * The first "file:line:col: error: ..." line of a gcc log, else its
 * first warning (a 6.1 port fails on a new warning too)
 */
static char *first_error(const char *log)
{
	static const char *const what[] = { "error: ", "warning: " };
	const char *p, *e;
	int k;

	for (k = 0; k < 2; k++)
		for (p = log; p && *p; ) {
			const char *eol = strchr(p, '\n');
			size_t n = eol ? (size_t)(eol - p) : strlen(p);

			e = memmem(p, n, what[k], strlen(what[k]));
			if (e)
				return xstrndup(p, n);
			p = eol ? eol + 1 : NULL;
		}
	return xstrdup("gcc failed without an error line");
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
	size_t n = 0;
	const char *p = log;

	*keys = NULL;
	while (p && *p) {
		const char *eol = strchr(p, '\n');
		size_t len = eol ? (size_t)(eol - p) : strlen(p);
		char *k = diag_key(p, len);

		if (k) {
			*keys = xrealloc(*keys, (n + 1) * sizeof(char *));
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

/*
 * The diagnostics of log that base does not have (multiset, ignoring
 * file and line): errors and anything naming kiobuf vocabulary count,
 * new warnings do not.  Their whole lines go to *fresh; *inherited gets
 * the number of errors base excused.  Returns the count of new ones.
 */
static size_t diag_new_ex(const char *log, const char *base,
			  size_t *inherited, struct strbuf *fresh,
			  int warnings_count);

size_t diag_new(const char *log, const char *base, size_t *inherited,
		struct strbuf *fresh)
{
	return diag_new_ex(log, base, inherited, fresh, 0);
}

/* warnings_count: a new warning fails too (a Kbuild build, 6.1) */
static size_t diag_new_ex(const char *log, const char *base,
			  size_t *inherited, struct strbuf *fresh,
			  int warnings_count)
{
	char **bk = NULL;
	size_t nb = diag_keys(base, &bk), b, nnew = 0;
	const char *p = log;

	diag_rename_keys(bk, nb);
	*inherited = 0;
	while (p && *p) {
		const char *eol = strchr(p, '\n');
		size_t len = eol ? (size_t)(eol - p) : strlen(p);
		char *k = diag_key(p, len);
		int old = 0;

		for (b = 0; k && b < nb && !old; b++)
			if (bk[b] && !strcmp(k, bk[b])) {
				free(bk[b]);
				bk[b] = NULL;
				old = 1;
			}
		/* a fatal error (a header the tree's own headers cannot
		 * find) stops the compile: nothing after it was checked */
		if (k && !diag_mentions_kiobuf(k) &&
		    strncmp(k, "fatal error: ", 13) &&
		    (old || (!warnings_count && !strncmp(k, "warning: ", 9)))) {
			*inherited += old && !strncmp(k, "error: ", 7);
		} else if (k) {
			nnew++;
			strbuf_add(fresh, p, len);
			strbuf_addch(fresh, '\n');
		}
		free(k);
		p = eol ? eol + 1 : NULL;
	}
	for (b = 0; b < nb; b++)
		free(bk[b]);
	free(bk);
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
};

/*
 * The one compile step of validation, for port and check alike: the
 * port is compiled; when that fails and its original is known, both are
 * compiled again under the same headers, a header neither has getting
 * an empty stand-in, and only errors the original does not have (or any
 * naming kiobuf vocabulary) fail it: the others come from the driver's
 * other 2.4 APIs, not from the port.
 */
/*
 * 6.1: a new gcc warning on a line of the file that the port left as the
 * original has it is the driver's own, seen now that the port's kiobuf
 * code compiles (the original's errors there hid it: a pointer printed
 * with %x once page_address() has a type): not the port's doing.  Such
 * lines are dropped from fresh; returns how many.  Warnings on lines the
 * port wrote, in other files (the helper header) and modpost's count.
 */
static size_t excuse_kept_warnings(const struct vfile *f, struct strbuf *fresh)
{
	struct strbuf keep = STRBUF_INIT;
	struct linediff d;
	size_t plen = strlen(f->path), n = 0;
	const char *p = fresh->buf;

	linediff(&d, f->text, f->len, f->orig, f->orig_len);
	while (p && *p) {
		const char *eol = strchr(p, '\n');
		size_t len = eol ? (size_t)(eol - p) + 1 : strlen(p);
		unsigned long l = 0;

		if (!strncmp(p, f->path, plen) && p[plen] == ':' &&
		    memmem(p, len, ": warning: ", 11) &&
		    !memmem(p, len, "modpost: ", 9))
			l = strtoul(p + plen + 1, NULL, 10);
		if (l >= 1 && l <= d.na && d.map[l - 1])
			n++;
		else
			strbuf_add(&keep, p, len);
		p += len;
	}
	linediff_free(&d);
	strbuf_reset(fresh);
	if (keep.len)
		strbuf_add(fresh, keep.buf, keep.len);
	strbuf_release(&keep);
	return n;
}

int validate_compile(const struct validate_opts *opts, struct vfile *f)
{
	struct validate_opts o = *opts;
	struct strbuf log = STRBUF_INIT;
	int st, kbuild = target_get() == TARGET_61 && opts->kernel_dir;

	o.stub_missing = 0;
	f->inherited = 0;
	st = validate_text(&o, f->path, f->text, f->len, &log);
	/*
	 * A Kbuild build (6.1) that succeeded with warnings fails unless
	 * the original has every one of them: the port adds no warning.
	 */
	if (kbuild && !st && log.buf && strstr(log.buf, ": warning: "))
		st = 1;
	if (st > 0 && f->orig) {
		struct strbuf plog = STRBUF_INIT, base = STRBUF_INIT;
		struct strbuf fresh = STRBUF_INIT;
		size_t inherited, nnew = 1;

		o.stub_missing = 1;
		/*
		 * Stand-ins change a compile only when it stopped at a
		 * header found nowhere (a fatal error); otherwise the port's
		 * compile with them is the one just done.
		 */
		if (log.buf && !strstr(log.buf, "fatal error: "))
			strbuf_add(&plog, log.buf, log.len);
		if ((plog.len || validate_text(&o, f->path, f->text, f->len,
					       &plog) >= 0) &&
		    validate_text(&o, f->path, f->orig, f->orig_len,
				  &base) >= 0) {
			nnew = diag_new_ex(plog.buf ? plog.buf : "",
					   base.buf ? base.buf : "", &inherited,
					   &fresh, kbuild);
			if (kbuild)
				nnew -= excuse_kept_warnings(f, &fresh);
		}
		if (!nnew) {
			st = 0;
			f->inherited = inherited;
		} else if (fresh.len) {
			strbuf_reset(&log);
			strbuf_add(&log, fresh.buf, fresh.len);
		}
		strbuf_release(&plog);
		strbuf_release(&base);
		strbuf_release(&fresh);
	}
	if (st > 0)
		strbuf_add(&f->log, log.buf ? log.buf : "", log.len);
	strbuf_release(&log);
	f->failed = st > 0;
	return st;
}

static void check_one(void *state, size_t i, void *data)
{
	struct check_ctx *cc = data;
	struct run *r = cc->r;
	struct unit *u = &r->units[i];
	struct validate_opts o = { NULL, 1, NULL, 0, NULL, NULL };
	struct vfile f;
	char *shadow = shadow_path(u->path), *slash = strrchr(shadow, '/');
	const char *text;
	size_t j, len;
	int st;

	(void)state;
	*slash = '\0';
	o.shadow_dir = shadow;
	o.tree_flags = cc->tree_flags;
	o.kernel_dir = cc->kernel_dir;
	if (!u->candidate || (!u->out && !includes_ported(r, u)))
		goto out;
	text = u->out ? u->out : u->buf;
	len = u->out ? u->out_len : u->len;
	for (j = 0; j < u->sites.nr; j++)
		if (u->sites.v[j].state == STATE_MANUAL) {
			u->check = CHECK_SKIPPED;
			goto out;
		}
	/* a header is checked through the .c files that include it */
	if (ends_with(u->path, ".h")) {
		u->check = CHECK_SKIPPED;
		goto out;
	}
	vfile_init(&f, u->path, text, len, u->buf, u->len);
	st = validate_compile(&o, &f);
	u->inherited_errors = f.inherited;
	if (st < 0) {
		u->check = CHECK_SKIPPED;
	} else if (st == 0) {
		u->check = CHECK_PASSED;
	} else {
		char *first;

		/* the port is not written: speak of the user's lines */
		u->check_log = to_original_lines(u, f.log.buf ? f.log.buf : "");
		first = first_error(u->check_log);
		u->check = CHECK_FAILED;
		for (j = 0; j < u->sites.nr; j++)
			if (u->sites.v[j].state != STATE_GUARDED)
				verdict_manual(&u->sites.v[j], EV_VALIDATION,
					"validation", "the port did not compile against the "
					"%s headers, so it was not written: %s",
					target_name(-1), first);
		free(first);
	}
	vfile_release(&f);
out:
	free(shadow);
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
	struct strbuf out = STRBUF_INIT;
	size_t plen = strlen(path);
	const char *p = log;

	linediff(&d, port, port_len, orig, orig_len);
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
	linediff_free(&d);
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

/* fail a unit that compiled, with its first semantic warning */
static void fail_semantic(struct unit *u, const char *raw)
{
	char *log = to_original_lines(u, raw);
	const char *eol = strchr(log, '\n');
	char *first = xstrndup(log, eol ? (size_t)(eol - log) : strlen(log));
	size_t j;

	u->check = CHECK_FAILED;
	u->check_log = log;
	for (j = 0; j < u->sites.nr; j++)
		if (u->sites.v[j].state != STATE_GUARDED)
			verdict_manual(&u->sites.v[j], EV_VALIDATION,
					"validation", "the port failed a semantic check, so "
					"it was not written: %s", first);
	free(first);
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
	}
}

void vfile_release(struct vfile *f)
{
	strbuf_release(&f->log);
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
	size_t i, j;

	*ctx = xcalloc(r->nr + 1, sizeof(**ctx));
	*owned = xcalloc(r->nr + 1, sizeof(char *));
	*nctx = *nowned = 0;
	for (i = 0; i < r->nr; i++) {
		struct unit *u = &r->units[i];
		const char *slash = strrchr(u->path, '/');
		size_t dl = slash ? (size_t)(slash - u->path) : 0;
		char *buf;
		size_t len;

		if (in[i])
			continue;	/* checked itself */
		for (j = 0; j < r->nr; j++) {
			const char *p = r->units[j].path;
			const char *ps = strrchr(p, '/');
			size_t pl = ps ? (size_t)(ps - p) : 0;

			if (in[j] && pl == dl && !strncmp(p, u->path, dl))
				break;
		}
		if (j == r->nr)
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

/* sem_run() in a thread of its own: it never exits the process */
static void *sem_run_beside(void *arg)
{
	runtmp_defer(1);
	return sem_run(arg);
}

/* the ports checked: those that compiled (an unchanged file that
 * includes a ported header is checked through that header) */
static int sem_checked(const struct unit *u)
{
	return u->check == CHECK_PASSED && u->out;
}

/*
 * Before the compiles: the ports that may compile (check_one() would
 * compile them), and the helper headers of their directories.
 */
static int sem_may_pass(const struct run *r, const struct unit *u)
{
	size_t j;

	if (!u->out)
		return 0;
	if (u->generated) {
		for (j = 0; j < r->nr; j++)
			if (&r->units[j] != u && !r->units[j].generated &&
			    same_dir(r->units[j].path, u->path) &&
			    sem_may_pass(r, &r->units[j]))
				return 1;
		return 0;
	}
	if (!u->candidate || ends_with(u->path, ".h"))
		return 0;
	for (j = 0; j < u->sites.nr; j++)
		if (u->sites.v[j].state == STATE_MANUAL)
			return 0;
	return 1;
}

/* does a checked unit of in stand in the directory of path? */
static int dir_checked(const struct run *r, const char *in, const char *path)
{
	size_t i;

	for (i = 0; i < r->nr; i++)
		if (in[i] && same_dir(r->units[i].path, path))
			return 1;
	return 0;
}

/*
 * The checks done while the compiles ran (spec) answer for the ports
 * that compiled when they looked at a superset of them and at the same
 * files around them: every directory with a port checked in spec has
 * one that compiled.  A port's findings depend only on itself and on
 * those files (the functions they release pages with), so they are
 * what checking after the compiles would find.  Else spec is dropped.
 */
static int spec_holds(const struct run *r, const struct sem_batch *spec,
		      const char *in)
{
	size_t i;

	for (i = 0; i < r->nr; i++) {
		if (in[i] && !spec->in[i])
			return 0;
		if (spec->in[i] && !dir_checked(r, in, r->units[i].path))
			return 0;
	}
	return 1;
}

/* run the semantic checks on every port that compiled */
static void semcheck_ports(struct run *r, struct sem_batch *spec)
{
	struct sem_batch b, *use = &b;
	char *in = xcalloc(r->nr + 1, 1);
	size_t i, k;

	for (i = 0; i < r->nr; i++)
		in[i] = (char)sem_checked(&r->units[i]);
	if (spec && spec_holds(r, spec, in)) {
		use = spec;
		free(in);
	} else {
		sem_prepare(r, in, &b);
		sem_run(&b);
	}
	for (k = 0; k < use->n; k++) {
		struct vfile *f = &use->f[k];

		if (f->failed && sem_checked(&r->units[use->which[k]]))
			fail_semantic(&r->units[use->which[k]],
				      f->log.buf ? f->log.buf : "");
	}
	if (use == &b)
		sem_release(&b);
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
 * includes it is: otherwise the tree would mix a 2.6 header with a 2.4
 * file that uses it, and build with neither kernel.
 */
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

				if (u == h || u->check != CHECK_FAILED ||
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
							"failed validation, so "
							"neither was written",
							u->path);
				changed = 1;
				break;
			}
		}
	}
}

/*
 * A header is compiled as part of the files that include it: when every
 * includer in the run was validated, so was the header.
 */
static void headers_through_includers(struct run *r)
{
	size_t i, j;

	for (i = 0; i < r->nr; i++) {
		struct unit *h = &r->units[i];
		int includers = 0, passed = 0;

		if (!h->out || h->check != CHECK_SKIPPED ||
		    !ends_with(h->path, ".h"))
			continue;
		for (j = 0; j < h->sites.nr; j++)
			if (h->sites.v[j].state == STATE_MANUAL)
				break;
		if (j < h->sites.nr)
			continue;
		for (j = 0; j < r->nr; j++) {
			const struct unit *u = &r->units[j];

			if (u == h || !includes(u, h))
				continue;
			includers++;
			passed += u->check == CHECK_PASSED;
		}
		if (includers && passed == includers)
			h->check = CHECK_PASSED;
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

void validate_ports(struct run *r, const struct argv_list *tree_flags,
		    const char *kernel_dir)
{
	struct check_ctx cc = { r, tree_flags, kernel_dir };
	size_t i;

	struct sem_batch spec;
	pthread_t th;
	char *in;
	int started;

	ensure_tmp();
	write_shadow(r);
	/*
	 * The semantic checks of the ports that may compile run beside the
	 * compiles (their spatch spends most of its time starting); when
	 * the compiles bear the guess out, that is the answer.
	 */
	in = xcalloc(r->nr + 1, 1);
	for (i = 0; i < r->nr; i++)
		in[i] = (char)sem_may_pass(r, &r->units[i]);
	sem_prepare(r, in, &spec);
	started = !pthread_create(&th, NULL, sem_run_beside, &spec);
	/* a Ctrl-C exits only once both are done (runtmp.h) */
	runtmp_defer(1);
	run_parallel(r->nr, r->jobs, &cc, NULL, check_one, NULL);
	if (started)
		pthread_join(th, NULL);
	runtmp_defer(0);
	runtmp_check();
	helperhdr_checked(r);
	semcheck_ports(r, started ? &spec : NULL);
	sem_release(&spec);
	helperhdr_failed(r);
	hold_back_included(r);
	macros_of_failed_headers(r);
	headers_through_includers(r);
	for (i = 0; i < r->nr; i++)
		if (r->units[i].check == CHECK_FAILED)
			fputs(r->units[i].check_log ? r->units[i].check_log :
			      "", stderr);
}
