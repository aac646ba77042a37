
/*
 * check-name: scan of the corpus driver split_tape
 * check-command: zcport scan ../corpus/split_tape
 *
 * check-output-start
 * ../corpus/split_tape/split_tape.c:12:1: include: linux/iobuf.h
 * ../corpus/split_tape/split_tape.c:26:8: call: alloc_kiovec in st_open()
 * ../corpus/split_tape/split_tape.c:34:2: call: free_kiovec in st_release()
 * ../corpus/split_tape/split_tape.h:15:1: include: linux/iobuf.h
 * ../corpus/split_tape/split_tape.h:22:17: field: kiobuf
 * ../corpus/split_tape/split_tape.h:29:2: define: map_user_kiobuf
 * ../corpus/split_tape/split_tape.h:33:4: define: mark_dirty_kiobuf
 * ../corpus/split_tape/split_tape.h:34:3: define: unmap_kiobuf
 * ../corpus/split_tape/split_tape_io.c:16:22: member: offset in st_copy()
 * ../corpus/split_tape/split_tape_io.c:19:25: member: nr_pages in st_copy()
 * ../corpus/split_tape/split_tape_io.c:25:29: member: maplist in st_copy()
 * ../corpus/split_tape/split_tape_io.c:30:17: member: maplist in st_copy()
 * ../corpus/split_tape/split_tape_io.c:44:8: macro: map_user_kiobuf via ST_MAP() in st_transfer()
 * ../corpus/split_tape/split_tape_io.c:48:2: macro: mark_dirty_kiobuf via ST_DONE() in st_transfer()
 * ../corpus/split_tape/split_tape_io.c:48:2: macro: unmap_kiobuf via ST_DONE() in st_transfer()
 * summary: ../corpus/split_tape/split_tape.c: 3 sites
 * summary: ../corpus/split_tape/split_tape.h: 5 sites
 * summary: ../corpus/split_tape/split_tape_io.c: 7 sites
 * summary: 15 sites in 3 of 3 files
 * summary:      2 linux/iobuf.h
 * summary:      2 map_user_kiobuf
 * summary:      2 maplist
 * summary:      2 mark_dirty_kiobuf
 * summary:      2 unmap_kiobuf
 * summary:      1 alloc_kiovec
 * summary:      1 free_kiovec
 * summary:      1 kiobuf
 * summary:      1 nr_pages
 * summary:      1 offset
 * check-output-end
 */
