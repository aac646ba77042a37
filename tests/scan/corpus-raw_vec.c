
/*
 * check-name: scan of the corpus driver raw_vec
 * check-command: zcport scan ../corpus/raw_vec
 *
 * check-output-start
 * ../corpus/raw_vec/raw_vec.c:29:1: include: linux/iobuf.h
 * ../corpus/raw_vec/raw_vec.c:53:17: variable: kiobuf in rv_round()
 * ../corpus/raw_vec/raw_vec.c:58:8: call: alloc_kiovec in rv_round()
 * ../corpus/raw_vec/raw_vec.c:62:9: call: map_user_kiobuf in rv_round()
 * ../corpus/raw_vec/raw_vec.c:75:8: call: brw_kiovec in rv_round()
 * ../corpus/raw_vec/raw_vec.c:81:30: member: length in rv_round()
 * ../corpus/raw_vec/raw_vec.c:81:54: member: length in rv_round()
 * ../corpus/raw_vec/raw_vec.c:84:4: call: mark_dirty_kiobuf in rv_round()
 * ../corpus/raw_vec/raw_vec.c:85:19: member: length in rv_round()
 * ../corpus/raw_vec/raw_vec.c:86:3: call: unmap_kiobuf in rv_round()
 * ../corpus/raw_vec/raw_vec.c:88:2: call: free_kiovec in rv_round()
 * ../corpus/raw_vec/raw_vec.c:108:25: constant: KIO_MAX_SECTORS in rv_rw()
 * ../corpus/raw_vec/raw_vec.c:110:19: constant: KIO_MAX_SECTORS in rv_rw()
 * ../corpus/raw_vec/raw_vec.c:121:22: constant: KIO_MAX_SECTORS in rv_rw()
 * summary: ../corpus/raw_vec/raw_vec.c: 14 sites
 * summary: 14 sites in 1 of 1 file
 * summary:      3 KIO_MAX_SECTORS
 * summary:      3 length
 * summary:      1 alloc_kiovec
 * summary:      1 brw_kiovec
 * summary:      1 free_kiovec
 * summary:      1 kiobuf
 * summary:      1 linux/iobuf.h
 * summary:      1 map_user_kiobuf
 * summary:      1 mark_dirty_kiobuf
 * summary:      1 unmap_kiobuf
 * check-output-end
 */
