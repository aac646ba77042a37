/* parallel: see parallel.h for the contract. */
#include <pthread.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "diag.h"
#include "parallel.h"
#include "runtmp.h"
#include "util.h"

struct pool {
	size_t n, next;
	pthread_mutex_t lock;
	void *ctx;
	void *(*init)(void *ctx);
	void (*work)(void *state, size_t i, void *ctx);
	void (*fini)(void *state);
	int finished;		/* threads done */
	pthread_cond_t done;	/* ... signalled as each ends */
};

static void *worker(void *arg)
{
	struct pool *p = arg;
	void *state = p->init ? p->init(p->ctx) : NULL;

	for (;;) {
		size_t i;

		pthread_mutex_lock(&p->lock);
		i = p->next++;
		pthread_mutex_unlock(&p->lock);
		/* interrupted: no more work, the main path exits */
		if (i >= p->n || runtmp_interrupted())
			break;
		p->work(state, i, p->ctx);
	}
	if (p->fini)
		p->fini(state);
	pthread_mutex_lock(&p->lock);
	p->finished++;
	pthread_cond_signal(&p->done);
	pthread_mutex_unlock(&p->lock);
	return NULL;
}

/*
 * Wait for the started threads to end; for pure work, only until a
 * signal is seen: then exit at once (runtmp_exit_now()), not after the
 * item a thread is inside (a libclang parse of a large file takes
 * seconds and cannot be interrupted).
 */
static void wait_pure(struct pool *p, int started)
{
	pthread_mutex_lock(&p->lock);
	while (p->finished < started) {
		struct timespec until;

		if (runtmp_interrupted()) {
			pthread_mutex_unlock(&p->lock);
			runtmp_exit_now();
		}
		clock_gettime(CLOCK_REALTIME, &until);
		until.tv_nsec += 50 * 1000 * 1000;
		if (until.tv_nsec >= 1000 * 1000 * 1000) {
			until.tv_sec++;
			until.tv_nsec -= 1000 * 1000 * 1000;
		}
		pthread_cond_timedwait(&p->done, &p->lock, &until);
	}
	pthread_mutex_unlock(&p->lock);
}

/* a worker thread's stack: see run_parallel() */
#define WORKER_STACK ((size_t)512 << 20)

static void run_pool(size_t n, int jobs, void *ctx,
		     void *(*init)(void *ctx),
		     void (*work)(void *state, size_t i, void *ctx),
		     void (*fini)(void *state), int pure)
{
	struct pool p = { n, 0, PTHREAD_MUTEX_INITIALIZER, ctx, init, work,
			  fini, 0, PTHREAD_COND_INITIALIZER };
	pthread_t *tids;
	pthread_attr_t attr;
	int i, started = 0;

	if (jobs < 1)
		jobs = 1;
	if ((size_t)jobs > n)
		jobs = n ? (int)n : 1;
	/*
	 * Each worker gets a deep stack, even with one job: walking the AST
	 * of a real file recurses once per nesting level, and a long
	 * "else if" chain is thousands of levels (8 MB ran out at 20,000).
	 * Only the pages used are ever committed.
	 */
	pthread_attr_init(&attr);
	pthread_attr_setstacksize(&attr, WORKER_STACK);
	tids = xcalloc((size_t)jobs, sizeof(*tids));
	for (i = 0; i < jobs; i++)
		if (!pthread_create(&tids[i], &attr, worker, &p))
			started++;
	pthread_attr_destroy(&attr);
	if (!started)
		worker(&p);
	if (pure)
		wait_pure(&p, started);
	for (i = 0; i < started; i++)
		pthread_join(tids[i], NULL);
	free(tids);
	pthread_cond_destroy(&p.done);
	/* interrupted: some items were never done; exit, do not return */
	runtmp_check();
}

void run_parallel(size_t n, int jobs, void *ctx,
		  void *(*init)(void *ctx),
		  void (*work)(void *state, size_t i, void *ctx),
		  void (*fini)(void *state))
{
	run_pool(n, jobs, ctx, init, work, fini, 0);
}

void run_parallel_pure(size_t n, int jobs, void *ctx,
		       void *(*init)(void *ctx),
		       void (*work)(void *state, size_t i, void *ctx),
		       void (*fini)(void *state))
{
	run_pool(n, jobs, ctx, init, work, fini, 1);
}

int default_jobs(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);

	return n > 0 ? (int)n : 1;
}
