
/*
 * check-name: scan of the corpus driver sz_alloc
 * check-command: zcport scan ../corpus/sz_alloc
 *
 * check-output-start
 * ../corpus/sz_alloc/sz_alloc.c:31:1: include: linux/iobuf.h
 * ../corpus/sz_alloc/sz_alloc.c:49:17: field: kiobuf
 * ../corpus/sz_alloc/sz_alloc.c:57:35: parameter: kiobuf in sz_dma()
 * ../corpus/sz_alloc/sz_alloc.c:60:31: member: offset in sz_dma()
 * ../corpus/sz_alloc/sz_alloc.c:64:25: member: nr_pages in sz_dma()
 * ../corpus/sz_alloc/sz_alloc.c:70:23: member: maplist in sz_dma()
 * ../corpus/sz_alloc/sz_alloc.c:75:17: member: maplist in sz_dma()
 * ../corpus/sz_alloc/sz_alloc.c:86:14: constant: KIO_MAX_ATOMIC_IO in sz_clamp()
 * ../corpus/sz_alloc/sz_alloc.c:87:11: constant: KIO_MAX_ATOMIC_IO in sz_clamp()
 * ../corpus/sz_alloc/sz_alloc.c:105:8: call: map_user_kiobuf in sz_read()
 * ../corpus/sz_alloc/sz_alloc.c:111:2: call: mark_dirty_kiobuf in sz_read()
 * ../corpus/sz_alloc/sz_alloc.c:112:2: call: unmap_kiobuf in sz_read()
 * ../corpus/sz_alloc/sz_alloc.c:133:8: call: map_user_kiobuf in sz_write()
 * ../corpus/sz_alloc/sz_alloc.c:139:2: call: unmap_kiobuf in sz_write()
 * ../corpus/sz_alloc/sz_alloc.c:156:12: constant: KIO_MAX_SECTORS in sz_open()
 * ../corpus/sz_alloc/sz_alloc.c:158:8: call: alloc_kiovec_sz in sz_open()
 * ../corpus/sz_alloc/sz_alloc.c:160:8: inactive: alloc_kiovec in sz_open()
 * ../corpus/sz_alloc/sz_alloc.c:175:2: call: free_kiovec_sz in sz_release()
 * ../corpus/sz_alloc/sz_alloc.c:177:2: inactive: free_kiovec in sz_release()
 * summary: ../corpus/sz_alloc/sz_alloc.c: 19 sites
 * summary: 19 sites in 1 of 2 files
 * summary:      2 KIO_MAX_ATOMIC_IO
 * summary:      2 kiobuf
 * summary:      2 map_user_kiobuf
 * summary:      2 maplist
 * summary:      2 unmap_kiobuf
 * summary:      1 KIO_MAX_SECTORS
 * summary:      1 alloc_kiovec
 * summary:      1 alloc_kiovec_sz
 * summary:      1 free_kiovec
 * summary:      1 free_kiovec_sz
 * summary:      1 linux/iobuf.h
 * summary:      1 mark_dirty_kiobuf
 * summary:      1 nr_pages
 * summary:      1 offset
 * check-output-end
 */
