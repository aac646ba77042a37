
/*
 * check-name: scan of the corpus driver dev_struct
 * check-command: zcport scan ../corpus/dev_struct
 *
 * check-output-start
 * ../corpus/dev_struct/dev_struct.c:24:1: include: linux/iobuf.h
 * ../corpus/dev_struct/dev_struct.c:38:17: variable: kiobuf in ds_capture()
 * ../corpus/dev_struct/dev_struct.c:44:30: member: offset in ds_capture()
 * ../corpus/dev_struct/dev_struct.c:45:30: member: maplist in ds_capture()
 * ../corpus/dev_struct/dev_struct.c:74:8: call: map_user_kiobuf in ds_map()
 * ../corpus/dev_struct/dev_struct.c:128:8: call: alloc_kiovec in ds_open()
 * ../corpus/dev_struct/dev_struct.c:147:3: call: mark_dirty_kiobuf in ds_release()
 * ../corpus/dev_struct/dev_struct.c:148:3: call: unmap_kiobuf in ds_release()
 * ../corpus/dev_struct/dev_struct.c:151:2: call: free_kiovec in ds_release()
 * ../corpus/dev_struct/dev_struct.h:31:8: type: kiobuf
 * ../corpus/dev_struct/dev_struct.h:43:17: field: kiobuf
 * summary: ../corpus/dev_struct/dev_struct.c: 9 sites
 * summary: ../corpus/dev_struct/dev_struct.h: 2 sites
 * summary: 11 sites in 2 of 2 files
 * summary:      3 kiobuf
 * summary:      1 alloc_kiovec
 * summary:      1 free_kiovec
 * summary:      1 linux/iobuf.h
 * summary:      1 map_user_kiobuf
 * summary:      1 maplist
 * summary:      1 mark_dirty_kiobuf
 * summary:      1 offset
 * summary:      1 unmap_kiobuf
 * check-output-end
 */
