
/*
 * check-name: scan of the corpus driver copy_engine
 * check-command: zcport scan ../corpus/copy_engine
 *
 * check-output-start
 * ../corpus/copy_engine/copy_engine.c:29:1: include: linux/iobuf.h
 * ../corpus/copy_engine/copy_engine.c:55:41: parameter: kiobuf in ce_copy_chunk()
 * ../corpus/copy_engine/copy_engine.c:60:10: member: blocks in ce_copy_chunk()
 * ../corpus/copy_engine/copy_engine.c:61:8: call: brw_kiovec in ce_copy_chunk()
 * ../corpus/copy_engine/copy_engine.c:62:12: member: blocks in ce_copy_chunk()
 * ../corpus/copy_engine/copy_engine.c:65:8: call: brw_kiovec in ce_copy_chunk()
 * ../corpus/copy_engine/copy_engine.c:66:12: member: blocks in ce_copy_chunk()
 * ../corpus/copy_engine/copy_engine.c:72:42: parameter: kiobuf in ce_free_pages()
 * ../corpus/copy_engine/copy_engine.c:76:25: member: nr_pages in ce_free_pages()
 * ../corpus/copy_engine/copy_engine.c:77:22: member: maplist in ce_free_pages()
 * ../corpus/copy_engine/copy_engine.c:78:9: member: nr_pages in ce_free_pages()
 * ../corpus/copy_engine/copy_engine.c:83:17: variable: kiobuf in ce_thread()
 * ../corpus/copy_engine/copy_engine.c:89:8: call: alloc_kiovec in ce_thread()
 * ../corpus/copy_engine/copy_engine.c:99:10: member: maplist in ce_thread()
 * ../corpus/copy_engine/copy_engine.c:100:10: member: nr_pages in ce_thread()
 * ../corpus/copy_engine/copy_engine.c:102:9: member: offset in ce_thread()
 * ../corpus/copy_engine/copy_engine.c:103:9: member: length in ce_thread()
 * ../corpus/copy_engine/copy_engine.c:122:2: call: free_kiovec in ce_thread()
 * summary: ../corpus/copy_engine/copy_engine.c: 18 sites
 * summary: 18 sites in 1 of 1 file
 * summary:      3 blocks
 * summary:      3 kiobuf
 * summary:      3 nr_pages
 * summary:      2 brw_kiovec
 * summary:      2 maplist
 * summary:      1 alloc_kiovec
 * summary:      1 free_kiovec
 * summary:      1 length
 * summary:      1 linux/iobuf.h
 * summary:      1 offset
 * check-output-end
 */
