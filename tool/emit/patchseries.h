/*
 * patchseries: the port as a series of mails a kernel maintainer can
 * review and apply with git am.
 *
 * emit_patch_series() writes into dir one patch per driver (the files of
 * one directory form a driver; its name is the directory's), in git
 * format-patch mbox form: "[PATCH n/N] <driver>: convert kiobuf
 * user-page mapping to get_user_pages()", a body explaining the API
 * change and listing the sites converted and those left for a human with
 * their reasons, then the diff of the driver's files; and
 * 0000-cover-letter.patch summarising the whole port.  Only files whose
 * port may be written (validated or unchecked) are in a patch.  The
 * author is $ZCPORT_AUTHOR, else "zcport <zcport@localhost>".
 * Returns the number of files it could not write (errors printed).
 */
#ifndef ZC_PATCHSERIES_H
#define ZC_PATCHSERIES_H

#include "pipeline.h"

int emit_patch_series(struct run *r, const char *dir);

#endif
