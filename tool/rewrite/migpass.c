/* migpass: see migpass.h for the contract. */
#include <stdlib.h>
#include <string.h>

#include "migpass.h"

void migpass_init(struct mig_file *f, const struct run *r, struct unit *u,
		  struct rewrite_item *it)
{
	memset(f, 0, sizeof(*f));
	f->r = r;
	f->u = u;
	f->it = it;
}

void migpass_run(struct mig_file *f, enum mig_stage stage)
{
	size_t i;

	for (i = 0; i < MIG_NR; i++)
		if (migrations[i].pass->hook[stage])
			migrations[i].pass->hook[stage](f);
	/* a state that is one block needs no MIG_RELEASE hook of its own */
	if (stage == MIG_RELEASE)
		for (i = 0; i < MIG_NR; i++) {
			free(f->state[i]);
			f->state[i] = NULL;
		}
}
