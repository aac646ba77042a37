/* the driver's own compatibility header, for scan/guard-evidence.c */
#ifndef GUARD_EVIDENCE_H
#define GUARD_EVIDENCE_H
#include <linux/version.h>
#if LINUX_VERSION_CODE < KERNEL_VERSION(2,5,0)
#define LINUX_24
#endif
#endif
