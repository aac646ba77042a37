
/*
 * check-name: scan of the corpus driver vendor_dual
 * check-command: zcport scan ../corpus/vendor_dual
 *
 * check-output-start
 * ../corpus/vendor_dual/vendor_dual.c:33:10: guarded: linux/iobuf.h (macro LINUX_24 selects 2.4 code: at line 67, its sibling branch at line 70 pins with get_user_pages())
 * ../corpus/vendor_dual/vendor_dual.c:48:9: guarded: kiobuf (macro LINUX_24 selects 2.4 code: at line 67, its sibling branch at line 70 pins with get_user_pages())
 * ../corpus/vendor_dual/vendor_dual.c:68:8: guarded: map_user_kiobuf in vx_pin() (sibling branch at line 70 pins with get_user_pages())
 * ../corpus/vendor_dual/vendor_dual.c:100:3: guarded: mark_dirty_kiobuf in vx_unpin() (macro LINUX_24 selects 2.4 code: at line 67, its sibling branch at line 70 pins with get_user_pages())
 * ../corpus/vendor_dual/vendor_dual.c:101:2: guarded: unmap_kiobuf in vx_unpin() (macro LINUX_24 selects 2.4 code: at line 67, its sibling branch at line 70 pins with get_user_pages())
 * ../corpus/vendor_dual/vendor_dual.c:188:6: guarded: alloc_kiovec in vx_open() (macro LINUX_24 selects 2.4 code: at line 67, its sibling branch at line 70 pins with get_user_pages())
 * ../corpus/vendor_dual/vendor_dual.c:197:2: guarded: free_kiovec in vx_release() (macro LINUX_24 selects 2.4 code: at line 67, its sibling branch at line 70 pins with get_user_pages())
 * summary: ../corpus/vendor_dual/vendor_dual.c: 7 sites
 * summary: 7 sites in 1 of 1 file
 * summary:      1 alloc_kiovec
 * summary:      1 free_kiovec
 * summary:      1 kiobuf
 * summary:      1 linux/iobuf.h
 * summary:      1 map_user_kiobuf
 * summary:      1 mark_dirty_kiobuf
 * summary:      1 unmap_kiobuf
 * check-output-end
 */
