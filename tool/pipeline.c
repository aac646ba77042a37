/* pipeline: see pipeline.h for the contract. */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "datadir.h"
#include "diag.h"
#include "inventory.h"
#include "parallel.h"
#include "pipeline.h"
#include "progress.h"
#include "util.h"
#include "vocab.h"

void run_init(struct run *r, int jobs)
{
	memset(r, 0, sizeof(*r));
	r->jobs = jobs > 0 ? jobs : default_jobs();
}

int run_walk(struct run *r, char **paths, int npaths)
{
	struct path_list l = { NULL, 0, 0 };
	int errors = walk_paths(paths, npaths, &l);
	size_t i;

	r->units = xcalloc(l.nr, sizeof(*r->units));
	r->nr = l.nr;
	for (i = 0; i < l.nr; i++) {
		r->units[i].path = l.v[i];
		r->units[i].mode = -1;
	}
	free(l.v);
	r->files_walked = r->nr;
	r->input_errors += errors;
	return errors;
}

static void *inv_init(void *ctx)
{
	char *hdr = datadir_path("headers/2.4");
	struct inventory *inv = inventory_new(hdr);

	(void)ctx;
	free(hdr);
	return inv;
}

static void inv_fini(void *state)
{
	inventory_free(state);
}

static void inv_work(void *state, size_t i, void *ctx)
{
	struct run *r = ctx;
	struct unit *u = &r->units[i];
	struct stat st;
	char *buf;
	size_t len;

	if (read_file(u->path, &buf, &len)) {
		u->failed = 1;
		progress_tick(1, 0);
		return;
	}
	if (!stat(u->path, &st))
		u->mode = (int)(st.st_mode & 07777);
	if (!vocab_prefilter(buf, len)) {
		free(buf);
		progress_tick(1, 0);
		return;
	}
	if (inventory_file(state, u->path, buf, len, &u->sites))
		u->failed = 1;
	progress_tick(1, u->sites.nr);
	if (!u->sites.nr) {
		free(buf);
		return;
	}
	u->candidate = 1;
	u->buf = buf;
	u->len = len;
}

void run_inventory(struct run *r)
{
	size_t i;

	progress_start("scan", r->nr);
	run_parallel(r->nr, r->jobs, r, inv_init, inv_work, inv_fini);
	progress_stop();
	for (i = 0; i < r->nr; i++) {
		if (r->units[i].failed)
			r->input_errors++;
		site_list_sort(&r->units[i].sites);
	}
}

void run_release(struct run *r)
{
	size_t i;

	for (i = 0; i < r->nr; i++) {
		struct unit *u = &r->units[i];

		free(u->path);
		free(u->buf);
		free(u->out);
		free(u->check_log);
		site_list_clear(&u->sites);
	}
	free(r->units);
	memset(r, 0, sizeof(*r));
}
