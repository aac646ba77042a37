
/*
 * check-name: scan of the corpus driver kiovec_array
 * check-command: zcport scan ../corpus/kiovec_array
 *
 * check-output-start
 * ../corpus/kiovec_array/kiovec_array.c:27:1: include: linux/iobuf.h
 * ../corpus/kiovec_array/kiovec_array.c:34:21: define: KIO_MAX_ATOMIC_IO
 * ../corpus/kiovec_array/kiovec_array.c:55:39: parameter: kiobuf in ka_channel()
 * ../corpus/kiovec_array/kiovec_array.c:57:19: member: offset in ka_channel()
 * ../corpus/kiovec_array/kiovec_array.c:57:38: member: length in ka_channel()
 * ../corpus/kiovec_array/kiovec_array.c:59:22: member: nr_pages in ka_channel()
 * ../corpus/kiovec_array/kiovec_array.c:60:40: member: maplist in ka_channel()
 * ../corpus/kiovec_array/kiovec_array.c:75:17: variable: kiobuf in ka_transfer()
 * ../corpus/kiovec_array/kiovec_array.c:90:8: call: alloc_kiovec in ka_transfer()
 * ../corpus/kiovec_array/kiovec_array.c:100:9: call: map_user_kiobuf in ka_transfer()
 * ../corpus/kiovec_array/kiovec_array.c:106:8: call: lock_kiovec in ka_transfer()
 * ../corpus/kiovec_array/kiovec_array.c:114:20: member: length in ka_transfer()
 * ../corpus/kiovec_array/kiovec_array.c:118:2: call: unlock_kiovec in ka_transfer()
 * ../corpus/kiovec_array/kiovec_array.c:124:4: call: mark_dirty_kiobuf in ka_transfer()
 * ../corpus/kiovec_array/kiovec_array.c:124:38: member: length in ka_transfer()
 * ../corpus/kiovec_array/kiovec_array.c:125:3: call: unmap_kiobuf in ka_transfer()
 * ../corpus/kiovec_array/kiovec_array.c:127:2: call: free_kiovec in ka_transfer()
 * summary: ../corpus/kiovec_array/kiovec_array.c: 17 sites
 * summary: 17 sites in 1 of 1 file
 * summary:      3 length
 * summary:      2 kiobuf
 * summary:      1 KIO_MAX_ATOMIC_IO
 * summary:      1 alloc_kiovec
 * summary:      1 free_kiovec
 * summary:      1 linux/iobuf.h
 * summary:      1 lock_kiovec
 * summary:      1 map_user_kiobuf
 * summary:      1 maplist
 * summary:      1 mark_dirty_kiobuf
 * summary:      1 nr_pages
 * summary:      1 offset
 * summary:      1 unlock_kiovec
 * summary:      1 unmap_kiobuf
 * check-output-end
 */
