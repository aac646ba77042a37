/*
 * pfscope: which of the run's other files can matter to the page flow
 * of the checked ones (pageflow.h), before any of them is tokenized.
 *
 * The semantic checks give pageflow the checked ports and, for what
 * crosses files, the other files of their directories.  A directory of
 * a real tree (drivers/scsi, drivers/char) holds hundreds of files, and
 * tokenizing all of them cost more time and memory than the rest of
 * validation together.  Almost none can change a fact pageflow computes
 * for the checked files:
 *
 *  - a releaser or dirtier reached from a checked file is a function
 *    the checked files (or a file kept) call, or one that calls a page
 *    primitive itself;
 *  - a call that passes a pinned page to a checked file's function is a
 *    call of a function the checked files define.
 *
 * So a file is kept when its code names a page primitive (the lists
 * pageflow uses, get_user_pages(), PageReserved()), defines at file
 * scope a name a checked or kept file calls, or calls a function a
 * checked file defines; kept files' calls are followed to a fixpoint.
 * "Defines" and "calls" are read from tokens (lex.h): an identifier
 * followed by "(" outside and inside braces, preprocessor lines
 * included (a function-like macro defines its name).  Anything read
 * wrongly errs towards keeping a file.
 *
 * Calling sequence:
 *	pfscope_pick(checked, nchecked, ctx, nctx, keep);
 * checked[] and ctx[] are texts (struct sem_text, pageflow.h); keep[i]
 * is set to 1 for each ctx[i] to give pageflow, 0 for the others.
 * Allocates nothing the caller frees; never fails.
 */
#ifndef ZC_PFSCOPE_H
#define ZC_PFSCOPE_H

#include <stddef.h>

struct sem_text;

void pfscope_pick(const struct sem_text *checked, size_t nchecked,
		  const struct sem_text *ctx, size_t nctx, char *keep);

#endif
