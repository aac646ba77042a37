/* wholefn: see wholefn.h for the contract. */
#include <stdlib.h>
#include <string.h>

#include "region.h"
#include "util.h"
#include "verdict.h"
#include "wholefn.h"

/* a site that keeps its function from building on 2.6 */
static int holds_back(const struct site *s)
{
	return s->state == STATE_MANUAL && s->kind != KIND_INACTIVE &&
	       s->kind != KIND_GUARDED && s->kind != KIND_DEFINE &&
	       strcmp(s->reason_code, "unfinished");
}

size_t wholefn_settle(struct unit *u)
{
	struct regions rg;
	const struct site **why;
	size_t i, done = 0;

	if (!u->buf || !u->sites.nr)
		return 0;
	regions_of(u->buf, u->len, &rg);
	if (rg.unreliable || !rg.nr) {
		regions_free(&rg);
		return 0;
	}
	why = xcalloc(rg.nr + 1, sizeof(*why));
	for (i = 0; i < u->sites.nr; i++) {
		const struct site *s = &u->sites.v[i];
		const struct region *r = region_at(&rg, s->line);

		if (r && r->kind == REGION_FUNCTION && holds_back(s) &&
		    !why[r - rg.v])
			why[r - rg.v] = s;
	}
	for (i = 0; i < u->sites.nr; i++) {
		struct site *s = &u->sites.v[i];
		const struct region *r = region_at(&rg, s->line);
		const struct site *w;

		if (!r || !(w = why[r - rg.v]) || s->state != STATE_CONVERTED)
			continue;
		verdict_manual(s, EV_LEFT, "unfinished", "%s() also holds %s "
			       "(line %u), left for a human (%s): the function "
			       "is not done until that is; the port of this "
			       "use is in place", r->name, w->symbol, w->line,
			       w->reason_code);
		done++;
	}
	free(why);
	regions_free(&rg);
	return done;
}
