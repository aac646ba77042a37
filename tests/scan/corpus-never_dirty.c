
/*
 * check-name: scan of the corpus driver never_dirty
 * check-command: zcport scan ../corpus/never_dirty
 *
 * check-output-start
 * ../corpus/never_dirty/never_dirty.c:33:1: include: linux/iobuf.h
 * ../corpus/never_dirty/never_dirty.c:59:17: field: kiobuf
 * ../corpus/never_dirty/never_dirty.c:77:35: parameter: kiobuf in nd_dma()
 * ../corpus/never_dirty/never_dirty.c:79:29: member: offset in nd_dma()
 * ../corpus/never_dirty/never_dirty.c:88:20: member: nr_pages in nd_dma()
 * ../corpus/never_dirty/never_dirty.c:92:23: member: maplist in nd_dma()
 * ../corpus/never_dirty/never_dirty.c:94:17: member: maplist in nd_dma()
 * ../corpus/never_dirty/never_dirty.c:112:8: call: map_user_kiobuf in nd_read()
 * ../corpus/never_dirty/never_dirty.c:123:2: call: unmap_kiobuf in nd_read()
 * ../corpus/never_dirty/never_dirty.c:140:8: call: map_user_kiobuf in nd_grab_frames()
 * ../corpus/never_dirty/never_dirty.c:151:2: call: unmap_kiobuf in nd_grab_frames()
 * ../corpus/never_dirty/never_dirty.c:181:8: call: alloc_kiovec in nd_open()
 * ../corpus/never_dirty/never_dirty.c:194:2: call: free_kiovec in nd_release()
 * summary: ../corpus/never_dirty/never_dirty.c: 13 sites
 * summary: 13 sites in 1 of 1 file
 * summary:      2 kiobuf
 * summary:      2 map_user_kiobuf
 * summary:      2 maplist
 * summary:      2 unmap_kiobuf
 * summary:      1 alloc_kiovec
 * summary:      1 free_kiovec
 * summary:      1 linux/iobuf.h
 * summary:      1 nr_pages
 * summary:      1 offset
 * check-output-end
 */
