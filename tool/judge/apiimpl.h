/*
 * apiimpl: the 2.4 API's own implementation, and 2.4's VFS plumbing
 * built on it, recognised as code 2.6 deleted.
 *
 * A tree run meets, besides the API's users, the API itself: 2.4's
 * fs/iobuf.c and mm/memory.c define its functions (the allocation, the
 * user mapping and the rest), its header declares them, kernel/ksyms.c
 * exports them, fs/buffer.c implements its block I/O call; and the
 * VFS's O_DIRECT path (generic_file_direct_IO() and generic_direct_IO()
 * on the API's buffers, the buffer struct file kept for O_DIRECT, the
 * direct_IO slot of address_space_operations that takes one).  None of
 * it has a 2.6 form to port to: 2.6 deleted the API and replaced the
 * O_DIRECT path with fs/direct-io.c.  Telling a user to port it with
 * bio_alloc() is wrong; the answer is "delete it".  Such sites get the
 * state removed-in-2.6 (verdict_removed()), are hidden from the
 * rewrite, and the file is left as it is.
 *
 * What counts, by evidence in the file (never by its path):
 *   - a site in the definition of a function of the API (vocab.h), or
 *     of the 2.4 VFS functions generic_direct_IO() and
 *     generic_file_direct_IO() (the latter only when it uses the API's
 *     buffers: 2.6 has a function of that name with another contract);
 *   - a site in a static function every use of which stands in such
 *     definitions (the block I/O call's buffer-head completion, say),
 *     and, in a file defining API functions, one in a function that
 *     calls no API function (a slab cache for the API's buffer struct);
 *   - a prototype of one of those functions, an EXPORT_SYMBOL of one;
 *   - every site of the header that defines the API's buffer struct;
 *   - the direct_IO/direct_fileIO members of a definition of struct
 *     address_space_operations that take the API's buffer, and the
 *     O_DIRECT buffer member of a definition of struct file;
 *   - allocating and freeing a file's O_DIRECT buffer, in a file that
 *     never uses it as a buffer (open(), fcntl(), fput() in 2.4's VFS).
 *     A file that borrows it for its own transfers (2.4's raw driver)
 *     gets manual sites "f-iobuf" instead: it needs a buffer of its
 *     own;
 *   - the API header's #include and the forward declaration of its
 *     buffer struct in a file whose every other site is removed.
 *
 * apiimpl_judge(): give such sites of u their verdict (removed-in-2.6,
 * or manual "f-iobuf") and SITE_MASKED.  Returns how many it settled.
 * It also keeps, in u->entries, the functions of that code other files
 * may call (2.4's fs/iobuf.c: iobuf_cache_init(), which fs/dcache.c
 * calls and declares itself).
 *
 * apiimpl_callers(), once every candidate is judged: each use of such
 * an entry point in another file of the run becomes a site of its own
 * (a call in a function, else a declaration), removed-in-2.6, naming
 * the file that defines it; a file with no other site becomes a
 * candidate for them.  Files are looked at only when a name could be
 * there: one the prefilter passes is searched for only in the files it
 * passed.  Returns how many sites it added.
 */
#ifndef ZC_APIIMPL_H
#define ZC_APIIMPL_H

#include <stddef.h>

#include "pipeline.h"

size_t apiimpl_judge(struct unit *u);
size_t apiimpl_callers(struct run *r);

#endif
