
/*
 * check-name: scan of the corpus driver dual_version
 * check-command: zcport scan ../corpus/dual_version
 *
 * check-output-start
 * ../corpus/dual_version/dual_version.c:29:1: guarded: linux/iobuf.h (version test LINUX_VERSION_CODE < 2.5.0 at line 28)
 * ../corpus/dual_version/dual_version.c:73:17: guarded: kiobuf in dv_read() (version test LINUX_VERSION_CODE < 2.5.0 at line 72)
 * ../corpus/dual_version/dual_version.c:87:8: guarded: alloc_kiovec in dv_read() (version test LINUX_VERSION_CODE < 2.5.0 at line 86)
 * ../corpus/dual_version/dual_version.c:90:8: guarded: map_user_kiobuf in dv_read() (version test LINUX_VERSION_CODE < 2.5.0 at line 86)
 * ../corpus/dual_version/dual_version.c:95:16: guarded: maplist in dv_read() (version test LINUX_VERSION_CODE < 2.5.0 at line 86)
 * ../corpus/dual_version/dual_version.c:95:32: guarded: nr_pages in dv_read() (version test LINUX_VERSION_CODE < 2.5.0 at line 86)
 * ../corpus/dual_version/dual_version.c:95:49: guarded: offset in dv_read() (version test LINUX_VERSION_CODE < 2.5.0 at line 86)
 * ../corpus/dual_version/dual_version.c:99:2: guarded: mark_dirty_kiobuf in dv_read() (version test LINUX_VERSION_CODE < 2.5.0 at line 86)
 * ../corpus/dual_version/dual_version.c:100:2: guarded: unmap_kiobuf in dv_read() (version test LINUX_VERSION_CODE < 2.5.0 at line 86)
 * ../corpus/dual_version/dual_version.c:103:2: guarded: free_kiovec in dv_read() (version test LINUX_VERSION_CODE < 2.5.0 at line 86)
 * ../corpus/dual_version/dual_version.c:143:17: guarded: kiobuf in dv_write() (macro HAVE_KIOBUF defined at dual_version.c:30 from LINUX_VERSION_CODE)
 * ../corpus/dual_version/dual_version.c:154:8: guarded: alloc_kiovec in dv_write() (macro HAVE_KIOBUF defined at dual_version.c:30 from LINUX_VERSION_CODE)
 * ../corpus/dual_version/dual_version.c:157:8: guarded: map_user_kiobuf in dv_write() (macro HAVE_KIOBUF defined at dual_version.c:30 from LINUX_VERSION_CODE)
 * ../corpus/dual_version/dual_version.c:160:17: guarded: maplist in dv_write() (macro HAVE_KIOBUF defined at dual_version.c:30 from LINUX_VERSION_CODE)
 * ../corpus/dual_version/dual_version.c:160:33: guarded: nr_pages in dv_write() (macro HAVE_KIOBUF defined at dual_version.c:30 from LINUX_VERSION_CODE)
 * ../corpus/dual_version/dual_version.c:160:50: guarded: offset in dv_write() (macro HAVE_KIOBUF defined at dual_version.c:30 from LINUX_VERSION_CODE)
 * ../corpus/dual_version/dual_version.c:163:3: guarded: unmap_kiobuf in dv_write() (macro HAVE_KIOBUF defined at dual_version.c:30 from LINUX_VERSION_CODE)
 * ../corpus/dual_version/dual_version.c:166:2: guarded: free_kiovec in dv_write() (macro HAVE_KIOBUF defined at dual_version.c:30 from LINUX_VERSION_CODE)
 * summary: ../corpus/dual_version/dual_version.c: 18 sites
 * summary: 18 sites in 1 of 1 file
 * summary:      2 alloc_kiovec
 * summary:      2 free_kiovec
 * summary:      2 kiobuf
 * summary:      2 map_user_kiobuf
 * summary:      2 maplist
 * summary:      2 nr_pages
 * summary:      2 offset
 * summary:      2 unmap_kiobuf
 * summary:      1 linux/iobuf.h
 * summary:      1 mark_dirty_kiobuf
 * check-output-end
 */
