/*
 * validate: prove a port builds against 2.6 by compiling it with gcc.
 *
 * Each text is compiled with
 *	gcc -fsyntax-only -nostdinc -std=gnu89 -D__KERNEL__ -DMODULE
 *	    -Werror=implicit-function-declaration -include POISON
 *	    -I <file's dir> -I headers/2.6
 * where POISON is a generated header that "#pragma GCC poison"s every
 * function and constant of the 2.4 API in the vocab table, so any
 * leftover is a hard error; a leftover of the API's "struct TAG" (the
 * tag cannot be poisoned without poisoning variables named so) is found
 * by the token scan and reported as an error too.  The text is fed on
 * stdin with the file's own directory first on the include path and gcc
 * told the file's name, so diagnostics name the user's file and line.
 *
 * validate_ports(): for every unit of a port run whose sites are all
 * converted and whose port changed it, compile the port and run the
 * semantic checks (semcheck.h) over it; on failure the
 * unit is CHECK_FAILED, its sites turn manual ("validation") with the
 * first error or warning as the reason, and it will not be written.  Units
 * with manual sites are CHECK_SKIPPED (they cannot build yet).
 *
 * validate_text(): compile one text; 0 when it builds, else 1 with gcc's
 * diagnostics in *log.  -1 when gcc cannot be run.
 *
 * This header is the folder's interface; its parts, each with a header
 * of its own for what the others use:
 *	compile.c	one text's compile (validate_text(), --show-flags,
 *			the temp dir), with headerscan.c (the headers to
 *			stand in for up front)
 *	diagkeys.c	diagnostics as keys and located errors, compared
 *			with the original's (diag_*())
 *	differential.c	validate_compile(): a port against its original
 *	semantic.c	validate_semantic(), struct vfile, a run's batch
 *	shadow.c	the tree of ported files, and what is held back
 *	rounds.c	validate_ports(): the rounds and their verdicts
 * and beside them kerneltree.c, kbuild.c, modbuild.c and poison.c.
 */
#ifndef ZC_VALIDATE_H
#define ZC_VALIDATE_H

#include <stddef.h>

#include "pipeline.h"
#include "runcmd.h"
#include "strbuf.h"

struct validate_opts {
	const char *headers;	/* default: <datadir>/headers/2.6 */
	int poison;		/* poison the 2.4 API's names (default 1) */
	const char *shadow_dir;	/* searched before the file's own dir */
	/*
	 * Differential mode: a header found nowhere gets a stand-in
	 * (searched last), so one missing header does not hide every later
	 * diagnostic; with a real tree each one the compile read is an
	 * error (a stand-in says so with a #pragma message note).  A 6.1
	 * Kbuild build does this always, for every header but the
	 * driver's own (modbuild.h).
	 */
	int stub_missing;
	/* a real kernel tree's flags (kerneltree.h) instead of headers */
	const struct argv_list *tree_flags;
	/* that tree, for the driver Makefile's paths (kbuild.h); or NULL */
	const char *kernel_dir;
};

void validate_ports(struct run *r, const struct argv_list *tree_flags,
		    const char *kernel_dir,
		    int (*port_again)(struct run *, const char *));

/*
 * The one validation pipeline, shared by port (validate_ports()) and
 * check (cmd-check.c), so that the two cannot disagree on a file:
 *
 *	struct vfile f; vfile_init(&f, path, port, len, orig, orig_len);
 *	validate_compile(&opts, &f);		(each file, in parallel)
 *	validate_semantic(v, n, jobs, ctx, nctx); (the files that compiled)
 *	... f.failed, f.inherited, f.log ...; vfile_release(&f);
 *
 * validate_compile() compiles the port; when the original is known
 * (orig non-NULL), with stand-ins for the headers found nowhere
 * from the start (found by reading the includes of the file and of the
 * driver's own headers; a compile that still stops at a missing header
 * adds one and runs again), and, when the port has errors, the original
 * the same way (or f->olog_known, its diagnostics from an earlier
 * round): one compile for a port that builds, two for one that does
 * not.  The port passes when every error it has stands in code it did
 * not touch, names nothing it touched, and the original has it too
 * (blame.h; counted in inherited).  With --target=6.1 a warning is
 * judged as an error, but for one on a line of the file the port kept as
 * the original has it; warnings are never counted in inherited or
 * errors.  Returns 0 passed, 1 failed (f->log:
 * the diagnostics that fail it), -1 gcc not run.
 *
 * validate_semantic() runs the checks of semantic-patches/checks/ over
 * every file not failed that pins, dirties or releases pages; ctx[] are
 * the run's other files (for the functions that release pages and the
 * helpers that test PageReserved(), semcheck.h).  A file with findings
 * fails (f->log: the findings, in the port's lines), unless its original
 * has every one under the 2.4 forms of the checks: then they are shown
 * on stderr and f->findings_kept counts them.
 */
