/*
 * datadir: where zcport's data lives (semantic-patches/, headers/).
 *
 * $ZCPORT_DATADIR wins; else the source tree the binary was built in
 * (<exe>/..), else the install layout (<exe>/../share/zcport).  Dies when
 * none has semantic-patches/.  The returned string is static.
 */
#ifndef ZC_DATADIR_H
#define ZC_DATADIR_H

const char *zcport_datadir(void);
/* <datadir>/<rel>, newly allocated */
char *datadir_path(const char *rel);

#endif
