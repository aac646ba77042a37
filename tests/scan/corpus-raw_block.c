
/*
 * check-name: scan of the corpus driver raw_block
 * check-command: zcport scan ../corpus/raw_block
 *
 * check-output-start
 * ../corpus/raw_block/raw_block.c:29:1: include: linux/iobuf.h
 * ../corpus/raw_block/raw_block.c:90:17: variable: kiobuf in rb_rw()
 * ../corpus/raw_block/raw_block.c:105:8: call: alloc_kiovec in rb_rw()
 * ../corpus/raw_block/raw_block.c:108:19: constant: KIO_MAX_SECTORS in rb_rw()
 * ../corpus/raw_block/raw_block.c:115:39: constant: KIO_MAX_ATOMIC_IO in rb_rw()
 * ../corpus/raw_block/raw_block.c:117:9: call: map_user_kiobuf in rb_rw()
 * ../corpus/raw_block/raw_block.c:125:9: call: brw_kiovec in rb_rw()
 * ../corpus/raw_block/raw_block.c:128:4: call: mark_dirty_kiobuf in rb_rw()
 * ../corpus/raw_block/raw_block.c:129:3: call: unmap_kiobuf in rb_rw()
 * ../corpus/raw_block/raw_block.c:143:2: call: free_kiovec in rb_rw()
 * summary: ../corpus/raw_block/raw_block.c: 10 sites
 * summary: 10 sites in 1 of 1 file
 * summary:      1 KIO_MAX_ATOMIC_IO
 * summary:      1 KIO_MAX_SECTORS
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