struct vfile {
	const char *path;		/* the user's path */
	const char *text;		/* the port */
	size_t len;
	const char *orig;		/* its original, or NULL */
	size_t orig_len;
	int failed;
	size_t inherited;		/* errors the original has too */
	int findings_kept;		/* findings the original has too */
	struct strbuf log;
	/*
	 * validate_compile(): the diagnostics of the port's last compile,
	 * and of the original's when it was compiled (the port had errors)
	 */
	struct strbuf plog, olog;
	size_t errors;			/* errors in plog */
	/* the original's diagnostics from an earlier compile of the same
	 * original under the same options, or NULL: then it is compiled */
	const char *olog_known;
};

struct sem_text;
void vfile_init(struct vfile *f, const char *path, const char *text,
		size_t len, const char *orig, size_t orig_len);
void vfile_release(struct vfile *f);
int validate_compile(const struct validate_opts *o, struct vfile *f);
void validate_semantic(struct vfile **v, size_t n, int jobs,
		       const struct sem_text *ctx, size_t nctx);
/*
 * lines_to_original(): rewrite "path:L:..." and "at line Q" in log from
 * the port's lines to the original's (a new string).
 * findings_inherited(): 1 when every semantic finding of raw (on the
 * port) stands in log24 (the 2.4 checks on the original); it then says
 * so on stderr.
 */
char *lines_to_original(const char *path, const char *port, size_t port_len,
			const char *orig, size_t orig_len, const char *log);
int findings_inherited(const char *path, const char *port, size_t port_len,
		       const char *orig, size_t orig_len, const char *raw,
		       const char *log24);

/*
 * validate_print_flags(): for --show-flags, print on stdout, for every
 * .c file of the run, "FILE: gcc ARGS..." as validate_text() would run
 * it with these options (the kernel tree's and the driver Makefile's
 * flags included; Makefile warnings go to stderr), with the headers (NULL:
 * the model) or the tree's flags, as port and check validate.  Returns
 * the exit status: EXIT_TOOL when an input was bad, else EXIT_OK.
 */
int validate_print_flags(const struct run *r, const char *headers,
			 const struct argv_list *tree_flags,
			 const char *kernel_dir);

/* remove the temp files of validation (at exit and on a signal) */
void validate_cleanup(void);
int validate_text(const struct validate_opts *o, const char *path,
		  const char *text, size_t len, struct strbuf *log);

/*
 * Comparing diagnostics without their file:line: diag_keys() splits a
 * gcc log into "error: ..."/"warning: ..." keys (caller frees each and
 * the array); diag_mentions_kiobuf() says whether one names the API's
 * vocabulary or a poisoned name; diag_new() is the multiset difference
 * "log minus base" used by differential validation (see diagkeys.c).
 */
size_t diag_keys(const char *log, char ***keys);
/*
 * diag_rename(): an original's diagnostic key with each 2.4 API name
 * the port replaces turned into its replacement (vocab.h), so that an
 * error differing only by the type the port introduced matches the
 * port's; diag_rename_keys() does it in place over an array.
 */
char *diag_rename(const char *key);
void diag_rename_keys(char **keys, size_t n);
int diag_mentions_kiobuf(const char *key);
size_t diag_new(const char *log, const char *base, size_t *inherited,
		struct strbuf *fresh);

#endif
