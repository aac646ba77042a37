
/*
 * check-name: scan of the corpus driver no_kiobuf
 * check-command: zcport scan ../corpus/no_kiobuf
 *
 * check-output-start
 * summary: 0 sites in 0 of 1 file
 * check-output-end
 */
