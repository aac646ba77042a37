
/*
 * check-name: scan of the corpus driver syntax_slip
 * check-command: zcport scan ../corpus/syntax_slip
 *
 * check-output-start
 * ../corpus/syntax_slip/syntax_slip.c:31:1: include: linux/iobuf.h
 * ../corpus/syntax_slip/syntax_slip.c:44:36: parameter: kiobuf in ss_copy()
 * ../corpus/syntax_slip/syntax_slip.c:47:31: member: offset in ss_copy()
 * ../corpus/syntax_slip/syntax_slip.c:51:25: member: nr_pages in ss_copy()
 * ../corpus/syntax_slip/syntax_slip.c:57:23: member: maplist in ss_copy()
 * ../corpus/syntax_slip/syntax_slip.c:62:17: member: maplist in ss_copy()
 * ../corpus/syntax_slip/syntax_slip.c:70:17: variable: kiobuf in ss_rw()
 * ../corpus/syntax_slip/syntax_slip.c:80:8: call: alloc_kiovec in ss_rw()
 * ../corpus/syntax_slip/syntax_slip.c:83:8: call: map_user_kiobuf in ss_rw()
 * ../corpus/syntax_slip/syntax_slip.c:91:3: call: mark_dirty_kiobuf in ss_rw()
 * ../corpus/syntax_slip/syntax_slip.c:92:2: call: unmap_kiobuf in ss_rw()
 * ../corpus/syntax_slip/syntax_slip.c:96:2: call: free_kiovec in ss_rw()
 * ../corpus/syntax_slip/syntax_slip.c:115:17: variable: kiobuf in ss_ioctl()
 * ../corpus/syntax_slip/syntax_slip.c:120:8: call: alloc_kiovec in ss_ioctl()
 * ../corpus/syntax_slip/syntax_slip.c:123:13: call: map_user_kiobuf in ss_ioctl()
 * ../corpus/syntax_slip/syntax_slip.c:128:2: call: mark_dirty_kiobuf in ss_ioctl()
 * ../corpus/syntax_slip/syntax_slip.c:129:2: call: unmap_kiobuf in ss_ioctl()
 * ../corpus/syntax_slip/syntax_slip.c:131:2: call: free_kiovec in ss_ioctl()
 * summary: ../corpus/syntax_slip/syntax_slip.c: 18 sites
 * summary: 18 sites in 1 of 1 file
 * summary:      3 kiobuf
 * summary:      2 alloc_kiovec
 * summary:      2 free_kiovec
 * summary:      2 map_user_kiobuf
 * summary:      2 maplist
 * summary:      2 mark_dirty_kiobuf
 * summary:      2 unmap_kiobuf
 * summary:      1 linux/iobuf.h
 * summary:      1 nr_pages
 * summary:      1 offset
 * check-output-end
 *
 * check-error-start
 * ../corpus/syntax_slip/syntax_slip.c:124:3: warning: does not parse as C: expected ')'; the kiobuf uses in ss_ioctl() are left for a human
 * check-error-end
 */
