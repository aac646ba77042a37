
/*
 * check-name: scan of the corpus driver sg_list
 * check-command: zcport scan ../corpus/sg_list
 *
 * check-output-start
 * ../corpus/sg_list/sg_list.c:27:1: include: linux/iobuf.h
 * ../corpus/sg_list/sg_list.c:39:40: parameter: kiobuf in sgd_build_sg()
 * ../corpus/sg_list/sg_list.c:41:22: member: offset in sgd_build_sg()
 * ../corpus/sg_list/sg_list.c:42:20: member: length in sgd_build_sg()
 * ../corpus/sg_list/sg_list.c:45:25: member: nr_pages in sgd_build_sg()
 * ../corpus/sg_list/sg_list.c:47:23: member: maplist in sgd_build_sg()
 * ../corpus/sg_list/sg_list.c:55:16: member: nr_pages in sgd_build_sg()
 * ../corpus/sg_list/sg_list.c:75:40: parameter: kiobuf in sgd_transfer()
 * ../corpus/sg_list/sg_list.c:80:22: member: nr_pages in sgd_transfer()
 * ../corpus/sg_list/sg_list.c:83:23: member: nr_pages in sgd_transfer()
 * ../corpus/sg_list/sg_list.c:88:36: member: nr_pages in sgd_transfer()
 * ../corpus/sg_list/sg_list.c:97:17: variable: kiobuf in sgd_read()
 * ../corpus/sg_list/sg_list.c:106:8: call: alloc_kiovec in sgd_read()
 * ../corpus/sg_list/sg_list.c:110:8: call: map_user_kiobuf in sgd_read()
 * ../corpus/sg_list/sg_list.c:116:3: call: mark_dirty_kiobuf in sgd_read()
 * ../corpus/sg_list/sg_list.c:116:35: member: length in sgd_read()
 * ../corpus/sg_list/sg_list.c:117:2: call: unmap_kiobuf in sgd_read()
 * ../corpus/sg_list/sg_list.c:119:2: call: free_kiovec in sgd_read()
 * ../corpus/sg_list/sg_list.c:129:17: variable: kiobuf in sgd_write()
 * ../corpus/sg_list/sg_list.c:138:8: call: alloc_kiovec in sgd_write()
 * ../corpus/sg_list/sg_list.c:142:8: call: map_user_kiobuf in sgd_write()
 * ../corpus/sg_list/sg_list.c:147:2: call: unmap_kiobuf in sgd_write()
 * ../corpus/sg_list/sg_list.c:149:2: call: free_kiovec in sgd_write()
 * ../corpus/sg_list/sg_list.c:188:15: constant: KIO_STATIC_PAGES in sgd_init()
 * summary: ../corpus/sg_list/sg_list.c: 24 sites
 * summary: 24 sites in 1 of 1 file
 * summary:      5 nr_pages
 * summary:      4 kiobuf
 * summary:      2 alloc_kiovec
 * summary:      2 free_kiovec
 * summary:      2 length
 * summary:      2 map_user_kiobuf
 * summary:      2 unmap_kiobuf
 * summary:      1 KIO_STATIC_PAGES
 * summary:      1 linux/iobuf.h
 * summary:      1 maplist
 * summary:      1 mark_dirty_kiobuf
 * summary:      1 offset
 * check-output-end
 */
