
/*
 * check-name: scan of the corpus driver extent_dio
 * check-command: zcport scan ../corpus/extent_dio
 *
 * check-output-start
 * ../corpus/extent_dio/extent_dio.c:25:1: include: linux/iobuf.h
 * ../corpus/extent_dio/extent_dio.c:68:70: parameter: kiobuf in exf_direct_IO()
 * ../corpus/extent_dio/extent_dio.c:71:21: member: length in exf_direct_IO()
 * ../corpus/extent_dio/extent_dio.c:73:13: member: length in exf_direct_IO()
 * ../corpus/extent_dio/extent_dio.c:76:10: member: blocks in exf_direct_IO()
 * ../corpus/extent_dio/extent_dio.c:77:15: member: blocks in exf_direct_IO()
 * ../corpus/extent_dio/extent_dio.c:80:11: member: blocks in exf_direct_IO()
 * ../corpus/extent_dio/extent_dio.c:83:9: call: brw_kiovec in exf_direct_IO()
 * ../corpus/extent_dio/extent_dio.c:83:56: member: blocks in exf_direct_IO()
 * summary: ../corpus/extent_dio/extent_dio.c: 9 sites
 * summary: 9 sites in 1 of 1 file
 * summary:      4 blocks
 * summary:      2 length
 * summary:      1 brw_kiovec
 * summary:      1 kiobuf
 * summary:      1 linux/iobuf.h
 * check-output-end
 */
