
/*
 * check-name: scan of the corpus driver chunked
 * check-command: zcport scan ../corpus/chunked
 *
 * check-output-start
 * ../corpus/chunked/chunked.c:24:1: include: linux/iobuf.h
 * ../corpus/chunked/chunked.c:29:19: define: KIO_MAX_ATOMIC_IO
 * ../corpus/chunked/chunked.c:37:41: parameter: kiobuf in ck_dma_chunk()
 * ../corpus/chunked/chunked.c:39:22: member: offset in ck_dma_chunk()
 * ../corpus/chunked/chunked.c:40:20: member: length in ck_dma_chunk()
 * ../corpus/chunked/chunked.c:43:25: member: nr_pages in ck_dma_chunk()
 * ../corpus/chunked/chunked.c:45:33: member: maplist in ck_dma_chunk()
 * ../corpus/chunked/chunked.c:62:17: variable: kiobuf in ck_read()
 * ../corpus/chunked/chunked.c:72:8: call: alloc_kiovec in ck_read()
 * ../corpus/chunked/chunked.c:82:9: call: map_user_kiobuf in ck_read()
 * ../corpus/chunked/chunked.c:89:3: call: mark_dirty_kiobuf in ck_read()
 * ../corpus/chunked/chunked.c:90:3: call: unmap_kiobuf in ck_read()
 * ../corpus/chunked/chunked.c:94:2: call: free_kiovec in ck_read()
 * ../corpus/chunked/chunked.c:105:17: variable: kiobuf in ck_write()
 * ../corpus/chunked/chunked.c:115:8: call: alloc_kiovec in ck_write()
 * ../corpus/chunked/chunked.c:122:9: call: map_user_kiobuf in ck_write()
 * ../corpus/chunked/chunked.c:127:3: call: unmap_kiobuf in ck_write()
 * ../corpus/chunked/chunked.c:135:2: call: free_kiovec in ck_write()
 * ../corpus/chunked/chunked.c:201:9: constant: KIO_MAX_ATOMIC_IO in ck_init()
 * summary: ../corpus/chunked/chunked.c: 19 sites
 * summary: 19 sites in 1 of 1 file
 * summary:      3 kiobuf
 * summary:      2 KIO_MAX_ATOMIC_IO
 * summary:      2 alloc_kiovec
 * summary:      2 free_kiovec
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
