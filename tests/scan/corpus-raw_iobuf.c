
/*
 * check-name: scan of the corpus driver raw_iobuf
 * check-command: zcport scan ../corpus/raw_iobuf
 *
 * check-output-start
 * ../corpus/raw_iobuf/raw_iobuf.c:30:1: include: linux/iobuf.h
 * ../corpus/raw_iobuf/raw_iobuf.c:49:18: field: kiobuf
 * ../corpus/raw_iobuf/raw_iobuf.c:60:48: parameter: kiobuf in ri_chunk()
 * ../corpus/raw_iobuf/raw_iobuf.c:67:8: call: map_user_kiobuf in ri_chunk()
 * ../corpus/raw_iobuf/raw_iobuf.c:72:10: member: blocks in ri_chunk()
 * ../corpus/raw_iobuf/raw_iobuf.c:73:8: call: brw_kiovec in ri_chunk()
 * ../corpus/raw_iobuf/raw_iobuf.c:74:12: member: blocks in ri_chunk()
 * ../corpus/raw_iobuf/raw_iobuf.c:77:3: call: mark_dirty_kiobuf in ri_chunk()
 * ../corpus/raw_iobuf/raw_iobuf.c:78:2: call: unmap_kiobuf in ri_chunk()
 * ../corpus/raw_iobuf/raw_iobuf.c:87:17: variable: kiobuf in ri_transfer()
 * ../corpus/raw_iobuf/raw_iobuf.c:104:9: call: alloc_kiovec in ri_transfer()
 * ../corpus/raw_iobuf/raw_iobuf.c:112:12: constant: KIO_MAX_SECTORS in ri_transfer()
 * ../corpus/raw_iobuf/raw_iobuf.c:131:3: call: free_kiovec in ri_transfer()
 * ../corpus/raw_iobuf/raw_iobuf.c:204:9: call: alloc_kiovec in ri_open()
 * ../corpus/raw_iobuf/raw_iobuf.c:242:4: call: free_kiovec in ri_exit()
 * summary: ../corpus/raw_iobuf/raw_iobuf.c: 15 sites
 * summary: 15 sites in 1 of 1 file
 * summary:      3 kiobuf
 * summary:      2 alloc_kiovec
 * summary:      2 blocks
 * summary:      2 free_kiovec
 * summary:      1 KIO_MAX_SECTORS
 * summary:      1 brw_kiovec
 * summary:      1 linux/iobuf.h
 * summary:      1 map_user_kiobuf
 * summary:      1 mark_dirty_kiobuf
 * summary:      1 unmap_kiobuf
 * check-output-end
 */
