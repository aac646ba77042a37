/* compile: see compile.h (and validate.h) for the contract. */
#include <errno.h>
#include <stdio.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "compile.h"
#include "datadir.h"
#include "diag.h"
#include "diagkeys.h"
#include "guard.h"
#include "headerscan.h"
#include "kbuild.h"
#include "kerneltree.h"
#include "modbuild.h"
#include "poison.h"
#include "runcmd.h"
#include "target.h"
#include "tokscan.h"
#include "util.h"
#include "validate.h"
#include "vocab.h"

static pthread_mutex_t tmp_lock = PTHREAD_MUTEX_INITIALIZER;
static char *tmpdir;		/* per process, removed at exit */
static char *poison_h;
static unsigned long tmp_seq;

void validate_cleanup(void)
{
	if (tmpdir)
		remove_tree(tmpdir);
}

void vtmp_ensure(void)
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
	strbuf_addf(&sb, "/* zcport: every 2.4 %s name is an error */\n",
		    KIONAME(KIOBUF));
	poison_pragmas(&sb, NULL, NULL, 0);
	poison_h = xasprintf("%s/zcport-poison.h", tmpdir);
	if (write_file_private(poison_h, sb.buf, sb.len))
		die("cannot write %s", poison_h);
	strbuf_release(&sb);
	pthread_mutex_unlock(&tmp_lock);
}

const char *vtmp_dir(void)
{
	return tmpdir;
}

unsigned long vtmp_seq(void)
{
	unsigned long seq;

	pthread_mutex_lock(&tmp_lock);
	seq = tmp_seq++;
	pthread_mutex_unlock(&tmp_lock);
	return seq;
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
 * The 2.4 buffer's "struct TAG" left in code: the tag cannot be
 * poisoned alone (struct user_pages has a name of its own).  The
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
				strbuf_addf(log, "%s:%u:%u: error: struct %s "
					    "left in the port\n", path,
					    hits.v[i].line, hits.v[i].col,
					    KIONAME(KIOBUF));
			n++;
		}
	guard_free(&g);
	free(hits.v);
	return n;
}

/*
 * The poison list of a text that tests a macro of the API in an #if (the
 * 2.4 branch of dual-version code; poison.h): a header of its own, or
 * NULL for the run's.
 */
static char *own_poison(const char *path, const char *text, size_t len,
			unsigned long seq)
{
	struct strbuf sb = STRBUF_INIT;
	char *p = NULL;

	strbuf_addf(&sb, "/* zcport: every 2.4 %s name this file does "
		    "not test in an #if is an error */\n", KIONAME(KIOBUF));
	if (poison_pragmas(&sb, path, text, len)) {
		p = xasprintf("%s/poison%lu.h", tmpdir, seq);
		if (write_file_private(p, sb.buf, sb.len))
			die("cannot write to %s", tmpdir);
	}
	strbuf_release(&sb);
	return p;
}

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

/* one text's compile in the making: what validate_text()'s steps share */
struct vtext {
	const struct validate_opts *o;
	const char *path, *text;
	size_t len;
	int kbuild;		/* --target=6.1: a module built by Kbuild */
	unsigned long seq;	/* names this compile's temp files */
	char *dir;		/* the file's own directory */
	char *hdr;		/* the model's headers */
	struct strbuf src;	/* the text behind its line marker... */
	char *tmpfile;		/* ...and the file that holds it */
	char *poison;		/* the text's own poison header, or NULL */
	char *stubs;		/* the stand-ins' directory, or NULL */
	int nstubs, nfront;	/* stand-ins written, and up front */
	/* the headers stood in for up front, and where each is included */
	struct argv_list miss, where;
	struct strbuf err;	/* the last compile's output */
	struct strbuf stood_in;	/* the headers a real tree lacks, as errors */
};

/*
 * The text in a temp file of its own, behind a line marker that makes
 * gcc name the user's file and lines, and the poison list it needs
 */
