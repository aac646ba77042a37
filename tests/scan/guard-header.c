
/*
 * check-name: a header of the driver: its include guard does not hide what it defines from the version
 * check-command: zcport scan scan/guard-evidence.h
 *
 * check-output-start
 * scan/guard-evidence.h:11:1: guarded: linux/iobuf.h (macro LINUX_24 defined at guard-evidence.h:6 from LINUX_VERSION_CODE)
 * scan/guard-evidence.h:12:23: guarded: kiobuf (macro LINUX_24 defined at guard-evidence.h:6 from LINUX_VERSION_CODE)
 * summary: scan/guard-evidence.h: 2 sites
 * summary: 2 sites in 1 of 1 file
 * summary:      1 kiobuf
 * summary:      1 linux/iobuf.h
 * check-output-end
 */
