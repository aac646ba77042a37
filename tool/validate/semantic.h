/*
 * semantic: the semantic checks of validation over a batch of ports.
 *
 * Implements validate.h's vfile_init(), vfile_release(),
 * validate_semantic() (spatch's report-mode checks through semcheck.h,
 * over the files that pin, dirty or release pages; a failure's original
 * checked under the 2.4 forms, and findings it has too excused) and
 * findings_inherited().
 *
 * A port run's batch (validate_ports()):
 *
 *	struct sem_batch b;
 *	sem_prepare(r, in, &b);	in[i]: unit i of r is checked (its port)
 *	sem_run(&b);		b.f[k], for unit b.which[k]: failed, log
 *	sem_release(&b);
 *
 * sem_prepare() takes in (the caller's xcalloc()ed array of r->nr
 * chars; sem_release() frees it) and gathers, for what crosses files,
 * the run's other files in the checked ones' directories (their ports
 * when ported, else read from disk: those texts are the batch's).  The
 * units are only read; the batch holds pointers into them, so they must
 * outlive it.  sem_run() returns NULL.
 */
#ifndef ZC_SEMANTIC_H
#define ZC_SEMANTIC_H

#include <stddef.h>

struct run;
struct sem_text;
struct vfile;

struct sem_batch {
	char *in;
	struct vfile *f, **v;
	size_t *which, n;
	struct sem_text *ctx;
	size_t nctx, nowned;
	char **owned;
	int jobs;
};

void sem_prepare(struct run *r, char *in, struct sem_batch *b);
void *sem_run(void *arg);
void sem_release(struct sem_batch *b);

#endif
