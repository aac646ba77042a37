
/*
 * check-name: scan of the corpus driver simple_rw
 * check-command: zcport scan ../corpus/simple_rw
 *
 * check-output-start
 * ../corpus/simple_rw/simple_rw.c:27:1: include: linux/iobuf.h
 * ../corpus/simple_rw/simple_rw.c:46:36: parameter: kiobuf in srw_dma()
 * ../corpus/simple_rw/simple_rw.c:49:31: member: offset in srw_dma()
 * ../corpus/simple_rw/simple_rw.c:53:25: member: nr_pages in srw_dma()
 * ../corpus/simple_rw/simple_rw.c:60:23: member: maplist in srw_dma()
 * ../corpus/simple_rw/simple_rw.c:65:17: member: maplist in srw_dma()
 * ../corpus/simple_rw/simple_rw.c:75:17: variable: kiobuf in srw_read()
 * ../corpus/simple_rw/simple_rw.c:87:8: call: alloc_kiovec in srw_read()
 * ../corpus/simple_rw/simple_rw.c:91:8: call: map_user_kiobuf in srw_read()
 * ../corpus/simple_rw/simple_rw.c:101:2: call: mark_dirty_kiobuf in srw_read()
 * ../corpus/simple_rw/simple_rw.c:102:2: call: unmap_kiobuf in srw_read()
 * ../corpus/simple_rw/simple_rw.c:107:2: call: free_kiovec in srw_read()
 * ../corpus/simple_rw/simple_rw.c:114:17: variable: kiobuf in srw_write()
 * ../corpus/simple_rw/simple_rw.c:126:8: call: alloc_kiovec in srw_write()
 * ../corpus/simple_rw/simple_rw.c:130:8: call: map_user_kiobuf in srw_write()
 * ../corpus/simple_rw/simple_rw.c:140:2: call: unmap_kiobuf in srw_write()
 * ../corpus/simple_rw/simple_rw.c:145:2: call: free_kiovec in srw_write()
 * summary: ../corpus/simple_rw/simple_rw.c: 17 sites
 * summary: 17 sites in 1 of 1 file
 * summary:      3 kiobuf
 * summary:      2 alloc_kiovec
 * summary:      2 free_kiovec
 * summary:      2 map_user_kiobuf
 * summary:      2 maplist
 * summary:      2 unmap_kiobuf
 * summary:      1 linux/iobuf.h
 * summary:      1 mark_dirty_kiobuf
 * summary:      1 nr_pages
 * summary:      1 offset
 * check-output-end
 */
