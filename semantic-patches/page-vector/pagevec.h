/*
 * pagevec: a kiobuf that a file fills by hand as a vector of kernel pages
 * (maplist[i] = alloc_page(), nr_pages set...), or whose block numbers
 * it keeps in the kiobuf's own blocks[] (a user buffer mapped with
 * map_user_kiobuf(), as 2.4's raw driver did), is ported as a whole to
 * struct page_vec (semantic-patches/page-vector/2.6.helpers), which keeps the
 * members such code uses (maplist, nr_pages, offset, length, array_len,
 * map_array, blocks, locked) with the same meaning.
 *
 * The page-vector migration (pvpass.c) plans each file with these before
 * spatch (migpass.h); treeplan.c asks them for a tree's shared
 * declarations.
 *
 * pagevec_blocker() returns the first site of u whose construct a
 * page_vec cannot carry (kiobuf completion, buffer heads, a
 * kiobuf_wait_for_io() that is not a statement of its own...; a user
 * mapping too unless user_maps: a file that fills kiobufs by hand and
 * maps user memory is left to a human) with why in *what, or NULL when
 * the file can be ported so.
 *
 * pagevec_rename() renames, in text (u's file after masking, same
 * lines), the kiobuf names of the sites flagged SITE_PAGEVEC to their
 * page_vec counterparts -- struct kiobuf to struct page_vec, alloc_kiovec
 * to page_vec_alloc, map_user_kiobuf to page_vec_map (same arguments),
 * brw_kiovec to page_vec_brw_dev (which the semantic
 * patches then give the device the driver has, where it has one) ... --
 * and turns each kiobuf_wait_for_io(x); into a comment saying why
 * nothing is left to wait for.  Returns the new text (malloc'd).
 */
#ifndef ZC_PAGEVEC_H
#define ZC_PAGEVEC_H

#include <stddef.h>

#include "directio.h"
#include "pipeline.h"

const struct site *pagevec_blocker(const struct unit *u, int user_maps,
				   const char **what);
/*
 * pagevec_trigger(): why u is a page vector file, or NULL: a site that
 * fills a kiobuf by hand (maplist or nr_pages set; *fills = 1), one
 * using a kiobuf's own blocks[], or the kiobuf parameter of a 2.4
 * direct_IO method kept on a page vector (dio, when has_dio: not one
 * that cannot be converted, not a generic_direct_IO() one; none for
 * --target=6.1, which flags the file whole).  Sites
 * already settled (2.4's own code, refused ones) do not count.
 */
const struct site *pagevec_trigger(const struct unit *u,
				   const struct dio_method *dio, int has_dio,
				   int *fills);
char *pagevec_rename(const struct unit *u, const char *text, size_t len,
		     size_t *out_len);
/* is u ported to page vectors (a site flagged SITE_PAGEVEC)? */
int pagevec_file(const struct unit *u);

#endif
