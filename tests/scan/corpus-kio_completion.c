
/*
 * check-name: scan of the corpus driver kio_completion
 * check-command: zcport scan ../corpus/kio_completion
 *
 * check-output-start
 * ../corpus/kio_completion/kio_completion.c:29:1: include: linux/iobuf.h
 * ../corpus/kio_completion/kio_completion.c:43:17: field: kiobuf
 * ../corpus/kio_completion/kio_completion.c:80:2: call: end_kio_request in kc_interrupt()
 * ../corpus/kio_completion/kio_completion.c:84:38: parameter: kiobuf in kc_end_io()
 * ../corpus/kio_completion/kio_completion.c:87:13: member: errno in kc_end_io()
 * ../corpus/kio_completion/kio_completion.c:91:41: parameter: kiobuf in kc_queue_desc()
 * ../corpus/kio_completion/kio_completion.c:116:17: variable: kiobuf in kc_read()
 * ../corpus/kio_completion/kio_completion.c:130:8: call: alloc_kiovec in kc_read()
 * ../corpus/kio_completion/kio_completion.c:133:8: call: map_user_kiobuf in kc_read()
 * ../corpus/kio_completion/kio_completion.c:138:9: member: end_io in kc_read()
 * ../corpus/kio_completion/kio_completion.c:139:9: member: errno in kc_read()
 * ../corpus/kio_completion/kio_completion.c:140:18: member: offset in kc_read()
 * ../corpus/kio_completion/kio_completion.c:141:25: member: nr_pages in kc_read()
 * ../corpus/kio_completion/kio_completion.c:145:22: member: io_count in kc_read()
 * ../corpus/kio_completion/kio_completion.c:146:35: member: maplist in kc_read()
 * ../corpus/kio_completion/kio_completion.c:149:23: member: io_count in kc_read()
 * ../corpus/kio_completion/kio_completion.c:156:2: call: kiobuf_wait_for_io in kc_read()
 * ../corpus/kio_completion/kio_completion.c:159:15: member: errno in kc_read()
 * ../corpus/kio_completion/kio_completion.c:161:3: call: mark_dirty_kiobuf in kc_read()
 * ../corpus/kio_completion/kio_completion.c:165:2: call: unmap_kiobuf in kc_read()
 * ../corpus/kio_completion/kio_completion.c:167:2: call: free_kiovec in kc_read()
 * summary: ../corpus/kio_completion/kio_completion.c: 21 sites
 * summary: 21 sites in 1 of 1 file
 * summary:      4 kiobuf
 * summary:      3 errno
 * summary:      2 io_count
 * summary:      1 alloc_kiovec
 * summary:      1 end_io
 * summary:      1 end_kio_request
 * summary:      1 free_kiovec
 * summary:      1 kiobuf_wait_for_io
 * summary:      1 linux/iobuf.h
 * summary:      1 map_user_kiobuf
 * summary:      1 maplist
 * summary:      1 mark_dirty_kiobuf
 * summary:      1 nr_pages
 * summary:      1 offset
 * summary:      1 unmap_kiobuf
 * check-output-end
 */
