/*
 * biopass: the bio migration's hooks in the port (migrations.h).  Its
 * rule, 05-brw-kiovec-bio.cocci, does the conversion; it has no C pass
 * of its own to list.
 */
#include "migrations.h"

const struct migration_pass bio_pass = { NULL, NULL, NULL, { NULL } };
