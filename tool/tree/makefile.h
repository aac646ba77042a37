/*
 * makefile: read a kernel Makefile as make would, as far as that can be
 * known without running it, for one build of the kernel at a time.
 * Validation reads a driver's flags with it (kbuild.h); the guards ask it
 * which kernels build a file (built.h).
 *
 * A build (struct mk_build) is the kernel a make run builds for: VERSION
 * and PATCHLEVEL, SUBLEVEL (-1: any), and who runs the Makefile.  Under
 * kbuild (2.6's, or 2.4's top Makefile, which exports them too) VERSION,
 * PATCHLEVEL, SUBLEVEL, EXTRAVERSION and KERNELRELEASE are set; a 2.4
 * driver built by hand (make in its own directory) has them unset.
 * $(shell uname -r) is the build's release either way.
 *
 * A value is known whole, or only up to a point: KERNELRELEASE of "any
 * 2.6" is "2.6." followed by what is not known, so
 * ifeq ($(KERNELRELEASE),), $(findstring 2.4,$(KERNELRELEASE)) and
 * $(filter 2.4%,$(KERNELRELEASE)) have an answer on every 2.6 build.
 * mk_expand() knows $(X), ${X}, $$, the build's variables, the
 * Makefile's own (assignments taken so far), kbuild's ($(src), $(obj),
 * $(srctree), $(TOPDIR), $(PWD), $(M)...), CONFIG_* from a .config,
 * substitution references ($(X:.c=.o)) and the functions findstring,
 * filter, filter-out, subst, patsubst, word, firstword, strip and
 * $(shell pwd), $(shell uname -r).  It returns 0 when the whole value is
 * known, else -1 with the part known so far (its start) in out.
 *
 * mk_parse() walks a Makefile's text: continuation lines joined,
 * comments dropped, ifeq/ifneq/ifdef/ifndef/else [if...]/endif followed
 * (each condition 1, 0, or -1 when it cannot be evaluated), assignments
 * (=, :=, +=, ?=, with export/override) taken when their line is surely
 * active (a variable assigned where that cannot be told is unknown
 * from there on).  fn is called for every other line (assignments, rules,
 * recipes, includes) with its state and the conditions it stands under.
 *
 * Calling sequence:
 *	struct mkfile m = { .path, .dir (absolute), .kdir, .config, .build };
 *	mk_parse(&m, text, fn, arg);	(fn may call mk_expand(&m, ...))
 *	mk_value(&m, name) ...		(the variables taken)
 *	mk_release(&m);
 * Nothing here prints; thread-safe (no shared state).
 *
 * mk_tree_of(): the kernel tree a path lies in: the nearest directory
 * above it (or it) whose Makefile says VERSION and PATCHLEVEL and that
 * has include/linux/.  Returns its path (caller frees) and fills *b
 * (kbuild, its SUBLEVEL), or NULL.  mk_top_var(): "NAME = N" of a top
 * Makefile's text, or -1.
 */
#ifndef ZC_MAKEFILE_H
#define ZC_MAKEFILE_H

#include <stddef.h>

#include "strbuf.h"

struct mk_build {
	int version, patchlevel;
	int sublevel;		/* -1: any */
	int kbuild;		/* 0: built by hand, the version unset */
};

struct mk_var;

struct mkfile {
	const char *path;	/* the Makefile */
	const char *dir;	/* its directory, absolute */
	const char *kdir;	/* the kernel tree, absolute, or NULL */
	const char *config;	/* the tree's .config text, or NULL */
	const struct mk_build *build;
	/* variables the Makefile sets somewhere: where unset, empty (else
	 * unknown: they may come from the environment) */
	char **owned;
	size_t nowned;
	struct mk_var *v;	/* private: the variables taken */
	size_t nv;
};

/* the condition a line stands under, outermost first */
struct mk_cond {
	unsigned line;		/* of the ifeq/ifdef... */
	const char *text;	/* "ifeq ($(PATCHLEVEL),4)" */
	unsigned else_line;	/* in its else branch: that line, else 0 */
	const char *else_text;	/* "else" or "else ifeq (...)" */
	int state;		/* of this branch: 1, 0, -1 */
};

enum mk_kind { MK_ASSIGN, MK_RULE, MK_RECIPE, MK_INCLUDE, MK_OTHER };

struct mk_line {
	unsigned line, last;	/* first and last physical line */
	enum mk_kind kind;
	int state;		/* 1 made, 0 not, -1 cannot tell */
	const struct mk_cond *conds;
	int nconds;
	const char *text;	/* joined, comment dropped, trimmed */
	/* MK_ASSIGN */
	const char *name;	/* expanded when name_known, else as written */
	int name_known;
	const char *op;		/* "=", ":=", "+=", "?=" */
	const char *value;	/* as written, trimmed */
};

typedef void mk_line_fn(struct mkfile *m, const struct mk_line *l,
			void *arg);

void mk_parse(struct mkfile *m, const char *text, mk_line_fn *fn, void *arg);
int mk_expand(struct mkfile *m, const char *s, size_t len,
	      struct strbuf *out);
/* the value a variable was given (as written), or NULL */
const char *mk_value(struct mkfile *m, const char *name);
void mk_release(struct mkfile *m);

char *mk_tree_of(const char *path, struct mk_build *b);
int mk_top_var(const char *text, const char *name);

#endif