static void vtext_open(struct vtext *v, const struct validate_opts *o,
		       const char *path, const char *text, size_t len)
{
	const struct strbuf empty = STRBUF_INIT;
	const struct argv_list none = ARGV_INIT;
	char *slash;
	const char *p;

	memset(v, 0, sizeof(*v));
	v->src = v->err = v->stood_in = empty;
	v->miss = v->where = none;
	v->o = o;
	v->path = path;
	v->text = text;
	v->len = len;
	v->dir = xstrdup(path);
	slash = strrchr(v->dir, '/');
	v->hdr = o->headers ? xstrdup(o->headers) :
		 datadir_path("headers/2.6");
	v->kbuild = target_get() == TARGET_61 && o->kernel_dir;

	vtmp_ensure();
	v->seq = vtmp_seq();
	if (slash)
		*slash = '\0';
	else
		strcpy(v->dir, ".");
	/* the line marker makes gcc name the user's file and lines (a
	 * quote or backslash in the name escaped, as gcc reads it) */
	strbuf_addstr(&v->src, "# 1 \"");
	for (p = path; *p; p++) {
		if (*p == '"' || *p == '\\')
			strbuf_addch(&v->src, '\\');
		strbuf_addch(&v->src, *p);
	}
	strbuf_addstr(&v->src, "\"\n");
	strbuf_add(&v->src, text, len);
	v->tmpfile = xasprintf("%s/%lu.c", tmpdir, v->seq);
	if (write_file_private(v->tmpfile, v->src.buf, v->src.len))
		die("cannot write to %s", tmpdir);
	v->poison = o->poison ? own_poison(path, text, len, v->seq) : NULL;
}

/* every temp file of the compile removed; err and stood_in kept */
static void vtext_close(struct vtext *v)
{
	argv_clear(&v->miss);
	argv_clear(&v->where);
	if (v->stubs) {
		remove_tree(v->stubs);
		free(v->stubs);
	}
	unlink(v->tmpfile);
	free(v->tmpfile);
	if (v->poison) {
		unlink(v->poison);
		free(v->poison);
	}
	free(v->dir);
	free(v->hdr);
	strbuf_release(&v->src);
}

/* the directory of the compile's stand-ins, made the first time */
static const char *stubs_dir(struct vtext *v)
{
	if (!v->stubs)
		v->stubs = xasprintf("%s/stubs%lu", tmpdir, v->seq);
	return v->stubs;
}

/*
 * The headers found nowhere, stood in for up front (one compile).
 * A Kbuild build always: it costs seconds, and its include
 * directories are the tree's Makefiles' business, so every header
 * but the driver's own gets a stand-in, searched last (-idirafter):
 * one is read only for a header nothing else has.
 */
static void plan_stand_ins(struct vtext *v)
{
	struct argv_list a = ARGV_INIT;
	int k, cap = v->kbuild ? 256 : 64;

	if (v->kbuild)
		kbuild_ccflags(&a, v->o, v->dir, NULL, v->path);
	else
		build_argv(&a, v->o, v->dir, v->hdr, NULL, v->tmpfile, v->path,
			   v->poison);
	{
		struct hscan hs = { &a, { v->o->kernel_dir, v->hdr },
				    &v->miss, &v->where, ARGV_INIT };

		missing_headers(&hs, v->text, v->len, v->dir, v->path, 0);
		argv_clear(&hs.seen);
	}
	argv_clear(&a);
	for (k = 0; k < v->miss.nr && v->nstubs < cap; k++) {
		write_stand_in(stubs_dir(v), v->miss.v[k], 1);
		v->nstubs++;
	}
	v->nfront = v->nstubs;
}

