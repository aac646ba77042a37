
/*
 * check-name: scan of the corpus driver shared_vec
 * check-command: zcport scan ../corpus/shared_vec
 *
 * check-output-start
 * ../corpus/shared_vec/shared_vec.c:32:8: call: alloc_kiovec in sv_stage_setup()
 * ../corpus/shared_vec/shared_vec.c:43:14: member: maplist in sv_stage_setup()
 * ../corpus/shared_vec/shared_vec.c:44:14: member: nr_pages in sv_stage_setup()
 * ../corpus/shared_vec/shared_vec.c:46:13: member: offset in sv_stage_setup()
 * ../corpus/shared_vec/shared_vec.c:47:13: member: length in sv_stage_setup()
 * ../corpus/shared_vec/shared_vec.c:51:29: member: nr_pages in sv_stage_setup()
 * ../corpus/shared_vec/shared_vec.c:52:26: member: maplist in sv_stage_setup()
 * ../corpus/shared_vec/shared_vec.c:53:2: call: free_kiovec in sv_stage_setup()
 * ../corpus/shared_vec/shared_vec.c:61:29: member: nr_pages in sv_stage_free()
 * ../corpus/shared_vec/shared_vec.c:62:26: member: maplist in sv_stage_free()
 * ../corpus/shared_vec/shared_vec.c:63:2: call: free_kiovec in sv_stage_free()
 * ../corpus/shared_vec/shared_vec.c:79:8: call: alloc_kiovec in sv_init()
 * ../corpus/shared_vec/shared_vec.c:90:2: call: free_kiovec in sv_init()
 * ../corpus/shared_vec/shared_vec.c:99:2: call: free_kiovec in sv_exit()
 * ../corpus/shared_vec/shared_vec.h:16:1: include: linux/iobuf.h
 * ../corpus/shared_vec/shared_vec.h:22:17: field: kiobuf
 * ../corpus/shared_vec/shared_vec.h:23:17: field: kiobuf
 * ../corpus/shared_vec/shared_vec_io.c:35:17: variable: kiobuf in sv_copy_out()
 * ../corpus/shared_vec/shared_vec_io.c:39:19: member: offset in sv_copy_out()
 * ../corpus/shared_vec/shared_vec_io.c:40:25: member: maplist in sv_copy_out()
 * ../corpus/shared_vec/shared_vec_io.c:41:32: member: maplist in sv_copy_out()
 * ../corpus/shared_vec/shared_vec_io.c:64:8: call: map_user_kiobuf in sv_read()
 * ../corpus/shared_vec/shared_vec_io.c:70:2: call: mark_dirty_kiobuf in sv_read()
 * ../corpus/shared_vec/shared_vec_io.c:71:2: call: unmap_kiobuf in sv_read()
 * summary: ../corpus/shared_vec/shared_vec.c: 14 sites
 * summary: ../corpus/shared_vec/shared_vec.h: 3 sites
 * summary: ../corpus/shared_vec/shared_vec_io.c: 7 sites
 * summary: 24 sites in 3 of 3 files
 * summary:      5 maplist
 * summary:      4 free_kiovec
 * summary:      3 kiobuf
 * summary:      3 nr_pages
 * summary:      2 alloc_kiovec
 * summary:      2 offset
 * summary:      1 length
 * summary:      1 linux/iobuf.h
 * summary:      1 map_user_kiobuf
 * summary:      1 mark_dirty_kiobuf
 * summary:      1 unmap_kiobuf
 * check-output-end
 */
