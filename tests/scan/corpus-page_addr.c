
/*
 * check-name: scan of the corpus driver page_addr
 * check-command: zcport scan ../corpus/page_addr
 *
 * check-output-start
 * ../corpus/page_addr/page_addr.c:22:1: include: linux/iobuf.h
 * ../corpus/page_addr/page_addr.c:45:37: parameter: kiobuf in pa_engine()
 * ../corpus/page_addr/page_addr.c:48:22: member: offset in pa_engine()
 * ../corpus/page_addr/page_addr.c:49:20: member: length in pa_engine()
 * ../corpus/page_addr/page_addr.c:52:25: member: nr_pages in pa_engine()
 * ../corpus/page_addr/page_addr.c:53:30: member: maplist in pa_engine()
 * ../corpus/page_addr/page_addr.c:80:17: variable: kiobuf in pa_read()
 * ../corpus/page_addr/page_addr.c:86:13: call: alloc_kiovec in pa_read()
 * ../corpus/page_addr/page_addr.c:89:13: call: map_user_kiobuf in pa_read()
 * ../corpus/page_addr/page_addr.c:91:3: call: free_kiovec in pa_read()
 * ../corpus/page_addr/page_addr.c:97:3: call: mark_dirty_kiobuf in pa_read()
 * ../corpus/page_addr/page_addr.c:99:2: call: unmap_kiobuf in pa_read()
 * ../corpus/page_addr/page_addr.c:100:2: call: free_kiovec in pa_read()
 * ../corpus/page_addr/page_addr.c:111:17: variable: kiobuf in pa_write()
 * ../corpus/page_addr/page_addr.c:118:13: call: alloc_kiovec in pa_write()
 * ../corpus/page_addr/page_addr.c:121:13: call: map_user_kiobuf in pa_write()
 * ../corpus/page_addr/page_addr.c:123:3: call: free_kiovec in pa_write()
 * ../corpus/page_addr/page_addr.c:129:2: call: unmap_kiobuf in pa_write()
 * ../corpus/page_addr/page_addr.c:130:2: call: free_kiovec in pa_write()
 * summary: ../corpus/page_addr/page_addr.c: 19 sites
 * summary: 19 sites in 1 of 1 file
 * summary:      4 free_kiovec
 * summary:      3 kiobuf
 * summary:      2 alloc_kiovec
 * summary:      2 map_user_kiobuf
 * summary:      2 unmap_kiobuf
 * summary:      1 length
 * summary:      1 linux/iobuf.h
 * summary:      1 maplist
 * summary:      1 mark_dirty_kiobuf
 * summary:      1 nr_pages
 * summary:      1 offset
 * check-output-end
 */
