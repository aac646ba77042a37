
/*
 * check-name: scan of the corpus driver two_decl
 * check-command: zcport scan ../corpus/two_decl
 *
 * check-output-start
 * ../corpus/two_decl/two_decl.c:27:1: include: linux/iobuf.h
 * ../corpus/two_decl/two_decl.c:48:35: parameter: kiobuf in td_dma()
 * ../corpus/two_decl/two_decl.c:50:19: member: offset in td_dma()
 * ../corpus/two_decl/two_decl.c:50:38: member: length in td_dma()
 * ../corpus/two_decl/two_decl.c:52:22: member: nr_pages in td_dma()
 * ../corpus/two_decl/two_decl.c:54:21: member: maplist in td_dma()
 * ../corpus/two_decl/two_decl.c:60:14: member: maplist in td_dma()
 * ../corpus/two_decl/two_decl.c:81:17: variable: kiobuf in td_convert()
 * ../corpus/two_decl/two_decl.c:81:22: variable: kiobuf in td_convert()
 * ../corpus/two_decl/two_decl.c:89:8: call: alloc_kiovec in td_convert()
 * ../corpus/two_decl/two_decl.c:92:8: call: alloc_kiovec in td_convert()
 * ../corpus/two_decl/two_decl.c:96:8: call: map_user_kiobuf in td_convert()
 * ../corpus/two_decl/two_decl.c:99:8: call: map_user_kiobuf in td_convert()
 * ../corpus/two_decl/two_decl.c:108:2: call: mark_dirty_kiobuf in td_convert()
 * ../corpus/two_decl/two_decl.c:109:2: call: unmap_kiobuf in td_convert()
 * ../corpus/two_decl/two_decl.c:111:2: call: unmap_kiobuf in td_convert()
 * ../corpus/two_decl/two_decl.c:113:2: call: free_kiovec in td_convert()
 * ../corpus/two_decl/two_decl.c:115:2: call: free_kiovec in td_convert()
 * summary: ../corpus/two_decl/two_decl.c: 18 sites
 * summary: 18 sites in 1 of 1 file
 * summary:      3 kiobuf
 * summary:      2 alloc_kiovec
 * summary:      2 free_kiovec
 * summary:      2 map_user_kiobuf
 * summary:      2 maplist
 * summary:      2 unmap_kiobuf
 * summary:      1 length
 * summary:      1 linux/iobuf.h
 * summary:      1 mark_dirty_kiobuf
 * summary:      1 nr_pages
 * summary:      1 offset
 * check-output-end
 */
