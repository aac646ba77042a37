
/*
 * check-name: scan of the corpus driver partial_dirty
 * check-command: zcport scan ../corpus/partial_dirty
 *
 * check-output-start
 * ../corpus/partial_dirty/partial_dirty.c:25:1: include: linux/iobuf.h
 * ../corpus/partial_dirty/partial_dirty.c:45:37: parameter: kiobuf in pd_rx_dma()
 * ../corpus/partial_dirty/partial_dirty.c:47:20: member: length in pd_rx_dma()
 * ../corpus/partial_dirty/partial_dirty.c:48:22: member: offset in pd_rx_dma()
 * ../corpus/partial_dirty/partial_dirty.c:56:25: member: nr_pages in pd_rx_dma()
 * ../corpus/partial_dirty/partial_dirty.c:57:44: member: maplist in pd_rx_dma()
 * ../corpus/partial_dirty/partial_dirty.c:72:37: parameter: kiobuf in pd_tx_dma()
 * ../corpus/partial_dirty/partial_dirty.c:74:28: member: offset in pd_tx_dma()
 * ../corpus/partial_dirty/partial_dirty.c:80:20: member: length in pd_tx_dma()
 * ../corpus/partial_dirty/partial_dirty.c:81:17: member: length in pd_tx_dma()
 * ../corpus/partial_dirty/partial_dirty.c:83:25: member: nr_pages in pd_tx_dma()
 * ../corpus/partial_dirty/partial_dirty.c:84:44: member: maplist in pd_tx_dma()
 * ../corpus/partial_dirty/partial_dirty.c:97:17: variable: kiobuf in pd_read()
 * ../corpus/partial_dirty/partial_dirty.c:105:8: call: alloc_kiovec in pd_read()
 * ../corpus/partial_dirty/partial_dirty.c:109:8: call: map_user_kiobuf in pd_read()
 * ../corpus/partial_dirty/partial_dirty.c:111:3: call: free_kiovec in pd_read()
 * ../corpus/partial_dirty/partial_dirty.c:118:2: call: mark_dirty_kiobuf in pd_read()
 * ../corpus/partial_dirty/partial_dirty.c:119:2: call: unmap_kiobuf in pd_read()
 * ../corpus/partial_dirty/partial_dirty.c:120:2: call: free_kiovec in pd_read()
 * ../corpus/partial_dirty/partial_dirty.c:130:17: variable: kiobuf in pd_write()
 * ../corpus/partial_dirty/partial_dirty.c:136:8: call: alloc_kiovec in pd_write()
 * ../corpus/partial_dirty/partial_dirty.c:140:8: call: map_user_kiobuf in pd_write()
 * ../corpus/partial_dirty/partial_dirty.c:143:3: call: unmap_kiobuf in pd_write()
 * ../corpus/partial_dirty/partial_dirty.c:146:2: call: free_kiovec in pd_write()
 * summary: ../corpus/partial_dirty/partial_dirty.c: 24 sites
 * summary: 24 sites in 1 of 1 file
 * summary:      4 kiobuf
 * summary:      3 free_kiovec
 * summary:      3 length
 * summary:      2 alloc_kiovec
 * summary:      2 map_user_kiobuf
 * summary:      2 maplist
 * summary:      2 nr_pages
 * summary:      2 offset
 * summary:      2 unmap_kiobuf
 * summary:      1 linux/iobuf.h
 * summary:      1 mark_dirty_kiobuf
 * check-output-end
 */
