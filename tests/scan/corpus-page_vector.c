
/*
 * check-name: scan of the corpus driver page_vector
 * check-command: zcport scan ../corpus/page_vector
 *
 * check-output-start
 * ../corpus/page_vector/page_vector.c:24:1: include: linux/iobuf.h
 * ../corpus/page_vector/page_vector.c:50:23: variable: kiobuf
 * ../corpus/page_vector/page_vector.c:62:29: member: nr_pages in pv_teardown()
 * ../corpus/page_vector/page_vector.c:63:26: member: maplist in pv_teardown()
 * ../corpus/page_vector/page_vector.c:64:3: call: free_kiovec in pv_teardown()
 * ../corpus/page_vector/page_vector.c:92:8: call: alloc_kiovec in pv_setup()
 * ../corpus/page_vector/page_vector.c:105:13: member: maplist in pv_setup()
 * ../corpus/page_vector/page_vector.c:106:13: member: nr_pages in pv_setup()
 * ../corpus/page_vector/page_vector.c:108:12: member: offset in pv_setup()
 * ../corpus/page_vector/page_vector.c:109:12: member: length in pv_setup()
 * ../corpus/page_vector/page_vector.c:119:36: member: blocks in pv_transfer()
 * ../corpus/page_vector/page_vector.c:126:8: call: brw_kiovec in pv_transfer()
 * summary: ../corpus/page_vector/page_vector.c: 12 sites
 * summary: 12 sites in 1 of 1 file
 * summary:      2 maplist
 * summary:      2 nr_pages
 * summary:      1 alloc_kiovec
 * summary:      1 blocks
 * summary:      1 brw_kiovec
 * summary:      1 free_kiovec
 * summary:      1 kiobuf
 * summary:      1 length
 * summary:      1 linux/iobuf.h
 * summary:      1 offset
 * check-output-end
 */
