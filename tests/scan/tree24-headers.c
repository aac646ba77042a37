
/*
 * check-name: a driver in a 2.4 tree is parsed with the tree's headers (its member uses typed)
 * check-command: zcport scan tree24/drivers/char/zcb_grab.c
 *
 * check-output-start
 * tree24/drivers/char/zcb_grab.c:18:1: include: linux/iobuf.h
 * tree24/drivers/char/zcb_grab.c:30:8: call: map_user_kiobuf in zcb_read()
 * tree24/drivers/char/zcb_grab.c:34:18: member: length in zcb_read()
 * tree24/drivers/char/zcb_grab.c:34:38: member: offset in zcb_read()
 * tree24/drivers/char/zcb_grab.c:35:2: call: mark_dirty_kiobuf in zcb_read()
 * tree24/drivers/char/zcb_grab.c:36:2: call: unmap_kiobuf in zcb_read()
 * summary: tree24/drivers/char/zcb_grab.c: 6 sites
 * summary: 6 sites in 1 of 1 file
 * summary:      1 length
 * summary:      1 linux/iobuf.h
 * summary:      1 map_user_kiobuf
 * summary:      1 mark_dirty_kiobuf
 * summary:      1 offset
 * summary:      1 unmap_kiobuf
 * check-output-end
 */
