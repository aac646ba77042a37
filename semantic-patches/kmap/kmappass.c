/*
 * kmappass: the kmap migration's pass in the port (migrations.h): the
 * kmap pass (kmap.h) over each port.
 */
#include "migrations.h"

const struct migration_pass kmap_pass = {
	"kmap", "page_address() of a pinned user page becomes kmap()/"
	"kunmap() where the shape is provably safe "
	"(semantic-patches/kmap/kmap.c)", NULL, { NULL },
};
