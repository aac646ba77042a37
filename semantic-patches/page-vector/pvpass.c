/*
 * pvpass: the page-vector migration's pass in the port (migrations.h): a
 * file's kiobufs renamed to page vectors as a whole (pagevec.h).
 */
#include "migrations.h"

/* renames a page vector's kiobuf names before spatch */
const struct migration_pass page_vector_pass = {
	"pagevec", "a kiobuf filled by hand with kernel pages, or one "
	"whose blocks[] the file uses, becomes a struct page_vec as a "
	"whole (semantic-patches/page-vector/pagevec.c)",
	"page_vec page_vec_init page_vec_alloc page_vec_free "
	"page_vec_expand page_vec_lock page_vec_unlock page_vec_view "
	"page_vec_map page_vec_dirty page_vec_unmap", { NULL },
};
