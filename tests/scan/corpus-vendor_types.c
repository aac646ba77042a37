
/*
 * check-name: scan of the corpus driver vendor_types
 * check-command: zcport scan ../corpus/vendor_types
 *
 * check-output-start
 * ../corpus/vendor_types/vendor_types.c:30:1: include: linux/iobuf.h
 * ../corpus/vendor_types/vendor_types.c:50:50: parameter: kiobuf
 * ../corpus/vendor_types/vendor_types.c:63:54: parameter: kiobuf in vt_build()
 * ../corpus/vendor_types/vendor_types.c:66:31: member: offset in vt_build()
 * ../corpus/vendor_types/vendor_types.c:70:25: member: nr_pages in vt_build()
 * ../corpus/vendor_types/vendor_types.c:75:25: member: maplist in vt_build()
 * ../corpus/vendor_types/vendor_types.c:89:17: variable: kiobuf in vt_transfer()
 * ../corpus/vendor_types/vendor_types.c:93:8: call: alloc_kiovec in vt_transfer()
 * ../corpus/vendor_types/vendor_types.c:96:8: call: map_user_kiobuf in vt_transfer()
 * ../corpus/vendor_types/vendor_types.c:101:39: member: nr_pages in vt_transfer()
 * ../corpus/vendor_types/vendor_types.c:117:3: call: mark_dirty_kiobuf in vt_transfer()
 * ../corpus/vendor_types/vendor_types.c:119:2: call: unmap_kiobuf in vt_transfer()
 * ../corpus/vendor_types/vendor_types.c:121:2: call: free_kiovec in vt_transfer()
 * summary: ../corpus/vendor_types/vendor_types.c: 13 sites
 * summary: 13 sites in 1 of 1 file
 * summary:      3 kiobuf
 * summary:      2 nr_pages
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
