
/*
 * check-name: scan of the corpus driver sg_addr
 * check-command: zcport scan ../corpus/sg_addr
 *
 * check-output-start
 * ../corpus/sg_addr/sg_addr.c:28:1: include: linux/iobuf.h
 * ../corpus/sg_addr/sg_addr.c:41:40: parameter: kiobuf in sga_map_user()
 * ../corpus/sg_addr/sg_addr.c:43:22: member: offset in sga_map_user()
 * ../corpus/sg_addr/sg_addr.c:44:20: member: length in sga_map_user()
 * ../corpus/sg_addr/sg_addr.c:47:25: member: nr_pages in sga_map_user()
 * ../corpus/sg_addr/sg_addr.c:48:39: member: maplist in sga_map_user()
 * ../corpus/sg_addr/sg_addr.c:55:16: member: nr_pages in sga_map_user()
 * ../corpus/sg_addr/sg_addr.c:106:17: variable: kiobuf in sga_transfer_user()
 * ../corpus/sg_addr/sg_addr.c:109:8: call: alloc_kiovec in sga_transfer_user()
 * ../corpus/sg_addr/sg_addr.c:112:8: call: map_user_kiobuf in sga_transfer_user()
 * ../corpus/sg_addr/sg_addr.c:116:22: member: nr_pages in sga_transfer_user()
 * ../corpus/sg_addr/sg_addr.c:121:23: member: nr_pages in sga_transfer_user()
 * ../corpus/sg_addr/sg_addr.c:125:36: member: nr_pages in sga_transfer_user()
 * ../corpus/sg_addr/sg_addr.c:128:3: call: mark_dirty_kiobuf in sga_transfer_user()
 * ../corpus/sg_addr/sg_addr.c:130:2: call: unmap_kiobuf in sga_transfer_user()
 * ../corpus/sg_addr/sg_addr.c:132:2: call: free_kiovec in sga_transfer_user()
 * summary: ../corpus/sg_addr/sg_addr.c: 16 sites
 * summary: 16 sites in 1 of 1 file
 * summary:      5 nr_pages
 * summary:      2 kiobuf
 * summary:      1 alloc_kiovec
 * summary:      1 free_kiovec
 * summary:      1 length
 * summary:      1 linux/iobuf.h
 * summary:      1 map_user_kiobuf
 * summary:      1 maplist
 * summary:      1 mark_dirty_kiobuf
 * summary:      1 offset
 * summary:      1 unmap_kiobuf
 * check-output-end
 */