/* one compile, by gcc or by Kbuild; its output in v->err */
static int compile_once(struct vtext *v)
{
	struct argv_list a = ARGV_INIT;
	int st;

	strbuf_reset(&v->err);
	if (v->kbuild) {
		char *mdir = xasprintf("%s/mod%lu-%d", tmpdir, v->seq,
				       v->nstubs);

		kbuild_ccflags(&a, v->o, v->dir, v->stubs, v->path);
		st = modbuild_compile(v->o->kernel_dir, mdir, v->path,
				      v->src.buf, v->src.len, &a, &v->err);
		free(mdir);
	} else {
		build_argv(&a, v->o, v->dir, v->hdr, v->stubs, v->tmpfile,
			   v->path, v->poison);
		st = run_command(&a, NULL, NULL, &v->err, 60000);
	}
	argv_clear(&a);
	return st;
}

/*
 * A real tree is the truth: a header it lacks is an error, kept in the
 * log (the original including it too makes it inherited; keep: a log
 * is wanted); a stand-in only lets the rest of the file be checked.  A
 * header missing from inside the tree is not stood in for at all:
 * returns 0.
 */
static int tree_lacks(struct vtext *v, const char *line, int keep)
{
	if (!included_by_driver(line, v->o->kernel_dir))
		return 0;
	if (keep) {
		char *f = strstr(line, ": fatal error: ");

		strbuf_add(&v->stood_in, line, (size_t)(f - line));
		strbuf_addf(&v->stood_in, ": error: %s (the "
			    "kernel tree has no such header)\n",
			    f + 15);
	}
	return 1;
}

/*
 * Compile; while the compile stops at a missing header (differential
 * mode, 64 at the most), stand in for it and compile again.  Returns
 * the last compile's status.
 */
static int compile_standing_in(struct vtext *v, int keep)
{
	int st;

	for (;;) {
		char *missing, *line = NULL;

		st = compile_once(v);
		/* a Kbuild build stands in for what the tree lacks always
		 * (above): the headers read count as errors either way */
		if ((!v->o->stub_missing && !v->kbuild) || st <= 0 ||
		    v->nstubs >= 64 ||
		    !(missing = missing_header(v->err.buf, &line)))
			break;
		if (v->o->tree_flags && !tree_lacks(v, line, keep)) {
			free(line);
			free(missing);
			break;
		}
		free(line);
		/* a stand-in, so the rest of the file is checked (its
		 * error is the fatal one just seen) */
		write_stand_in(stubs_dir(v), missing, 0);
		free(missing);
		v->nstubs++;
	}
	return st;
}

/*
 * With a real tree (a Kbuild build has one), each stand-in the
 * compile read (it says so, write_stand_in()) is an error
 */
static void stand_ins_read(struct vtext *v)
{
	int k;

	for (k = 0; k < v->nfront; k++)
		if (stand_in_read(v->err.buf, v->miss.v[k]))
			strbuf_addf(&v->stood_in, "%s: error: %s: No such "
				    "file or directory (the kernel "
				    "tree has no such header)\n",
				    v->where.v[k], v->miss.v[k]);
}

int validate_text(const struct validate_opts *o, const char *path,
		  const char *text, size_t len, struct strbuf *log)
{
	int st, tags = o->poison ? leftover_tag(path, text, len, log) : 0;
	struct vtext v;

	vtext_open(&v, o, path, text, len);
	if (o->stub_missing || v.kbuild)
		plan_stand_ins(&v);
	st = compile_standing_in(&v, log != NULL);
	if ((o->tree_flags || v.kbuild) && log)
		stand_ins_read(&v);
	vtext_close(&v);
	if (st == RUN_NOEXEC) {
		strbuf_release(&v.err);
		strbuf_release(&v.stood_in);
		return -1;
	}
	if (log && v.stood_in.len)
		add_diagnostics(log, v.stood_in.buf);
	if (log && v.err.len)
		add_diagnostics(log, v.err.buf);
	strbuf_release(&v.err);
	if (v.stood_in.len && !st)
		st = 1;
	strbuf_release(&v.stood_in);
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
		       "poisons every %s name, and compiles each text "
		       "from a temp file named like the original)\n",
		       KIONAME(KIOBUF));
	free(hdr);
	return r->input_errors ? EXIT_TOOL : EXIT_OK;
}
