
/*
 * check-name: scan of the corpus driver kiovec_multi
 * check-command: zcport scan ../corpus/kiovec_multi
 *
 * check-output-start
 * ../corpus/kiovec_multi/kiovec_multi.c:25:1: include: linux/iobuf.h
 * ../corpus/kiovec_multi/kiovec_multi.c:50:35: parameter: kiobuf in km_dma()
 * ../corpus/kiovec_multi/kiovec_multi.c:52:19: member: offset in km_dma()
 * ../corpus/kiovec_multi/kiovec_multi.c:52:38: member: length in km_dma()
 * ../corpus/kiovec_multi/kiovec_multi.c:54:22: member: nr_pages in km_dma()
 * ../corpus/kiovec_multi/kiovec_multi.c:55:40: member: maplist in km_dma()
 * ../corpus/kiovec_multi/kiovec_multi.c:97:17: variable: kiobuf in km_exec()
 * ../corpus/kiovec_multi/kiovec_multi.c:105:8: call: alloc_kiovec in km_exec()
 * ../corpus/kiovec_multi/kiovec_multi.c:109:8: call: map_user_kiobuf in km_exec()
 * ../corpus/kiovec_multi/kiovec_multi.c:112:8: call: map_user_kiobuf in km_exec()
 * ../corpus/kiovec_multi/kiovec_multi.c:124:3: call: mark_dirty_kiobuf in km_exec()
 * ../corpus/kiovec_multi/kiovec_multi.c:127:2: call: unmap_kiobuf in km_exec()
 * ../corpus/kiovec_multi/kiovec_multi.c:129:2: call: unmap_kiobuf in km_exec()
 * ../corpus/kiovec_multi/kiovec_multi.c:131:2: call: free_kiovec in km_exec()
 * summary: ../corpus/kiovec_multi/kiovec_multi.c: 14 sites
 * summary: 14 sites in 1 of 1 file
 * summary:      2 kiobuf
 * summary:      2 map_user_kiobuf
 * summary:      2 unmap_kiobuf
 * summary:      1 alloc_kiovec
 * summary:      1 free_kiovec
 * summary:      1 length
 * summary:      1 linux/iobuf.h
 * summary:      1 maplist
 * summary:      1 mark_dirty_kiobuf
 * summary:      1 nr_pages
 * summary:      1 offset
 * check-output-end
 */
