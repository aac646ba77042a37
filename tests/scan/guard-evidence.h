/* the driver's own compatibility header, for scan/guard-evidence.c */
#ifndef GUARD_EVIDENCE_H
#define GUARD_EVIDENCE_H
#include <linux/version.h>
#if LINUX_VERSION_CODE < KERNEL_VERSION(2,5,0)
#define LINUX_24
#endif

/* scanned itself (scan/guard-header.c): the include guard is no guard */
#ifdef LINUX_24
#include <linux/iobuf.h>
extern struct kiobuf *ge_kiobuf;
#endif
#endif
