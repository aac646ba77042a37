
/*
 * check-name: scan of the corpus driver builtin_board
 * check-command: zcport scan ../corpus/builtin_board
 *
 * check-output-start
 * ../corpus/builtin_board/builtin_board.c:29:1: include: linux/iobuf.h
 * ../corpus/builtin_board/builtin_board.c:37:23: variable: kiobuf
 * ../corpus/builtin_board/builtin_board.c:44:34: member: offset in bb_copy()
 * ../corpus/builtin_board/builtin_board.c:48:28: member: nr_pages in bb_copy()
 * ../corpus/builtin_board/builtin_board.c:54:26: member: maplist in bb_copy()
 * ../corpus/builtin_board/builtin_board.c:59:20: member: maplist in bb_copy()
 * ../corpus/builtin_board/builtin_board.c:78:8: call: map_user_kiobuf in bb_read()
 * ../corpus/builtin_board/builtin_board.c:84:2: call: mark_dirty_kiobuf in bb_read()
 * ../corpus/builtin_board/builtin_board.c:85:2: call: unmap_kiobuf in bb_read()
 * ../corpus/builtin_board/builtin_board.c:105:8: call: map_user_kiobuf in bb_write()
 * ../corpus/builtin_board/builtin_board.c:111:2: call: unmap_kiobuf in bb_write()
 * ../corpus/builtin_board/builtin_board.c:132:8: call: alloc_kiovec in bb_init()
 * ../corpus/builtin_board/builtin_board.c:143:2: call: free_kiovec in bb_init()
 * ../corpus/builtin_board/builtin_board.c:155:2: call: free_kiovec in bb_exit()
 * summary: ../corpus/builtin_board/builtin_board.c: 14 sites
 * summary: 14 sites in 1 of 1 file
 * summary:      2 free_kiovec
 * summary:      2 map_user_kiobuf
 * summary:      2 maplist
 * summary:      2 unmap_kiobuf
 * summary:      1 alloc_kiovec
 * summary:      1 kiobuf
 * summary:      1 linux/iobuf.h
 * summary:      1 mark_dirty_kiobuf
 * summary:      1 nr_pages
 * summary:      1 offset
 * check-output-end
 */
