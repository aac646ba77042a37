
/*
 * check-name: scan of the corpus driver gen_dio
 * check-command: zcport scan ../corpus/gen_dio
 *
 * check-output-start
 * ../corpus/gen_dio/gen_dio.c:26:1: include: linux/iobuf.h
 * ../corpus/gen_dio/gen_dio.c:60:70: parameter: kiobuf in gdf_direct_IO()
 * summary: ../corpus/gen_dio/gen_dio.c: 2 sites
 * summary: 2 sites in 1 of 1 file
 * summary:      1 kiobuf
 * summary:      1 linux/iobuf.h
 * check-output-end
 */
