
/*
 * check-name: scan of the corpus driver macro_use
 * check-command: zcport scan ../corpus/macro_use
 *
 * check-output-start
 * ../corpus/macro_use/macro_use.c:26:1: include: linux/iobuf.h
 * ../corpus/macro_use/macro_use.c:55:36: parameter: kiobuf in mu_copy()
 * ../corpus/macro_use/macro_use.c:57:16: member: offset in mu_copy()
 * ../corpus/macro_use/macro_use.c:57:35: member: length in mu_copy()
 * ../corpus/macro_use/macro_use.c:59:22: member: nr_pages in mu_copy()
 * ../corpus/macro_use/macro_use.c:63:11: macro: maplist via MU_PAGE_VA() in mu_copy()
 * ../corpus/macro_use/macro_use.c:65:17: macro: maplist via MU_PAGE_VA() in mu_copy()
 * ../corpus/macro_use/macro_use.c:75:17: variable: kiobuf in mu_read()
 * ../corpus/macro_use/macro_use.c:84:8: macro: alloc_kiovec via MU_KIO_ALLOC() in mu_read()
 * ../corpus/macro_use/macro_use.c:88:8: macro: map_user_kiobuf via MU_MAP_IN() in mu_read()
 * ../corpus/macro_use/macro_use.c:90:3: macro: free_kiovec via MU_KIO_FREE() in mu_read()
 * ../corpus/macro_use/macro_use.c:95:2: macro: mark_dirty_kiobuf via MU_RELEASE() in mu_read()
 * ../corpus/macro_use/macro_use.c:95:2: macro: unmap_kiobuf via MU_RELEASE() in mu_read()
 * ../corpus/macro_use/macro_use.c:96:2: macro: free_kiovec via MU_KIO_FREE() in mu_read()
 * ../corpus/macro_use/macro_use.c:105:17: variable: kiobuf in mu_write()
 * ../corpus/macro_use/macro_use.c:111:13: macro: alloc_kiovec via MU_KIO_ALLOC() in mu_write()
 * ../corpus/macro_use/macro_use.c:113:13: macro: map_user_kiobuf via MU_MAP_OUT() in mu_write()
 * ../corpus/macro_use/macro_use.c:115:3: macro: mark_dirty_kiobuf via MU_RELEASE() in mu_write()
 * ../corpus/macro_use/macro_use.c:115:3: macro: unmap_kiobuf via MU_RELEASE() in mu_write()
 * ../corpus/macro_use/macro_use.c:118:2: macro: free_kiovec via MU_KIO_FREE() in mu_write()
 * summary: ../corpus/macro_use/macro_use.c: 20 sites
 * summary: 20 sites in 1 of 1 file
 * summary:      3 free_kiovec
 * summary:      3 kiobuf
 * summary:      2 alloc_kiovec
 * summary:      2 map_user_kiobuf
 * summary:      2 maplist
 * summary:      2 mark_dirty_kiobuf
 * summary:      2 unmap_kiobuf
 * summary:      1 length
 * summary:      1 linux/iobuf.h
 * summary:      1 nr_pages
 * summary:      1 offset
 * check-output-end
 */
