/*
 * parallel: run work(i) for i in [0, n) on up to jobs threads.
 *
 * Each thread first calls init(ctx) for its private state (may be NULL)
 * and fini(state) at the end.  Items are handed out in order; results
 * must be written to per-item slots so that output never depends on the
 * number of threads.  Returns when every item is done.  Call it from
 * the main thread only: after a signal (runtmp.h) the threads take no
 * more items and run_parallel() exits the process (runtmp_check())
 * instead of returning with items not done.
 */
#ifndef ZC_PARALLEL_H
#define ZC_PARALLEL_H

#include <stddef.h>

void run_parallel(size_t n, int jobs, void *ctx,
		  void *(*init)(void *ctx),
		  void (*work)(void *state, size_t i, void *ctx),
		  void (*fini)(void *state));
/*
 * The same for pure work, which only reads files and computes into its
 * slots (the inventory, the finish of each port): no file written, no
 * process started.  After a signal the process exits as soon as the
 * main thread sees it (runtmp_exit_now()), without waiting for the item
 * a thread is inside: a libclang parse of a large file cannot be
 * interrupted, and nothing such a thread does can be left half-done.
 */
void run_parallel_pure(size_t n, int jobs, void *ctx,
		       void *(*init)(void *ctx),
		       void (*work)(void *state, size_t i, void *ctx),
		       void (*fini)(void *state));

/* the default --jobs: online CPUs */
int default_jobs(void);

#endif
