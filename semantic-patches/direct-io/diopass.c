/*
 * diopass: the direct-io migration's pass in the port (migrations.h): a
 * file system's 2.4 direct_IO method made a 2.6 one (directio.h).
 */
#include "migrations.h"

/* a 2.6 method for a file system's 2.4 direct_IO, before spatch */
const struct migration_pass direct_io_pass = {
	"direct-io", "a file system's 2.4 direct_IO method keeps its body, "
	"renamed NAME_pages, on a page vector; a new 2.6 method NAME calls "
	"page_vec_direct_IO() (semantic-patches/direct-io/directio.c)",
	"page_vec_direct_IO", { NULL },
};
