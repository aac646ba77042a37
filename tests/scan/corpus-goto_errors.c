
/*
 * check-name: scan of the corpus driver goto_errors
 * check-command: zcport scan ../corpus/goto_errors
 *
 * check-output-start
 * ../corpus/goto_errors/goto_errors.c:25:1: include: linux/iobuf.h
 * ../corpus/goto_errors/goto_errors.c:55:34: parameter: kiobuf in ge_dma()
 * ../corpus/goto_errors/goto_errors.c:57:22: member: offset in ge_dma()
 * ../corpus/goto_errors/goto_errors.c:58:20: member: length in ge_dma()
 * ../corpus/goto_errors/goto_errors.c:64:25: member: nr_pages in ge_dma()
 * ../corpus/goto_errors/goto_errors.c:66:43: member: maplist in ge_dma()
 * ../corpus/goto_errors/goto_errors.c:84:17: variable: kiobuf in ge_read()
 * ../corpus/goto_errors/goto_errors.c:97:8: call: alloc_kiovec in ge_read()
 * ../corpus/goto_errors/goto_errors.c:103:8: call: map_user_kiobuf in ge_read()
 * ../corpus/goto_errors/goto_errors.c:110:13: member: offset in ge_read()
 * ../corpus/goto_errors/goto_errors.c:122:2: call: mark_dirty_kiobuf in ge_read()
 * ../corpus/goto_errors/goto_errors.c:126:2: call: unmap_kiobuf in ge_read()
 * ../corpus/goto_errors/goto_errors.c:128:2: call: free_kiovec in ge_read()
 * ../corpus/goto_errors/goto_errors.c:137:17: variable: kiobuf in ge_write()
 * ../corpus/goto_errors/goto_errors.c:148:8: call: alloc_kiovec in ge_write()
 * ../corpus/goto_errors/goto_errors.c:152:8: call: map_user_kiobuf in ge_write()
 * ../corpus/goto_errors/goto_errors.c:156:13: member: offset in ge_write()
 * ../corpus/goto_errors/goto_errors.c:169:2: call: unmap_kiobuf in ge_write()
 * ../corpus/goto_errors/goto_errors.c:171:2: call: free_kiovec in ge_write()
 * summary: ../corpus/goto_errors/goto_errors.c: 19 sites
 * summary: 19 sites in 1 of 1 file
 * summary:      3 kiobuf
 * summary:      3 offset
 * summary:      2 alloc_kiovec
 * summary:      2 free_kiovec
 * summary:      2 map_user_kiobuf
 * summary:      2 unmap_kiobuf
 * summary:      1 length
 * summary:      1 linux/iobuf.h
 * summary:      1 maplist
 * summary:      1 mark_dirty_kiobuf
 * summary:      1 nr_pages
 * check-output-end
 */
