/*
 * patchseries: the port as a series of mails a kernel maintainer can
 * review and apply with git am.
 *
 * emit_patch_series() writes into dir one patch per driver (the files of
 * one directory form a driver; its name is the directory's), in git
 * format-patch mbox form: "[PATCH n/N] <prefix>: convert kiobuf
 * user-page mapping to get_user_pages()", the prefix as maintainers
 * write it (the subsystem below drivers/, then the driver: "mtd:
 * blkmtd" for drivers/mtd/devices/blkmtd.c), a body saying what each
 * file got (user pages, a page vector, bios, a direct_IO method) and
 * listing the sites converted and those left for a human with their
 * reasons, then the diff of the driver's files; and
 * 0000-cover-letter.patch summarising the whole port.  Only files whose
 * port may be written (validated or unchecked) are in a patch.  The
 * author is $ZCPORT_AUTHOR, else "zcport <zcport@localhost>"; signoff
 * adds its Signed-off-by: line.  The date is $SOURCE_DATE_EPOCH when
 * set, else now.  The files are written through writepolicy.h's series
 * manifest: an earlier series of zcport's is replaced, nothing else
 * is removed.
 * Returns the number of files it could not write (errors printed).
 */
#ifndef ZC_PATCHSERIES_H
#define ZC_PATCHSERIES_H

#include "pipeline.h"

int emit_patch_series(struct run *r, const char *dir, int signoff);

#endif
