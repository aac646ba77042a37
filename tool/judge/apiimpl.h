/*
 * apiimpl: the kiobuf API's own implementation, and 2.4's VFS plumbing
 * built on it, recognised as code 2.6 deleted.
 *
 * A tree run meets, besides the API's users, the API itself: 2.4's
 * fs/iobuf.c and mm/memory.c define alloc_kiovec(), map_user_kiobuf()
 * and the rest, <linux/iobuf.h> declares them, kernel/ksyms.c exports
 * them, fs/buffer.c implements brw_kiovec(); and the VFS's O_DIRECT path
 * (generic_file_direct_IO() and generic_direct_IO() on kiobufs, the
 * kiobuf that struct file kept in f_iobuf, the kiobuf-taking direct_IO
 * slot of address_space_operations).  None of it has a 2.6 form to port
 * to: 2.6 deleted the API and replaced the O_DIRECT path with
 * fs/direct-io.c.  Telling a user to port it with bio_alloc() is wrong;
 * the answer is "delete it".  Such sites get the state removed-in-2.6
 * (verdict_removed()), are hidden from the rewrite, and the file is left
 * as it is.
 *
 * What counts, by evidence in the file (never by its path):
 *   - a site in the definition of a kiobuf API function (vocab.h), or
 *     of the 2.4 VFS functions generic_direct_IO() and
 *     generic_file_direct_IO() (the latter only when it uses kiobufs:
 *     2.6 has a function of that name with another contract);
 *   - a site in a static function every use of which stands in such
 *     definitions (brw_kiovec()'s buffer-head completion, say), and, in
 *     a file defining API functions, one in a function that calls no
 *     API function (a slab cache for struct kiobuf);
 *   - a prototype of one of those functions, an EXPORT_SYMBOL of one;
 *   - every site of the header that defines struct kiobuf;
 *   - the direct_IO/direct_fileIO members of a definition of struct
 *     address_space_operations that take a kiobuf, and the f_iobuf
 *     member of a definition of struct file;
 *   - allocating and freeing a file's f_iobuf, in a file that never
 *     uses it as a buffer (open(), fcntl(), fput() in 2.4's VFS).  A
 *     file that borrows f_iobuf for its own transfers (2.4's raw
 *     driver) gets manual sites "f-iobuf" instead: it needs a buffer of
 *     its own;
 *   - #include <linux/iobuf.h> and "struct kiobuf;" in a file whose
 *     every other site is removed.
 *
 * apiimpl_judge(): give such sites of u their verdict (removed-in-2.6,
 * or manual "f-iobuf") and SITE_MASKED.  Returns how many it settled.
 */
#ifndef ZC_APIIMPL_H
#define ZC_APIIMPL_H

#include <stddef.h>

#include "pipeline.h"

size_t apiimpl_judge(struct unit *u);

#endif
