/* migrations: see migrations.h for the contract. */
#include <string.h>

#include "migrations.h"

/* a migration without a C pass */
const struct migration_pass no_pass = { NULL, NULL, NULL, { NULL } };

/* each row's pass, defined in its folder */
#define MIGRATION(id, folder, h26, h61, pass) \
	extern const struct migration_pass pass;
#include "migrations.def"
#undef MIGRATION

const struct migration migrations[MIG_NR] = {
#define MIGRATION(id, folder, h26, h61, pass) \
	[MIG_##id] = { folder, { h26, h61 }, &pass },
#include "migrations.def"
#undef MIGRATION
};

const struct migration *migration_find(const char *folder)
{
	size_t i;

	for (i = 0; i < MIG_NR; i++)
		if (!strcmp(migrations[i].folder, folder))
			return &migrations[i];
	return NULL;
}
