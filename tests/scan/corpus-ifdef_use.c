
/*
 * check-name: scan of the corpus driver ifdef_use
 * check-command: zcport scan ../corpus/ifdef_use
 *
 * check-output-start
 * ../corpus/ifdef_use/ifdef_use.c:30:1: include: linux/iobuf.h
 * ../corpus/ifdef_use/ifdef_use.c:40:32: inactive: kiobuf
 * ../corpus/ifdef_use/ifdef_use.c:56:42: parameter: kiobuf in iu_from_pages()
 * ../corpus/ifdef_use/ifdef_use.c:58:22: member: offset in iu_from_pages()
 * ../corpus/ifdef_use/ifdef_use.c:60:25: member: nr_pages in iu_from_pages()
 * ../corpus/ifdef_use/ifdef_use.c:65:44: member: maplist in iu_from_pages()
 * ../corpus/ifdef_use/ifdef_use.c:78:9: inactive: kiobuf in iu_read()
 * ../corpus/ifdef_use/ifdef_use.c:88:8: inactive: alloc_kiovec in iu_read()
 * ../corpus/ifdef_use/ifdef_use.c:91:8: inactive: map_user_kiobuf in iu_read()
 * ../corpus/ifdef_use/ifdef_use.c:93:3: inactive: free_kiovec in iu_read()
 * ../corpus/ifdef_use/ifdef_use.c:97:2: inactive: mark_dirty_kiobuf in iu_read()
 * ../corpus/ifdef_use/ifdef_use.c:98:2: inactive: unmap_kiobuf in iu_read()
 * ../corpus/ifdef_use/ifdef_use.c:99:2: inactive: free_kiovec in iu_read()
 * ../corpus/ifdef_use/ifdef_use.c:112:17: variable: kiobuf in iu_write()
 * ../corpus/ifdef_use/ifdef_use.c:118:8: call: alloc_kiovec in iu_write()
 * ../corpus/ifdef_use/ifdef_use.c:122:8: call: map_user_kiobuf in iu_write()
 * ../corpus/ifdef_use/ifdef_use.c:132:38: member: length in iu_write()
 * ../corpus/ifdef_use/ifdef_use.c:133:2: call: unmap_kiobuf in iu_write()
 * ../corpus/ifdef_use/ifdef_use.c:136:2: call: free_kiovec in iu_write()
 * summary: ../corpus/ifdef_use/ifdef_use.c: 19 sites
 * summary: 19 sites in 1 of 1 file
 * summary:      4 kiobuf
 * summary:      3 free_kiovec
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
