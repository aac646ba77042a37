
/*
 * check-name: scan of the corpus driver cast_lvalue
 * check-command: zcport scan ../corpus/cast_lvalue
 *
 * check-output-start
 * ../corpus/cast_lvalue/cast_lvalue.c:32:1: include: linux/iobuf.h
 * ../corpus/cast_lvalue/cast_lvalue.c:42:17: field: kiobuf
 * ../corpus/cast_lvalue/cast_lvalue.c:49:36: parameter: kiobuf in cl_copy()
 * ../corpus/cast_lvalue/cast_lvalue.c:52:31: member: offset in cl_copy()
 * ../corpus/cast_lvalue/cast_lvalue.c:56:25: member: nr_pages in cl_copy()
 * ../corpus/cast_lvalue/cast_lvalue.c:62:23: member: maplist in cl_copy()
 * ../corpus/cast_lvalue/cast_lvalue.c:67:17: member: maplist in cl_copy()
 * ../corpus/cast_lvalue/cast_lvalue.c:86:8: call: map_user_kiobuf in cl_read()
 * ../corpus/cast_lvalue/cast_lvalue.c:92:2: call: mark_dirty_kiobuf in cl_read()
 * ../corpus/cast_lvalue/cast_lvalue.c:93:2: call: unmap_kiobuf in cl_read()
 * ../corpus/cast_lvalue/cast_lvalue.c:112:8: call: map_user_kiobuf in cl_write()
 * ../corpus/cast_lvalue/cast_lvalue.c:118:2: call: unmap_kiobuf in cl_write()
 * ../corpus/cast_lvalue/cast_lvalue.c:135:8: call: alloc_kiovec in cl_open()
 * ../corpus/cast_lvalue/cast_lvalue.c:148:2: call: free_kiovec in cl_release()
 * summary: ../corpus/cast_lvalue/cast_lvalue.c: 14 sites
 * summary: 14 sites in 1 of 1 file
 * summary:      2 kiobuf
 * summary:      2 map_user_kiobuf
 * summary:      2 maplist
 * summary:      2 unmap_kiobuf
 * summary:      1 alloc_kiovec
 * summary:      1 free_kiovec
 * summary:      1 linux/iobuf.h
 * summary:      1 mark_dirty_kiobuf
 * summary:      1 nr_pages
 * summary:      1 offset
 * check-output-end
 */
