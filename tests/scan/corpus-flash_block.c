
/*
 * check-name: scan of the corpus driver flash_block
 * check-command: zcport scan ../corpus/flash_block
 *
 * check-output-start
 * ../corpus/flash_block/flash_block.c:27:1: include: linux/iobuf.h
 * ../corpus/flash_block/flash_block.c:46:23: variable: kiobuf
 * ../corpus/flash_block/flash_block.c:56:12: member: nr_pages in fb_sync()
 * ../corpus/flash_block/flash_block.c:64:13: member: maplist in fb_sync()
 * ../corpus/flash_block/flash_block.c:65:13: member: nr_pages in fb_sync()
 * ../corpus/flash_block/flash_block.c:67:12: member: offset in fb_sync()
 * ../corpus/flash_block/flash_block.c:68:12: member: length in fb_sync()
 * ../corpus/flash_block/flash_block.c:70:13: member: blocks in fb_sync()
 * ../corpus/flash_block/flash_block.c:71:8: call: brw_kiovec in fb_sync()
 * ../corpus/flash_block/flash_block.c:72:15: member: blocks in fb_sync()
 * ../corpus/flash_block/flash_block.c:76:28: member: nr_pages in fb_sync()
 * ../corpus/flash_block/flash_block.c:77:24: member: maplist in fb_sync()
 * ../corpus/flash_block/flash_block.c:78:32: member: maplist in fb_sync()
 * ../corpus/flash_block/flash_block.c:80:12: member: nr_pages in fb_sync()
 * ../corpus/flash_block/flash_block.c:133:8: call: alloc_kiovec in fb_init()
 * ../corpus/flash_block/flash_block.c:138:3: call: free_kiovec in fb_init()
 * ../corpus/flash_block/flash_block.c:153:2: call: free_kiovec in fb_exit()
 * summary: ../corpus/flash_block/flash_block.c: 17 sites
 * summary: 17 sites in 1 of 1 file
 * summary:      4 nr_pages
 * summary:      3 maplist
 * summary:      2 blocks
 * summary:      2 free_kiovec
 * summary:      1 alloc_kiovec
 * summary:      1 brw_kiovec
 * summary:      1 kiobuf
 * summary:      1 length
 * summary:      1 linux/iobuf.h
 * summary:      1 offset
 * check-output-end
 */
