
/*
 * check-name: scan of the corpus driver lock_pair
 * check-command: zcport scan ../corpus/lock_pair
 *
 * check-output-start
 * ../corpus/lock_pair/lock_pair.c:26:1: include: linux/iobuf.h
 * ../corpus/lock_pair/lock_pair.c:53:35: parameter: kiobuf in lp_dma()
 * ../corpus/lock_pair/lock_pair.c:55:31: member: offset in lp_dma()
 * ../corpus/lock_pair/lock_pair.c:56:29: member: length in lp_dma()
 * ../corpus/lock_pair/lock_pair.c:59:25: member: nr_pages in lp_dma()
 * ../corpus/lock_pair/lock_pair.c:61:38: member: maplist in lp_dma()
 * ../corpus/lock_pair/lock_pair.c:69:17: member: maplist in lp_dma()
 * ../corpus/lock_pair/lock_pair.c:79:17: variable: kiobuf in lp_read()
 * ../corpus/lock_pair/lock_pair.c:86:8: call: alloc_kiovec in lp_read()
 * ../corpus/lock_pair/lock_pair.c:89:8: call: map_user_kiobuf in lp_read()
 * ../corpus/lock_pair/lock_pair.c:93:8: call: lock_kiovec in lp_read()
 * ../corpus/lock_pair/lock_pair.c:100:2: call: unlock_kiovec in lp_read()
 * ../corpus/lock_pair/lock_pair.c:101:2: call: mark_dirty_kiobuf in lp_read()
 * ../corpus/lock_pair/lock_pair.c:104:2: call: unmap_kiobuf in lp_read()
 * ../corpus/lock_pair/lock_pair.c:106:2: call: free_kiovec in lp_read()
 * ../corpus/lock_pair/lock_pair.c:113:17: variable: kiobuf in lp_write()
 * ../corpus/lock_pair/lock_pair.c:119:8: call: alloc_kiovec in lp_write()
 * ../corpus/lock_pair/lock_pair.c:122:8: call: map_user_kiobuf in lp_write()
 * ../corpus/lock_pair/lock_pair.c:126:8: call: lock_kiovec in lp_write()
 * ../corpus/lock_pair/lock_pair.c:130:2: call: unlock_kiovec in lp_write()
 * ../corpus/lock_pair/lock_pair.c:133:2: call: unmap_kiobuf in lp_write()
 * ../corpus/lock_pair/lock_pair.c:135:2: call: free_kiovec in lp_write()
 * summary: ../corpus/lock_pair/lock_pair.c: 22 sites
 * summary: 22 sites in 1 of 1 file
 * summary:      3 kiobuf
 * summary:      2 alloc_kiovec
 * summary:      2 free_kiovec
 * summary:      2 lock_kiovec
 * summary:      2 map_user_kiobuf
 * summary:      2 maplist
 * summary:      2 unlock_kiovec
 * summary:      2 unmap_kiobuf
 * summary:      1 length
 * summary:      1 linux/iobuf.h
 * summary:      1 mark_dirty_kiobuf
 * summary:      1 nr_pages
 * summary:      1 offset
 * check-output-end
 */
