
/*
 * check-name: scan of the corpus driver embedded
 * check-command: zcport scan ../corpus/embedded
 *
 * check-output-start
 * ../corpus/embedded/embedded.c:29:1: include: linux/iobuf.h
 * ../corpus/embedded/embedded.c:37:23: define: KIO_STATIC_PAGES
 * ../corpus/embedded/embedded.c:43:16: field: kiobuf
 * ../corpus/embedded/embedded.c:51:24: member: offset in em_dma()
 * ../corpus/embedded/embedded.c:52:22: member: length in em_dma()
 * ../corpus/embedded/embedded.c:55:27: member: nr_pages in em_dma()
 * ../corpus/embedded/embedded.c:61:29: member: maplist in em_dma()
 * ../corpus/embedded/embedded.c:89:8: call: map_user_kiobuf in em_read()
 * ../corpus/embedded/embedded.c:92:3: call: mark_dirty_kiobuf in em_read()
 * ../corpus/embedded/embedded.c:93:3: call: unmap_kiobuf in em_read()
 * ../corpus/embedded/embedded.c:117:8: call: map_user_kiobuf in em_write()
 * ../corpus/embedded/embedded.c:121:2: call: unmap_kiobuf in em_write()
 * ../corpus/embedded/embedded.c:156:2: call: kiobuf_init in em_init()
 * summary: ../corpus/embedded/embedded.c: 13 sites
 * summary: 13 sites in 1 of 1 file
 * summary:      2 map_user_kiobuf
 * summary:      2 unmap_kiobuf
 * summary:      1 KIO_STATIC_PAGES
 * summary:      1 kiobuf
 * summary:      1 kiobuf_init
 * summary:      1 length
 * summary:      1 linux/iobuf.h
 * summary:      1 maplist
 * summary:      1 mark_dirty_kiobuf
 * summary:      1 nr_pages
 * summary:      1 offset
 * check-output-end
 */
