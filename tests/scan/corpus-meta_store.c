
/*
 * check-name: scan of the corpus driver meta_store
 * check-command: zcport scan ../corpus/meta_store
 *
 * check-output-start
 * ../corpus/meta_store/meta_store.c:29:1: include: linux/iobuf.h
 * ../corpus/meta_store/meta_store.c:58:23: variable: kiobuf
 * ../corpus/meta_store/meta_store.c:66:8: call: expand_kiobuf in ms_map_area()
 * ../corpus/meta_store/meta_store.c:70:13: member: maplist in ms_map_area()
 * ../corpus/meta_store/meta_store.c:71:12: member: nr_pages in ms_map_area()
 * ../corpus/meta_store/meta_store.c:72:12: member: offset in ms_map_area()
 * ../corpus/meta_store/meta_store.c:73:12: member: length in ms_map_area()
 * ../corpus/meta_store/meta_store.c:75:13: member: blocks in ms_map_area()
 * ../corpus/meta_store/meta_store.c:89:8: call: lock_kiovec in ms_area_io()
 * ../corpus/meta_store/meta_store.c:92:8: call: brw_kiovec in ms_area_io()
 * ../corpus/meta_store/meta_store.c:93:15: member: blocks in ms_area_io()
 * ../corpus/meta_store/meta_store.c:94:2: call: kiobuf_wait_for_io in ms_area_io()
 * ../corpus/meta_store/meta_store.c:95:2: call: unlock_kiovec in ms_area_io()
 * ../corpus/meta_store/meta_store.c:175:8: call: alloc_kiovec in ms_init()
 * ../corpus/meta_store/meta_store.c:186:2: call: free_kiovec in ms_init()
 * ../corpus/meta_store/meta_store.c:197:2: call: free_kiovec in ms_exit()
 * summary: ../corpus/meta_store/meta_store.c: 16 sites
 * summary: 16 sites in 1 of 1 file
 * summary:      2 blocks
 * summary:      2 free_kiovec
 * summary:      1 alloc_kiovec
 * summary:      1 brw_kiovec
 * summary:      1 expand_kiobuf
 * summary:      1 kiobuf
 * summary:      1 kiobuf_wait_for_io
 * summary:      1 length
 * summary:      1 linux/iobuf.h
 * summary:      1 lock_kiovec
 * summary:      1 maplist
 * summary:      1 nr_pages
 * summary:      1 offset
 * summary:      1 unlock_kiovec
 * check-output-end
 */
